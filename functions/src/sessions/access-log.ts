// The access log of saved sessions (users/{uid}/sessionAccess): one entry per read of a
// stored session's contents (open, export, download, copy), per deletion, and per attempt
// by someone else that was refused. Written by the server only; read by the owner, newest
// first, on the Account screen. At most SESSION_ACCESS_KEPT entries are kept per user.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  SESSION_ACCESS_COLLECTION,
  SESSION_ACCESS_IP_MAX,
  SESSION_ACCESS_KEPT,
  SESSION_ACCESS_NAME_MAX,
  type SessionAccessAction,
  type SessionAccessActor,
  type SessionAccessRecord,
} from '../shared/saved-sessions';
import { userDocPath } from '../shared/user-doc';

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

const accessLog = (db: Firestore, uid: string) => db.doc(userDocPath(uid)).collection(SESSION_ACCESS_COLLECTION);
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

/** Adds `event` to the log of the session's owner `ownerUid`, then trims the log to its newest entries. */
export async function recordSessionAccess(ownerUid: string, event: SessionAccessEvent, db: Firestore = getFirestore()): Promise<void> {
  const log = accessLog(db, ownerUid);
  await log.add(sessionAccessRecord(event));
  const stale = await log.orderBy('at', 'desc').offset(SESSION_ACCESS_KEPT).select().get();
  if (stale.empty) return;
  const batch = db.batch();
  stale.docs.forEach((doc) => batch.delete(doc.ref));
  await batch.commit();
}

/** The newest `count` entries of `uid`'s log, newest first. */
export async function latestSessionAccess(uid: string, count: number, db: Firestore = getFirestore()): Promise<Array<SessionAccessRecord & { id: string }>> {
  const snapshot = await accessLog(db, uid).orderBy('at', 'desc').limit(count).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as SessionAccessRecord) }));
}
