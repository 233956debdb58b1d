// Two weak points of the integrations found with the security review's first attack: listing an EMR's patients
// must need a plan with integrations (like connecting and exporting), and the link to an
// exported note, which the provider's API gives and the site shows as a link, must be https
// (http only to this machine, on the local stack): a `javascript:` or plain-http address is
// dropped, the export itself still reported.
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const emr = stack.integrations.cliniko.url.replace(/\/cliniko$/, '');

async function call(path: string, token: string, body?: unknown, method?: string) {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

const setPlan = (uid: string, plan: string) =>
  patchDoc(stack, `users/${uid}`, {
    subscription: { plan, option: 'monthly', discount: 0, subscriptionId: '' },
    usageLimits: { notesLeft: 50, timeLimit: 3600 },
  });
const clinikoPatientCalls = async () =>
  ((await (await fetch(`${emr}/_received`)).json()) as Array<{ provider: string; path: string }>).filter(
    (r) => r.provider === 'cliniko' && r.path.endsWith('/patients'),
  ).length;

describe('integrations: plan checked on patients, note links checked', () => {
  it('refuses the patients of a connected system once the plan no longer has integrations, without asking the provider', async () => {
    const account = await newAccount(stack, 'int-plan-patients');
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => d !== null,
    );
    await setPlan(account.localId, 'Bronze');
    expect((await call('/integrations/cliniko/key', account.idToken, { apiKey: stack.integrations.cliniko.apiKey })).status).toBe(200);
    expect((await call('/integrations/cliniko/patients?search=roe', account.idToken)).status).toBe(200);

    await setPlan(account.localId, 'Free');
    const before = await clinikoPatientCalls();
    expect(await call('/integrations/cliniko/patients?search=roe', account.idToken)).toMatchObject({
      status: 403,
      body: { error: { key: 'integrationPlan' } },
    });
    expect(await clinikoPatientCalls()).toBe(before);
  });

  it('drops a note link that is not https (javascript:, plain http elsewhere than this machine) and keeps an https one', async () => {
    const account = await newAccount(stack, 'int-note-link');
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => d !== null,
    );
    await setPlan(account.localId, 'Bronze');
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
    await call('/integrations/cliniko/key', account.idToken, { apiKey: stack.integrations.cliniko.apiKey });

    const exportWithLink = async (link: string | null) => {
      if (link !== null) await fetch(`${emr}/_note-link`, { method: 'POST', body: JSON.stringify({ url: link }) });
      const exported = await call('/integrations/cliniko/export', account.idToken, {
        sessionId,
        noteIds: ['soap'],
        patientId: '1001',
        confirmDuplicate: true,
      });
      expect(exported.status).toBe(200);
      expect(exported.body.exported[0].externalId).toEqual(expect.any(String));
      return exported.body.exported[0].url as string | null;
    };
    expect(await exportWithLink('javascript:alert(document.domain)')).toBeNull();
    expect(await exportWithLink('http://notes.example.com/treatment_notes/1')).toBeNull();
    expect(await exportWithLink('https://user:pass@notes.example.com/treatment_notes/1')).toBeNull();
    expect(await exportWithLink('https://notes.example.com/treatment_notes/2')).toBe('https://notes.example.com/treatment_notes/2');
    // The stand-in's own link (http to 127.0.0.1): kept on the local stack.
    expect(await exportWithLink(null)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cliniko\//);
  });
});
