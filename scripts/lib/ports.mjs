// Port selection: each service has a default that an environment variable can
// override; a port that is taken is replaced by a free one, and the caller says so.
import net from 'node:net';

/** Resolves true when nothing listens on 127.0.0.1:port and we may bind it. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

/** Asks the OS for a free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Picks a port for each named service: the env override or the default when free,
 * otherwise a free one. Returns {ports, moved} where moved lists the replacements.
 */
export async function choosePorts(wanted, env = process.env) {
  const ports = {};
  const moved = [];
  const used = new Set();
  for (const [name, { envVar, port: fallback }] of Object.entries(wanted)) {
    const preferred = Number(env[envVar] ?? fallback);
    let port = preferred;
    if (used.has(port) || !(await isPortFree(port))) {
      do port = await freePort();
      while (used.has(port));
      moved.push({ name, preferred, port });
    }
    used.add(port);
    ports[name] = port;
  }
  return { ports, moved };
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port, or rejects after timeoutMs. */
export async function waitForPort(port, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process for port ${port} exited`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms`);
}
