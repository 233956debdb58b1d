// Attack: no cap on what a remote server sends. A 40 MB /metadata was read whole, then the API
// answered 500. The outbound client now reads a FHIR server's answer up to 16 MB (2 MB for
// anything else): past it the stream is aborted and the connect refused with a 502 and a
// catalogue key. The listener counts what it managed to write: far less than 40 MB.
import { readStack } from '../support/stack';
import { bronzeClinician, connectFhir, hostileFhirServer, pause, type Listener, type Route } from './hostile-servers';

const stack = readStack();
const FORTY_MB = 40 * 1024 * 1024;
/** The ports of the listeners whose answer was cut by the reader before its end. */
const aborted: number[] = [];

/** 40 MB of JSON (a CapabilityStatement with an endless text), written as fast as the reader takes it, with or without a Content-Length. */
const forty =
  (declared: boolean): Route =>
  (_, response, listener) => {
    response.on('close', () => {
      if (!response.writableFinished) aborted.push(listener.port);
    });
    response.writeHead(200, { 'content-type': 'application/fhir+json', ...(declared ? { 'content-length': String(FORTY_MB) } : {}) });
    const opening = Buffer.from('{"resourceType":"CapabilityStatement","fhirVersion":"4.0.1","text":"');
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      if (sent === 0) {
        sent += opening.length;
        listener.written += opening.length;
        response.write(opening);
      }
      while (sent < FORTY_MB && !response.destroyed) {
        const piece =
          sent + chunk.length > FORTY_MB - 2 ? Buffer.concat([chunk.subarray(0, FORTY_MB - 2 - sent), Buffer.from('"}')]) : chunk;
        sent += piece.length;
        listener.written += piece.length;
        if (!response.write(piece)) return void response.once('drain', write);
      }
      response.end();
    };
    write();
  };

describe('a 40 MB answer', () => {
  const opened: Listener[] = [];
  afterAll(() => Promise.all(opened.map((l) => l.close())));

  it.each([
    ['streamed without a length', false],
    ['with its length declared', true],
  ])('%s: the read stops at the cap, and the API refuses with a 502, not a 500', async (_, declared) => {
    const account = await bronzeClinician(stack, 'oversized-metadata');
    const server = await hostileFhirServer({ '/fhir/metadata': forty(declared) });
    opened.push(server);
    const started = Date.now();
    const answer = await connectFhir(stack, account.idToken, { baseUrl: server.base, auth: 'bearer', bearerToken: 'token' });
    expect(answer).toMatchObject({
      status: 502,
      error: { code: 'unavailable', key: 'integrationAnswerTooLarge', values: { host: `127.0.0.1:${server.port}`, limit: '16' } },
    });
    expect(answer.error?.message).toContain('larger than 16 MB');
    await pause(300);
    // Read once (a refusal is not retried), and cut before its end: what was written is the cap
    // plus what the sockets' buffers took, not the 40 MB.
    expect(server.received.filter((r) => r.path === '/fhir/metadata')).toHaveLength(1);
    expect(aborted).toContain(server.port);
    expect(server.written).toBeLessThan(FORTY_MB);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('the API still answers afterwards', async () => {
    const account = await bronzeClinician(stack, 'oversized-after');
    const overview = await fetch(`${stack.api}/integrations`, { headers: { authorization: `Bearer ${account.idToken}` } });
    expect(overview.status).toBe(200);
  });
});
