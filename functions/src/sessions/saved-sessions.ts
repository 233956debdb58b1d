// The Saved Sessions screen's services: the owner's stored sessions read as a projection of
// their metadata (the sealed contents are never read for the list), newest first, without
// those whose expiry has passed (the sweeper deletes them within minutes); opening one;
// recording what the app did with notes it read; deleting. Every read and deletion is
// written to the owner's access log.
import type { Firestore } from 'firebase-admin/firestore';
import {
  SAVED_SESSION_LIST_FIELDS,
  type DeleteSessionsResult,
  type SavedSessionSummary,
  type SessionAccessAction,
} from '../shared/saved-sessions';
import type { SessionContents, SessionMeta, SessionStatus, SessionType } from '../shared/sessions';
import { userSubcollection } from '../users/user-store';
import { recordSessionAccess } from './access-log';
import { sessionFileStores } from './file-stores';
import { purgeSession } from './purge-session';
import { readSession, sessionRef } from './session-store';

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
export async function listSavedSessions(
  db: Firestore,
  uid: string,
  now = Date.now(),
): Promise<{ sessions: SavedSessionSummary[]; reads: number }> {
  const snapshot = await userSubcollection(db, uid, 'sessions')
    .where('stored', '==', true)
    .select(...SAVED_SESSION_LIST_FIELDS)
    .get();
  const sessions = snapshot.docs
    .map((doc) => savedSessionSummary(doc.id, doc.data()))
    .filter((session) => session.expiresAt > now)
    .sort((a, b) => b.createdAt - a.createdAt);
  return { sessions, reads: snapshot.size };
}

/** The stored session's document when it exists and is a saved session, else null. */
async function storedSession(db: Firestore, ownerUid: string, sessionId: string) {
  const session = await sessionRef(db, ownerUid, sessionId).get();
  return session.exists && session.get('stored') === true ? session : null;
}

/** The owner's saved session, decrypted, when it is still kept; the opening is logged. */
export async function openSavedSession(
  db: Firestore,
  ownerUid: string,
  sessionId: string,
  ip: string,
): Promise<{ meta: SessionMeta; contents: SessionContents } | null> {
  const session = await readSession(db, ownerUid, sessionId);
  if (!session || !session.meta.stored || session.meta.expiresAt <= Date.now()) return null;
  await recordSessionAccess(ownerUid, { action: 'open', sessionId, sessionName: session.meta.name, actor: 'owner', allowed: true, ip }, db);
  return session;
}

/** Logs that the app downloaded or copied notes of a saved session; false when there is no such session. */
export async function recordNotesUse(
  db: Firestore,
  ownerUid: string,
  sessionId: string,
  action: SessionAccessAction,
  ip: string,
): Promise<boolean> {
  const session = await storedSession(db, ownerUid, sessionId);
  if (!session) return false;
  await recordSessionAccess(
    ownerUid,
    { action, sessionId, sessionName: String(session.get('name') ?? ''), actor: 'owner', allowed: true, ip },
    db,
  );
  return true;
}

/** Deletes the owner's saved sessions among `sessionIds` with their audio and files, logging each deletion. */
export async function deleteSavedSessions(
  db: Firestore,
  ownerUid: string,
  sessionIds: string[],
  ip: string,
): Promise<DeleteSessionsResult> {
  const stores = sessionFileStores();
  const result: DeleteSessionsResult = { deleted: [], missing: [] };
  for (const sessionId of sessionIds) {
    const session = await storedSession(db, ownerUid, sessionId);
    if (!session) {
      result.missing.push(sessionId);
      continue;
    }
    await purgeSession(db, stores, ownerUid, sessionId);
    await recordSessionAccess(
      ownerUid,
      { action: 'delete', sessionId, sessionName: String(session.get('name') ?? ''), actor: 'owner', allowed: true, ip },
      db,
    );
    result.deleted.push(sessionId);
  }
  return result;
}
