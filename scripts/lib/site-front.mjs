// The front of the built site in the local stack: a reverse proxy on the site's port that
// hands every request to the Hosting emulator (on a port of its own) and its answer back,
// streamed as it comes (the notes are streamed through the /backend rewrite), upgrades
// (WebSocket) included, but first refuses with a 400 the malformed requests that make the
// Hosting emulator throw and `firebase emulators:start` exit (./request-target.mjs). It adds
// no header: to the emulator (and the functions behind its rewrites) a request looks as if
// it came straight from the browser, X-Forwarded-For included.
import { Agent, createServer, request as httpRequest } from 'node:http';
import net from 'node:net';
import { malformedRequest } from './request-target.mjs';

/** Answers a plain-text status on a response or, for an upgrade, on the raw socket, and closes. */
function refuse(target, status, text) {
  const body = `${text}\n`;
  if (target instanceof net.Socket) {
    const reason = status === 400 ? 'Bad Request' : 'Bad Gateway';
    if (target.writable)
      target.end(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    else target.destroy();
    return;
  }
  if (target.headersSent) return target.destroy();
  target.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
  target.end(body);
}

/**
 * Starts the front on 127.0.0.1:`port` for the server on 127.0.0.1:`targetPort`; resolves to
 * {url, close}. `port` 0: one the OS picks.
 */
export async function startSiteFront({ port, targetPort }) {
  const agent = new Agent({ keepAlive: true });
  const unreachable = 'The site is not answering (the Hosting emulator is down or starting): see .run/emulators.log';

  const server = createServer((request, response) => {
    const reason = malformedRequest(request);
    if (reason) return refuse(response, 400, `Bad request: ${reason}.`);
    const headers = { ...request.headers };
    // Node answers "100 Continue" to the browser itself; the body follows either way.
    delete headers.expect;
    // A request with no body the emulator may take again (GET, HEAD) is sent once more on a new connection when a kept-alive
    // one was closed by the emulator as it was reused (its idle timeout and the request crossing): not a 502 to the browser.
    const forward = (retry, again = false) => {
      const upstream = httpRequest(
        // Again on a connection of its own (agent false), not on another kept-alive one.
        { host: '127.0.0.1', port: targetPort, agent: again ? false : agent, method: request.method, path: request.url, headers },
        (answer) => {
          response.writeHead(answer.statusCode, answer.statusMessage, answer.headers);
          // Each chunk goes on as it arrives: a streamed answer stays streamed.
          answer.pipe(response);
          answer.on('error', () => response.destroy());
        },
      );
      upstream.on('error', () => {
        if (retry && upstream.reusedSocket && !response.headersSent && !response.destroyed) return forward(false, true).end();
        refuse(response, 502, unreachable);
      });
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy();
      });
      return upstream;
    };
    const upstream = forward(request.method === 'GET' || request.method === 'HEAD');
    request.on('error', () => upstream.destroy());
    request.pipe(upstream);
  });

  // WebSocket and other upgrades: checked the same way, then the two sockets are joined.
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    const reason = malformedRequest(request);
    if (reason) return refuse(socket, 400, `Bad request: ${reason}.`);
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => (upstream.connecting ? refuse(socket, 502, unreachable) : socket.destroy()));
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });

  // A request line or header Node cannot parse: a 400 on that connection only.
  server.on('clientError', (error, socket) => refuse(socket, 400, 'Bad request.'));

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

// Run on its own (the stack runner starts it so): SITE_FRONT_PORT, SITE_FRONT_TARGET_PORT.
if (import.meta.url === `file://${process.argv[1]}`) {
  const front = await startSiteFront({ port: Number(process.env.SITE_FRONT_PORT), targetPort: Number(process.env.SITE_FRONT_TARGET_PORT) });
  console.log(`Site front on ${front.url}, for the Hosting emulator on port ${process.env.SITE_FRONT_TARGET_PORT}`);
  const stop = () => front.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
