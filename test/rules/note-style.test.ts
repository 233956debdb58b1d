// The rules matrix for users/{uid}/styleRules and users/{uid}/styleEdits (the clinician's
// standing rules and the edits read from their exported notes), against the real Firestore
// emulator of the running local stack: the owner reads their own, nobody else reads them, and
// no client creates, changes or deletes one (the server compares drafts and writes them).
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { STYLE_EDITS_COLLECTION, STYLE_RULES_COLLECTION, type StyleEditsDoc, type StyleRuleDoc } from '@shared/note-style';
import { rulesEnvironment } from '../support/firestore-rules';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

const rulesText = fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

// The emulator is shared with the running app: every id is unique to this run, and
// afterAll deletes exactly the documents this file wrote.
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ownerUid = `style-owner-${run}`;
const otherUid = `style-other-${run}`;
const adminUid = `style-admin-${run}`;
const rule: StyleRuleDoc = {
  template: 'soap',
  edit: { kind: 'replace', from: 'the patient', to: 'Pt' },
  state: 'accepted',
  origin: 'offered',
  examples: [],
  createdAt: Date.now(),
  applied: 0,
};
const edits: StyleEditsDoc = { template: 'soap', sessionId: 's', noteId: 'soap', at: Date.now(), edits: [rule.edit], examples: [] };
const COLLECTIONS = [
  { name: STYLE_RULES_COLLECTION, data: rule as Record<string, unknown>, change: { state: 'paused' } },
  { name: STYLE_EDITS_COLLECTION, data: edits as Record<string, unknown>, change: { edits: [] } },
];
const docPath = (name: string) => `users/${ownerUid}/${name}/d-${run}`;

let env: RulesTestEnvironment;
const as = (uid: string, admin = false) => env.authenticatedContext(uid, admin ? { admin: true } : {}).firestore();

beforeAll(async () => {
  env = await rulesEnvironment(rulesText);
  await env.withSecurityRulesDisabled(async (context) => {
    for (const { name, data } of COLLECTIONS) await setDoc(doc(context.firestore(), docPath(name)), data);
  });
});

afterAll(async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    for (const { name } of COLLECTIONS) await deleteDoc(doc(context.firestore(), docPath(name)));
  });
  await env.cleanup();
});

describe.each(COLLECTIONS)('users/{uid}/$name', ({ name, data, change }) => {
  test.concurrent('the owner may get and list their own', async () => {
    await assertSucceeds(getDoc(doc(as(ownerUid), docPath(name))));
    await assertSucceeds(getDocs(collection(as(ownerUid), `users/${ownerUid}/${name}`)));
  });

  test.concurrent('another user, an admin and a visitor may not read them', async () => {
    for (const db of [as(otherUid), as(adminUid, true), env.unauthenticatedContext().firestore()]) {
      await assertFails(getDoc(doc(db, docPath(name))));
      await assertFails(getDocs(collection(db, `users/${ownerUid}/${name}`)));
    }
  });

  test.concurrent('no client creates, updates or deletes one, not even the owner', async () => {
    for (const db of [as(ownerUid), as(otherUid), as(adminUid, true), env.unauthenticatedContext().firestore()]) {
      await assertFails(addDoc(collection(db, `users/${ownerUid}/${name}`), data));
      await assertFails(setDoc(doc(db, `users/${ownerUid}/${name}/new-${run}`), data));
      await assertFails(updateDoc(doc(db, docPath(name)), change));
      await assertFails(deleteDoc(doc(db, docPath(name))));
    }
  });
});
