// Weak point found by the security review: a revoked admin could still list user records through the
// Firestore rules until their token expired (up to an hour), because the rules read only the
// admin claim. The rules now also require the server-only marker admins/{uid}, which
// revoking deletes at once. Against the real Firestore emulator of the stack.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, setLogLevel } from 'firebase/firestore';
import { newAccount, readStack, signInWithPassword } from '../support/stack';

setLogLevel('silent');

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const adminUid = `rules-admin-${run}`;
const userUid = `rules-user-${run}`;
let env: RulesTestEnvironment;

async function asServer(work: (db: ReturnType<RulesTestContext['firestore']>) => Promise<void>) {
  await env.withSecurityRulesDisabled(async (context) => work(context.firestore()));
}

beforeAll(async () => {
  const stack = readStack();
  const { hostname, port } = new URL(stack.firestore);
  env = await initializeTestEnvironment({
    projectId: stack.projectId,
    firestore: { host: hostname, port: Number(port), rules: fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8') },
  });
  await asServer(async (db) => {
    await setDoc(doc(db, `users/${userUid}`), { userInfo: { email: 'patient-list@test.example' } });
  });
});

afterAll(async () => {
  await asServer(async (db) => {
    await deleteDoc(doc(db, `users/${userUid}`));
    await deleteDoc(doc(db, `admins/${adminUid}`));
  });
  await env.cleanup();
});

describe('a revoked admin and the rules', () => {
  // The admin's token: the claim is still in it after revocation, until it expires.
  const adminDb = () => env.authenticatedContext(adminUid, { admin: true }).firestore();

  it('an admin (claim and marker) may list users; once revoked (marker deleted), the same claim lists and reads nothing', async () => {
    await asServer(async (db) => {
      await setDoc(doc(db, `admins/${adminUid}`), { grantedAt: Date.now(), grantedBy: 'test' });
    });
    await assertSucceeds(getDocs(query(collection(adminDb(), 'users'), limit(5))));
    await assertSucceeds(getDoc(doc(adminDb(), `users/${userUid}`)));

    // Revoked: the functions delete the marker at once.
    await asServer(async (db) => {
      await deleteDoc(doc(db, `admins/${adminUid}`));
    });
    await assertFails(getDocs(query(collection(adminDb(), 'users'), limit(5))));
    await assertFails(getDoc(doc(adminDb(), `users/${userUid}`)));
  });

  it('no client reads or writes the markers, not even an admin', async () => {
    await assertFails(getDoc(doc(adminDb(), `admins/${adminUid}`)));
    await assertFails(setDoc(doc(adminDb(), `admins/${adminUid}`), { grantedAt: Date.now(), grantedBy: 'self' }));
    await assertFails(
      setDoc(doc(env.authenticatedContext(userUid).firestore(), `admins/${userUid}`), { grantedAt: Date.now(), grantedBy: 'self' }),
    );
  });
});

describe('the functions that grant and revoke admin', () => {
  const stack = readStack();

  /** Lists users through the Firestore REST API with a real ID token, as the site's SDK would: the HTTP status. */
  async function listUsersAs(idToken: string): Promise<number> {
    const response = await fetch(`${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents:runQuery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'users' }], limit: 3 } }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('revoking an admin refuses at once the token they still hold, claim included', async () => {
    // The functions' own code, against the stack's Auth and Firestore emulators.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(stack.auth).host;
    process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
    const load = createRequire(path.join(__dirname, '..', '..', 'functions', 'package.json'));
    const { initializeApp, getApps } = load('firebase-admin/app');
    if (getApps().length === 0) initializeApp({ projectId: stack.projectId });
    const { getAuth } = load('firebase-admin/auth');
    const { getFirestore } = load('firebase-admin/firestore');
    const { grantAdmin, revokeAdmin } = await import('../../functions/src/admin/admin-role');

    const staff = await newAccount(stack, 'staff-admin');
    expect(await listUsersAs(staff.idToken)).toBe(403);
    await grantAdmin(getAuth(), getFirestore(), staff.localId, 'test');
    const asAdmin = await signInWithPassword(stack, staff.email, 'secret-pass-1');
    expect(JSON.parse(Buffer.from(asAdmin.idToken.split('.')[1], 'base64url').toString('utf8')).admin).toBe(true);
    expect(await listUsersAs(asAdmin.idToken)).toBe(200);

    await revokeAdmin(getAuth(), getFirestore(), staff.localId);
    // The token still carries the admin claim (valid for up to an hour): the rules refuse it now.
    expect(await listUsersAs(asAdmin.idToken)).toBe(403);
  });
});
