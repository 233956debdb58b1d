// Attack: `..` as a FHIR id. The practitioner id's pattern allowed dots only: `Practitioner/..`
// became `GET <base>/` and was written into the exported Bundle. A FHIR id is now FHIR's own
// pattern and never dots only: the connect schema refuses '.', '..' and '...' with a 400 before
// anything is sent, and a patient id put in a path is checked the same way at export.
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';
import { connectFhir } from './hostile-servers';

const stack = readStack();
const fhir = stack.fhir;
const origin = new URL(fhir.url).origin;
const received = async () => (await (await fetch(`${origin}/_received`)).json()) as Array<{ method: string; path: string }>;

async function call(path: string, token: string, body?: unknown, method?: string) {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

async function clinician(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  await patchDoc(stack, `users/${account.localId}`, {
    subscription: { plan: 'Bronze', option: 'monthly', discount: 0, subscriptionId: '' },
    usageLimits: { notesLeft: 50, timeLimit: 3600 },
  });
  return account;
}

describe('dots as a FHIR id', () => {
  it.each([['..'], ['.'], ['...']])('%s as the practitioner id is refused by the schema (400), nothing sent', async (practitionerId) => {
    const account = await clinician('dots-practitioner');
    const before = (await received()).length;
    const answer = await connectFhir(stack, account.idToken, {
      baseUrl: fhir.url,
      auth: 'bearer',
      bearerToken: fhir.bearerToken,
      practitionerId,
    });
    expect(answer).toMatchObject({
      status: 400,
      error: { code: 'invalid-argument', message: 'This is not a FHIR id.', path: ['practitionerId'] },
    });
    expect((await received()).slice(before)).toEqual([]);
    expect((await readDoc(stack, `secrets/${account.localId}`)) ?? {}).not.toHaveProperty('integrations.fhir');
  });

  it('the stand-in’s practitioner still connects', async () => {
    const account = await clinician('dots-practitioner-ok');
    expect(
      await connectFhir(stack, account.idToken, {
        baseUrl: fhir.url,
        auth: 'bearer',
        bearerToken: fhir.bearerToken,
        practitionerId: fhir.practitionerId,
      }),
    ).toMatchObject({ status: 200 });
  });

  it('.. as the patient id of an export is refused before the server is asked', async () => {
    const account = await clinician('dots-patient');
    expect((await connectFhir(stack, account.idToken, { baseUrl: fhir.url, auth: 'bearer', bearerToken: fhir.bearerToken })).status).toBe(
      200,
    );
    const created = await call('/sessions', account.idToken, { type: 'dictate', clientName: 'Jane Roe', consent: false, language: 'en' });
    const sessionId = created.body.sessionId as string;
    await call(
      `/sessions/${sessionId}`,
      account.idToken,
      { transcript: '[doctor] what brings you in?\n[patient] pain in my left knee for three weeks.' },
      'PATCH',
    );
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
    const before = (await received()).length;
    for (const patientId of ['..', '.', '1001/..', '../metadata']) {
      const exported = await call('/integrations/fhir/export', account.idToken, {
        sessionId,
        noteIds: ['soap'],
        patientId,
        confirmDuplicate: true,
      });
      expect([patientId, exported]).toEqual([
        patientId,
        expect.objectContaining({ status: 400, body: { error: expect.objectContaining({ key: 'integrationFhirInvalidId' }) } }),
      ]);
    }
    expect((await received()).slice(before)).toEqual([]);
  });
});
