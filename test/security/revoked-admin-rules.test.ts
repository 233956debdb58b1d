// Weak point of issue 28: a revoked admin could still list user records through the
// Firestore rules until their token expired (up to an hour), because the rules read only the
// admin claim. The rules now also require the server-only marker admins/{uid}, which
// revoking deletes at once. Against the real Firestore emulator of the stack.
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, setLogLevel } from 'firebase/firestore';
import { readStack } from '../support/stack';

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
    await assertFails(setDoc(doc(env.authenticatedContext(userUid).firestore(), `admins/${userUid}`), { grantedAt: Date.now(), grantedBy: 'self' }));
  });
});
