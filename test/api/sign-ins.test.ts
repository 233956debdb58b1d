// The audit of sign-ins on the server: login completion records a sign-in with the IP
// address; a failed sign-in report (anyone may send one) goes to the security log for an
// existing address, never to the owner's history, and nowhere for an unknown one (same
// answer); the owner reads the records, and no client writes them.
import { eventually, readDoc } from '../support/firestore-rest';
import { proofHeader } from '../support/proof-of-work';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
const firestoreBase = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents`;

async function call(path: string, token: string | null, body?: unknown, extraHeaders: Record<string, string> = {}) {
  const response = await fetch(`${stack.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

type Row = { id: string; at: number; kind: string; ok: boolean; ip: string; userAgent: string; method: string };
const history = async (token: string) => (await call('/account/sign-ins', token)).body.signIns as Row[];

/** A fresh account whose user record exists (made by the auth trigger). */
async function account(label: string) {
  const made = await newAccount(stack, label);
  await eventually(
    () => call('/account/check', made.idToken),
    (r) => r.body.exists === true,
  );
  return made;
}

describe('sign-in audit', () => {
  it('records a successful sign-in at login completion, with the IP address and user agent', async () => {
    const user = await account('signin-ok');
    const done = await call(
      '/account/login-complete',
      user.idToken,
      {},
      { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'audit-test/1.0' },
    );
    expect(done.status).toBe(200);
    const rows = await history(user.idToken);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'sign-in', ok: true, ip: '203.0.113.7', userAgent: 'audit-test/1.0', method: 'password' });
    expect(Math.abs(rows[0].at - Date.now())).toBeLessThan(120_000);
  });

  it("puts a reported failure for an existing address in the security log (not the owner's history), nothing for an unknown one, and answers the same", async () => {
    const user = await account('signin-failed');
    // The report needs a proof of work, as the site sends it.
    const known = await call(
      '/account/sign-in-failed',
      null,
      { email: user.email.toUpperCase(), reason: 'wrong-password' },
      { 'user-agent': 'audit-test/2.0', ...(await proofHeader(stack)) },
    );
    const unknown = await call(
      '/account/sign-in-failed',
      null,
      { email: `nobody-${Date.now()}@test.example`, reason: 'wrong-password' },
      await proofHeader(stack),
    );
    expect(known).toEqual({ status: 200, body: { ok: true } });
    expect(unknown).toEqual(known);
    await call('/account/login-complete', user.idToken, {});
    const rows = await history(user.idToken);
    expect(rows.map((r) => [r.kind, r.ok])).toEqual([['sign-in', true]]);
    const admin = demoUser(stack, 'admin');
    const adminLogin = await signInWithPassword(stack, admin.email, admin.password);
    const log = await call(`/admin/security-events?kind=sign-in-failed-report&target=${user.localId}`, adminLogin.idToken);
    expect(log.body.events).toEqual([
      expect.objectContaining({
        kind: 'sign-in-failed-report',
        actorUid: '',
        targetUid: user.localId,
        detail: 'wrong-password',
        userAgent: 'audit-test/2.0',
      }),
    ]);
  });

  it('refuses a report that is not an e-mail address', async () => {
    const bad = await call(
      '/account/sign-in-failed',
      null,
      { email: 'not-an-address', reason: 'wrong-password' },
      await proofHeader(stack),
    );
    expect(bad.status).toBe(400);
  });

  it('lists sign-ins only for a signed-in caller', async () => {
    expect((await call('/account/sign-ins', null)).status).toBe(401);
  });

  it('lets no client write the records, and only the owner read them', async () => {
    const owner = await account('signin-owner');
    const other = await account('signin-other');
    await call('/account/login-complete', owner.idToken, {});
    const path = `users/${owner.localId}/signIns`;
    const fields = { fields: { at: { integerValue: String(Date.now()) }, kind: { stringValue: 'sign-in' }, ok: { booleanValue: true } } };
    for (const token of [owner.idToken, other.idToken]) {
      const created = await fetch(`${firestoreBase}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
      expect(created.status).toBe(403);
    }
    const own = await fetch(`${firestoreBase}/${path}`, { headers: { authorization: `Bearer ${owner.idToken}` } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { documents?: unknown[] }).documents).toHaveLength(1);
    const others = await fetch(`${firestoreBase}/${path}`, { headers: { authorization: `Bearer ${other.idToken}` } });
    expect(others.status).toBe(403);
  });

  it('are deleted with the account', async () => {
    const user = await account('signin-deleted');
    await call('/account/login-complete', user.idToken, {});
    const rows = await history(user.idToken);
    expect(rows).toHaveLength(1);
    await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: user.idToken }),
    });
    const recordPath = `users/${user.localId}/signIns/${rows[0].id}`;
    await eventually(
      () => readDoc(stack, recordPath),
      (doc) => doc === null,
    );
  });
});
