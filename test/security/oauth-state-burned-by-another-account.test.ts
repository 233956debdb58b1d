// Attack: anyone who learns a clinician's OAuth state (from the provider's consent address on
// a shared screen, in a history or a log) burns it. Another account's completion was refused,
// but it deleted the state on the way, so the clinician's own completion then failed.
// Now a state is used up only by its owner (or once expired): another account's attempt is
// refused, leaves the state usable for its owner and goes to the server's security log. (The
// code that other account presented is remembered with the state and never completes it: see
// oauth-callback-binding.test.ts, where the starter of a link cannot use the victim's code.)
import { createHash } from 'node:crypto';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
type Account = Awaited<ReturnType<typeof newAccount>>;

async function call(path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
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

/** `owner` presses Connect and allows on DrChrono's page: the code and state the provider sent back, and the owner's tab nonce. */
async function connectAndAllow(owner: Account) {
  const started = await call('/integrations/drchrono/auth', owner.idToken, {});
  expect(started.status).toBe(200);
  const authorize = new URL(started.body.url);
  const allowed = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), decision: 'allow' }),
    redirect: 'manual',
  });
  const back = new URL(allowed.headers.get('location') ?? '');
  return { nonce: String(started.body.nonce), code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

const complete = (account: Account, fields: { code: string; state: string; nonce: string }, headers: Record<string, string> = {}) =>
  call('/integrations/drchrono/complete', account.idToken, fields, headers);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('an OAuth state learned by another account', () => {
  jest.setTimeout(60_000);

  it('stays usable for its owner after another account’s attempt, which goes to the security log', async () => {
    const owner = await clinician('oauth-burn-owner');
    const intruder = await clinician('oauth-burn-intruder');
    const flow = await connectAndAllow(owner);

    // The intruder knows the state (not the owner's code, nor the nonce of the owner's tab).
    const refused = await complete(
      intruder,
      { code: 'intruder-made-up-code', state: flow.state, nonce: 'intruder-nonce' },
      { 'user-agent': 'state-burner/1.0', 'x-forwarded-for': '198.51.100.77' },
    );
    expect(refused).toMatchObject({ status: 403, body: { error: { key: 'integrationOAuthOtherUser' } } });
    // The state is still there, for its owner.
    expect(await readDoc(stack, `oauthStates/${sha256(flow.state)}`)).toMatchObject({ uid: owner.localId });

    // The owner's own tab completes: connected.
    expect(await complete(owner, flow)).toMatchObject({ status: 200, body: { id: 'drchrono', state: 'connected' } });
    expect(await readDoc(stack, `oauthStates/${sha256(flow.state)}`)).toBeNull();

    // The attempt is in the server's security log, about the owner, naming the intruder.
    const admin = demoUser(stack, 'admin');
    const adminLogin = await signInWithPassword(stack, admin.email, admin.password);
    const log = await call(`/admin/security-events?kind=oauth-state-refused&target=${owner.localId}`, adminLogin.idToken);
    expect(log.status).toBe(200);
    expect(log.body.events).toEqual([
      expect.objectContaining({
        kind: 'oauth-state-refused',
        actorUid: intruder.localId,
        targetUid: owner.localId,
        ip: '198.51.100.77',
        userAgent: 'state-burner/1.0',
        detail: 'complete drchrono',
      }),
    ]);
  });
});
