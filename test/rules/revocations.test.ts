// Revocation in the rules, against the real Firestore emulator of the running local stack.
// "Sign out everywhere", disabling or deleting an account and revoking an admin write the
// server-only marker revocations/{uid} (the second Auth keeps as tokensValidAfterTime); the
// rules then refuse, on every document a user reaches as owner or as admin, a token signed
// in (auth_time) before that second, as the API does. A sign-in at that second or later
// counts, and no marker means nothing was revoked. Last, a check of firestore.rules itself:
// every allow that grants a signed-in user access goes through a gate that asks
// notRevoked(), so a new rule cannot forget it.
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { REVOCATIONS_COLLECTION } from '../../functions/src/security/revocations';
import { deleteWritten, pastTheRules, type PastTheRules, rulesEnvironment } from '../support/firestore-rules';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

const rulesText = fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

// The emulator is shared with the running app: every id is unique to this run, and
// afterAll deletes exactly the documents this file may have written.
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
const freshId = (label: string) => `${label}-${run}-${++counter}`;
/** A custom template id of the allowed shape, unique to this run. */
const customId = () => `tpl_${run.replace(/[^A-Za-z0-9]/g, '')}_${++counter}`;
const written = new Set<string>();
const now = Date.now();

/** The revocation instant of this file's markers (seconds), as Auth records it. */
const validSince = Math.floor(now / 1000);
/** Sign-in times: before the revocation (refused), at its second and after it (a fresh sign-in: allowed). */
const signedInBefore = validSince - 1;
const signedInAtRevocation = validSince;
const signedInAfter = validSince + 60;

/** Owners: one whose sessions were revoked, one who never was. An admin of each kind too. */
const revokedUid = freshId('revoked');
const plainUid = freshId('plain');
const revokedAdminUid = freshId('revoked-admin');
const plainAdminUid = freshId('plain-admin');
/** A user the admins read. */
const patientUid = freshId('listed');

let env: RulesTestEnvironment;
/** The client past the rules that seeds and reads back documents, for the whole suite. */
let pastRules: PastTheRules;

const markerPath = (uid: string) => `${REVOCATIONS_COLLECTION}/${uid}`;
const marker = (since: number) => ({ validSince: since, expiresAt: new Date((since + 86400) * 1000) });

/** A client signed in as `uid` at `authTime` (seconds), an admin when asked. */
const as = (uid: string, authTime: number, admin = false) =>
  env.authenticatedContext(uid, { auth_time: authTime, ...(admin ? { admin: true } : {}) }).firestore();
type Db = ReturnType<typeof as>;

async function seed(docPath: string, data: DocumentData) {
  written.add(docPath);
  await setDoc(doc(pastRules.db, docPath), data);
}

/** A built-in's override and a custom template as the site writes them. */
const override = (favorite: boolean): DocumentData => ({ custom: false, favorite, hidden: false, updatedAt: now });
const customTemplate = (): DocumentData => ({
  custom: true,
  title: 'Sleep clinic note',
  sections: ['Sleep history', 'Plan'],
  prompt: 'Write a sleep clinic note from this consultation.',
  favorite: false,
  hidden: false,
  basedOn: null,
  createdAt: now,
  updatedAt: now,
});

/** A user's record and one document of each of their subcollections, as functions write them. */
async function seedOwner(uid: string) {
  await Promise.all([
    seed(`users/${uid}`, {
      uid,
      userInfo: { email: `${uid}@test.example`, displayName: 'Kim Lee', role: 'therapist' },
      displayProductTour: true,
      settings: { patientTerm: 'Patient' },
    }),
    seed(`users/${uid}/sessions/s-1`, {
      name: 'Follow-up',
      createdAt: now,
      expiresAt: now + 86400000,
      contents: { iv: 'aXY=', tag: 'dGFn', ciphertext: 'Y2lwaGVy' },
    }),
    seed(`users/${uid}/sessionAccess/a-1`, { at: now, action: 'opened', sessionId: 's-1' }),
    seed(`users/${uid}/signIns/i-1`, { at: now, kind: 'sign-in', ok: true, ip: '203.0.113.9', userAgent: 'test', method: 'password' }),
    seed(`users/${uid}/noteTemplates/soap`, override(false)),
  ]);
}

/** Something a client does, allowed to the owner (or admin) while their sessions stand. */
interface Operation {
  name: string;
  run: (db: Db) => Promise<unknown>;
}

/** Every operation the rules allow a user on their own documents: get, list, create, update, delete where allowed. */
function ownerOperations(uid: string): Operation[] {
  const listOf = (sub: string): Operation => ({
    name: `list users/{uid}/${sub}`,
    run: (db) => getDocs(collection(db, `users/${uid}/${sub}`)),
  });
  const getOf = (docPath: string, name: string): Operation => ({ name: `get ${name}`, run: (db) => getDoc(doc(db, docPath)) });
  return [
    getOf(`users/${uid}`, 'users/{uid}'),
    {
      name: 'update users/{uid} (a client-writable field)',
      run: (db) => updateDoc(doc(db, `users/${uid}`), { displayProductTour: false, 'settings.patientTerm': 'Client' }),
    },
    getOf(`users/${uid}/sessions/s-1`, 'users/{uid}/sessions/{id}'),
    listOf('sessions'),
    getOf(`users/${uid}/sessionAccess/a-1`, 'users/{uid}/sessionAccess/{id}'),
    listOf('sessionAccess'),
    getOf(`users/${uid}/signIns/i-1`, 'users/{uid}/signIns/{id}'),
    listOf('signIns'),
    getOf(`users/${uid}/noteTemplates/soap`, 'users/{uid}/noteTemplates/{id}'),
    listOf('noteTemplates'),
    {
      name: 'create users/{uid}/noteTemplates/{id}',
      run: (db) => {
        const id = customId();
        written.add(`users/${uid}/noteTemplates/${id}`);
        return setDoc(doc(db, `users/${uid}/noteTemplates/${id}`), customTemplate());
      },
    },
    { name: 'update users/{uid}/noteTemplates/{id}', run: (db) => setDoc(doc(db, `users/${uid}/noteTemplates/soap`), override(true)) },
    {
      name: 'delete users/{uid}/noteTemplates/{id}',
      run: async (db) => {
        const id = customId();
        await seed(`users/${uid}/noteTemplates/${id}`, customTemplate());
        return deleteDoc(doc(db, `users/${uid}/noteTemplates/${id}`));
      },
    },
  ];
}

/** What an admin reads through the rules: the user list and another user's record. */
const adminOperations: Operation[] = [
  { name: 'admin: list users', run: (db) => getDocs(query(collection(db, 'users'), limit(5))) },
  { name: 'admin: get another user’s record', run: (db) => getDoc(doc(db, `users/${patientUid}`)) },
];

beforeAll(async () => {
  env = await rulesEnvironment(rulesText);
  pastRules = await pastTheRules(env);
  await Promise.all([
    seedOwner(revokedUid),
    seedOwner(plainUid),
    seed(`users/${patientUid}`, { uid: patientUid, userInfo: { email: `${patientUid}@test.example` } }),
    ...[revokedAdminUid, plainAdminUid].map((uid) => seed(`admins/${uid}`, { grantedAt: now, grantedBy: 'test' })),
    seed(markerPath(revokedUid), marker(validSince)),
    seed(markerPath(revokedAdminUid), marker(validSince)),
  ]);
});

afterAll(async () => {
  await deleteWritten(pastRules.db, written);
  await pastRules.close();
  await env.cleanup();
});

const cases = (operations: Operation[]) => operations.map((operation) => [operation.name, operation] as const);

describe('a token signed in before the revocation marker is refused on every user-owned path', () => {
  test.concurrent.each(cases(ownerOperations(revokedUid)))('%s', async (_name, operation) => {
    await assertFails(operation.run(as(revokedUid, signedInBefore)));
  });

  test.concurrent.each(cases(adminOperations))(
    '%s (an admin whose sessions were revoked, claim and admin marker still there)',
    async (_name, operation) => {
      await assertFails(operation.run(as(revokedAdminUid, signedInBefore, true)));
    },
  );

  test.concurrent('a token without auth_time reads as signed in at 0: refused too', async () => {
    const db = env.authenticatedContext(revokedUid, { auth_time: undefined as unknown as number }).firestore();
    await assertFails(getDoc(doc(db, `users/${revokedUid}`)));
  });
});

describe('a token signed in at the revocation second or after it (a fresh sign-in) is allowed', () => {
  test.concurrent.each(cases(ownerOperations(revokedUid)))('%s', async (_name, operation) => {
    await assertSucceeds(operation.run(as(revokedUid, signedInAfter)));
  });

  test.concurrent.each(cases(adminOperations))('%s', async (_name, operation) => {
    await assertSucceeds(operation.run(as(revokedAdminUid, signedInAfter, true)));
  });

  // Auth refuses a token only when auth_time < tokensValidAfterTime: the same second counts.
  test.concurrent('signed in in the very second of the revocation: allowed, as the API allows it', async () => {
    await assertSucceeds(getDoc(doc(as(revokedUid, signedInAtRevocation), `users/${revokedUid}`)));
    await assertSucceeds(getDocs(query(collection(as(revokedAdminUid, signedInAtRevocation, true), 'users'), limit(5))));
  });
});

describe('no marker: nothing was revoked', () => {
  test.concurrent.each(cases(ownerOperations(plainUid)))('%s', async (_name, operation) => {
    await assertSucceeds(operation.run(as(plainUid, signedInBefore)));
  });

  test.concurrent.each(cases(adminOperations))('%s', async (_name, operation) => {
    await assertSucceeds(operation.run(as(plainAdminUid, signedInBefore, true)));
  });
});

describe('revocations/{uid}: no client reads or writes a marker', () => {
  const clients: Array<[string, () => Db]> = [
    ['signed out', () => env.unauthenticatedContext().firestore()],
    ['the owner (revoked, signed in before)', () => as(revokedUid, signedInBefore)],
    ['the owner (signed in again after)', () => as(revokedUid, signedInAfter)],
    ['a user without marker', () => as(plainUid, signedInAfter)],
    ['another user', () => as(freshId('stranger'), signedInAfter)],
    ['an admin', () => as(plainAdminUid, signedInAfter, true)],
  ];

  test.concurrent.each(clients)('%s: no get, list, create, update or delete', async (_name, client) => {
    const db = client();
    await assertFails(getDoc(doc(db, markerPath(revokedUid))));
    await assertFails(getDoc(doc(db, markerPath(plainUid))));
    await assertFails(getDocs(collection(db, REVOCATIONS_COLLECTION)));
    const created = freshId('marker');
    written.add(markerPath(created));
    await assertFails(setDoc(doc(db, markerPath(created)), marker(0)));
    written.add(markerPath(plainUid));
    await assertFails(setDoc(doc(db, markerPath(plainUid)), marker(validSince)));
    await assertFails(updateDoc(doc(db, markerPath(revokedUid)), { validSince: 0 }));
    await assertFails(setDoc(doc(db, markerPath(revokedUid)), marker(0)));
    await assertFails(deleteDoc(doc(db, markerPath(revokedUid))));
  });
});

// ---- firestore.rules itself: every grant to a signed-in user asks notRevoked().

/** The rules text without comments. */
const withoutComments = (text: string) => text.replace(/\/\/[^\n]*/g, '');

/** Each function of the rules, by name: its body. */
function functionsOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const head = /function\s+(\w+)\s*\([^)]*\)\s*\{/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    let depth = 1;
    let end = head.lastIndex;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    }
    found.set(match[1], text.slice(head.lastIndex, end - 1));
  }
  return found;
}

/** The functions an expression calls (of those defined). */
const callsIn = (expression: string, defined: Map<string, string>) =>
  [...defined.keys()].filter((name) => new RegExp(`\\b${name}\\s*\\(`).test(expression));

/**
 * What in `text` lets a signed-in user through without the revocation check: a function that
 * reads request.auth without asking notRevoked() (signedIn() and notRevoked() themselves
 * aside), or an allow that is not `if false` and does not go through such a gate, or that
 * reads request.auth or calls signedIn() on its own.
 */
function revocationGaps(text: string): string[] {
  const clean = withoutComments(text);
  const defined = functionsOf(clean);
  if (!defined.has('notRevoked')) return ['no notRevoked() function'];
  const asksRevocation = new Map<string, boolean>();
  const asks = (name: string, seen: Set<string> = new Set()): boolean => {
    if (name === 'notRevoked') return true;
    if (asksRevocation.has(name)) return asksRevocation.get(name) as boolean;
    if (seen.has(name)) return false;
    seen.add(name);
    const result = callsIn(defined.get(name) ?? '', defined).some((called) => asks(called, seen));
    asksRevocation.set(name, result);
    return result;
  };
  const gaps: string[] = [];
  const gates = [...defined.keys()].filter(
    (name) => /request\.auth\b/.test(defined.get(name) as string) && name !== 'signedIn' && name !== 'notRevoked',
  );
  for (const gate of gates) if (!asks(gate)) gaps.push(`function ${gate}() reads request.auth without notRevoked()`);
  const allow = /allow\s+([\w\s,]+?)\s*:\s*if\s+([^;]+);/g;
  for (let match = allow.exec(clean); match; match = allow.exec(clean)) {
    const condition = match[2].replace(/\s+/g, ' ').trim();
    if (condition === 'false') continue;
    const where = `allow ${match[1].trim()}: if ${condition}`;
    if (/request\.auth\b/.test(condition)) gaps.push(`${where}: reads request.auth itself`);
    if (/\bsignedIn\s*\(/.test(condition)) gaps.push(`${where}: calls signedIn() itself`);
    if (!callsIn(condition, defined).some((called) => gates.includes(called) && asks(called)))
      gaps.push(`${where}: grants without a gate that asks notRevoked()`);
  }
  return gaps;
}

describe('firestore.rules: every grant to a signed-in user asks notRevoked()', () => {
  test.concurrent("the rules as they are: no gap, and the gates are isOwner(), isAdmin() and the practice's three", () => {
    expect(revocationGaps(rulesText)).toEqual([]);
    const defined = functionsOf(withoutComments(rulesText));
    expect([...defined.keys()].filter((name) => /request\.auth\b/.test(defined.get(name) as string)).sort()).toEqual([
      'isAdmin',
      'isInvitedAddress',
      'isOwner',
      'isPracticeAdmin',
      'isPracticeMember',
      'notRevoked',
      'signedIn',
    ]);
  });

  // The check's own test: each way of coming back is found.
  test.concurrent.each([
    ['isOwner() without the check', (text: string) => text.replace('request.auth.uid == uid && notRevoked()', 'request.auth.uid == uid')],
    [
      'isAdmin() without the check',
      (text: string) =>
        text.replace(/(exists\(\/databases\/\$\(database\)\/documents\/admins\/\$\(request\.auth\.uid\)\))\s*&& notRevoked\(\)/, '$1'),
    ],
    [
      'isPracticeMember() without the check',
      (text: string) => text.replace(/(members\/\$\(request\.auth\.uid\)\))\s*&& notRevoked\(\)/, '$1'),
    ],
    [
      'isInvitedAddress() without the check',
      (text: string) => text.replace(/(request\.auth\.token\.email\.lower\(\) == email)\s*&& notRevoked\(\)/, '$1'),
    ],
    ['no notRevoked() at all', (text: string) => text.replace('function notRevoked()', 'function stillSignedIn()')],
    [
      'a new gate of its own',
      (text: string) =>
        text.replace(
          'match /{document=**} {',
          'function isMember(uid) { return request.auth.uid == uid; }\n match /teams/{uid} { allow get: if isMember(uid); }\n match /{document=**} {',
        ),
    ],
    [
      'an allow that compares the uid itself',
      (text: string) =>
        text.replace(
          'match /{document=**} {',
          'match /drafts/{uid} { allow get: if request.auth != null && request.auth.uid == uid; }\n match /{document=**} {',
        ),
    ],
    [
      'an allow for any signed-in user',
      (text: string) => text.replace('match /{document=**} {', 'match /news/{id} { allow get: if signedIn(); }\n match /{document=**} {'),
    ],
    [
      'an allow that lets the owner in or anyone signed in',
      (text: string) => text.replace('allow get, list: if isOwner(uid);', 'allow get, list: if isOwner(uid) || signedIn();'),
    ],
  ])('finds %s', (_name, change) => {
    const changed = change(rulesText);
    expect(changed).not.toBe(rulesText);
    expect(revocationGaps(changed).length).toBeGreaterThan(0);
  });
});
