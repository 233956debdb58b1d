// A TCP proxy in front of one of the stack's services, which a test can cut off: while cut,
// every connection (those already open and new ones) is held silently, as a network that drops
// everything would; restored, new connections are forwarded again (the held ones stay dead,
// as after a real outage, until their clients give up on them).
import net from 'node:net';
import { freePort } from './realtime-instances';

export interface TcpProxy {
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A proxy on a free local port forwarding to `target` (an http URL). */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  let cut = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  const hold = (pair: { client: net.Socket; upstream: net.Socket | null }) => {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.upstream?.destroy();
    pair.upstream = null;
    // Read and drop what the client sends: it never hears back.
    pair.client.resume();
  };
  const server = net.createServer((client) => {
    const pair = { client, upstream: null as net.Socket | null };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (cut) return hold(pair);
    const upstream = net.connect(Number(targetPort), hostname);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => pair.upstream === upstream && client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      cut = true;
      for (const pair of pairs) hold(pair);
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
