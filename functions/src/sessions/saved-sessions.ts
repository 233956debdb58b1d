// The Saved Sessions list: the owner's stored sessions read as a projection of their
// metadata (the sealed contents are never read for the list), newest first, without those
// whose expiry has passed (the sweeper deletes them within minutes).
import type { Firestore } from 'firebase-admin/firestore';
import { SAVED_SESSION_LIST_FIELDS, type SavedSessionSummary } from '../shared/saved-sessions';
import type { SessionStatus, SessionType } from '../shared/sessions';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The summary of one stored session document. */
export function savedSessionSummary(id: string, data: Record<string, unknown>): SavedSessionSummary {
  return {
    id,
    name: text(data.name),
    type: text(data.type) as SessionType,
    status: text(data.status) as SessionStatus,
    language: text(data.language),
    createdAt: num(data.createdAt),
    expiresAt: num(data.expiresAt),
    noteCount: num(data.noteCount),
    audioSeconds: num(data.audioSeconds),
  };
}

/** The owner's stored sessions that have not expired at `now`, newest first, and how many documents were read. */
export async function listSavedSessions(db: Firestore, uid: string, now = Date.now()): Promise<{ sessions: SavedSessionSummary[]; reads: number }> {
  const snapshot = await db
    .collection(`users/${uid}/sessions`)
    .where('stored', '==', true)
    .select(...SAVED_SESSION_LIST_FIELDS)
    .get();
  const sessions = snapshot.docs
    .map((doc) => savedSessionSummary(doc.id, doc.data()))
    .filter((session) => session.expiresAt > now)
    .sort((a, b) => b.createdAt - a.createdAt);
  return { sessions, reads: snapshot.size };
}
