// What every HTTP stand-in of the local stack shares: the request body read as text (up to
// a limit), JSON answers, the log of what it received (answered at GET /_received, newest
// last), listening on 127.0.0.1, and running on its own when the stack runner starts it.
import { createServer } from 'node:http';
import { malformedRequest } from '../../lib/request-target.mjs';

/** The request body as UTF-8 text; bytes past `limit` are dropped (the request still ends). */
export function readBody(request, limit = Infinity) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    request.on('end', done);
    // A caller that hangs up mid-body: what arrived is the body (the answer goes nowhere).
    request.on('error', done);
  });
}

/**
 * A function that answers `body` with `status` and any extra headers: JSON under
 * `contentType` (some providers name a charset, and clients may read it), a string as an
 * HTML page (a provider's sign-in page), nothing when it is undefined.
 */
export const jsonSender =
  (contentType = 'application/json') =>
  (response, status, body, headers = {}) => {
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (body === undefined) return response.end();
    const page = typeof body === 'string';
    response.setHeader('content-type', page ? 'text/html; charset=utf-8' : contentType);
    response.end(page ? body : JSON.stringify(body));
  };

/**
 * An HTTP stand-in on 127.0.0.1 (`port` 0: one the OS picks). `handle({request, response,
 * url, body, received, origin})` answers every request but GET /_received, which lists the
 * `received` entries the handler recorded; `origin` is the stand-in's own address.
 * `bodyLimit` caps the body kept; `send` answers /_received. Resolves to
 * {server, url, received, close}.
 */
export function startStandIn({ port = 0, bodyLimit = Infinity, send = jsonSender(), handle }) {
  const received = [];
  let origin = '';
  const server = createServer(async (request, response) => {
    // A target that is no URL (`//`, bad percent-encoding) is refused, and a handler that
    // throws answers 500: neither may end the process (and with it the local stack).
    const reason = malformedRequest(request);
    if (reason) return send(response, 400, { error: `Bad request: ${reason}.` });
    try {
      const url = new URL(request.url, 'http://127.0.0.1');
      const body = await readBody(request, bodyLimit);
      if (request.method === 'GET' && url.pathname === '/_received') return send(response, 200, received);
      return await handle({ request, response, url, body, received, origin });
    } catch (error) {
      if (response.headersSent) return response.destroy();
      return send(response, 500, { error: `The stand-in failed: ${error.message}` });
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${server.address().port}`;
      resolve({ server, url: origin, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * When `moduleUrl` is the script node was started with (the stack runner starts each
 * stand-in so), starts it with `start()` and stays up until SIGTERM or SIGINT.
 */
export async function runOnItsOwn(moduleUrl, label, start) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const { url } = await start();
  console.log(`${label} on ${url}`);
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
