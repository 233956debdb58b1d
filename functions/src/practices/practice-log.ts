// The practice's log: who did what to whom in the practice (never a session, transcript or
// note), newest read first by its admins.
import type { Firestore } from 'firebase-admin/firestore';
import { practiceLogEntrySchema, type PracticeLogEntry } from '../shared/practices';
import { clinicianName } from '../users/clinician-name';
import { readUserDoc } from '../users/user-store';

/** Appends an entry by `actorUid` (their name looked up) to practices/{practiceId}/log. */
export async function appendPracticeLog(
  db: Firestore,
  practiceId: string,
  entry: Pick<PracticeLogEntry, 'event' | 'actorUid'> & Partial<Pick<PracticeLogEntry, 'subject' | 'details'>>,
): Promise<void> {
  const actor = await readUserDoc(db, entry.actorUid);
  const stored = practiceLogEntrySchema.parse({ ...entry, at: Date.now(), actorName: clinicianName(actor?.userInfo) });
  await db.collection(`practices/${practiceId}/log`).add(stored);
}
