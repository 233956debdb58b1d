// The rules matrix for users/{uid}/signIns (the audit of sign-ins), against the real
// Firestore emulator of the running local stack: the owner reads their own records, nobody
// else reads them, and no client creates, changes or deletes one.
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { SIGN_INS_COLLECTION, type SignInRecord } from '@shared/sign-ins';
import { rulesEnvironment } from '../support/firestore-rules';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

const rulesText = fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

// The emulator is shared with the running app: every id is unique to this run, and
// afterAll deletes exactly the documents this file wrote.
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ownerUid = `signins-owner-${run}`;
const otherUid = `signins-other-${run}`;
const adminUid = `signins-admin-${run}`;
const recordPath = `users/${ownerUid}/${SIGN_INS_COLLECTION}/r-${run}`;
const record: SignInRecord = { at: Date.now(), kind: 'sign-in', ok: true, ip: '203.0.113.9', userAgent: 'test', method: 'password' };

let env: RulesTestEnvironment;
const as = (uid: string, admin = false) => env.authenticatedContext(uid, admin ? { admin: true } : {}).firestore();

beforeAll(async () => {
  env = await rulesEnvironment(rulesText);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), recordPath), record);
  });
});

afterAll(async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    await deleteDoc(doc(context.firestore(), recordPath));
  });
  await env.cleanup();
});

describe('users/{uid}/signIns', () => {
  test.concurrent('the owner may get and list their own records', async () => {
    await assertSucceeds(getDoc(doc(as(ownerUid), recordPath)));
    await assertSucceeds(getDocs(collection(as(ownerUid), `users/${ownerUid}/${SIGN_INS_COLLECTION}`)));
  });

  test.concurrent('another user, an admin and a visitor may not read them', async () => {
    for (const db of [as(otherUid), as(adminUid, true), env.unauthenticatedContext().firestore()]) {
      await assertFails(getDoc(doc(db, recordPath)));
      await assertFails(getDocs(collection(db, `users/${ownerUid}/${SIGN_INS_COLLECTION}`)));
    }
  });

  test.concurrent('no client creates, updates or deletes a record, not even the owner', async () => {
    for (const db of [as(ownerUid), as(otherUid), as(adminUid, true), env.unauthenticatedContext().firestore()]) {
      await assertFails(addDoc(collection(db, `users/${ownerUid}/${SIGN_INS_COLLECTION}`), record));
      await assertFails(setDoc(doc(db, `users/${ownerUid}/${SIGN_INS_COLLECTION}/new-${run}`), record));
      await assertFails(updateDoc(doc(db, recordPath), { ok: false }));
      await assertFails(deleteDoc(doc(db, recordPath)));
    }
  });
});
