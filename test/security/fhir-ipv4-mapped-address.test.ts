// Attack: loopback written another way passes the address check. The URL parser writes an
// IPv4-mapped IPv6 address in hex ([::ffff:7f00:1]), which the check (knowing only
// ::ffff:a.b.c.d) took for public: https://[::ffff:7f00:1]:PORT/ reached a loopback listener.
// Addresses are now judged by a maintained library, the IPv4 address inside mapped, compatible
// and NAT64 forms first; and the local stack's exception is its three literal hosts only, so
// 127.0.0.2 and mapped loopback are refused here too. The connect is refused with a 400 and the
// listener behind each address sees no connection. (Link-local and NAT64 forms are never
// connected to: the functions' own tests check them, functions/src/security/__tests__.)
import { createServer, type Server, type Socket } from 'node:net';
import { readStack } from '../support/stack';
import { bronzeClinician, connectFhir } from './hostile-servers';

const stack = readStack();

/** A TCP listener that counts connections (a TLS handshake or an HTTP request would both start with one). */
async function counter(host: string, port = 0): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as { port: number };
  return {
    port: bound,
    connections: () => count,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('loopback in other forms, as the FHIR base URL', () => {
  it('is refused (400) and never connected to, https or http, on the local stack too', async () => {
    const account = await bronzeClinician(stack, 'mapped-address');
    const first = await counter('127.0.0.1');
    const second = await counter('127.0.0.2', first.port);
    try {
      for (const baseUrl of [
        `https://[::ffff:7f00:1]:${first.port}/fhir`,
        `http://[::ffff:7f00:1]:${first.port}/fhir`,
        `https://[::ffff:127.0.0.1]:${first.port}/fhir`,
        `https://[::7f00:1]:${first.port}/fhir`,
        `https://[::ffff:0:7f00:1]:${first.port}/fhir`,
        `https://127.0.0.2:${second.port}/fhir`,
        `http://127.0.0.2:${second.port}/fhir`,
        `https://[::ffff:7f00:2]:${second.port}/fhir`,
      ]) {
        const answer = await connectFhir(stack, account.idToken, { baseUrl, auth: 'bearer', bearerToken: 'token' });
        expect([baseUrl, answer.status, answer.error?.key]).toEqual([baseUrl, 400, 'integrationFhirAddressNotAllowed']);
      }
      expect(first.connections()).toBe(0);
      expect(second.connections()).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
