// Finding of the outside security round: "Sign out everywhere" did not reach Firestore. The
// API and the sockets refused the revoked ID token, but the rules still let it read
// users/{uid} until it expired (up to an hour). Now every revocation (sign out everywhere,
// disabling an account, revoking an admin, deleting an account) writes the server-only
// marker revocations/{uid} at the instant Auth records, and the rules refuse a token signed
// in before it. Real sign-ins through the Auth emulator, the API and the functions of the
// stack, and Firestore's REST API with the user's own token, as the site's SDK would call it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiCall } from '../support/api-call';
import { eventually, readDoc } from '../support/firestore-rest';
import { newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
const documents = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents`;

/** Reads a document with a user's ID token, through the rules: the HTTP status. */
async function readAs(idToken: string, docPath: string): Promise<number> {
  const response = await fetch(`${documents}/${docPath}`, { headers: { authorization: `Bearer ${idToken}` } });
  await response.arrayBuffer();
  return response.status;
}

/** Writes a built-in's override into the user's note library with their ID token (the rules allow it to the owner): the HTTP status. */
async function writeTemplateAs(idToken: string, uid: string): Promise<number> {
  const fields = {
    custom: { booleanValue: false },
    favorite: { booleanValue: true },
    hidden: { booleanValue: false },
    updatedAt: { integerValue: String(Date.now()) },
  };
  const response = await fetch(`${documents}/users/${uid}/noteTemplates/soap`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The sign-in time (seconds) a Firebase ID token carries. */
const authTimeOf = (idToken: string) =>
  Number((JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')) as { auth_time: number }).auth_time);

/**
 * Waits until the clock has moved past `second`. Auth and the rules compare whole seconds and
 * refuse only a sign-in strictly before the revocation second: revoking in the sign-in's own
 * second would (rightly) leave that token valid, so each case revokes in a later second.
 * Bounded: at most a little over one second.
 */
async function pastSecond(second: number) {
  const deadline = Date.now() + 3000;
  while (Math.floor(Date.now() / 1000) <= second) {
    if (Date.now() > deadline) throw new Error(`the clock did not pass second ${second}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The second Auth keeps as the account's tokensValidAfterTime (validSince), or null. */
async function authValidSince(uid: string): Promise<number | null> {
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:lookup`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const found = ((await response.json()) as { users?: Array<{ validSince?: string }> }).users?.[0]?.validSince;
  return found === undefined ? null : Number(found);
}

/** A new account whose record the user-created trigger has written; its token reads the record. */
async function accountWithRecord(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (record) => record !== null,
  );
  expect(await readAs(account.idToken, `users/${account.localId}`)).toBe(200);
  return account;
}

/** The functions' own code and firebase-admin, against the stack's Auth and Firestore emulators. */
function functionsAdmin() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(stack.auth).host;
  process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
  const load = createRequire(path.join(__dirname, '..', '..', 'functions', 'package.json'));
  const { initializeApp, getApps } = load('firebase-admin/app');
  if (getApps().length === 0) initializeApp({ projectId: stack.projectId });
  const { getAuth } = load('firebase-admin/auth');
  const { getFirestore } = load('firebase-admin/firestore');
  return { auth: getAuth(), db: getFirestore() };
}

describe('revocation reaches Firestore', () => {
  it('"Sign out everywhere": the old token no longer reads or writes the user’s documents through the rules; a fresh sign-in does', async () => {
    const account = await accountWithRecord('revoke-rules');
    const uid = account.localId;
    await pastSecond(authTimeOf(account.idToken));
    expect(await apiCall(stack, '/account/sign-out-everywhere', account.idToken, {})).toMatchObject({ status: 200, body: { ok: true } });

    expect(await readAs(account.idToken, `users/${uid}`)).toBe(403);
    expect(await writeTemplateAs(account.idToken, uid)).toBe(403);
    expect((await apiCall(stack, '/account/check', account.idToken)).status).toBe(401);

    // The marker holds the very second Auth recorded, so the rules and the API agree.
    const validSince = await authValidSince(uid);
    expect(validSince).toBeGreaterThan(authTimeOf(account.idToken));
    expect(await readDoc(stack, `revocations/${uid}`)).toMatchObject({ validSince });

    // A sign-in after the revocation (its auth_time at the revocation second or later) counts again, everywhere.
    const again = await signInWithPassword(stack, account.email, 'secret-pass-1');
    expect(authTimeOf(again.idToken)).toBeGreaterThanOrEqual(validSince as number);
    expect(await readAs(again.idToken, `users/${uid}`)).toBe(200);
    expect(await writeTemplateAs(again.idToken, uid)).toBe(200);
    expect((await apiCall(stack, '/account/check', again.idToken)).status).toBe(200);
  });

  it('a deleted account’s token writes nothing back once its data is gone', async () => {
    const account = await accountWithRecord('revoke-deleted');
    const uid = account.localId;
    const deleted = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: account.idToken }),
    });
    expect(deleted.status).toBe(200);
    // The user-deleted trigger writes the marker first, then deletes the record.
    await eventually(
      () => readDoc(stack, `users/${uid}`),
      (record) => record === null,
    );
    expect(await writeTemplateAs(account.idToken, uid)).toBe(403);
    expect(await readDoc(stack, `users/${uid}/noteTemplates/soap`)).toBeNull();
    expect(((await readDoc(stack, `revocations/${uid}`)) as { validSince: number }).validSince).toBeGreaterThan(
      authTimeOf(account.idToken),
    );
  });

  it('disabling an account refuses its tokens in the rules too', async () => {
    const { auth, db } = functionsAdmin();
    const { disableAccount } = await import('../../functions/src/admin/account-access');
    const account = await accountWithRecord('revoke-disabled-rules');
    await pastSecond(authTimeOf(account.idToken));
    await disableAccount(auth, db, account.localId);
    expect((await auth.getUser(account.localId)).disabled).toBe(true);
    expect(await readAs(account.idToken, `users/${account.localId}`)).toBe(403);
    expect((await apiCall(stack, '/account/check', account.idToken)).status).toBe(401);
  });

  it('revoking an admin also refuses their old token on their own record', async () => {
    const { auth, db } = functionsAdmin();
    const { grantAdmin, revokeAdmin } = await import('../../functions/src/admin/admin-role');
    const staff = await accountWithRecord('revoke-admin-own');
    await grantAdmin(auth, db, staff.localId, 'test');
    const asAdmin = await signInWithPassword(stack, staff.email, 'secret-pass-1');
    expect(await readAs(asAdmin.idToken, `users/${staff.localId}`)).toBe(200);
    await pastSecond(authTimeOf(asAdmin.idToken));
    await revokeAdmin(auth, db, staff.localId);
    expect(await readAs(asAdmin.idToken, `users/${staff.localId}`)).toBe(403);
    const again = await signInWithPassword(stack, staff.email, 'secret-pass-1');
    expect(await readAs(again.idToken, `users/${staff.localId}`)).toBe(200);
  });
});
