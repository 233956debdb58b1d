// The suites' fetch against a real local server that closes a connection before answering: a
// request lost so is sent once more; a stream body, and any other failure, are not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchOnceMore, plainFetch } from '../support/fetch-once-more';

/** The platform's fetch (the suites' own is already wrapped). */
const send = plainFetch(globalThis.fetch);

/** A server on 127.0.0.1 that closes the connection of the first `drop` requests without an answer. */
async function droppingServer(drop: number) {
  let seen = 0;
  const server = http.createServer((req, res) => {
    seen += 1;
    if (seen <= drop) {
      req.socket.destroy();
      return;
    }
    res.end('answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, seen: () => seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the suites’ fetch', () => {
  it('sends a request lost on a closed connection once more, and answers the second answer', async () => {
    const server = await droppingServer(1);
    try {
      const response = await fetchOnceMore(send)(server.url, { method: 'POST', body: '{"a":1}' });
      expect(await response.text()).toBe('answered');
      expect(server.seen()).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('sends it once more only: a second loss is the test’s', async () => {
    const server = await droppingServer(2);
    try {
      await expect(fetchOnceMore(send)(server.url, { method: 'POST', body: '{"a":1}' })).rejects.toThrow('fetch failed');
      expect(server.seen()).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('does not send a stream body again (it was read)', async () => {
    const server = await droppingServer(1);
    try {
      const body = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('x')), c.close()) });
      await expect(fetchOnceMore(send)(server.url, { method: 'POST', body, duplex: 'half' } as RequestInit)).rejects.toThrow();
      expect(server.seen()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('leaves a refused connection the test’s, at once', async () => {
    const server = await droppingServer(0);
    const { url } = server;
    await server.close();
    await expect(fetchOnceMore(send)(url)).rejects.toThrow('fetch failed');
  });
});
