// EMR/CRM export on the local stack, through the API with real ID tokens, against the
// stand-ins that speak each provider's API: connect (a key checked first; OAuth round trips
// through the provider's page), search patients, export a session's note (the stand-in holds
// its text under that patient), duplicates asked, too-long notes refused, 429/5xx retried,
// expired tokens refreshed, failed refresh → session expired, disconnect; and the security
// cases: plan gating, another user, state replay and a foreign state, keys never answered.
// OAuth: the API's callback hands code and state to the Integrations page (in the fragment),
// and the tab that pressed Connect completes it with its nonce (test/security/oauth-*.test.ts
// for the attacks on that).
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
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any>, text };
}

type Account = Awaited<ReturnType<typeof newAccount>>;

/** A clinician on a plan with integrations (Bronze unless said), with a session holding one note. */
async function clinicianWithNote(label: string, plan = 'Bronze'): Promise<Account & { sessionId: string }> {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  await patchDoc(stack, `users/${account.localId}`, {
    subscription: { plan, option: 'monthly', discount: 0, subscriptionId: '' },
    usageLimits: { notesLeft: 50, timeLimit: 3600 },
  });
  const created = await call('/sessions', account.idToken, { type: 'dictate', clientName: 'Jane Roe', consent: false, language: 'en' });
  const sessionId = created.body.sessionId as string;
  await call(
    `/sessions/${sessionId}`,
    account.idToken,
    { transcript: '[doctor] what brings you in?\n[patient] pain in my left knee for three weeks. i take ibuprofen 400 mg twice a day.' },
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
  return { ...account, sessionId };
}

/**
 * Follows an OAuth connect through the stand-in's page: Allow (and the first location), the
 * API's callback, then the completion as the Integrations page makes it (same user, the nonce
 * kept at Connect). Where the callback sent the browser, and the completion's answer (null when
 * the provider sent no code).
 */
async function connectOAuth(
  account: Account,
  id: 'drchrono' | 'highlevel',
  decision = 'allow',
): Promise<{ site: URL; back: URLSearchParams; completion: Awaited<ReturnType<typeof call>> | null }> {
  const { body } = await call(`/integrations/${id}/auth`, account.idToken, {});
  const authorize = new URL(body.url);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${stack.api}/integrations/${id}/callback`);
  const page = await fetch(authorize);
  expect(await page.text()).toContain('oauth-allow');
  const fields = new URLSearchParams({
    ...Object.fromEntries(authorize.searchParams),
    decision,
    ...(id === 'highlevel' ? { location: 'loc-north-clinic' } : {}),
  });
  const allowed = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: fields, redirect: 'manual' });
  const callback = allowed.headers.get('location') ?? '';
  const landed = await fetch(callback, { redirect: 'manual' });
  const site = new URL(landed.headers.get('location') ?? '');
  const back = new URLSearchParams(site.hash.slice(1));
  const code = back.get('code');
  const completion = code
    ? await call(`/integrations/${id}/complete`, account.idToken, { code, state: back.get('state'), nonce: body.nonce })
    : null;
  return { site, back, completion };
}

const notesAt = async () =>
  (await (await fetch(`${emr}/_notes`)).json()) as Array<{
    provider: string;
    patientId: string;
    text: string;
    title?: string;
    draft?: boolean;
  }>;
const receivedAt = async () =>
  (await (await fetch(`${emr}/_received`)).json()) as Array<{
    provider: string;
    method: string;
    path: string;
    headers: Record<string, string>;
  }>;

describe('integrations: connect, search, export', () => {
  it('Cliniko: a key is checked before it is saved, then patients are searched and a note exported as a treatment note', async () => {
    const account = await clinicianWithNote('int-cliniko');
    expect(await call('/integrations/cliniko/key', account.idToken, { apiKey: 'MS0wrongwrongwrong-au1' })).toMatchObject({
      status: 400,
      body: { error: { key: 'integrationKeyRejected' } },
    });
    expect((await readDoc(stack, `secrets/${account.localId}`)) ?? {}).not.toHaveProperty('integrations.cliniko');
    const saved = await call('/integrations/cliniko/key', account.idToken, { apiKey: stack.integrations.cliniko.apiKey });
    expect(saved).toMatchObject({ status: 200, body: { state: 'connected', account: 'Kim Lee' } });
    const overview = await call('/integrations', account.idToken);
    expect(overview.body).toMatchObject({ allowed: true });
    expect(overview.body.integrations.find((i: { id: string }) => i.id === 'cliniko')).toMatchObject({
      state: 'connected',
      account: 'Kim Lee',
    });
    expect(overview.text).not.toContain(stack.integrations.cliniko.apiKey!);
    // The key is sealed at rest.
    expect(JSON.stringify(await readDoc(stack, `secrets/${account.localId}`))).not.toContain(stack.integrations.cliniko.apiKey!);

    const found = await call('/integrations/cliniko/patients?search=roe', account.idToken);
    expect(found.body.patients).toEqual([{ id: '1001', name: 'Jane Roe', detail: '1984-03-12 · jane.roe@example.test' }]);
    const paged = await call('/integrations/cliniko/patients?search=patient&page=1', account.idToken);
    expect(paged.body.patients.length).toBeGreaterThan(0);

    const exported = await call('/integrations/cliniko/export', account.idToken, {
      sessionId: account.sessionId,
      noteIds: ['soap'],
      patientId: '1001',
      draft: false,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.exported[0]).toMatchObject({ noteId: 'soap', externalId: expect.any(String) });
    const note = (await notesAt()).filter((n) => n.provider === 'cliniko' && n.patientId === '1001').at(-1);
    expect(note?.text).toMatch(/ibuprofen 400 mg/i);
    expect(note?.title).toMatch(/^SOAP note, \d{4}-\d{2}-\d{2}$/);
    expect(note?.draft).toBe(false);
    expect((await receivedAt()).filter((r) => r.provider === 'cliniko').every((r) => r.headers['user-agent'].includes('@'))).toBe(true);

    // The same note to the same patient: asked first, sent again only when confirmed.
    expect(
      await call('/integrations/cliniko/export', account.idToken, { sessionId: account.sessionId, noteIds: ['soap'], patientId: '1001' }),
    ).toMatchObject({ status: 409, body: { error: { key: 'integrationDuplicate' } } });
    expect(
      (
        await call('/integrations/cliniko/export', account.idToken, {
          sessionId: account.sessionId,
          noteIds: ['soap'],
          patientId: '1001',
          confirmDuplicate: true,
        })
      ).status,
    ).toBe(200);
    // A patient the provider does not have: its reason.
    expect(
      await call('/integrations/cliniko/export', account.idToken, { sessionId: account.sessionId, noteIds: ['soap'], patientId: '999999' }),
    ).toMatchObject({ status: 502, body: { error: { key: 'integrationFailed' } } });

    expect((await call('/integrations/cliniko', account.idToken, undefined, 'DELETE')).body).toEqual({
      id: 'cliniko',
      state: 'not-connected',
    });
    expect((await call('/integrations', account.idToken)).body.integrations.find((i: { id: string }) => i.id === 'cliniko').state).toBe(
      'not-connected',
    );
    expect(await call('/integrations/cliniko/patients?search=roe', account.idToken)).toMatchObject({
      status: 409,
      body: { error: { key: 'integrationNotConnected' } },
    });
  });

  it('Healthie: a key over GraphQL, clients searched, a charting note created', async () => {
    const account = await clinicianWithNote('int-healthie');
    expect((await call('/integrations/healthie/key', account.idToken, { apiKey: 'gh_sbox_wrong_key_000' })).status).toBe(400);
    expect(await call('/integrations/healthie/key', account.idToken, { apiKey: stack.integrations.healthie.apiKey })).toMatchObject({
      status: 200,
      body: { account: 'Healthie Demo Practice' },
    });
    const found = await call('/integrations/healthie/patients?search=smith', account.idToken);
    expect(found.body.patients.map((p: { name: string }) => p.name)).toEqual(['John Smith', 'Jane Smith']);
    expect(
      (await call('/integrations/healthie/export', account.idToken, { sessionId: account.sessionId, noteIds: ['soap'], patientId: '1002' }))
        .status,
    ).toBe(200);
    expect((await notesAt()).filter((n) => n.provider === 'healthie' && n.patientId === '1002').at(-1)?.text).toMatch(/ibuprofen/i);
  });

  it('DrChrono: OAuth round trip, patients, the note in the latest appointment; expired tokens refreshed; a failed refresh means session expired', async () => {
    const account = await clinicianWithNote('int-drchrono');
    const { site, back, completion } = await connectOAuth(account, 'drchrono');
    expect(site.pathname).toBe('/integrations/');
    expect(back.get('oauth')).toBe('drchrono');
    expect(completion).toMatchObject({ status: 200, body: { id: 'drchrono', state: 'connected', account: 'drkimlee' } });
    expect((await call('/integrations', account.idToken)).body.integrations.find((i: { id: string }) => i.id === 'drchrono')).toMatchObject(
      { state: 'connected', account: 'drkimlee' },
    );
    expect((await call('/integrations/drchrono/patients?search=martin', account.idToken)).body.patients[0]).toMatchObject({
      id: '1003',
      name: 'Élise Martin',
    });

    // Tokens expire between list and export: refreshed once, the export goes through.
    await fetch(`${emr}/_expire-tokens`, { method: 'POST' });
    expect(
      (await call('/integrations/drchrono/export', account.idToken, { sessionId: account.sessionId, noteIds: ['soap'], patientId: '1003' }))
        .status,
    ).toBe(200);
    expect((await notesAt()).filter((n) => n.provider === 'drchrono' && n.patientId === '1003').at(-1)?.text).toMatch(/ibuprofen/i);

    // Access and refresh tokens both stop working (revoked at the provider): session expired, reconnect.
    await fetch(`${emr}/_expire-tokens?refresh=1`, { method: 'POST' });
    expect(await call('/integrations/drchrono/patients?search=martin', account.idToken)).toMatchObject({
      status: 409,
      body: { error: { key: 'uiSessionExpired' } },
    });
    expect((await call('/integrations', account.idToken)).body.integrations.find((i: { id: string }) => i.id === 'drchrono').state).toBe(
      'expired',
    );
    // Reconnecting makes it work again.
    expect((await connectOAuth(account, 'drchrono')).completion?.status).toBe(200);
    expect((await call('/integrations/drchrono/patients?search=martin', account.idToken)).status).toBe(200);
    // Disconnecting revokes the token at DrChrono and deletes it here.
    expect((await call('/integrations/drchrono', account.idToken, undefined, 'DELETE')).status).toBe(200);
    expect((await receivedAt()).some((r) => r.provider === 'drchrono' && r.path === '/drchrono/o/revoke_token/')).toBe(true);
    expect(((await readDoc(stack, `secrets/${account.localId}`)) as Record<string, any>).integrations?.drchrono).toBeUndefined();
  });

  it('Go HighLevel: the location chosen on its page, contacts of that location, a note on the contact; 429 retried', async () => {
    const account = await clinicianWithNote('int-highlevel');
    expect((await connectOAuth(account, 'highlevel')).completion).toMatchObject({ status: 200, body: { account: 'loc-north-clinic' } });
    expect(
      (await call('/integrations', account.idToken)).body.integrations.find((i: { id: string }) => i.id === 'highlevel'),
    ).toMatchObject({ state: 'connected', account: 'loc-north-clinic' });
    await fetch(`${emr}/_fail`, { method: 'POST', body: JSON.stringify({ provider: 'highlevel', status: 429, count: 1, retryAfter: 1 }) });
    const found = await call('/integrations/highlevel/patients?search=taylor', account.idToken);
    expect(found.body.patients).toEqual([{ id: '1004', name: 'Sam Taylor', detail: 'sam.taylor@example.test' }]);
    expect(
      (await receivedAt())
        .filter((r) => r.provider === 'highlevel' && r.path.startsWith('/highlevel/contacts'))
        .every((r) => r.headers.version === '2021-07-28'),
    ).toBe(true);
    expect(
      (
        await call('/integrations/highlevel/export', account.idToken, {
          sessionId: account.sessionId,
          noteIds: ['soap'],
          patientId: '1004',
        })
      ).status,
    ).toBe(200);
    expect((await notesAt()).filter((n) => n.provider === 'highlevel' && n.patientId === '1004').at(-1)?.text).toMatch(/ibuprofen/i);
    // A provider that keeps failing: the catalogue's error after bounded retries.
    await fetch(`${emr}/_fail`, { method: 'POST', body: JSON.stringify({ provider: 'highlevel', status: 503, count: 5 }) });
    expect(await call('/integrations/highlevel/patients?search=taylor', account.idToken)).toMatchObject({
      status: 502,
      body: { error: { key: 'integrationFailed' } },
    });
    await fetch(`${emr}/_fail`, { method: 'POST', body: JSON.stringify({ provider: 'highlevel', status: 503, count: 0 }) });
  });
});

describe('integrations: security', () => {
  it('refuses a plan without integrations, another user’s connection, and a missing, reused or other integration’s OAuth state', async () => {
    const free = await clinicianWithNote('int-free', 'Free');
    expect(await call('/integrations/cliniko/key', free.idToken, { apiKey: stack.integrations.cliniko.apiKey })).toMatchObject({
      status: 403,
      body: { error: { key: 'integrationPlan' } },
    });
    expect((await call('/integrations/drchrono/auth', free.idToken, {})).status).toBe(403);
    expect((await call('/integrations', free.idToken)).body.allowed).toBe(false);

    const owner = await clinicianWithNote('int-owner');
    const other = await clinicianWithNote('int-other');
    await call('/integrations/cliniko/key', owner.idToken, { apiKey: stack.integrations.cliniko.apiKey });
    // The other user's calls use the other user's (absent) connection, never the owner's.
    expect(await call('/integrations/cliniko/patients?search=roe', other.idToken)).toMatchObject({
      status: 409,
      body: { error: { key: 'integrationNotConnected' } },
    });
    expect(
      (await call('/integrations/cliniko/export', other.idToken, { sessionId: owner.sessionId, noteIds: ['soap'], patientId: '1001' }))
        .status,
    ).toBe(404);

    // OAuth state: missing, then made for another integration, then reused: refused, nothing stored.
    const noState = await fetch(`${stack.api}/integrations/drchrono/callback?code=abc`, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(noState.headers.get('location') ?? '').hash.slice(1)).get('error')).toBe('state');
    const { body } = await call('/integrations/drchrono/auth', owner.idToken, {});
    const state = new URL(body.url).searchParams.get('state') ?? '';
    const foreign = await call('/integrations/highlevel/complete', owner.idToken, { code: 'abc', state, nonce: body.nonce });
    expect(foreign).toMatchObject({ status: 400, body: { error: { key: 'integrationOAuthUnknown' } } });
    // That state was used up by the attempt: completing it for its own integration is refused too.
    const reused = await call('/integrations/drchrono/complete', owner.idToken, { code: 'abc', state, nonce: body.nonce });
    expect(reused).toMatchObject({ status: 400, body: { error: { key: 'integrationOAuthUnknown' } } });
    expect((await call('/integrations', owner.idToken)).body.integrations.find((i: { id: string }) => i.id === 'drchrono').state).toBe(
      'not-connected',
    );
    // A denied consent stores nothing either.
    const denied = await connectOAuth(owner, 'drchrono', 'deny');
    expect(denied.back.get('error')).toBe('denied');
    expect(denied.completion).toBeNull();
    expect((await call('/integrations', owner.idToken)).body.integrations.find((i: { id: string }) => i.id === 'drchrono').state).toBe(
      'not-connected',
    );
  });

  it('refuses a note too long for the provider, with the reason, and sends nothing', async () => {
    const account = await clinicianWithNote('int-too-long');
    expect((await connectOAuth(account, 'highlevel')).completion?.status).toBe(200);
    const long = 'x'.repeat(11_000);
    await call(
      `/sessions/${account.sessionId}`,
      account.idToken,
      {
        notes: [
          {
            noteId: 'soap',
            sections: [{ title: 'Subjective', items: [{ title: '', body: long.slice(0, 19_000) }] }],
          },
        ],
      },
      'PATCH',
    );
    const before = (await notesAt()).length;
    expect(
      await call('/integrations/highlevel/export', account.idToken, { sessionId: account.sessionId, noteIds: ['soap'], patientId: '1004' }),
    ).toMatchObject({ status: 422, body: { error: { key: 'integrationNoteTooLong' } } });
    expect((await notesAt()).length).toBe(before);
  });
});
