// The local stack's front of the site (scripts/lib/site-front.mjs), against an upstream that
// plays the Hosting emulator closing a kept-alive connection just as the front reuses it (its
// idle timeout crossing the next request): a page's GET is sent again on a connection of its
// own, not answered 502 to the browser; a POST, which the upstream may have taken, is not.
// The front runs in a node of its own, as the stack runs it (the module is ESM).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';

/** How long the front may take to start listening. */
const START_MS = 20_000;

/** The front started on a port the OS picks, for the upstream on `targetPort`: its URL once it listens. */
function startFront(targetPort: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(__dirname, '..', '..', 'scripts', 'lib', 'site-front.mjs')], {
    env: { ...process.env, SITE_FRONT_PORT: '0', SITE_FRONT_TARGET_PORT: String(targetPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the front did not start')), START_MS);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Site front on (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child });
      }
    });
    child.on('exit', (code) => reject(new Error(`the front exited (${code})`)));
  });
}

/** Answers the first request of each connection (kept alive), then drops the connection at its next one, unanswered. */
function closingUpstream(): Promise<{ server: Server; port: number; connections: () => number }> {
  const served = new WeakMap<Socket, number>();
  let connections = 0;
  const server = createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count > 1) {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`${req.method} ${req.url}`);
    });
  });
  server.on('connection', () => (connections += 1));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, connections: () => connections })),
  );
}

/** One request through the front: its status and body. */
function send(url: string, method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // Kept alive, as a browser asks: the front keeps its connection to the upstream for the next request.
    const req = request(`${url}${path}`, { method, agent: false, headers: { connection: 'keep-alive' } }, (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('the front of the local site', () => {
  let upstream: Awaited<ReturnType<typeof closingUpstream>>;
  let front: { url: string; child: ChildProcess };

  beforeEach(async () => {
    upstream = await closingUpstream();
    front = await startFront(upstream.port);
  });

  afterEach(async () => {
    front.child.kill();
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  it('sends a GET again on a new connection when its kept-alive one is dropped as it is reused', async () => {
    expect(await send(front.url, 'GET', '/page-data/index/page-data.json')).toEqual({
      status: 200,
      body: 'GET /page-data/index/page-data.json',
    });
    // The front's kept-alive connection is reused and dropped: the page data still comes, on a second connection.
    expect(await send(front.url, 'GET', '/page-data/app/page-data.json')).toEqual({
      status: 200,
      body: 'GET /page-data/app/page-data.json',
    });
    expect(upstream.connections()).toBe(2);
  });

  it('answers 502 to a POST dropped so (the upstream may have acted on it)', async () => {
    expect((await send(front.url, 'GET', '/')).status).toBe(200);
    const post = await send(front.url, 'POST', '/backend/notes');
    expect(post.status).toBe(502);
    expect(post.body).toMatch(/not answering/);
  });
});
