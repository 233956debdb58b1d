// Attack: a FHIR server's .well-known/smart-configuration names a token endpoint elsewhere, on
// another origin or on an internal address, and the API POSTs the clinician's signed client
// assertion there (server-side request forgery: the address the base URL check refuses was
// reached through the configuration). The token endpoint must be https (http only on the local
// stack's own literal hosts), on the base URL's origin or on the issuer the server publishes,
// and on an address the outbound client calls: otherwise the connection is refused and nothing
// is sent to it.
import { readStack } from '../support/stack';
import { bronzeClinician, connectFhir, hostileFhirServer, json, listen, smartKey, type Listener } from './hostile-servers';

const stack = readStack();
const opened: Listener[] = [];
afterAll(() => Promise.all(opened.map((l) => l.close())));
const keep = <T extends Listener>(listener: T) => {
  opened.push(listener);
  return listener;
};

const smart = (baseUrl: string) => ({ baseUrl, auth: 'smart', clientId: 'attacker-client', privateKey: smartKey() });

describe('the SMART token endpoint a FHIR server publishes', () => {
  it('connects when it is on the server’s own origin (the hostile server as an honest one)', async () => {
    const account = await bronzeClinician(stack, 'token-endpoint-same');
    const server = keep(await hostileFhirServer());
    expect(await connectFhir(stack, account.idToken, smart(server.base))).toMatchObject({ status: 200 });
    expect(server.received.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual(
      expect.arrayContaining(['POST /auth/token', 'GET /fhir/Patient']),
    );
  });

  it('refuses one on another origin, and sends it nothing', async () => {
    const account = await bronzeClinician(stack, 'token-endpoint-other-origin');
    const elsewhere = keep(await listen('127.0.0.1', json({ access_token: 'from-elsewhere', expires_in: 300 })));
    const server = keep(
      await hostileFhirServer({ '/fhir/.well-known/smart-configuration': json({ token_endpoint: `${elsewhere.origin}/oauth/token` }) }),
    );
    const answer = await connectFhir(stack, account.idToken, smart(server.base));
    expect(answer).toMatchObject({
      status: 400,
      error: { key: 'integrationFhirTokenEndpointNotAllowed', values: { host: `127.0.0.1:${elsewhere.port}`, origin: server.origin } },
    });
    expect(elsewhere.received).toEqual([]);
    expect(elsewhere.connections).toBe(0);
    // Nor did the FHIR server get a bearer token from it.
    expect(server.received.filter((r) => r.authorization !== null)).toEqual([]);
  });

  it('refuses one on an internal address, even published as the server’s issuer, and sends it nothing', async () => {
    const account = await bronzeClinician(stack, 'token-endpoint-internal');
    const internal = keep(await listen('127.0.0.2', json({ access_token: 'internal-token', expires_in: 300 })));
    for (const endpoint of [`${internal.origin}/oauth/token`, `http://[::ffff:7f00:2]:${internal.port}/oauth/token`]) {
      const issuer = new URL(endpoint).origin;
      const server = keep(await hostileFhirServer({ '/fhir/.well-known/smart-configuration': json({ issuer, token_endpoint: endpoint }) }));
      const answer = await connectFhir(stack, account.idToken, smart(server.base));
      expect([endpoint, answer]).toEqual([
        endpoint,
        expect.objectContaining({ status: 400, error: expect.objectContaining({ key: 'integrationFhirTokenEndpointNotAllowed' }) }),
      ]);
      expect(server.received.filter((r) => r.authorization !== null)).toEqual([]);
    }
    expect(internal.received).toEqual([]);
    expect(internal.connections).toBe(0);
  });

  it('refuses one on the base’s host under another port, and one on its origin carrying credentials', async () => {
    const account = await bronzeClinician(stack, 'token-endpoint-forms');
    const other = keep(await listen('127.0.0.1', json({ access_token: 'x', expires_in: 300 })));
    const otherPort = keep(
      await hostileFhirServer({
        '/fhir/.well-known/smart-configuration': json({ token_endpoint: `http://127.0.0.1:${other.port}/auth/token` }),
      }),
    );
    expect((await connectFhir(stack, account.idToken, smart(otherPort.base))).error).toMatchObject({
      key: 'integrationFhirTokenEndpointNotAllowed',
    });
    expect(other.connections).toBe(0);
    const withCredentials = keep(
      await hostileFhirServer({
        '/fhir/.well-known/smart-configuration': (request, response, self) =>
          json({ token_endpoint: `http://user:secret@127.0.0.1:${self.port}/auth/token` })(request, response, self),
      }),
    );
    expect((await connectFhir(stack, account.idToken, smart(withCredentials.base))).error).toMatchObject({
      key: 'integrationFhirTokenEndpointNotAllowed',
    });
    expect(withCredentials.received.filter((r) => r.path === '/auth/token')).toEqual([]);
  });
});
