// What the seats need beyond the practices' repository (practice-store.ts): how many seats are
// spoken for, and the write of the practice's subscription with its version and log entry.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { invitationView, type PracticeDoc, type PracticeLogEntry, type PracticeSubscription } from '../shared/practices';
import { listMembers, logIn, pendingInvitations, practiceRef } from './practice-store';

/** The seats spoken for: every member, and every invitation still pending (an expired one holds none). */
export async function seatsTaken(db: Firestore, practiceId: string, now: number): Promise<number> {
  const [members, pending] = await Promise.all([listMembers(db, practiceId), pendingInvitations(db, practiceId)]);
  return members.length + pending.filter(({ doc }) => invitationView(doc, now) === 'pending').length;
}

/**
 * Writes the practice's subscription in `tx` (null when it ended), one more version than
 * `practice` (as read in `tx`), and the 'seatsChanged' log entry. Returns the new version.
 */
export function writePracticeSubscription(
  tx: Transaction,
  db: Firestore,
  practiceId: string,
  practice: PracticeDoc,
  subscription: PracticeSubscription | null,
  entry: Omit<PracticeLogEntry, 'event'>,
): number {
  const version = practice.version + 1;
  tx.update(practiceRef(db, practiceId), { subscription, version });
  logIn(tx, db, practiceId, { ...entry, event: 'seatsChanged' });
  return version;
}
