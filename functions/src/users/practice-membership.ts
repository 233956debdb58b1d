// The practice a clinician belongs to, as other services ask it: from the member's record
// (users/{uid}.practice, written by the server), checked against the practice itself, so a
// practice closed or a membership ended reads as none.
import type { Firestore } from 'firebase-admin/firestore';
import { practiceDocSchema, practiceMemberDocSchema, type PracticeRole } from '../shared/practices';
import { parseStored } from '../shared/stored-document';
import { readUserWithPractice } from './user-store';

export interface Membership {
  id: string;
  name: string;
  role: PracticeRole;
  /** True once the owner has bought seats (the practice's plan is then its members'). */
  hasSeats: boolean;
}

/** The active practice `uid` is a member of, with their role; null when none. */
export async function activePracticeOf(db: Firestore, uid: string): Promise<Membership | null> {
  const practiceId = (await readUserWithPractice(db, uid))?.practice?.practiceId;
  if (!practiceId) return null;
  const [practice, member] = await Promise.all([
    db.doc(`practices/${practiceId}`).get(),
    db.doc(`practices/${practiceId}/members/${uid}`).get(),
  ]);
  if (!practice.exists || !member.exists) return null;
  const doc = parseStored(practiceDocSchema, practice.data(), 'practice');
  if (doc.status !== 'active') return null;
  const { role } = parseStored(practiceMemberDocSchema, member.data(), 'practice member');
  return { id: practiceId, name: doc.name, role, hasSeats: doc.subscription !== null };
}
