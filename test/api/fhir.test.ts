// Export to a FHIR R4 server on the local stack, through the API with real ID tokens, against the
// stand-in FHIR server (@medplum/fhir-router, validating, with a SMART Backend Services token
// endpoint): connect with the demo client, refusals at connect (a key the server does not know,
// one that does not parse, a server without DocumentReference, STU3, not FHIR, a wrong bearer
// token), patient search, the note exported as a DocumentReference with its Provenance and read
// back through FHIR, the duplicate question, and the faults: an OperationOutcome, 429/503 retried,
// too large, the patient deleted since the search. The Bundle download is logged for a saved session.
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const fhir = stack.fhir;
const origin = new URL(fhir.url).origin;
const demoKey = () => readFileSync(fhir.privateKeyFile, 'utf8');

async function call(path: string, token: string, body?: unknown, method?: string) {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any>, text };
}

/** The FHIR server itself, as any FHIR client reads it (the stand-in's bearer token). */
async function fhirGet(path: string): Promise<any> {
  return (
    await fetch(`${fhir.url}/${path}`, { headers: { authorization: `Bearer ${fhir.bearerToken}`, accept: 'application/fhir+json' } })
  ).json();
}
const control = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const received = async () =>
  (await (await fetch(`${origin}/_received`)).json()) as Array<{ method: string; path: string; authorization: string | null; body: any }>;

type Account = Awaited<ReturnType<typeof newAccount>>;

/** A Bronze clinician (session storing on when `stored`) with a session holding one SOAP note. */
async function clinicianWithNote(label: string, stored = false): Promise<Account & { sessionId: string }> {
  const account = await newAccount(stack, label);
  const record = (await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  )) as Record<string, any>;
  await patchDoc(stack, `users/${account.localId}`, {
    subscription: { plan: 'Bronze', option: 'monthly', discount: 0, subscriptionId: '' },
    usageLimits: { notesLeft: 50, timeLimit: 3600 },
    ...(stored ? { settings: { ...record.settings, enableSessionStoring: true, sessionStoringDuration: 3 } } : {}),
  });
  const created = await call('/sessions', account.idToken, { type: 'dictate', clientName: 'Jane Roe', consent: false, language: 'en' });
  const sessionId = created.body.sessionId as string;
  await call(
    `/sessions/${sessionId}`,
    account.idToken,
    { transcript: '[doctor] what brings you in?\n[patient] pain in my left knee for three weeks. i take ibuprofen 400 mg twice a day.' },
    'PATCH',
  );
  // The note arrives as a stream: read to its end.
  const generated = await fetch(`${stack.api}/notes/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, templateIds: ['soap'], language: 'en', style: 'bullet', localDate: '2026-11-24' }),
  });
  await generated.text();
  await eventually(
    async () => (await call(`/sessions/${sessionId}`, account.idToken)).body.contents.notes?.length ?? 0,
    (n) => n === 1,
  );
  return { ...account, sessionId };
}

const smart = (extra: Record<string, unknown> = {}) => ({
  baseUrl: fhir.url,
  auth: 'smart',
  clientId: fhir.clientId,
  privateKey: demoKey(),
  practitionerId: fhir.practitionerId,
  ...extra,
});

describe('FHIR server: connect', () => {
  it('connects with the demo client (SMART Backend Services); refuses an unknown key, an unreadable key, a server without DocumentReference, STU3, not FHIR, a wrong token', async () => {
    const account = await clinicianWithNote('fhir-connect');
    const refusal = async (body: Record<string, unknown>) => (await call('/integrations/fhir/connect', account.idToken, body)).body.error;

    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect(await refusal(smart({ privateKey: otherKey }))).toMatchObject({
      key: 'integrationFhirAssertionRefused',
      message: expect.stringContaining('invalid_client'),
    });
    expect(await refusal(smart({ privateKey: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }))).toMatchObject({
      key: 'integrationFhirKeyUnreadable',
    });
    expect(await refusal(smart({ baseUrl: fhir.url.replace(/\/fhir$/, '/fhir-no-documents') }))).toMatchObject({
      key: 'integrationFhirNoDocumentReference',
    });
    expect(await refusal(smart({ baseUrl: fhir.url.replace(/\/fhir$/, '/fhir-stu3') }))).toMatchObject({
      key: 'integrationFhirWrongVersion',
      values: { version: '3.0.2' },
    });
    expect(await refusal(smart({ baseUrl: `${origin}/not-fhir` }))).toMatchObject({ key: 'integrationFhirNotAServer' });
    // The values carry no English: the catalogue says the rest in each language.
    expect(await refusal(smart({ baseUrl: 'http://127.0.0.1:9/fhir' }))).toMatchObject({
      key: 'integrationFhirUnreachable',
      values: { host: '127.0.0.1:9' },
    });
    expect(await refusal({ baseUrl: fhir.url, auth: 'bearer', bearerToken: 'wrong-token-000' })).toMatchObject({
      key: 'integrationFhirTokenRefused',
    });
    expect(await refusal(smart({ practitionerId: 'nobody-here' }))).toMatchObject({ key: 'integrationFhirPractitionerMissing' });
    expect((await readDoc(stack, `secrets/${account.localId}`)) ?? {}).not.toHaveProperty('integrations.fhir');

    const connected = await call('/integrations/fhir/connect', account.idToken, smart());
    expect(connected).toMatchObject({
      status: 200,
      body: { id: 'fhir', state: 'connected', account: expect.stringContaining('127.0.0.1') },
    });
    const overview = await call('/integrations', account.idToken);
    expect(overview.body.integrations.find((i: { id: string }) => i.id === 'fhir')).toMatchObject({ state: 'connected' });
    // The key is sealed at rest and never answered.
    expect(overview.text).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(await readDoc(stack, `secrets/${account.localId}`))).not.toContain('PRIVATE KEY');
    // The token request carried a JWT assertion (redacted in the log), by the client-credentials grant.
    const tokenRequest = (await received()).filter((r) => r.path === '/auth/token').at(-1);
    expect(tokenRequest?.body).toMatchObject({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: '(redacted)',
    });

    // A bearer token the server issued works too.
    expect(
      (await call('/integrations/fhir/connect', account.idToken, { baseUrl: fhir.url, auth: 'bearer', bearerToken: fhir.bearerToken }))
        .status,
    ).toBe(200);
  });
});

describe('FHIR server: search and export', () => {
  it('finds Jane Roe by name and identifier, exports the SOAP note as a DocumentReference with its Provenance, asks before sending it again', async () => {
    const account = await clinicianWithNote('fhir-export');
    expect((await call('/integrations/fhir/connect', account.idToken, smart())).status).toBe(200);
    const byName = await call('/integrations/fhir/patients?search=roe', account.idToken);
    expect(byName.body.patients).toEqual([{ id: '1001', name: 'Jane Roe', detail: '1984-03-12 · MRN-1001' }]);
    expect(
      (await call('/integrations/fhir/patients?search=MRN-1002', account.idToken)).body.patients.map((p: { name: string }) => p.name),
    ).toEqual(['John Smith']);
    const firstPage = await call('/integrations/fhir/patients?search=&page=1', account.idToken);
    // Every seeded patient (other tests may have added some), 50 a page at most.
    expect(firstPage.body.patients.length).toBeGreaterThanOrEqual(35);
    expect(firstPage.body.patients.length).toBeLessThanOrEqual(50);
    expect(firstPage.body.patients).toContainEqual({ id: '1003', name: 'Élise Martin', detail: '1991-07-25 · MRN-1003' });

    const exported = await call('/integrations/fhir/export', account.idToken, {
      sessionId: account.sessionId,
      noteIds: ['soap'],
      patientId: '1001',
      draft: true,
    });
    expect(exported.status).toBe(200);
    const { externalId, url } = exported.body.exported[0];
    expect(url).toBe(`${fhir.url}/DocumentReference/${externalId}`);

    // Read back through FHIR itself.
    const documents = await fhirGet('DocumentReference?patient=1001');
    const document = documents.entry.map((e: { resource: any }) => e.resource).find((d: { id: string }) => d.id === externalId);
    expect(document.type.coding[0]).toMatchObject({ system: 'http://loinc.org', code: '11506-3' });
    expect(document).toMatchObject({
      status: 'current',
      docStatus: 'preliminary',
      subject: { reference: 'Patient/1001' },
      author: [{ reference: `Practitioner/${fhir.practitionerId}`, display: 'Dr Demo Clinician' }],
    });
    expect(document.meta.tag?.[0]?.code ?? document.meta.security?.[0]?.code).toMatch(/machine-generated|AIAST/);
    expect(Buffer.from(document.content[0].attachment.data, 'base64').toString('utf8')).toMatch(/ibuprofen 400 mg/i);
    const provenance = (await fhirGet(`Provenance?target=DocumentReference/${externalId}`)).entry?.[0]?.resource;
    expect(provenance.agent.map((a: any) => a.type.coding[0].code)).toEqual(['author', 'assembler']);

    expect(
      await call('/integrations/fhir/export', account.idToken, { sessionId: account.sessionId, noteIds: ['soap'], patientId: '1001' }),
    ).toMatchObject({ status: 409, body: { error: { key: 'integrationDuplicate' } } });
  });

  it('faults: the server’s OperationOutcome shown (note kept), 503 and 429 retried with Retry-After, too large refused with its size, the patient deleted since the search', async () => {
    const account = await clinicianWithNote('fhir-faults');
    expect((await call('/integrations/fhir/connect', account.idToken, smart())).status).toBe(200);
    const exportTo = (patientId: string) =>
      call('/integrations/fhir/export', account.idToken, {
        sessionId: account.sessionId,
        noteIds: ['soap'],
        patientId,
        confirmDuplicate: true,
      });

    // The patient's read passes; the Bundle's POST gets the OperationOutcome.
    await control('/_fail', { status: 422, count: 1, method: 'POST', diagnostics: 'Business rule: this encounter is closed' });
    const outcome = await exportTo('1002');
    expect(outcome).toMatchObject({
      status: 422,
      body: { error: { key: 'integrationFhirServerRefused', message: expect.stringContaining('this encounter is closed') } },
    });
    expect((await call(`/sessions/${account.sessionId}`, account.idToken)).body.contents.notes).toHaveLength(1);

    const before = (await received()).length;
    await control('/_fail', { status: 503, count: 1, method: 'POST', retryAfter: 1 });
    await control('/_fail', { status: 429, count: 1, method: 'POST', retryAfter: 1 });
    expect((await exportTo('1003')).status).toBe(200);
    // The Bundle was posted three times: 503, 429, then taken.
    expect((await received()).slice(before).filter((r) => r.method === 'POST' && r.path === '/fhir')).toHaveLength(3);

    await control('/_limit', { maxBytes: 500 });
    try {
      const large = await exportTo('1004');
      expect(large).toMatchObject({
        status: 413,
        body: { error: { key: 'integrationFhirTooLarge', values: { size: expect.stringMatching(/^\d{4,}$/) } } },
      });
    } finally {
      await control('/_limit', {});
    }

    // A patient made for this test (a name without digits: digits search identifiers), found, then deleted on the server before the export.
    const made = await (
      await fetch(`${fhir.url}/Patient`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fhir.bearerToken}`, 'content-type': 'application/fhir+json' },
        body: JSON.stringify({
          resourceType: 'Patient',
          name: [
            {
              given: ['Gone'],
              family: `Soon${Date.now()
                .toString()
                .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`,
            },
          ],
        }),
      })
    ).json();
    expect((await call(`/integrations/fhir/patients?search=${made.name[0].family}`, account.idToken)).body.patients).toHaveLength(1);
    await fetch(`${fhir.url}/Patient/${made.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${fhir.bearerToken}` } });
    expect(await exportTo(made.id)).toMatchObject({ status: 409, body: { error: { key: 'integrationFhirPatientGone' } } });
  });

  it('downloads the notes as the FHIR Bundle (valid, no patient), logged for a saved session', async () => {
    const account = await clinicianWithNote('fhir-download', true);
    const answer = await fetch(`${stack.api}/integrations/fhir/bundle`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: account.sessionId, noteIds: ['soap'] }),
    });
    expect(answer.headers.get('content-type')).toContain('application/fhir+json');
    const bundle = await answer.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'transaction' });
    expect(bundle.entry.map((e: any) => e.resource.resourceType)).toEqual(['DocumentReference', 'Provenance']);
    expect(bundle.entry[0].resource.subject).toEqual({ display: 'Jane Roe' });
    // The server takes it as it is.
    const posted = await fetch(fhir.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${fhir.bearerToken}`, 'content-type': 'application/fhir+json' },
      body: JSON.stringify(bundle),
    });
    expect(posted.status).toBe(200);
    const log = (await call('/account/session-access', account.idToken)).body.entries as Array<{ action: string; detail: string }>;
    expect(log.map((e) => `${e.action}:${e.detail}`)).toContain('download:FHIR');
  });
});
