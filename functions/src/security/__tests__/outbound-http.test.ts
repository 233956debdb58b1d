// The outbound client against listeners on this machine's loopback (nothing leaves it): the
// address vetted at connection, once (a resolver that changes its answer gets no second
// look-up), the local stack's three literal hosts, redirects vetted hop by hop, the byte cap
// that aborts the stream, the time limits, and the excerpt of remote text. Where a test needs
// an "allowed" address on loopback, its policy allows 127.0.0.1 alone and 127.0.0.2 stands for
// an internal one. Link-local and NAT64 forms are checked with vet(), which never connects.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { OutboundClient, OutboundFailure, OutboundRefusal, remoteExcerpt, type OutboundPolicy, type Resolver } from '../outbound-http';

interface Listener {
  port: number;
  origin: string;
  /** Requests received (method and path). */
  hits: string[];
  /** TCP connections accepted. */
  connections: number;
  /** Bytes written to answers. */
  written: number;
  close: () => Promise<void>;
}

async function listen(
  host: string,
  handler: (request: IncomingMessage, response: ServerResponse, listener: Listener) => void,
  port = 0,
): Promise<Listener> {
  const sockets = new Set<Socket>();
  const listener: Listener = { port: 0, origin: '', hits: [], connections: 0, written: 0, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    listener.hits.push(`${request.method} ${request.url}`);
    handler(request, response, listener);
  });
  server.on('connection', (socket) => {
    listener.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  listener.port = (server.address() as AddressInfo).port;
  listener.origin = `http://${host}:${listener.port}`;
  listener.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return listener;
}

const json =
  (body: unknown, status = 200) =>
  (_: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

/** A policy that plays "public" with 127.0.0.1 alone, over plain http. */
const loopbackAsPublic = (extra: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  localStack: false,
  allowHttp: true,
  addressAllowed: (address) => address === '127.0.0.1',
  ...extra,
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('not rejected');
}

const clients: OutboundClient[] = [];
const listeners: Listener[] = [];
const client = (policy: OutboundPolicy) => {
  const made = new OutboundClient(policy);
  clients.push(made);
  return made;
};
const listening = async (...args: Parameters<typeof listen>) => {
  const made = await listen(...args);
  listeners.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(listeners.splice(0).map((l) => l.close()));
});

describe('the address, vetted when the connection is made', () => {
  test('production: loopback in any form is refused before a connection opens', async () => {
    const internal = await listening('127.0.0.1', json({ secret: 'internal' }));
    const production = client({ localStack: false });
    for (const url of [
      `http://127.0.0.1:${internal.port}/`,
      `https://127.0.0.1:${internal.port}/`,
      `https://[::ffff:7f00:1]:${internal.port}/`,
      `https://[::ffff:127.0.0.1]:${internal.port}/`,
      `https://[::7f00:1]:${internal.port}/`,
      `https://localhost:${internal.port}/`,
    ]) {
      const error = await rejection(production.request(url));
      expect([url, error]).toEqual([url, expect.any(OutboundRefusal)]);
      expect(error).toMatchObject({ status: 502, key: 'integrationAddressNotAllowed' });
    }
    expect(internal.connections).toBe(0);
  });

  test('vet(): link-local, NAT64 and mapped forms refused without connecting; a public literal allowed', async () => {
    const production = client({ localStack: false });
    for (const url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://[64:ff9b::7f00:1]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[::ffff:7f00:1]/',
      'https://[fe80::1]/',
      'http://93.184.215.14/',
      'ftp://93.184.215.14/',
      'https://user:pw@93.184.215.14/',
    ]) {
      expect([url, await production.vet(new URL(url))]).toEqual([url, 'refused']);
    }
    expect(await production.vet(new URL('https://93.184.215.14/fhir'))).toBe('allowed');
    expect(await production.vet(new URL('https://[64:ff9b::5db8:d70e]/fhir'))).toBe('allowed');
    // A name is resolved (here by an injected resolver): every address it has must be allowed.
    const resolving =
      (addresses: string[]): Resolver =>
      (_, __, callback) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    expect(await client({ localStack: false, lookup: resolving(['93.184.215.14']) }).vet(new URL('https://fhir.example.org/'))).toBe(
      'allowed',
    );
    expect(
      await client({ localStack: false, lookup: resolving(['93.184.215.14', '10.0.0.1']) }).vet(new URL('https://fhir.example.org/')),
    ).toBe('refused');
    expect(await client({ localStack: false, lookup: resolving(['::ffff:a9fe:a9fe']) }).vet(new URL('https://fhir.example.org/'))).toBe(
      'refused',
    );
    expect(await client({ localStack: false, lookup: resolving([]) }).vet(new URL('https://fhir.example.org/'))).toBe('unresolved');
  });

  test('the local stack: 127.0.0.1, localhost and [::1] over http; 127.0.0.2 and mapped loopback still refused', async () => {
    const standIn = await listening('127.0.0.1', json({ ok: true }));
    const other = await listening('127.0.0.2', json({ secret: 'internal' }), standIn.port);
    const local = client({ localStack: true });
    expect(await local.request(`http://127.0.0.1:${standIn.port}/a`)).toMatchObject({ status: 200, text: '{"ok":true}' });
    expect(await local.request(`http://localhost:${standIn.port}/b`)).toMatchObject({ status: 200 });
    for (const url of [
      `http://127.0.0.2:${other.port}/`,
      `http://[::ffff:7f00:2]:${other.port}/`,
      `http://[::ffff:7f00:1]:${standIn.port}/`,
      `http://[::7f00:1]:${standIn.port}/`,
    ]) {
      expect([url, await rejection(local.request(url))]).toEqual([url, expect.objectContaining({ key: 'integrationAddressNotAllowed' })]);
    }
    // A name other than localhost that resolves to loopback is refused there too.
    const named = client({ localStack: true, lookup: (_, __, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]) });
    expect(await rejection(named.request(`http://stand-in.test:${standIn.port}/`))).toMatchObject({ key: 'integrationAddressNotAllowed' });
    expect(standIn.hits).toEqual(['GET /a', 'GET /b']);
    expect(other.connections).toBe(0);
  });

  test('DNS rebinding: one resolution per connection, the address connected to is the one vetted', async () => {
    const allowed = await listening('127.0.0.1', json({ where: 'public' }));
    const internal = await listening('127.0.0.2', json({ where: 'internal' }), allowed.port);
    const answers = ['127.0.0.1', '127.0.0.2', '127.0.0.2', '127.0.0.2'];
    const resolved: string[] = [];
    const rebinding: Resolver = (hostname, _, callback) => {
      const address = answers[Math.min(resolved.length, answers.length - 1)];
      resolved.push(`${hostname}=${address}`);
      callback(null, [{ address, family: 4 }]);
    };
    const first = client(loopbackAsPublic({ lookup: rebinding }));
    expect(await first.request(`http://rebind.test:${allowed.port}/first`)).toMatchObject({ status: 200, text: '{"where":"public"}' });
    expect(resolved).toEqual(['rebind.test=127.0.0.1']);
    // A new connection resolves again, and the new answer is vetted.
    const second = client(loopbackAsPublic({ lookup: rebinding }));
    expect(await rejection(second.request(`http://rebind.test:${allowed.port}/second`))).toMatchObject({
      key: 'integrationAddressNotAllowed',
    });
    expect(internal.connections).toBe(0);
    expect(allowed.hits).toEqual(['GET /first']);
  });
});

describe('redirects', () => {
  test('a redirect to a refused address is not followed; one on an allowed address is, up to three hops', async () => {
    const internal = await listening('127.0.0.2', json({ secret: 'internal' }));
    const target = await listening('127.0.0.1', (request, response) => {
      if (request.url === '/to-internal') return response.writeHead(302, { location: `http://127.0.0.2:${internal.port}/metadata` }).end();
      if (request.url === '/to-mapped')
        return response.writeHead(307, { location: `http://[::ffff:7f00:2]:${internal.port}/metadata` }).end();
      if (request.url === '/moved') return response.writeHead(301, { location: '/here' }).end();
      if (request.url === '/bad-location') return response.writeHead(302, { location: 'http://[not-an-address/' }).end();
      if (request.url?.startsWith('/loop'))
        return response.writeHead(302, { location: `/loop${Number(request.url.slice(5) || 0) + 1}` }).end();
      return json({ at: request.url })(request, response);
    });
    const policy = client(loopbackAsPublic());
    expect(await rejection(policy.request(`${target.origin}/to-internal`))).toMatchObject({
      status: 502,
      key: 'integrationAddressNotAllowed',
      values: { host: `127.0.0.2:${internal.port}` },
    });
    expect(await rejection(policy.request(`${target.origin}/to-mapped`))).toMatchObject({ key: 'integrationAddressNotAllowed' });
    expect(internal.connections).toBe(0);
    expect(await policy.request(`${target.origin}/moved`)).toMatchObject({
      status: 200,
      text: '{"at":"/here"}',
      url: `${target.origin}/here`,
    });
    const before = target.hits.length;
    expect(await rejection(policy.request(`${target.origin}/loop`))).toMatchObject({ key: 'integrationTooManyRedirects' });
    expect(target.hits.length - before).toBe(4);
    expect(await policy.request(`${target.origin}/moved`, { maxRedirects: 0 })).toMatchObject({
      status: 301,
      headers: { location: '/here' },
    });
    // A Location that is no URL is not followed either.
    expect(await policy.request(`${target.origin}/bad-location`)).toMatchObject({ status: 302 });
  });

  test('a POST is not redirected; credentials do not follow a redirect to another origin', async () => {
    const other = await listening('127.0.0.1', (request, response) =>
      json({ authorization: request.headers.authorization ?? null, cookie: request.headers.cookie ?? null })(request, response),
    );
    const first = await listening('127.0.0.1', (request, response) => {
      if (request.url === '/same') return response.writeHead(302, { location: '/echo' }).end();
      if (request.url === '/echo') return json({ authorization: request.headers.authorization ?? null })(request, response);
      return response.writeHead(302, { location: `${other.origin}/elsewhere` }).end();
    });
    const policy = client(loopbackAsPublic());
    const headers = { authorization: 'Bearer secret-token', cookie: 'sid=1' };
    expect(JSON.parse((await policy.request(`${first.origin}/away`, { headers })).text)).toEqual({ authorization: null, cookie: null });
    expect(JSON.parse((await policy.request(`${first.origin}/same`, { headers })).text)).toEqual({ authorization: 'Bearer secret-token' });
    expect(await policy.request(`${first.origin}/away`, { method: 'POST', headers, body: 'x=1' })).toMatchObject({ status: 302 });
    expect(other.hits).toEqual(['GET /elsewhere']);
  });
});

describe('the answer: its size and its time', () => {
  const FORTY_MB = 40 * 1024 * 1024;
  /** Streams `total` bytes of JSON-ish text (no Content-Length unless `declared`), as fast as the reader takes them. */
  const streaming =
    (total: number, declared = false) =>
    (_: IncomingMessage, response: ServerResponse, listener: Listener) => {
      response.writeHead(200, { 'content-type': 'application/json', ...(declared ? { 'content-length': String(total) } : {}) });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < total && !response.destroyed) {
          sent += chunk.length;
          listener.written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      write();
    };

  test('an answer past the cap is aborted and refused: the stream stops early', async () => {
    const big = await listening('127.0.0.1', streaming(FORTY_MB));
    const error = await rejection(client(loopbackAsPublic()).request(`${big.origin}/metadata`, { maxBytes: 1024 * 1024 }));
    expect(error).toBeInstanceOf(OutboundRefusal);
    expect(error).toMatchObject({ status: 502, key: 'integrationAnswerTooLarge', values: { host: `127.0.0.1:${big.port}`, limit: '1' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(big.written).toBeLessThan(FORTY_MB / 4);
  });

  test('a declared length past the cap is refused before the body is read; the default cap is 2 MB', async () => {
    const declared = await listening('127.0.0.1', streaming(FORTY_MB, true));
    expect(await rejection(client(loopbackAsPublic()).request(`${declared.origin}/`))).toMatchObject({
      key: 'integrationAnswerTooLarge',
      values: { limit: '2' },
    });
    const small = await listening('127.0.0.1', streaming(3 * 1024 * 1024));
    expect(await rejection(client(loopbackAsPublic()).request(`${small.origin}/`))).toMatchObject({ key: 'integrationAnswerTooLarge' });
    expect((await client(loopbackAsPublic()).request(`${small.origin}/`, { maxBytes: 16 * 1024 * 1024 })).text).toHaveLength(
      3 * 1024 * 1024,
    );
  });

  test('no headers in time, or a body that stalls, is a time-out (a failure to reach, not a refusal)', async () => {
    const silent = await listening('127.0.0.1', () => undefined);
    const stalled = await listening('127.0.0.1', (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"partial":');
    });
    const impatient = client(loopbackAsPublic({ headersMs: 300, bodyMs: 300 }));
    expect(await rejection(impatient.request(`${silent.origin}/`))).toMatchObject({ reason: 'timeout' });
    expect(await rejection(impatient.request(`${stalled.origin}/`))).toEqual(expect.any(OutboundFailure));
    expect(await rejection(client(loopbackAsPublic()).request(`${silent.origin}/`, { timeoutMs: 300 }))).toMatchObject({
      reason: 'timeout',
    });
    expect(await rejection(client(loopbackAsPublic()).request('http://127.0.0.1:9/'))).toMatchObject({ reason: 'unreachable' });
  });
});

describe('remote text shown to anyone', () => {
  test('printable characters only, no markup, 200 characters at most', () => {
    expect(remoteExcerpt('invalid_client')).toBe('invalid_client');
    expect(remoteExcerpt('<html><body><h1>Internal</h1><script>alert(1)</script>secret</body></html>')).toBe('Internal alert(1) secret');
    expect(remoteExcerpt('line one\r\nline two\u0000\u001b[31m red \u202e')).toBe('line one line two [31m red');
    expect(remoteExcerpt('a < b')).toBe('a b');
    expect(remoteExcerpt('<<<<')).toBe('');
    const long = remoteExcerpt('x'.repeat(5000));
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
