// A practice made directly in the stack's Firestore with the Admin SDK (the functions' own
// firebase-admin), in the stored shapes of functions/src/shared/practices.ts, for suites
// about what members do in a practice without going through its invitations: the practice,
// a member document each, and users/{uid}.practice, as functions write them.
import { join } from 'node:path';
import {
  practiceDocSchema,
  practiceMemberDocSchema,
  userPracticeSchema,
  type PracticeDoc,
  type PracticeMemberDoc,
  type PracticeRole,
} from '@shared/practices';
import { customTemplateDocSchema, type CustomTemplateDoc } from '@shared/note-library';
import type { Stack } from './stack';

/** The stack's Firestore through the functions' firebase-admin (rules do not apply to it). */
export function adminFirestore(stack: Stack, appName: string): any {
  const functionsDir = join(__dirname, '..', '..', 'functions');
  process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
  /* eslint-disable @typescript-eslint/no-require-imports -- the functions' own firebase-admin */
  const { initializeApp, getApps } = require(require.resolve('firebase-admin/app', { paths: [functionsDir] }));
  const { getFirestore } = require(require.resolve('firebase-admin/firestore', { paths: [functionsDir] }));
  /* eslint-enable @typescript-eslint/no-require-imports */
  const app = getApps().find((a: { name: string }) => a.name === appName) ?? initializeApp({ projectId: stack.projectId }, appName);
  return getFirestore(app);
}

/** A practice id of the stored shape, unique to this run. */
export const newPracticeId = () => `pr${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

export interface MemberSeed {
  uid: string;
  email: string;
  role: PracticeRole;
  displayName?: string;
}

/** Writes practice `practiceId` with `members` (one of them its owner), each member's document and their record's `practice`. */
export async function seedPractice(db: any, practiceId: string, members: MemberSeed[], now = Date.now()): Promise<void> {
  const owner = members.find((m) => m.role === 'owner');
  if (!owner) throw new Error('a practice has an owner');
  const practice: PracticeDoc = practiceDocSchema.parse({
    name: 'Riverside Physiotherapy',
    ownerUid: owner.uid,
    createdAt: now,
    status: 'active',
    closedAt: null,
    memberCount: members.length,
    subscription: null,
    version: members.length,
  });
  await db.doc(`practices/${practiceId}`).set(practice);
  for (const m of members) {
    const member: PracticeMemberDoc = practiceMemberDocSchema.parse({
      uid: m.uid,
      email: m.email,
      displayName: m.displayName ?? 'Kim Lee',
      role: m.role,
      joinedAt: now,
      updatedAt: now,
      version: 0,
    });
    await db.doc(`practices/${practiceId}/members/${m.uid}`).set(member);
    await db
      .doc(`users/${m.uid}`)
      .set({ practice: userPracticeSchema.parse({ practiceId, role: m.role, joinedAt: now }) }, { merge: true });
  }
}

/** Removes member `uid` from the practice as functions do: their member document and their record's `practice`. */
export async function removeMember(db: any, practiceId: string, uid: string): Promise<void> {
  await db.doc(`practices/${practiceId}/members/${uid}`).delete();
  await db.doc(`users/${uid}`).set({ practice: null }, { merge: true });
}

/** The practice log's entries, oldest first. */
export async function practiceLog(db: any, practiceId: string): Promise<Array<Record<string, any>>> {
  const snapshot = await db.collection(`practices/${practiceId}/log`).orderBy('at').get();
  return snapshot.docs.map((d: { data(): Record<string, any> }) => d.data());
}

/** A custom template of a clinician's own, to publish to their practice: its id and stored document. */
export function ownKneeTemplate(now = Date.now()): { sourceId: string; doc: CustomTemplateDoc } {
  const doc = customTemplateDocSchema.parse({
    custom: true,
    title: 'Knee clinic',
    sections: ['Knee history', 'Knee plan'],
    prompt: 'Write a knee clinic note.',
    favorite: false,
    hidden: false,
    basedOn: null,
    createdAt: now,
    updatedAt: now,
  });
  return { sourceId: `knee${now}abcd`, doc };
}
