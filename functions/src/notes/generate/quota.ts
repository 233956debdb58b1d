// The note quota: a generation takes its notes from notesLeft before it starts (never below
// 0: concurrent generations never overspend, see spendNotes) and gives back those that
// failed. The day's usage entry counts the notes.
import type { Firestore } from 'firebase-admin/firestore';
import { Refusal } from '../../shared/refusal';
import { spendNotes } from '../../users/user-store';

export { refundNotes } from '../../users/user-store';

/** Takes `count` notes from the user's quota; refuses (uiNoteLimit) when fewer are left. Returns what is left. */
export async function reserveNotes(db: Firestore, uid: string, count: number, localDate: string): Promise<number> {
  const left = await spendNotes(db, uid, count, localDate);
  if (left === null) throw new Refusal(403, 'uiNoteLimit', { code: 'resource-exhausted' });
  return left;
}
