// Attack: what an internal address answers comes back to the attacker. A FHIR server named an
// internal token endpoint; the API called it, and the endpoint's JSON error text appeared word
// for word in the API's refusal (an access token it returned was even sent on to the attacker's
// FHIR server as the Bearer token). Now the internal address is never called, so nothing of it
// can come back; and what an allowed server says in an error is shown only as a short, sanitised
// excerpt (printable characters, no markup, 200 characters at most).
import { readStack } from '../support/stack';
import { bronzeClinician, connectFhir, hostileFhirServer, json, listen, smartKey, type Listener } from './hostile-servers';

const stack = readStack();
const opened: Listener[] = [];
afterAll(() => Promise.all(opened.map((l) => l.close())));
const keep = <T extends Listener>(listener: T) => {
  opened.push(listener);
  return listener;
};

const INTERNAL_TEXT = 'internal-admin-console: db password is hunter2 (node 10.1.2.3)';

describe('an internal answer is not reflected', () => {
  it('the internal token endpoint’s error text is not in the refusal, and the endpoint got nothing', async () => {
    const account = await bronzeClinician(stack, 'reflect-error');
    const internal = keep(await listen('127.0.0.2', json({ error: INTERNAL_TEXT, message: INTERNAL_TEXT }, 400)));
    const server = keep(
      await hostileFhirServer({
        '/fhir/.well-known/smart-configuration': json({ issuer: internal.origin, token_endpoint: `${internal.origin}/token` }),
      }),
    );
    const answer = await connectFhir(stack, account.idToken, {
      baseUrl: server.base,
      auth: 'smart',
      clientId: 'attacker',
      privateKey: smartKey(),
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('hunter2');
    expect(answer.text).not.toContain('internal-admin-console');
    expect(internal.received).toEqual([]);
  });

  it('an access token from an internal address is never sent on to the attacker’s server', async () => {
    const account = await bronzeClinician(stack, 'reflect-token');
    const internal = keep(
      await listen('127.0.0.2', json({ access_token: 'internal-secret-token', token_type: 'bearer', expires_in: 300 })),
    );
    const server = keep(
      await hostileFhirServer({
        '/fhir/.well-known/smart-configuration': json({ issuer: internal.origin, token_endpoint: `${internal.origin}/token` }),
      }),
    );
    const answer = await connectFhir(stack, account.idToken, {
      baseUrl: server.base,
      auth: 'smart',
      clientId: 'attacker',
      privateKey: smartKey(),
    });
    expect(server.received.map((r) => r.authorization)).not.toContain('Bearer internal-secret-token');
    expect(internal.received).toEqual([]);
    expect(answer.status).toBe(400);
  });

  it('an allowed server’s own error text is a short excerpt without markup', async () => {
    const account = await bronzeClinician(stack, 'reflect-excerpt');
    const diagnostics = `<script>alert("x")</script><b>Token expired</b>\u0007 ${'detail '.repeat(400)}`;
    const server = keep(
      await hostileFhirServer({
        '/fhir/Patient': json({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login', diagnostics }] }, 401),
      }),
    );
    const answer = await connectFhir(stack, account.idToken, { baseUrl: server.base, auth: 'bearer', bearerToken: 'some-token' });
    expect(answer).toMatchObject({ status: 502, error: { key: 'integrationFhirTokenRefused' } });
    const message = answer.error?.values?.message ?? '';
    expect(message.startsWith('alert("x") Token expired detail')).toBe(true);
    expect(Array.from(message).length).toBeLessThanOrEqual(200);
    expect(answer.text).not.toMatch(/<script|<b>|\\u0007/);
    expect(answer.text.length).toBeLessThan(1200);
  });
});
