// Attack: DNS rebinding. The address check resolved the host, and the connection resolved it
// again: a name answering a public address to the check and an internal one to the connection
// passed. The outbound client resolves once, when the connection is made, and connects to the
// address it vetted. Here the resolver is injected (the client's `lookup` option) and the policy
// plays "public" with 127.0.0.1 and "internal" with 127.0.0.2, two listeners on one port, so no
// packet leaves this machine's loopback; the internal listener must get nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboundClient, type OutboundPolicy, type Resolver } from '../../functions/src/security/outbound-http';

interface Counted {
  port: number;
  hits: string[];
  connections: number;
  close: () => Promise<void>;
}

async function counted(host: string, port = 0): Promise<Counted> {
  const state: Counted = { port: 0, hits: [], connections: 0, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    state.hits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
    response.end(JSON.stringify({ served: host }));
  });
  server.on('connection', () => (state.connections += 1));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  state.port = (server.address() as AddressInfo).port;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

/** A name that answers `first` once, then `then` for ever (the attacker's DNS server, with a TTL of 0). */
function rebinding(first: string, then: string): { lookup: Resolver; answered: string[] } {
  const answered: string[] = [];
  const lookup: Resolver = (_hostname, _options, callback) => {
    const address = answered.length === 0 ? first : then;
    answered.push(address);
    callback(null, [{ address, family: 4 }]);
  };
  return { lookup, answered };
}

const policy = (lookup: Resolver): OutboundPolicy => ({
  localStack: false,
  allowHttp: true,
  addressAllowed: (address) => address === '127.0.0.1',
  lookup,
});

describe('DNS rebinding', () => {
  let publicSide: Counted;
  let internalSide: Counted;
  const clients: OutboundClient[] = [];
  beforeAll(async () => {
    publicSide = await counted('127.0.0.1');
    internalSide = await counted('127.0.0.2', publicSide.port);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([publicSide.close(), internalSide.close()]);
  });
  const client = (lookup: Resolver) => {
    const made = new OutboundClient(policy(lookup));
    clients.push(made);
    return made;
  };

  it('check, then call: the check’s resolution is not the connection’s, and the connection’s is vetted', async () => {
    const { lookup, answered } = rebinding('127.0.0.1', '127.0.0.2');
    const outbound = client(lookup);
    const url = new URL(`http://fhir.rebind.test:${publicSide.port}/fhir/metadata`);
    // The check sees the public address...
    expect(await outbound.vet(url)).toBe('allowed');
    // ...the connection resolves again, gets the internal one, and is refused.
    await expect(outbound.request(url)).rejects.toMatchObject({ status: 502, key: 'integrationAddressNotAllowed' });
    expect(answered).toEqual(['127.0.0.1', '127.0.0.2']);
    expect(internalSide.connections).toBe(0);
    expect(internalSide.hits).toEqual([]);
  });

  it('one resolution per connection: the call goes to the address that was vetted, a later connection is vetted anew', async () => {
    const { lookup, answered } = rebinding('127.0.0.1', '127.0.0.2');
    const outbound = client(lookup);
    const first = await outbound.request(`http://fhir.rebind.test:${publicSide.port}/fhir/Patient`);
    expect(first).toMatchObject({ status: 200, text: JSON.stringify({ served: '127.0.0.1' }) });
    expect(answered).toEqual(['127.0.0.1']);
    // The server closed that connection: the next one resolves again, to the internal address.
    await expect(outbound.request(`http://fhir.rebind.test:${publicSide.port}/fhir/Patient`)).rejects.toMatchObject({
      key: 'integrationAddressNotAllowed',
    });
    expect(answered).toEqual(['127.0.0.1', '127.0.0.2']);
    expect(publicSide.hits).toEqual(['GET /fhir/Patient']);
    expect(internalSide.connections).toBe(0);
  });

  it('a name that resolves to a public and an internal address at once is refused', async () => {
    const both: Resolver = (_hostname, _options, callback) =>
      callback(null, [
        { address: '127.0.0.1', family: 4 },
        { address: '127.0.0.2', family: 4 },
      ]);
    await expect(client(both).request(`http://fhir.rebind.test:${publicSide.port}/`)).rejects.toMatchObject({
      key: 'integrationAddressNotAllowed',
    });
    expect(internalSide.connections).toBe(0);
  });
});
