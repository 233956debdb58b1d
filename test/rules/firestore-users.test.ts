// The rules matrix for users/{uid} (STYLE rule 8), against the real Firestore emulator.
import fs from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { readStack } from '../support/stack';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

let env: RulesTestEnvironment;
const owner = `owner-${Date.now()}`;
const other = `other-${Date.now()}`;
const admin = `admin-${Date.now()}`;

beforeAll(async () => {
  const stack = readStack();
  const { hostname, port } = new URL(stack.firestore);
  env = await initializeTestEnvironment({
    projectId: stack.projectId,
    firestore: {
      host: hostname,
      port: Number(port),
      rules: fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8'),
    },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), `users/${owner}`), { uid: owner, usageLimits: { notesLeft: 10 } });
  });
});

afterAll(async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    await deleteDoc(doc(context.firestore(), `users/${owner}`));
    await deleteDoc(doc(context.firestore(), `users/${other}`)).catch(() => undefined);
  });
  await env.cleanup();
});

const as = {
  signedOut: () => env.unauthenticatedContext().firestore(),
  owner: () => env.authenticatedContext(owner).firestore(),
  other: () => env.authenticatedContext(other).firestore(),
  admin: () => env.authenticatedContext(admin, { admin: true }).firestore(),
};

describe('users/{uid}', () => {
  it('get: owner and admin may read; signed out and other users may not', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), `users/${owner}`)));
    await assertSucceeds(getDoc(doc(as.admin(), `users/${owner}`)));
    await assertFails(getDoc(doc(as.other(), `users/${owner}`)));
    await assertFails(getDoc(doc(as.signedOut(), `users/${owner}`)));
  });

  it('list: only admins may list users', async () => {
    await assertSucceeds(getDocs(collection(as.admin(), 'users')));
    await assertFails(getDocs(collection(as.owner(), 'users')));
    await assertFails(getDocs(collection(as.signedOut(), 'users')));
  });

  it('create: nobody creates a user record from a client (functions do)', async () => {
    await assertFails(setDoc(doc(as.other(), `users/${other}`), { uid: other }));
    await assertFails(setDoc(doc(as.admin(), `users/${other}`), { uid: other }));
    await assertFails(setDoc(doc(as.signedOut(), `users/${other}`), { uid: other }));
  });

  it('update: the usage limits cannot be raised from a client, not even by the owner', async () => {
    await assertFails(updateDoc(doc(as.owner(), `users/${owner}`), { 'usageLimits.notesLeft': 999 }));
    await assertFails(updateDoc(doc(as.other(), `users/${owner}`), { 'usageLimits.notesLeft': 999 }));
    await assertFails(updateDoc(doc(as.admin(), `users/${owner}`), { 'usageLimits.notesLeft': 999 }));
  });

  it('delete: nobody deletes a user record from a client', async () => {
    await assertFails(deleteDoc(doc(as.owner(), `users/${owner}`)));
    await assertFails(deleteDoc(doc(as.admin(), `users/${owner}`)));
    await assertFails(deleteDoc(doc(as.signedOut(), `users/${owner}`)));
  });
});

describe('anything else', () => {
  it('is closed by default', async () => {
    await assertFails(getDoc(doc(as.owner(), 'anything/else')));
    await assertFails(setDoc(doc(as.admin(), 'anything/else'), { a: 1 }));
  });
});
