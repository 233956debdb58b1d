// The access log of saved sessions (users/{uid}/sessionAccess): one entry per read of a
// stored session's contents (open, export, download, copy) and per deletion, by the owner's
// own account. Attempts by anyone else go to the security log (../security/security-log.ts),
// so nothing a stranger does can shape or evict this log. Written by the server only; read by
// the owner, newest first, on the Account screen. Kept AUDIT_RETENTION_DAYS, by time: the
// sweeper deletes older entries (../jobs/audit-retention.ts), never a write.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  SESSION_ACCESS_COLLECTION,
  SESSION_ACCESS_IP_MAX,
  SESSION_ACCESS_NAME_MAX,
  type SessionAccessAction,
  type SessionAccessActor,
  sessionAccessRecordSchema,
  type SessionAccessRecord,
} from '../shared/saved-sessions';
import { parseStored } from '../shared/stored-document';
import { userSubcollection } from '../users/user-store';

/** What the caller knows of one access; the rest is filled in and bounded here. */
export interface SessionAccessEvent {
  action: SessionAccessAction;
  sessionId?: string;
  sessionName?: string;
  actor: SessionAccessActor;
  allowed: boolean;
  ip?: string;
  detail?: string;
}

const accessLog = (db: Firestore, uid: string) => userSubcollection(db, uid, SESSION_ACCESS_COLLECTION);
const bounded = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/** The entry stored for `event`. */
export function sessionAccessRecord(event: SessionAccessEvent, now = Date.now()): SessionAccessRecord {
  return {
    at: now,
    action: event.action,
    sessionId: event.sessionId ?? '',
    sessionName: bounded(event.sessionName, SESSION_ACCESS_NAME_MAX),
    actor: event.actor,
    allowed: event.allowed,
    ip: bounded(event.ip, SESSION_ACCESS_IP_MAX),
    detail: bounded(event.detail, 80),
  };
}

/** Adds `event`, an action of the owner's own account, to the log of `ownerUid`. */
export async function recordSessionAccess(ownerUid: string, event: SessionAccessEvent, db: Firestore = getFirestore()): Promise<void> {
  await accessLog(db, ownerUid).add(sessionAccessRecord(event));
}

/** The newest `count` entries of `uid`'s log, newest first. */
export async function latestSessionAccess(
  uid: string,
  count: number,
  db: Firestore = getFirestore(),
): Promise<Array<SessionAccessRecord & { id: string }>> {
  const snapshot = await accessLog(db, uid).orderBy('at', 'desc').limit(count).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...parseStored(sessionAccessRecordSchema, doc.data(), SESSION_ACCESS_COLLECTION) }));
}
