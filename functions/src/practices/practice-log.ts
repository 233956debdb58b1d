// GET /practices/log: the practice's log (invitations, joins, removals, role, ownership and
// seat changes, shared templates and connections, closing), newest first, for its owner and
// admins only. Entries name who did what to whom, never a session, transcript or note.
import type { Firestore } from 'firebase-admin/firestore';
import { PRACTICE_LOG_PAGE, type PracticeLogPage } from '../shared/practices';
import { adminMembershipIn, logOf, parseLogEntry } from './practice-store';

export async function practiceLog(db: Firestore, uid: string): Promise<PracticeLogPage> {
  const { practiceId } = await db.runTransaction((tx) => adminMembershipIn(tx, db, uid), { readOnly: true });
  const snapshot = await logOf(db, practiceId).orderBy('at', 'desc').limit(PRACTICE_LOG_PAGE).get();
  return { entries: snapshot.docs.map((doc) => ({ id: doc.id, ...parseLogEntry(doc.data()) })) };
}
