// One HTTP/1.1 request written byte for byte over a socket: fetch and the http module
// normalise or refuse the malformed targets (`//`, absolute-form, bad percent-encoding) and
// Host headers that a test needs to send as an attacker would.
import net from 'node:net';

/**
 * Sends `GET <target>` (with `host` as the Host header, the server's own by default) to the
 * server of `url` and resolves to the answer's status, or null when the connection closed
 * without one or nothing came within `timeoutMs`.
 */
export function rawGet(
  url: string,
  target: string,
  { host, timeoutMs = 10000 }: { host?: string; timeoutMs?: number } = {},
): Promise<number | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      resolve(status ? Number(status) : null);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('connect', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host ?? `${hostname}:${port}`}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
  });
}
