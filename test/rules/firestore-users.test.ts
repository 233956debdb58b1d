// The rules matrix for users/{uid} and users/{uid}/sessions (STYLE rule 8), against the
// real Firestore emulator of the running local stack.
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { PRACTITIONER_ROLES } from '@shared/roles';
import { GUEST_NOTES_LEFT, GUEST_TIME_LIMIT_SECONDS, NEW_USER_NOTES_LEFT, NEW_USER_TIME_LIMIT_SECONDS } from '@shared/limits';
import { deleteWritten, pastTheRules, type PastTheRules } from '../support/firestore-rules';
import { readStack } from '../support/stack';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

// The emulator is shared with the running app: every id is unique to this run, and
// afterAll deletes exactly the documents this file may have written (no clearFirestore).
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
const freshId = (label: string) => `${label}-${run}-${++counter}`;
const otherUid = freshId('other');
const guestUid = freshId('guest');
const adminUid = freshId('admin');
const written = new Set<string>();

let env: RulesTestEnvironment;
/** The client past the rules that seeds and reads back documents, for the whole suite. */
let pastRules: PastTheRules;
const now = Date.now();

/** Settings as functions write them for a new user. */
const defaultSettings = () => ({
  recordingType: 'In-person',
  transcriptType: 'whisper',
  transcriptLanguage: { name: 'English', code: 'en', category: 'Common Languages' },
  noteLanguage: { name: 'English', code: 'en', category: 'Common Languages' },
  patientTerm: 'Patient',
  writingStyle: '',
  enableSessionStoring: false,
  sessionStoringDuration: 1,
  defaultNote: 'soap',
});

/** A record as functions write it, with every field of the user record. */
function userRecord(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    uid,
    userInfo: {
      displayName: 'Jane Roe',
      email: `${uid}@test.example`,
      location: 'Canada',
      role: 'null',
      phoneNumber: '+1 555 0100',
      ipAddress: '203.0.113.7',
      language: 'en',
    },
    isInternalEmail: false,
    isEmailVerified: false,
    emailVerified: false,
    isFirstTimeLogin: true,
    isGuest: false,
    isEnrolled2FA: false,
    displayProductTour: true,
    leadSource: 'google',
    onlineStatus: 'offline',
    user_status: 'offline',
    usageLimits: { notesLeft: NEW_USER_NOTES_LEFT, timeLimit: NEW_USER_TIME_LIMIT_SECONDS },
    settings: defaultSettings(),
    referrals: { referralCode: 'ABC123', referredBy: '', refList: [] },
    integrations: {
      calendly: { calendlyUserId: '', calendlyToken: '', calendlyLink: '' },
      cliniko: { clinikoAPIKey: '' },
    },
    subscription: { plan: 'Free', option: '', discount: 0, subscriptionId: '' },
    lastLoginTimestamp: now,
    smsMarketingConsent: false,
    accountCreatedAt: now,
    promo: { promoCode: '' },
    review: { reviewType: 'none', feedback: '', reviewTimestamp: 0, googleReviewShown: false, googleReviewShownAt: 0 },
    emailChangeCompletedAt: 0,
    usage: [{ timestamp: '2026-01-05', session: 900, notes: 1 }],
    writingStyle: '',
    trialStart: now,
    trialSecondsLeft: 604800,
    ...overrides,
  };
}

/** A guest's record: same shape, guest flag and quota. */
const guestRecord = (uid: string) =>
  userRecord(uid, { isGuest: true, usageLimits: { notesLeft: GUEST_NOTES_LEFT, timeLimit: GUEST_TIME_LIMIT_SECONDS } });

/** A saved session as functions store it: metadata in clear, contents encrypted. */
const sessionRecord = () => ({
  name: 'Follow-up',
  type: 'In-person',
  createdAt: now,
  expiresAt: now + 86400000,
  contents: { iv: 'aXY=', tag: 'dGFn', ciphertext: 'Y2lwaGVy' },
});

async function seed(docPath: string, data: DocumentData) {
  written.add(docPath);
  await setDoc(doc(pastRules.db, docPath), data);
}

/** Seeds a new user record and returns its uid. */
async function seededUser(label = 'owner', record: (uid: string) => DocumentData = userRecord) {
  const uid = freshId(label);
  await seed(`users/${uid}`, record(uid));
  return uid;
}

/** Seeds a user with one saved session and returns both ids. */
async function seededSession(label = 'owner', record: (uid: string) => DocumentData = userRecord) {
  const uid = await seededUser(label, record);
  const sessionId = freshId('session');
  await seed(`users/${uid}/sessions/${sessionId}`, sessionRecord());
  return { uid, sessionId };
}

/** The document as stored, read past the rules; undefined when it does not exist. */
async function stored(docPath: string) {
  return pastRules.stored(docPath);
}

/** Value at a dotted field path of a document. */
function valueAt(data: DocumentData | undefined, fieldPath: string): unknown {
  return fieldPath.split('.').reduce<unknown>((value, key) => (value as DocumentData | undefined)?.[key], data);
}

const as = {
  signedOut: () => env.unauthenticatedContext().firestore(),
  user: (uid: string) => env.authenticatedContext(uid).firestore(),
  guest: (uid: string) => env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore(),
  admin: () => env.authenticatedContext(adminUid, { admin: true }).firestore(),
};
type Db = ReturnType<typeof as.signedOut>;

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
  pastRules = await pastTheRules(env);
  await Promise.all([
    seed(`users/${otherUid}`, userRecord(otherUid)),
    seed(`users/${guestUid}`, guestRecord(guestUid)),
    seed(`users/${adminUid}`, userRecord(adminUid, { userInfo: { ...userRecord(adminUid).userInfo, role: 'admin' } })),
    // The server-only marker the rules require beside the admin claim (functions write it when they grant admin).
    seed(`admins/${adminUid}`, { grantedAt: now, grantedBy: 'test' }),
  ]);
});

afterAll(async () => {
  await deleteWritten(pastRules.db, written);
  await pastRules.close();
  await env.cleanup();
});

/**
 * Who acts, and on whose record: `self` is the record under test. A guest is an anonymous
 * user who owns their own record, with the same rights as any owner.
 */
interface Actor {
  name: string;
  db: (self: string) => Db;
  record: (uid: string) => DocumentData;
}
const actors: Record<string, Actor> = {
  signedOut: { name: 'signed out', db: () => as.signedOut(), record: userRecord },
  owner: { name: 'owner', db: (self) => as.user(self), record: userRecord },
  other: { name: 'other user', db: () => as.user(otherUid), record: userRecord },
  guestOwn: { name: 'guest on own record', db: (self) => as.guest(self), record: guestRecord },
  guestOther: { name: 'guest on another record', db: () => as.guest(guestUid), record: userRecord },
  admin: { name: 'admin', db: () => as.admin(), record: userRecord },
};

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const allows = (actor: Actor, rights: Op[]) =>
  (['get', 'list', 'create', 'update', 'delete'] as Op[]).map((op) => [actor.name, op, rights.includes(op), actor] as const);
const title = '%s: %s is %s';
const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');

describe('users/{uid}: who may do what', () => {
  const matrix = [
    ...allows(actors.signedOut, []),
    ...allows(actors.owner, ['get', 'update']),
    ...allows(actors.other, []),
    ...allows(actors.guestOwn, ['get', 'update']),
    ...allows(actors.guestOther, []),
    ...allows(actors.admin, ['get', 'list']),
  ].map(([name, op, allowed, actor]) => [name, op, verdict(allowed), allowed, actor] as const);

  test.concurrent.each(matrix)(title, async (_name, op, _verdict, allowed, actor) => {
    const check = allowed ? assertSucceeds : assertFails;
    if (op === 'create') {
      // A record that does not exist yet, created with the shape functions would give it.
      const uid = freshId('new');
      written.add(`users/${uid}`);
      await check(setDoc(doc(actor.db(uid), 'users', uid), actor.record(uid)));
      expect(await stored(`users/${uid}`)).toBeUndefined();
      return;
    }
    const uid = await seededUser('owner', actor.record);
    const ref = doc(actor.db(uid), 'users', uid);
    if (op === 'get') {
      await check(getDoc(ref));
    } else if (op === 'list') {
      // Even a query that can return only the record under test is a list.
      await check(getDocs(query(collection(actor.db(uid), 'users'), where(documentId(), '==', uid))));
    } else if (op === 'update') {
      // A change the owner is allowed to make: what is refused is the actor, not the field.
      await check(updateDoc(ref, { displayProductTour: false }));
      expect((await stored(`users/${uid}`))?.displayProductTour).toBe(!allowed);
    } else {
      await check(deleteDoc(ref));
      expect(await stored(`users/${uid}`)).toBeDefined();
    }
  });

  test.concurrent('only the boolean admin claim counts: a claim of "true" as a string lists nothing', async () => {
    const uid = await seededUser();
    const pretender = env.authenticatedContext(freshId('pretender'), { admin: 'true' }).firestore();
    await assertFails(getDocs(query(collection(pretender, 'users'), where(documentId(), '==', uid))));
    await assertFails(getDoc(doc(pretender, 'users', uid)));
  });

  test.concurrent('admin: may not change another user’s plan or quota from a client (functions do)', async () => {
    const uid = await seededUser();
    await assertFails(updateDoc(doc(as.admin(), 'users', uid), { 'usageLimits.notesLeft': 999 }));
    await assertFails(updateDoc(doc(as.admin(), 'users', uid), { 'subscription.plan': 'Silver' }));
  });
});

describe('users/{uid}: fields the owner may change', () => {
  test.concurrent.each([
    ['userInfo.displayName', 'Dr Jane Roe'],
    ['userInfo.phoneNumber', '+1 555 0199'],
    ['userInfo.language', 'fr'],
    ['userInfo.location', 'France'],
    ['userInfo.firstName', 'Jane'],
    ['userInfo.lastName', 'Roe'],
    ['userInfo.specialty', 'Sports physiotherapy'],
    ['userInfo.organization', 'Clinique du Parc'],
    ['userInfo.role', 'therapist'],
    ['settings', { ...defaultSettings(), patientTerm: 'Client' }],
    ['settings.recordingType', 'Video Call'],
    ['displayProductTour', false],
    ['smsMarketingConsent', true],
    [
      'review',
      {
        reviewType: 'positive',
        feedback: 'Saves me an hour a day',
        reviewTimestamp: now,
        googleReviewShown: true,
        googleReviewShownAt: now,
      },
    ],
    ['review.feedback', 'Still great'],
    ['writingStyle', 'Concise, third person'],
  ])('owner may set %s', async (field, value) => {
    const uid = await seededUser();
    await assertSucceeds(updateDoc(doc(as.user(uid), 'users', uid), { [field]: value }));
    expect(valueAt(await stored(`users/${uid}`), field)).toEqual(value);
  });

  test.concurrent('owner may change several client-writable fields at once, and rewrite userInfo keeping its server fields', async () => {
    const uid = await seededUser();
    const before = (await stored(`users/${uid}`)) as DocumentData;
    await assertSucceeds(
      updateDoc(doc(as.user(uid), 'users', uid), {
        userInfo: { ...before.userInfo, displayName: 'J. Roe', language: 'fr' },
        displayProductTour: false,
        smsMarketingConsent: true,
      }),
    );
    expect((await stored(`users/${uid}`))?.userInfo).toEqual({ ...before.userInfo, displayName: 'J. Roe', language: 'fr' });
  });
});

describe('users/{uid}: server-only fields the owner may not change', () => {
  // One value per field, of the type functions write, different from the seeded one.
  test.concurrent.each([
    ['uid', 'someone-else'],
    ['usageLimits', { notesLeft: 999, timeLimit: 999999 }],
    ['subscription', { plan: 'Silver', option: 'yearly', discount: 100, subscriptionId: 'sub_forged' }],
    ['trialStart', now + 86400000 * 365],
    ['trialSecondsLeft', 99999999],
    ['usage', []],
    ['isInternalEmail', true],
    ['isEmailVerified', true],
    ['emailVerified', true],
    ['isFirstTimeLogin', false],
    ['isGuest', true],
    ['isEnrolled2FA', true],
    ['leadSource', 'friend'],
    ['onlineStatus', 'online'],
    ['user_status', 'online'],
    ['referrals', { referralCode: 'ZZZ999', referredBy: 'someone', refList: ['a', 'b', 'c'] }],
    ['integrations', { calendly: { calendlyUserId: 'u', calendlyToken: 't', calendlyLink: 'l' }, cliniko: { clinikoAPIKey: 'k' } }],
    ['promo', { promoCode: 'FREE100' }],
    ['accountCreatedAt', now - 86400000],
    ['lastLoginTimestamp', now + 1000],
    ['emailChangeCompletedAt', now],
  ])('owner may not set %s', async (field, value) => {
    const uid = await seededUser();
    expect(valueAt(await stored(`users/${uid}`), field)).not.toEqual(value);
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { [field]: value }));
  });

  test.concurrent.each([
    ['usageLimits.notesLeft', 999],
    ['usageLimits.timeLimit', increment(3600)],
    ['subscription.plan', 'Silver'],
    ['referrals.refList', arrayUnion('forged-referral')],
    ['trialSecondsLeft', increment(604800)],
    ['integrations.cliniko.clinikoAPIKey', 'forged'],
  ])('owner may not change the nested server-only field %s', async (field, value) => {
    const uid = await seededUser();
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { [field]: value }));
  });

  test.concurrent.each(['usageLimits', 'subscription', 'isGuest', 'trialStart'])('owner may not delete %s', async (field) => {
    const uid = await seededUser();
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { [field]: deleteField() }));
  });

  // The flatter layout older clients wrote of the record: none of these keys may appear from a client.
  test.concurrent.each([
    ['plan', 'Silver'],
    ['notesLeft', 999],
    ['timeLimit', 999999],
    ['role', 'admin'],
    ['admin', true],
    ['promoCode', 'FREE100'],
  ])('owner may not add the top-level key %s', async (field, value) => {
    const uid = await seededUser();
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { [field]: value }));
  });

  test.concurrent('a client-writable change does not carry a server-only one with it', async () => {
    const uid = await seededUser();
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { displayProductTour: false, 'usageLimits.notesLeft': 999 }));
    expect((await stored(`users/${uid}`))?.displayProductTour).toBe(true);
  });
});

describe('users/{uid}: userInfo', () => {
  test.concurrent.each([
    ['userInfo.email', 'new@test.example'],
    ['userInfo.ipAddress', '198.51.100.1'],
    ['userInfo.email', deleteField()],
    ['userInfo.isAdmin', true],
    ['userInfo.displayName', 42],
    ['userInfo.language', { code: 'fr' }],
    ['userInfo.specialty', ['a', 'list']],
    ['userInfo.organization', 7],
    ['userInfo', 'Jane Roe'],
    ['userInfo', deleteField()],
  ])('owner may not set %s to %p', async (field, value) => {
    const uid = await seededUser();
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { [field]: value }));
  });

  test.concurrent('owner may not rewrite userInfo without its server fields', async () => {
    const uid = await seededUser();
    const { email: _email, ipAddress: _ipAddress, ...profile } = (await stored(`users/${uid}`))?.userInfo as DocumentData;
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { userInfo: { ...profile, displayName: 'J. Roe' } }));
  });
});

describe('users/{uid}: userInfo.role is chosen once, among practitioner roles', () => {
  const setRole = (uid: string, role: unknown) => updateDoc(doc(as.user(uid), 'users', uid), { 'userInfo.role': role });
  const withRole = (role: string) => (uid: string) => userRecord(uid, { userInfo: { ...userRecord(uid).userInfo, role } });

  test.concurrent('null → therapist is allowed', async () => {
    const uid = await seededUser();
    await assertSucceeds(setRole(uid, 'therapist'));
    expect((await stored(`users/${uid}`))?.userInfo.role).toBe('therapist');
  });

  test.concurrent.each(PRACTITIONER_ROLES)('null → %s is allowed (every role of functions/src/shared/roles.ts)', async (role) => {
    const uid = await seededUser();
    await assertSucceeds(setRole(uid, role));
  });

  test.concurrent.each(['admin', 'Doctor', '', 'null-ish', 7])('null → %p is refused', async (role) => {
    const uid = await seededUser();
    await assertFails(setRole(uid, role));
  });

  test.concurrent.each([
    ['therapist', 'doctor'],
    ['therapist', 'admin'],
    ['therapist', 'null'],
    ['admin', 'doctor'],
  ])('%s → %s is refused', async (from, to) => {
    const uid = await seededUser('owner', withRole(from));
    await assertFails(setRole(uid, to));
  });

  test.concurrent('the role cannot be changed a second time after choosing one', async () => {
    const uid = await seededUser();
    await assertSucceeds(setRole(uid, 'nurse'));
    await assertFails(setRole(uid, 'doctor'));
    expect((await stored(`users/${uid}`))?.userInfo.role).toBe('nurse');
  });

  test.concurrent('a guest may choose a role once too', async () => {
    const uid = await seededUser('guest', guestRecord);
    await assertSucceeds(updateDoc(doc(as.guest(uid), 'users', uid), { 'userInfo.role': 'dietitian' }));
    await assertFails(updateDoc(doc(as.guest(uid), 'users', uid), { 'userInfo.role': 'admin' }));
  });
});

describe('users/{uid}: types of client-writable fields', () => {
  test.concurrent.each([
    ['displayProductTour', 'no'],
    ['displayProductTour', null],
    ['displayProductTour', deleteField()],
    ['smsMarketingConsent', 'yes'],
    ['smsMarketingConsent', 1],
    ['settings', 'dark'],
    ['settings', ['whisper']],
    ['settings', deleteField()],
    ['review', 'positive'],
    ['review', { feedback: 'no type' }],
    ['review', { reviewType: '', feedback: 'empty type' }],
    ['review', { reviewType: 5 }],
    ['review', { reviewType: ['positive'] }],
    ['review.reviewType', ''],
    ['review.reviewType', deleteField()],
    ['writingStyle', 42],
  ])('owner may not set %s to %p', async (field, value) => {
    const uid = await seededUser();
    await assertFails(updateDoc(doc(as.user(uid), 'users', uid), { [field]: value }));
  });
});

describe('users/{uid}/sessions/{sessionId}: owner only, and never written by a client', () => {
  const sessionActors: Record<string, Actor> = {
    ...actors,
    guestOwn: { ...actors.guestOwn, name: 'guest on own sessions' },
    guestOther: { ...actors.guestOther, name: 'guest on another user’s sessions' },
  };
  const matrix = [
    ...allows(sessionActors.signedOut, []),
    // Deletion goes through the API (audio, files and the access log go with it).
    ...allows(sessionActors.owner, ['get', 'list']),
    ...allows(sessionActors.other, []),
    ...allows(sessionActors.guestOwn, ['get', 'list']),
    ...allows(sessionActors.guestOther, []),
    // Sessions hold patient data: admins may not read them.
    ...allows(sessionActors.admin, []),
  ].map(([name, op, allowed, actor]) => [name, op, verdict(allowed), allowed, actor] as const);

  test.concurrent.each(matrix)(title, async (_name, op, _verdict, allowed, actor) => {
    const check = allowed ? assertSucceeds : assertFails;
    const { uid, sessionId } = await seededSession('owner', actor.record);
    const db = actor.db(uid);
    const sessionPath = `users/${uid}/sessions/${sessionId}`;
    if (op === 'get') {
      await check(getDoc(doc(db, sessionPath)));
    } else if (op === 'list') {
      await check(getDocs(collection(db, 'users', uid, 'sessions')));
    } else if (op === 'create') {
      const newPath = `users/${uid}/sessions/${freshId('session')}`;
      written.add(newPath);
      await check(setDoc(doc(db, newPath), sessionRecord()));
      expect(await stored(newPath)).toBeUndefined();
    } else if (op === 'update') {
      await check(updateDoc(doc(db, sessionPath), { name: 'Renamed' }));
      expect((await stored(sessionPath))?.name).toBe('Follow-up');
    } else {
      await check(deleteDoc(doc(db, sessionPath)));
      expect(await stored(sessionPath)).toEqual(allowed ? undefined : sessionRecord());
    }
  });

  test.concurrent('nobody lists sessions across users (collection group), admins included', async () => {
    const { uid } = await seededSession();
    await assertFails(getDocs(query(collectionGroup(as.admin(), 'sessions'), limit(1))));
    await assertFails(getDocs(query(collectionGroup(as.user(uid), 'sessions'), limit(1))));
  });
});

describe('users/{uid}/sessionAccess/{id}: the access log, read by its owner, written by functions only', () => {
  const entry = () => ({
    at: 1_700_000_000_000,
    action: 'open',
    sessionId: 'session-1',
    sessionName: 'Follow-up',
    actor: 'owner',
    allowed: true,
    ip: '127.0.0.1',
    detail: '',
  });
  const matrix = [
    ...allows(actors.signedOut, []),
    ...allows(actors.owner, ['get', 'list']),
    ...allows(actors.other, []),
    ...allows(actors.guestOwn, ['get', 'list']),
    ...allows(actors.guestOther, []),
    ...allows(actors.admin, []),
  ].map(([name, op, allowed, actor]) => [name, op, verdict(allowed), allowed, actor] as const);

  test.concurrent.each(matrix)(title, async (_name, op, _verdict, allowed, actor) => {
    const check = allowed ? assertSucceeds : assertFails;
    const uid = await seededUser('owner', actor.record);
    const entryPath = `users/${uid}/sessionAccess/${freshId('access')}`;
    await seed(entryPath, entry());
    const db = actor.db(uid);
    if (op === 'get') {
      await check(getDoc(doc(db, entryPath)));
    } else if (op === 'list') {
      await check(getDocs(collection(db, 'users', uid, 'sessionAccess')));
    } else if (op === 'create') {
      const newPath = `users/${uid}/sessionAccess/${freshId('access')}`;
      written.add(newPath);
      await check(setDoc(doc(db, newPath), entry()));
      expect(await stored(newPath)).toBeUndefined();
    } else if (op === 'update') {
      await check(updateDoc(doc(db, entryPath), { allowed: false }));
      expect((await stored(entryPath))?.allowed).toBe(true);
    } else {
      await check(deleteDoc(doc(db, entryPath)));
      expect(await stored(entryPath)).toEqual(entry());
    }
  });
});

describe('anything else', () => {
  test.concurrent('is closed by default, other sub-collections of a user record included', async () => {
    const uid = await seededUser();
    const elsewhere = `anything/${freshId('else')}`;
    const privatePath = `users/${uid}/private/${freshId('doc')}`;
    written.add(elsewhere).add(privatePath);
    await assertFails(getDoc(doc(as.user(uid), elsewhere)));
    await assertFails(setDoc(doc(as.admin(), elsewhere), { a: 1 }));
    await assertFails(setDoc(doc(as.user(uid), privatePath), { a: 1 }));
    await assertFails(getDoc(doc(as.user(uid), privatePath)));
    expect(await stored(elsewhere)).toBeUndefined();
  });
});
