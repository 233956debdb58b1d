// The rules for securityEvents (the server's security log), against the real Firestore
// emulator of the running local stack: closed to every client, the account concerned and an
// admin's client included (admins read it through the API, which checks the claim).
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { SECURITY_EVENTS_COLLECTION, type SecurityEventRecord } from '@shared/security-events';
import { rulesEnvironment } from '../support/firestore-rules';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

const rulesText = fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

// The emulator is shared with the running app: every id is unique to this run, and
// afterAll deletes exactly the document this file wrote.
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ownerUid = `security-owner-${run}`;
const otherUid = `security-other-${run}`;
const adminUid = `security-admin-${run}`;
const eventPath = `${SECURITY_EVENTS_COLLECTION}/e-${run}`;
const event: SecurityEventRecord = {
  at: Date.now(),
  kind: 'session-access-refused',
  actorUid: otherUid,
  actorAdmin: false,
  targetUid: ownerUid,
  ip: '',
  userAgent: 'test',
  detail: 'open s1',
};

let env: RulesTestEnvironment;
const as = (uid: string, admin = false) => env.authenticatedContext(uid, admin ? { admin: true } : {}).firestore();
const clients = () => [as(ownerUid), as(otherUid), as(adminUid, true), env.unauthenticatedContext().firestore()];

beforeAll(async () => {
  env = await rulesEnvironment(rulesText);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), eventPath), event);
  });
});

afterAll(async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    await deleteDoc(doc(context.firestore(), eventPath));
  });
  await env.cleanup();
});

describe('securityEvents', () => {
  test.concurrent('no client reads an event or lists them: not the account concerned, the caller, an admin or a visitor', async () => {
    for (const db of clients()) {
      await assertFails(getDoc(doc(db, eventPath)));
      await assertFails(getDocs(collection(db, SECURITY_EVENTS_COLLECTION)));
    }
  });

  test.concurrent('no client creates, updates or deletes an event', async () => {
    for (const db of clients()) {
      await assertFails(addDoc(collection(db, SECURITY_EVENTS_COLLECTION), event));
      await assertFails(setDoc(doc(db, `${SECURITY_EVENTS_COLLECTION}/new-${run}`), event));
      await assertFails(updateDoc(doc(db, eventPath), { detail: 'changed' }));
      await assertFails(deleteDoc(doc(db, eventPath)));
    }
  });
});
