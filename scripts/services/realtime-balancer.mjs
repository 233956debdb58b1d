// A small TCP load balancer for realtime instances: each new connection goes to the next
// instance in turn (round-robin); an instance that refuses the connection (it died) is
// skipped for the next one. WebSocket connections pass through untouched, so a socket stays
// on its instance until it closes, and reconnects wherever the turn points then. Production
// uses the cloud's own balancer (deploy/); this one is the local stand-in.
// As a process: BALANCER_PORT and REALTIME_BACKENDS (comma-separated ports on 127.0.0.1).
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** Listens on `port` and spreads connections over `backends()` (ports, read at each connection). */
export function startBalancer({ port, host = '127.0.0.1', backends }) {
  let turn = 0;
  const connections = new Set();
  const server = net.createServer((client) => {
    connections.add(client);
    client.once('close', () => connections.delete(client));
    client.pause();
    const ports = backends();
    const attempt = (tries) => {
      if (tries >= ports.length) return client.destroy();
      const backendPort = ports[turn++ % ports.length];
      const upstream = net.connect({ port: backendPort, host: '127.0.0.1' });
      upstream.once('error', (error) => {
        if (!upstream.connecting && upstream.bytesRead + upstream.bytesWritten > 0) return client.destroy();
        if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') return attempt(tries + 1);
        client.destroy();
      });
      upstream.once('connect', () => {
        upstream.setNoDelay(true);
        client.setNoDelay(true);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        // Either side going away closes the other (a killed instance drops its sockets at once).
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
    };
    attempt(0);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            for (const socket of connections) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ports = (process.env.REALTIME_BACKENDS ?? '').split(',').filter(Boolean).map(Number);
  const balancer = await startBalancer({ port: Number(process.env.BALANCER_PORT ?? 0), backends: () => ports });
  console.log(`realtime balancer on ${balancer.port} -> ${ports.join(', ')}`);
  const stop = () => void balancer.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
