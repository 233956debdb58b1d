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

/** Listens on 127.0.0.1:port (0: any free one) to keep it; resolves the server, or null when it is taken. */
function holdPort(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Picks a port for each named service: the env override or the default when free, otherwise a
 * free one. Each port stays held (listened on by this process) until `release()`, called just
 * before the services start: another stack starting meanwhile (the site's build takes minutes)
 * finds it taken instead of choosing it too. Returns {ports, moved, release}; moved lists the
 * replacements.
 */
export async function choosePorts(wanted, env = process.env) {
  const ports = {};
  const moved = [];
  const held = [];
  for (const [name, { envVar, port: fallback }] of Object.entries(wanted)) {
    const preferred = Number(env[envVar] ?? fallback);
    let server = await holdPort(preferred);
    if (!server) {
      server = await holdPort(0);
      if (!server) throw new Error(`no free port for ${name}`);
      moved.push({ name, preferred, port: server.address().port });
    }
    held.push(server);
    ports[name] = server.address().port;
  }
  const release = () => Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  return { ports, moved, release };
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
