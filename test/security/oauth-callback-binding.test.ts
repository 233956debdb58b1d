// The security review's first attack ("an EMR can be linked to someone else's account"): an attacker presses
// "Sign in with DrChrono" in their own account and sends the provider's consent link to a
// clinician of another practice; when the victim allows, the provider sends the victim's
// browser back with a code, and the victim's EMR tokens must never land in the attacker's
// account. The OAuth link is bound to the user who started it and to their browser tab: the
// API's callback stores nothing, and only the signed-in tab holding the nonce given at Connect
// completes it, once, within 10 minutes, with the PKCE verifier kept server-side (checked by
// the DrChrono stand-in). Through the API with real ID tokens, like a browser follows redirects.
import { createHash } from 'node:crypto';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const emr = stack.integrations.cliniko.url.replace(/\/cliniko$/, '');
type Provider = 'drchrono' | 'highlevel';
type Account = Awaited<ReturnType<typeof newAccount>>;

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${stack.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

/** A clinician on the Bronze plan (integrations allowed). */
async function clinician(label: string): Promise<Account> {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  await patchDoc(stack, `users/${account.localId}`, {
    subscription: { plan: 'Bronze', option: 'monthly', discount: 0, subscriptionId: '' },
  });
  return account;
}

/**
 * `starter` presses Connect; whoever holds the consent link allows on the provider's page; the
 * browser follows the provider's redirect to the API's callback (no ID token, no cookie: the
 * callback is reached by a plain redirect). The code and state as the provider sent them, the
 * nonce the starter's tab was given, and where the callback sent the browser.
 */
async function startAndAllow(starter: Account, id: Provider) {
  const started = await call(`/integrations/${id}/auth`, starter.idToken, {});
  expect(started.status).toBe(200);
  const authorize = new URL(started.body.url);
  const fields = new URLSearchParams({
    ...Object.fromEntries(authorize.searchParams),
    decision: 'allow',
    ...(id === 'highlevel' ? { location: 'loc-north-clinic' } : {}),
  });
  const allowed = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', body: fields, redirect: 'manual' });
  const providerRedirect = new URL(allowed.headers.get('location') ?? '');
  const landed = await fetch(providerRedirect, { redirect: 'manual' });
  return {
    authorize,
    nonce: String(started.body.nonce ?? ''),
    code: providerRedirect.searchParams.get('code') ?? '',
    state: providerRedirect.searchParams.get('state') ?? '',
    callbackStatus: landed.status,
    site: new URL(landed.headers.get('location') ?? '', stack.site),
  };
}

const connection = async (account: Account, id: Provider) =>
  (await call('/integrations', account.idToken)).body.integrations.find((i: { id: string }) => i.id === id).state as string;
const storedTokens = async (account: Account, id: Provider) =>
  ((await readDoc(stack, `secrets/${account.localId}`)) as { integrations?: Record<string, unknown> } | null)?.integrations?.[id];
const complete = (account: Account, id: Provider, fields: { code: string; state: string; nonce?: string }) =>
  call(`/integrations/${id}/complete`, account.idToken, fields);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('OAuth callback bound to the user and the browser that started it', () => {
  it('the callback stores nothing and a second browser of the same user (without the first tab’s nonce) cannot complete it', async () => {
    const clinicianA = await clinician('oauth-2nd-browser');
    const flow = await startAndAllow(clinicianA, 'drchrono');
    // The unauthenticated callback only hands code and state to the site's page, in the fragment.
    expect(flow.callbackStatus).toBe(303);
    expect(`${flow.site.origin}${flow.site.pathname}`).toBe(`${stack.site}/integrations/`);
    expect(flow.site.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(flow.site.hash.slice(1)))).toEqual({
      oauth: 'drchrono',
      code: flow.code,
      state: flow.state,
    });
    expect(await connection(clinicianA, 'drchrono')).toBe('not-connected');
    expect(await storedTokens(clinicianA, 'drchrono')).toBeUndefined();

    // Another browser of the same clinician: signed in, but without the first tab's nonce.
    const otherTab = await call('/integrations/drchrono/auth', clinicianA.idToken, {});
    const refused = await complete(clinicianA, 'drchrono', { code: flow.code, state: flow.state, nonce: otherTab.body.nonce });
    expect(refused).toMatchObject({ status: 403, body: { error: { key: 'integrationOAuthOtherBrowser', values: { name: 'DrChrono' } } } });
    expect(refused.body.error.message).toBe('This sign-in with DrChrono was started in another browser or tab. Nothing was saved.');
    expect(await connection(clinicianA, 'drchrono')).toBe('not-connected');
    expect(await storedTokens(clinicianA, 'drchrono')).toBeUndefined();
    // The state was used up by that attempt: even the right nonce cannot complete it now.
    expect(await complete(clinicianA, 'drchrono', { code: flow.code, state: flow.state, nonce: flow.nonce })).toMatchObject({
      status: 400,
      body: { error: { key: 'integrationOAuthUnknown' } },
    });

    // No nonce at all (a browser that never pressed Connect): refused the same way.
    const second = await startAndAllow(clinicianA, 'drchrono');
    expect(await complete(clinicianA, 'drchrono', { code: second.code, state: second.state })).toMatchObject({
      status: 403,
      body: { error: { key: 'integrationOAuthOtherBrowser' } },
    });
    expect(await storedTokens(clinicianA, 'drchrono')).toBeUndefined();
  });

  it('a second user (the victim who was sent the consent link) completing it stores nothing, in either account, for DrChrono and Go HighLevel', async () => {
    const attacker = await clinician('oauth-attacker');
    const victim = await clinician('oauth-victim');
    for (const id of ['drchrono', 'highlevel'] as const) {
      // The attacker starts; the victim allows on the provider's page and the victim's tab completes (even holding the attacker's nonce).
      const flow = await startAndAllow(attacker, id);
      // The victim's browser went through the callback: nothing was stored for the attacker.
      expect(await connection(attacker, id)).toBe('not-connected');
      const refused = await complete(victim, id, { code: flow.code, state: flow.state, nonce: flow.nonce });
      expect(refused).toMatchObject({ status: 403, body: { error: { key: 'integrationOAuthOtherUser' } } });
      for (const account of [attacker, victim]) {
        expect(await connection(account, id)).toBe('not-connected');
        expect(await storedTokens(account, id)).toBeUndefined();
      }
      // And the attacker cannot complete it afterwards with the victim's code: the state is spent.
      expect((await complete(attacker, id, { code: flow.code, state: flow.state, nonce: flow.nonce })).status).toBe(400);
      expect(await connection(attacker, id)).toBe('not-connected');
    }
    // Nothing the attacker holds lists the victim's patients.
    expect((await call('/integrations/drchrono/patients?search=roe', attacker.idToken)).status).toBe(409);
  });

  it('the rightful tab completes it: state stored hashed and single-use, PKCE S256 checked by the DrChrono stand-in (a wrong verifier fails)', async () => {
    const account = await clinician('oauth-rightful');
    const flow = await startAndAllow(account, 'drchrono');
    // PKCE S256 in the authorization request; the state is kept under its SHA-256 only.
    expect(flow.authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await readDoc(stack, `oauthStates/${flow.state}`)).toBeNull();
    const stored = await readDoc(stack, `oauthStates/${sha256(flow.state)}`);
    expect(stored).toMatchObject({ uid: account.localId, integration: 'drchrono', nonceHash: sha256(flow.nonce) });
    expect(JSON.stringify(stored)).not.toContain(flow.nonce);

    // The code redeemed at the provider without the verifier, or with a wrong one, is refused (the code is then spent).
    const redeem = (code: string, verifier?: string) =>
      fetch(`${emr}/drchrono/o/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${stack.api}/integrations/drchrono/callback`,
          client_id: 'local-drchrono-client',
          client_secret: 'local-drchrono-secret',
          ...(verifier === undefined ? {} : { code_verifier: verifier }),
        }),
      });
    const wrong = await redeem(flow.code, 'x'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const bare = await startAndAllow(account, 'drchrono');
    expect((await redeem(bare.code)).status).toBe(400);
    // An authorization without a challenge is refused by the stand-in, as PKCE is required there.
    const noChallenge = new URLSearchParams({ ...Object.fromEntries(bare.authorize.searchParams), decision: 'allow' });
    noChallenge.delete('code_challenge');
    const unchallenged = await fetch(`${bare.authorize.origin}${bare.authorize.pathname}`, {
      method: 'POST',
      body: noChallenge,
      redirect: 'manual',
    });
    expect(new URL(unchallenged.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');

    // The tab that pressed Connect, signed in as the same user, completes it: connected.
    const rightful = await startAndAllow(account, 'drchrono');
    expect(await complete(account, 'drchrono', { code: rightful.code, state: rightful.state, nonce: rightful.nonce })).toMatchObject({
      status: 200,
      body: { id: 'drchrono', state: 'connected', account: 'drkimlee' },
    });
    expect(await connection(account, 'drchrono')).toBe('connected');
    expect((await call('/integrations/drchrono/patients?search=martin', account.idToken)).body.patients[0]).toMatchObject({ id: '1003' });
    // The state is gone, and the code exchange carried the verifier.
    expect(await readDoc(stack, `oauthStates/${sha256(rightful.state)}`)).toBeNull();
    const received = (await (await fetch(`${emr}/_received`)).json()) as Array<{ path: string; body: unknown }>;
    expect(received.filter((r) => r.path === '/drchrono/o/token/').at(-1)?.body).toContain('code_verifier=REDACTED');
    // Used once: the same answer again is refused.
    expect(await complete(account, 'drchrono', { code: rightful.code, state: rightful.state, nonce: rightful.nonce })).toMatchObject({
      status: 400,
      body: { error: { key: 'integrationOAuthUnknown' } },
    });
  });

  it('a state older than 10 minutes is refused and stores nothing; Go HighLevel gets no PKCE parameters (it documents none)', async () => {
    const account = await clinician('oauth-expired');
    const flow = await startAndAllow(account, 'highlevel');
    expect(flow.authorize.searchParams.has('code_challenge')).toBe(false);
    await patchDoc(stack, `oauthStates/${sha256(flow.state)}`, { createdAt: Date.now() - 11 * 60 * 1000 });
    expect(await complete(account, 'highlevel', { code: flow.code, state: flow.state, nonce: flow.nonce })).toMatchObject({
      status: 400,
      body: { error: { key: 'integrationOAuthExpired' } },
    });
    expect(await connection(account, 'highlevel')).toBe('not-connected');
    expect(await storedTokens(account, 'highlevel')).toBeUndefined();
    // A state never completed does not stay: the user's expired states go when they next press Connect.
    const abandoned = await startAndAllow(account, 'highlevel');
    await patchDoc(stack, `oauthStates/${sha256(abandoned.state)}`, { createdAt: Date.now() - 11 * 60 * 1000 });
    expect((await call('/integrations/highlevel/auth', account.idToken, {})).status).toBe(200);
    expect(await readDoc(stack, `oauthStates/${sha256(abandoned.state)}`)).toBeNull();
  });
});
