// A practice and its members' accounts: an owner may not delete their account while their
// practice is open (they transfer ownership or close it first); a member who deletes theirs
// leaves the practice first, so its members, seats and log stay true.
import type { Firestore } from 'firebase-admin/firestore';
import { Refusal } from '../shared/refusal';
import { leavePractice } from './members';
import { readPractice, readUserWithPractice } from './practice-store';

/** Before `uid`'s account is deleted: refused for the owner of an open practice; a member leaves theirs. */
export async function releasePracticeBeforeDeletion(db: Firestore, uid: string, now = Date.now()): Promise<void> {
  const found = await readUserWithPractice(db, uid);
  if (!found?.practice) return;
  const practice = await readPractice(db, found.practice.practiceId);
  if (!practice || practice.status !== 'active') return;
  if (practice.ownerUid === uid || found.practice.role === 'owner') throw new Refusal(409, 'practiceOwnerDeletingAccount');
  await leavePractice(db, uid, now);
}
