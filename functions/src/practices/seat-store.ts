// What the seats need of a practice's documents (practices/{practiceId}, its members,
// invitations and log, and the member's users/{uid}.practice), each read parsed once by its
// shared schema: who belongs where, how many seats are spoken for, and the write of a new
// subscription with its log entry.
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  invitationView,
  practiceDocSchema,
  practiceInvitationDocSchema,
  practiceMemberDocSchema,
  userPracticeSchema,
  type PracticeDoc,
  type PracticeLogEntry,
  type PracticeMemberDoc,
  type PracticeSubscription,
  type UserPractice,
} from '../shared/practices';
import { parseStored, parseStoredOrNull } from '../shared/stored-document';
import { storedUserDocRef } from '../users/user-store';

const PRACTICES = 'practices';

export const practiceRef = (db: Firestore, practiceId: string): DocumentReference => db.collection(PRACTICES).doc(practiceId);

/** The practice, or null when there is none. */
export async function readPractice(db: Firestore, practiceId: string): Promise<PracticeDoc | null> {
  return parseStoredOrNull(practiceDocSchema, (await practiceRef(db, practiceId).get()).data(), PRACTICES);
}

/** The practice read in `tx`, or null. */
export async function readPracticeIn(tx: Transaction, ref: DocumentReference): Promise<PracticeDoc | null> {
  return parseStoredOrNull(practiceDocSchema, (await tx.get(ref)).data(), PRACTICES);
}

/** The practice `uid` belongs to and their role (users/{uid}.practice), or null. */
export async function practiceOfUser(db: Firestore, uid: string): Promise<UserPractice> {
  const snapshot = await storedUserDocRef(db, uid).get();
  return parseStored(userPracticeSchema, snapshot.get('practice') ?? null, 'users practice');
}

/** The practice's members. */
export async function practiceMembers(db: Firestore, practiceId: string): Promise<PracticeMemberDoc[]> {
  const members = await practiceRef(db, practiceId).collection('members').get();
  return members.docs.map((doc) => parseStored(practiceMemberDocSchema, doc.data(), `${PRACTICES} members`));
}

/** The practice's members read in `tx` (reads come before a transaction's writes). */
export async function practiceMembersIn(tx: Transaction, db: Firestore, practiceId: string): Promise<PracticeMemberDoc[]> {
  const members = await tx.get(practiceRef(db, practiceId).collection('members'));
  return members.docs.map((doc) => parseStored(practiceMemberDocSchema, doc.data(), `${PRACTICES} members`));
}

/** The seats spoken for: every member, and every invitation still pending (an expired one holds none). */
export async function seatsTaken(db: Firestore, practiceId: string, now: number): Promise<number> {
  const ref = practiceRef(db, practiceId);
  const [members, pending] = await Promise.all([
    ref.collection('members').count().get(),
    ref.collection('invitations').where('status', '==', 'pending').get(),
  ]);
  const invitations = pending.docs
    .map((doc) => parseStored(practiceInvitationDocSchema, doc.data(), `${PRACTICES} invitations`))
    .filter((invitation) => invitationView(invitation, now) === 'pending');
  return members.data().count + invitations.length;
}

/**
 * Writes the practice's subscription in `tx` (null when it ended), one more version, and the
 * 'seatsChanged' log entry. `practice` is the practice as read in `tx`.
 */
export function writePracticeSubscription(
  tx: Transaction,
  db: Firestore,
  practiceId: string,
  practice: PracticeDoc,
  subscription: PracticeSubscription | null,
  entry: Omit<PracticeLogEntry, 'event'>,
): number {
  const ref = practiceRef(db, practiceId);
  tx.update(ref, { subscription, version: FieldValue.increment(1) });
  tx.create(ref.collection('log').doc(), { ...entry, event: 'seatsChanged' } satisfies PracticeLogEntry);
  return practice.version + 1;
}
