// The rules of a practice (STYLE rule 8), against the real Firestore emulator of the running
// local stack, written as the attacks they refuse: every client is a member, an admin, the
// owner, an invited address, a member of another practice or an outsider, and each tries what
// it must not do. Functions write everything under practices/** (Admin SDK): no client
// writes there, a member cannot give themself a role or add themself, and no one in a
// practice reads another member's sessions, access log, sign-ins or note library, the
// practice's owner and admins included. Each gate also asks notRevoked().
import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import {
  practiceDocSchema,
  practiceInvitationDocSchema,
  practiceLogEntrySchema,
  practiceMemberDocSchema,
  practiceTemplateDocSchema,
  userPracticeSchema,
  type PracticeDoc,
  type PracticeInvitationDoc,
  type PracticeLogEntry,
  type PracticeMemberDoc,
  type PracticeRole,
  type PracticeTemplateDoc,
} from '@shared/practices';
import { REVOCATIONS_COLLECTION } from '../../functions/src/security/revocations';
import { deleteWritten, pastTheRules, type PastTheRules, rulesEnvironment } from '../support/firestore-rules';

// Denied requests are the point of these tests: keep the SDK from logging each one.
setLogLevel('silent');

const rulesText = fs.readFileSync(path.join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

// The emulator is shared with the running app: every id is unique to this run, and afterAll
// deletes exactly the documents this file may have written.
const run = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
let counter = 0;
const freshId = (label: string) => `${label}-${run}-${++counter}`;
const written = new Set<string>();
const now = Date.now();
/** Token sign-in times (seconds): before a revocation marker (refused) and after it (allowed). */
const validSince = Math.floor(now / 1000);
const signedInBefore = validSince - 1;
const signedInAfter = validSince + 60;

// Practice A: its owner, an admin and two clinicians. Practice B: its owner and a clinician.
const practiceA = `pa${run}`;
const practiceB = `pb${run}`;
const ownerA = freshId('owner-a');
const adminA = freshId('admin-a');
const clinicianA = freshId('clinician-a');
const colleagueA = freshId('colleague-a');
const ownerB = freshId('owner-b');
const clinicianB = freshId('clinician-b');
const outsider = freshId('outsider');
/** A site administrator (custom claim and marker): the practice's documents are not theirs either. */
const siteAdmin = freshId('site-admin');
/** A member of A whose sessions were revoked ("sign out everywhere"), and an admin of A the same. */
const revokedMember = freshId('revoked-member');
const revokedAdmin = freshId('revoked-admin');
const invitedEmail = `invited-${run}@test.example`;
const invitationId = `inv${run}`;
const templateId = `practice-${run}`;
const logId = `log${run}`;

let env: RulesTestEnvironment;
/** The client past the rules that seeds and reads back documents, for the whole suite. */
let pastRules: PastTheRules;

async function seed(docPath: string, data: DocumentData) {
  written.add(docPath);
  await setDoc(doc(pastRules.db, docPath), data);
}

/** The document as stored, read past the rules; undefined when it does not exist. */
async function stored(docPath: string) {
  return pastRules.stored(docPath);
}

const practiceDoc = (ownerUid: string): PracticeDoc => ({
  name: 'Riverside Physiotherapy',
  ownerUid,
  createdAt: now,
  status: 'active',
  closedAt: null,
  memberCount: 4,
  subscription: null,
  version: 3,
});
const memberDoc = (uid: string, role: PracticeRole): PracticeMemberDoc => ({
  uid,
  email: `${uid}@test.example`,
  displayName: 'Kim Lee',
  role,
  joinedAt: now,
  updatedAt: now,
  version: 0,
});
const invitationDoc: PracticeInvitationDoc = {
  email: invitedEmail,
  role: 'clinician',
  invitedBy: adminA,
  inviterName: 'Alex Admin',
  practiceName: 'Riverside Physiotherapy',
  createdAt: now,
  expiresAt: now + 86400000,
  status: 'pending',
  tokenHash: 'a'.repeat(64),
  sentCount: 1,
  acceptedBy: null,
  acceptedAt: null,
  revokedAt: null,
};
const templateDoc: PracticeTemplateDoc = {
  title: 'Knee assessment',
  sections: ['History', 'Findings', 'Plan'],
  prompt: 'Write a knee assessment.',
  sourceId: 'src12345678',
  publishedBy: adminA,
  publishedByName: 'Alex Admin',
  publishedAt: now,
  updatedAt: now,
  basedOn: null,
};
const logEntry: PracticeLogEntry = {
  at: now,
  event: 'joined',
  actorUid: clinicianA,
  actorName: 'Kim Lee',
  subject: `${clinicianA}@test.example`,
  details: { role: 'clinician' },
};

const paths = {
  practice: (pid: string) => `practices/${pid}`,
  member: (pid: string, uid: string) => `practices/${pid}/members/${uid}`,
  invitation: (pid: string, id: string) => `practices/${pid}/invitations/${id}`,
  template: (pid: string, id: string) => `practices/${pid}/templates/${id}`,
  log: (pid: string, id: string) => `practices/${pid}/log/${id}`,
};

/** Seeds a user record that names its practice, as functions write it. */
async function seedUser(uid: string, practiceId: string | null, role: PracticeRole = 'clinician') {
  await seed(`users/${uid}`, {
    uid,
    userInfo: { email: `${uid}@test.example`, displayName: 'Kim Lee', role: 'therapist' },
    displayProductTour: true,
    settings: { patientTerm: 'Patient' },
    practice: practiceId ? { practiceId, role, joinedAt: now } : null,
  });
}

/** A client signed in as `uid`, with more token claims when given. */
const as = (uid: string, claims: Record<string, unknown> = {}) => env.authenticatedContext(uid, claims).firestore();
type Db = ReturnType<typeof as>;
const signedOut = () => env.unauthenticatedContext().firestore();
/** The invited address signed in, its address verified (or not), and in the case given. */
const invitee = (verified = true, email = invitedEmail) => as(freshId('invitee'), { email, email_verified: verified });

const get = (db: Db, docPath: string) => getDoc(doc(db, docPath));
const list = (db: Db, collectionPath: string) => getDocs(collection(db, collectionPath));
/** A read a client attempts, named. */
type Read = readonly [string, (db: Db) => Promise<unknown>];

beforeAll(async () => {
  env = await rulesEnvironment(rulesText);
  pastRules = await pastTheRules(env);
  // Every seed is a document of its own: all at once, not one round trip after another.
  const membersA: Array<[string, PracticeRole]> = [
    [ownerA, 'owner'],
    [adminA, 'admin'],
    [clinicianA, 'clinician'],
    [colleagueA, 'clinician'],
    [revokedMember, 'clinician'],
    [revokedAdmin, 'admin'],
  ];
  const membersB: Array<[string, PracticeRole]> = [
    [ownerB, 'owner'],
    [clinicianB, 'clinician'],
  ];
  await Promise.all([
    seed(paths.practice(practiceA), practiceDoc(ownerA)),
    seed(paths.practice(practiceB), practiceDoc(ownerB)),
    ...[
      ...membersA.map(([uid, role]) => [practiceA, uid, role] as const),
      ...membersB.map(([uid, role]) => [practiceB, uid, role] as const),
    ].flatMap(([pid, uid, role]) => [seed(paths.member(pid, uid), memberDoc(uid, role)), seedUser(uid, pid, role)]),
    seedUser(outsider, null),
    ...[practiceA, practiceB].flatMap((pid) => [
      seed(paths.invitation(pid, invitationId), invitationDoc),
      seed(paths.template(pid, templateId), templateDoc),
      seed(paths.log(pid, logId), logEntry),
    ]),
    seed(`practiceConnections/${practiceA}_cliniko`, { sealed: 'x' }),
    seed(`admins/${siteAdmin}`, { grantedAt: now, grantedBy: 'test' }),
    // A clinician's own documents, which no one else in the practice reads.
    seed(`users/${clinicianA}/sessions/s-1`, {
      name: 'Follow-up',
      createdAt: now,
      expiresAt: now + 86400000,
      contents: { iv: 'aXY=', tag: 'dGFn', ciphertext: 'Y2lwaGVy' },
    }),
    seed(`users/${clinicianA}/sessionAccess/a-1`, { at: now, action: 'opened', sessionId: 's-1' }),
    seed(`users/${clinicianA}/signIns/i-1`, {
      at: now,
      kind: 'sign-in',
      ok: true,
      ip: '203.0.113.9',
      userAgent: 't',
      method: 'password',
    }),
    seed(`users/${clinicianA}/noteTemplates/soap`, { custom: false, favorite: true, hidden: false, updatedAt: now }),
    ...[revokedMember, revokedAdmin].map((uid) =>
      seed(`${REVOCATIONS_COLLECTION}/${uid}`, { validSince, expiresAt: new Date((validSince + 86400) * 1000) }),
    ),
  ]);
});

afterAll(async () => {
  await deleteWritten(pastRules.db, written);
  await pastRules.close();
  await env.cleanup();
});

describe('the documents the tests seed are the ones functions write', () => {
  test.concurrent('match the shared schemas', () => {
    expect(practiceDocSchema.safeParse(practiceDoc(ownerA)).success).toBe(true);
    expect(practiceMemberDocSchema.safeParse(memberDoc(clinicianA, 'clinician')).success).toBe(true);
    expect(practiceInvitationDocSchema.safeParse(invitationDoc).success).toBe(true);
    expect(practiceTemplateDocSchema.safeParse(templateDoc).success).toBe(true);
    expect(practiceLogEntrySchema.safeParse(logEntry).success).toBe(true);
    expect(userPracticeSchema.safeParse({ practiceId: practiceA, role: 'clinician', joinedAt: now }).success).toBe(true);
  });
});

/** Who reads practice A, and whether each may. */
interface Reader {
  name: string;
  db: () => Db;
}
const readers = {
  owner: { name: 'the owner', db: () => as(ownerA) },
  admin: { name: 'an admin', db: () => as(adminA) },
  clinician: { name: 'a clinician', db: () => as(clinicianA) },
  otherPractice: { name: 'the owner of practice B', db: () => as(ownerB) },
  outsider: { name: 'an outsider', db: () => as(outsider) },
  siteAdmin: { name: 'a site administrator', db: () => as(siteAdmin, { admin: true }) },
  signedOut: { name: 'signed out', db: signedOut },
} satisfies Record<string, Reader>;
const everyone = Object.values(readers);
const cases = (allowed: Reader[]) =>
  everyone.map((reader) => [reader.name, allowed.includes(reader) ? 'allowed' : 'refused', reader] as const);
const members = [readers.owner, readers.admin, readers.clinician];
const admins = [readers.owner, readers.admin];

describe('practices/{pid}: its members get it, no one lists practices', () => {
  test.concurrent.each(cases(members))('get: %s is %s', async (_name, verdict, reader) => {
    await (verdict === 'allowed' ? assertSucceeds : assertFails)(get(reader.db(), paths.practice(practiceA)));
  });

  test.concurrent.each(everyone.map((reader) => [reader.name, reader] as const))('list: %s is refused', async (_name, reader) => {
    await assertFails(list(reader.db(), 'practices'));
  });

  test.concurrent('a member of practice A does not read practice B', async () => {
    await assertFails(get(as(clinicianA), paths.practice(practiceB)));
    await assertFails(get(as(ownerA), paths.practice(practiceB)));
  });
});

describe('practices/{pid}/members: the colleagues, read by members only', () => {
  test.concurrent.each(cases(members))('get and list: %s is %s', async (_name, verdict, reader) => {
    const check = verdict === 'allowed' ? assertSucceeds : assertFails;
    await check(get(reader.db(), paths.member(practiceA, colleagueA)));
    await check(list(reader.db(), `practices/${practiceA}/members`));
  });

  test.concurrent('a member lists every member of their practice, names and roles', async () => {
    const snapshot = await assertSucceeds(list(as(clinicianA), `practices/${practiceA}/members`));
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual([ownerA, adminA, clinicianA, colleagueA, revokedMember, revokedAdmin].sort());
    expect(snapshot.docs.find((d) => d.id === ownerA)?.data().role).toBe('owner');
  });

  test.concurrent('a member of practice A lists no member of practice B', async () => {
    await assertFails(list(as(adminA), `practices/${practiceB}/members`));
    await assertFails(get(as(adminA), paths.member(practiceB, clinicianB)));
  });
});

describe('practices/{pid}/invitations: the invited address and the practice’s admins', () => {
  const invitationPath = paths.invitation(practiceA, invitationId);

  test.concurrent.each(cases(admins))('get and list: %s is %s', async (_name, verdict, reader) => {
    const check = verdict === 'allowed' ? assertSucceeds : assertFails;
    await check(get(reader.db(), invitationPath));
    await check(list(reader.db(), `practices/${practiceA}/invitations`));
  });

  test.concurrent('the invited address (verified) reads its invitation, in whatever case its token spells it', async () => {
    const snapshot = await assertSucceeds(get(invitee(), invitationPath));
    expect(snapshot.data()?.role).toBe('clinician');
    await assertSucceeds(get(invitee(true, invitedEmail.toUpperCase()), invitationPath));
  });

  test.concurrent('the invited address does not list the practice’s invitations (others’ addresses)', async () => {
    await assertFails(list(invitee(), `practices/${practiceA}/invitations`));
  });

  test.concurrent('an account that has not proved it owns the invited address is refused', async () => {
    await assertFails(get(invitee(false), invitationPath));
    await assertFails(get(as(freshId('no-flag'), { email: invitedEmail }), invitationPath));
  });

  test.concurrent('another address is refused, verified or not, and so is a token without an address', async () => {
    await assertFails(get(invitee(true, `someone-else-${run}@test.example`), invitationPath));
    await assertFails(get(invitee(true, `x${invitedEmail}`), invitationPath));
    await assertFails(get(as(freshId('no-email'), { email_verified: true }), invitationPath));
  });

  test.concurrent('the admin of practice B does not read practice A’s invitations', async () => {
    await assertFails(get(as(ownerB), invitationPath));
    await assertFails(list(as(ownerB), `practices/${practiceA}/invitations`));
  });
});

describe('practices/{pid}/templates: the shared library, read by members only', () => {
  test.concurrent.each(cases(members))('get and list: %s is %s', async (_name, verdict, reader) => {
    const check = verdict === 'allowed' ? assertSucceeds : assertFails;
    await check(get(reader.db(), paths.template(practiceA, templateId)));
    await check(list(reader.db(), `practices/${practiceA}/templates`));
  });

  test.concurrent('a member of practice A does not read practice B’s templates', async () => {
    await assertFails(list(as(clinicianA), `practices/${practiceB}/templates`));
  });
});

describe('practices/{pid}/log: the owner and admins only', () => {
  test.concurrent.each(cases(admins))('get and list: %s is %s', async (_name, verdict, reader) => {
    const check = verdict === 'allowed' ? assertSucceeds : assertFails;
    await check(get(reader.db(), paths.log(practiceA, logId)));
    await check(list(reader.db(), `practices/${practiceA}/log`));
  });

  test.concurrent('the admin of practice A does not read practice B’s log', async () => {
    await assertFails(list(as(adminA), `practices/${practiceB}/log`));
  });
});

describe('no client writes anything of a practice', () => {
  const writers: Reader[] = [
    ...everyone,
    { name: 'the invited address', db: () => invitee() },
    { name: 'a member whose token was revoked, signed in again', db: () => as(revokedMember, { auth_time: signedInAfter }) },
  ];
  const targets = [
    { name: 'the practice', path: () => paths.practice(practiceA), data: practiceDoc(ownerA), change: { name: 'Taken over' } },
    {
      name: 'a member',
      path: () => paths.member(practiceA, colleagueA),
      data: memberDoc(colleagueA, 'clinician'),
      change: { role: 'admin' },
    },
    { name: 'an invitation', path: () => paths.invitation(practiceA, invitationId), data: invitationDoc, change: { role: 'admin' } },
    { name: 'a shared template', path: () => paths.template(practiceA, templateId), data: templateDoc, change: { prompt: 'Changed.' } },
    { name: 'a log entry', path: () => paths.log(practiceA, logId), data: logEntry, change: { event: 'closed' } },
  ];

  test.concurrent.each(writers.flatMap((writer) => targets.map((target) => [writer.name, target.name, writer, target] as const)))(
    '%s: no create, update or delete of %s',
    async (_writer, _target, writer, target) => {
      const db = writer.db();
      const created = `${target.path()}-new-${++counter}`;
      written.add(created);
      await assertFails(setDoc(doc(db, created), target.data));
      await assertFails(updateDoc(doc(db, target.path()), target.change));
      await assertFails(setDoc(doc(db, target.path()), { ...target.data, ...target.change }));
      await assertFails(deleteDoc(doc(db, target.path())));
      expect(await stored(created)).toBeUndefined();
      expect(await stored(target.path())).toEqual(target.data);
    },
  );

  test.concurrent('a clinician cannot give themself a role: their member document stays as functions wrote it', async () => {
    const own = paths.member(practiceA, clinicianA);
    for (const role of ['admin', 'owner']) {
      await assertFails(updateDoc(doc(as(clinicianA), own), { role }));
      await assertFails(setDoc(doc(as(clinicianA), own), { ...memberDoc(clinicianA, 'clinician'), role }));
    }
    await assertFails(updateDoc(doc(as(adminA), own), { role: 'admin' }));
    await assertFails(updateDoc(doc(as(adminA), paths.member(practiceA, adminA)), { role: 'owner' }));
    expect((await stored(own))?.role).toBe('clinician');
  });

  test.concurrent('an outsider cannot add themself to a practice (member document), nor a member of B to A', async () => {
    for (const [uid, pid] of [
      [outsider, practiceA],
      [clinicianB, practiceA],
    ]) {
      const own = paths.member(pid, uid);
      written.add(own);
      await assertFails(setDoc(doc(as(uid), own), memberDoc(uid, 'clinician')));
      expect(await stored(own)).toBeUndefined();
      await assertFails(get(as(uid), paths.practice(pid)));
    }
  });

  test.concurrent('no client reads or writes a practice’s connections', async () => {
    for (const reader of [...members, readers.outsider, readers.siteAdmin]) {
      await assertFails(get(reader.db(), `practiceConnections/${practiceA}_cliniko`));
      await assertFails(setDoc(doc(reader.db(), `practiceConnections/${practiceA}_cliniko`), { sealed: 'y' }));
    }
  });
});

describe('users/{uid}.practice: written by functions only', () => {
  const practiceField = (practiceId: string, role: PracticeRole) => ({ practiceId, role, joinedAt: now });

  test.concurrent('the owner of the record may still change their own fields (the control for the refusals below)', async () => {
    await assertSucceeds(updateDoc(doc(as(outsider), `users/${outsider}`), { displayProductTour: false }));
  });

  test.concurrent('an outsider cannot name a practice in their record (join it)', async () => {
    await assertFails(updateDoc(doc(as(outsider), `users/${outsider}`), { practice: practiceField(practiceA, 'clinician') }));
    await assertFails(
      updateDoc(doc(as(outsider), `users/${outsider}`), { displayProductTour: true, practice: practiceField(practiceA, 'owner') }),
    );
    expect((await stored(`users/${outsider}`))?.practice).toBeNull();
  });

  test.concurrent('a clinician cannot raise their role, move to another practice or leave by clearing it', async () => {
    const record = `users/${clinicianA}`;
    await assertFails(updateDoc(doc(as(clinicianA), record), { practice: practiceField(practiceA, 'admin') }));
    await assertFails(updateDoc(doc(as(clinicianA), record), { 'practice.role': 'owner' }));
    await assertFails(updateDoc(doc(as(clinicianA), record), { practice: practiceField(practiceB, 'clinician') }));
    await assertFails(updateDoc(doc(as(clinicianA), record), { practice: null }));
    await assertFails(updateDoc(doc(as(clinicianA), record), { practice: deleteField() }));
    expect((await stored(record))?.practice).toEqual(practiceField(practiceA, 'clinician'));
  });

  test.concurrent(
    'a record that names a practice without a member document opens nothing: the rules trust the member document only',
    async () => {
      const stale = freshId('stale');
      await seedUser(stale, practiceA, 'admin');
      await assertFails(get(as(stale), paths.practice(practiceA)));
      await assertFails(list(as(stale), `practices/${practiceA}/log`));
      await assertFails(list(as(stale), `practices/${practiceA}/templates`));
    },
  );

  test.concurrent('a removed member (member document deleted) reads the practice no more', async () => {
    const removed = freshId('removed');
    await seed(paths.member(practiceA, removed), memberDoc(removed, 'admin'));
    await assertSucceeds(get(as(removed), paths.practice(practiceA)));
    await deleteDoc(doc(pastRules.db, paths.member(practiceA, removed)));
    await assertFails(get(as(removed), paths.practice(practiceA)));
    await assertFails(list(as(removed), `practices/${practiceA}/invitations`));
  });
});

describe('a member’s own documents stay theirs, the practice’s owner and admins included', () => {
  const own: Read[] = [
    ['the user record', (db: Db) => get(db, `users/${clinicianA}`)],
    ['a session', (db: Db) => get(db, `users/${clinicianA}/sessions/s-1`)],
    ['the session list', (db: Db) => list(db, `users/${clinicianA}/sessions`)],
    ['the session access log', (db: Db) => list(db, `users/${clinicianA}/sessionAccess`)],
    ['an access log entry', (db: Db) => get(db, `users/${clinicianA}/sessionAccess/a-1`)],
    ['the sign-ins', (db: Db) => list(db, `users/${clinicianA}/signIns`)],
    ['the note library', (db: Db) => list(db, `users/${clinicianA}/noteTemplates`)],
    ['a note template', (db: Db) => get(db, `users/${clinicianA}/noteTemplates/soap`)],
  ];
  const colleagues = [
    ['another clinician of the practice', () => as(colleagueA)],
    ['the practice’s admin', () => as(adminA)],
    ['the practice’s owner', () => as(ownerA)],
  ] as const;

  test.concurrent.each(colleagues.flatMap(([who, db]) => own.map(([what, read]) => [who, what, db, read] as const)))(
    '%s cannot read %s',
    async (_who, _what, db, read) => {
      await assertFails(read(db()));
    },
  );

  test.concurrent.each(own.map(([what, read]) => [what, read] as const))('the clinician reads %s (the control)', async (_what, read) => {
    await assertSucceeds(read(as(clinicianA)));
  });

  test.concurrent('an admin of the practice cannot write into a member’s library or sessions', async () => {
    await assertFails(
      setDoc(doc(as(adminA), `users/${clinicianA}/noteTemplates/dap`), { custom: false, favorite: true, hidden: false, updatedAt: now }),
    );
    await assertFails(deleteDoc(doc(as(ownerA), `users/${clinicianA}/sessions/s-1`)));
    expect(await stored(`users/${clinicianA}/sessions/s-1`)).toBeDefined();
  });
});

describe('a token signed in before its revocation marker is refused by every practice gate', () => {
  const memberReads: Read[] = [
    ['get the practice', (db: Db) => get(db, paths.practice(practiceA))],
    ['list the members', (db: Db) => list(db, `practices/${practiceA}/members`)],
    ['list the templates', (db: Db) => list(db, `practices/${practiceA}/templates`)],
  ];
  const adminReads: Read[] = [
    ['list the invitations', (db: Db) => list(db, `practices/${practiceA}/invitations`)],
    ['get an invitation', (db: Db) => get(db, paths.invitation(practiceA, invitationId))],
    ['list the log', (db: Db) => list(db, `practices/${practiceA}/log`)],
  ];

  test.concurrent.each(memberReads)('a member: %s', async (_what, read) => {
    await assertFails(read(as(revokedMember, { auth_time: signedInBefore })));
    await assertSucceeds(read(as(revokedMember, { auth_time: signedInAfter })));
  });

  test.concurrent.each(adminReads)('an admin: %s', async (_what, read) => {
    await assertFails(read(as(revokedAdmin, { auth_time: signedInBefore })));
    await assertSucceeds(read(as(revokedAdmin, { auth_time: signedInAfter })));
  });

  test.concurrent('the invited address', async () => {
    const uid = freshId('revoked-invitee');
    await seed(`${REVOCATIONS_COLLECTION}/${uid}`, { validSince, expiresAt: new Date((validSince + 86400) * 1000) });
    const claims = { email: invitedEmail, email_verified: true };
    await assertFails(get(as(uid, { ...claims, auth_time: signedInBefore }), paths.invitation(practiceA, invitationId)));
    await assertSucceeds(get(as(uid, { ...claims, auth_time: signedInAfter }), paths.invitation(practiceA, invitationId)));
  });
});
