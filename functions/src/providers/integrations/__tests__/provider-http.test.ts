// callProvider on top of the outbound client, against a listener on this machine's loopback:
// 429 and 5xx retried with Retry-After, a server that cannot be reached retried then said so,
// the outbound client's refusals (an address not allowed, an answer too large) thrown as they
// are and never retried, and the provider's words in an error kept to a short, sanitised excerpt.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboundClient, OutboundRefusal } from '../../../security/outbound-http';
import { callProvider, IntegrationError, messageOf } from '../provider-http';

let server: Server;
let origin = '';
let hits: string[] = [];
const answers: Array<(request: IncomingMessage, response: ServerResponse) => void> = [];
// 127.0.0.1 plays a public address here; nothing else is allowed.
const client = new OutboundClient({ localStack: false, allowHttp: true, addressAllowed: (address) => address === '127.0.0.1' });

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    const answer = answers.shift() ?? ((_, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await client.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = [];
  answers.length = 0;
});

const status =
  (code: number, body: string, headers: Record<string, string> = {}) =>
  (_: IncomingMessage, response: ServerResponse) =>
    response.writeHead(code, { 'content-type': 'application/json', ...headers }).end(body);

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('not rejected');
}

describe('callProvider', () => {
  test('503 and 429 are retried (Retry-After honoured), then the answer is read', async () => {
    answers.push(status(503, '{}', { 'retry-after': '0' }), status(429, '{}', { 'retry-after': '0' }));
    expect(await callProvider(`${origin}/patients`, { client })).toEqual({ ok: true });
    expect(hits).toEqual(['GET /patients', 'GET /patients', 'GET /patients']);
  });

  test('a refusal of the provider carries its status and a short excerpt of its words, markup and control characters dropped', async () => {
    answers.push(status(400, JSON.stringify({ message: `<b>Bad</b> request\u0000 ${'x'.repeat(1000)}` })));
    const error = (await rejection(callProvider(`${origin}/x`, { client }))) as IntegrationError;
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error.status).toBe(400);
    expect(error.message.startsWith('Bad request x')).toBe(true);
    expect(Array.from(error.message).length).toBeLessThanOrEqual(200);
    expect(error.message).not.toMatch(/[<>]/);
    expect(error.message.includes(String.fromCharCode(0))).toBe(false);
    // An HTML page is no message: only its status is said.
    answers.push(status(404, '<html><body>Internal dashboard: db=10.0.0.5</body></html>', { 'content-type': 'text/html' }));
    expect(await rejection(callProvider(`${origin}/y`, { client }))).toMatchObject({ status: 404, message: 'The service answered 404' });
  });

  test('an answer over the cap is refused once, not retried, not a 500', async () => {
    answers.push(status(200, JSON.stringify({ blob: 'x'.repeat(4096) })));
    const error = await rejection(callProvider(`${origin}/big`, { client, maxBytes: 1024 }));
    expect(error).toBeInstanceOf(OutboundRefusal);
    expect(error).toMatchObject({ status: 502, key: 'integrationAnswerTooLarge' });
    expect(hits).toEqual(['GET /big']);
  });

  test('an address the client does not call is refused without a request, not retried', async () => {
    expect(
      await rejection(callProvider(`http://127.0.0.2:${new URL(origin).port}/token`, { client, method: 'POST', body: 'a=1' })),
    ).toMatchObject({ status: 502, key: 'integrationAddressNotAllowed' });
    expect(hits).toEqual([]);
  });

  test('a server that cannot be reached is retried, then status 0', async () => {
    const error = await rejection(callProvider('http://127.0.0.1:9/x', { client }));
    expect(error).toMatchObject({ status: 0, message: 'The service could not be reached' });
  });
});

describe('messageOf', () => {
  test('the shapes providers answer in', () => {
    expect(messageOf({ message: 'Not allowed' }, 403)).toBe('Not allowed');
    expect(messageOf({ error: 'invalid_client', error_description: 'unknown' }, 400)).toBe('invalid_client');
    expect(messageOf({ errors: [{ message: 'Missing field' }] }, 422)).toBe('Missing field');
    expect(messageOf({ resourceType: 'OperationOutcome', issue: [{ diagnostics: 'Closed' }, { details: { text: 'Twice' } }] }, 422)).toBe(
      'Closed; Twice',
    );
    expect(messageOf({ error: { nested: true } }, 500)).toBe('The service answered 500');
    expect(messageOf({ issue: 'not a list' }, 500)).toBe('The service answered 500');
    expect(messageOf('plain text body', 502)).toBe('The service answered 502');
    expect(messageOf(null, 401)).toBe('The service answered 401');
  });
});
