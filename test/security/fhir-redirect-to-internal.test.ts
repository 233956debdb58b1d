// Attack: a FHIR server answers with a redirect to an address the connect check refuses, and
// the API followed it (/metadata and /Patient were read from the internal address). Every hop
// is now vetted like the first: a redirect to 127.0.0.2 (standing for an internal address) or to
// loopback written as IPv4-mapped IPv6 is refused, and the listener there gets nothing.
import { readStack } from '../support/stack';
import {
  bronzeClinician,
  CAPABILITIES,
  connectFhir,
  hostileFhirServer,
  json,
  listen,
  smartKey,
  type Listener,
  type Route,
} from './hostile-servers';

const stack = readStack();
const opened: Listener[] = [];
afterAll(() => Promise.all(opened.map((l) => l.close())));
const keep = <T extends Listener>(listener: T) => {
  opened.push(listener);
  return listener;
};

const redirect =
  (location: string, status = 302): Route =>
  (_, response) => {
    response.writeHead(status, { location });
    response.end();
  };

describe('a redirect to a refused address', () => {
  let internal: Listener;
  let loopback: Listener;
  beforeAll(async () => {
    // What the redirects point at: an "internal" address, and a loopback listener reached as [::ffff:7f00:1].
    internal = keep(await listen('127.0.0.2', json(CAPABILITIES)));
    loopback = keep(await listen('127.0.0.1', json(CAPABILITIES)));
  });

  it('is not followed from /metadata', async () => {
    const account = await bronzeClinician(stack, 'redirect-metadata');
    for (const [location, status] of [
      [`${internal.origin}/fhir/metadata`, 302],
      [`http://[::ffff:7f00:1]:${loopback.port}/fhir/metadata`, 307],
      [`http://[::ffff:127.0.0.2]:${internal.port}/fhir/metadata`, 301],
    ] as const) {
      const server = keep(await hostileFhirServer({ '/fhir/metadata': redirect(location, status) }));
      const answer = await connectFhir(stack, account.idToken, { baseUrl: server.base, auth: 'bearer', bearerToken: 'token' });
      expect([location, answer]).toEqual([
        location,
        expect.objectContaining({ status: 502, error: expect.objectContaining({ key: 'integrationAddressNotAllowed' }) }),
      ]);
      expect(server.received.map((r) => r.path)).toEqual(['/fhir/metadata']);
    }
    expect(internal.connections).toBe(0);
    expect(loopback.connections).toBe(0);
  });

  it('is not followed from a resource read with the bearer token, nor from the SMART configuration', async () => {
    const account = await bronzeClinician(stack, 'redirect-patient');
    const patients = keep(await hostileFhirServer({ '/fhir/Patient': redirect(`${internal.origin}/fhir/Patient?_count=1`) }));
    expect(
      await connectFhir(stack, account.idToken, { baseUrl: patients.base, auth: 'bearer', bearerToken: 'clinician-token' }),
    ).toMatchObject({ error: { key: 'integrationAddressNotAllowed' } });
    const configuration = keep(
      await hostileFhirServer({
        '/fhir/.well-known/smart-configuration': redirect(`http://[::ffff:7f00:1]:${loopback.port}/.well-known/smart-configuration`),
      }),
    );
    expect(
      await connectFhir(stack, account.idToken, { baseUrl: configuration.base, auth: 'smart', clientId: 'c', privateKey: smartKey() }),
    ).toMatchObject({ error: { key: 'integrationAddressNotAllowed' } });
    expect(internal.received).toEqual([]);
    expect(internal.connections).toBe(0);
    expect(loopback.connections).toBe(0);
  });

  it('a redirect within the server is still followed', async () => {
    const account = await bronzeClinician(stack, 'redirect-same');
    const server = keep(
      await hostileFhirServer({ '/fhir/metadata': redirect('/fhir/r4-metadata', 301), '/fhir/r4-metadata': json(CAPABILITIES) }),
    );
    expect(await connectFhir(stack, account.idToken, { baseUrl: server.base, auth: 'bearer', bearerToken: 'token' })).toMatchObject({
      status: 200,
    });
  });
});
