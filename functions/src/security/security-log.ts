// The server's security log (securityEvents/{id}, see ../shared/security-events.ts): what
// someone other than an account's owner did about that account. Bounded fields; read by
// admins newest first, a page at a time; older than AUDIT_RETENTION_DAYS purged by the
// sweeper (../jobs/audit-retention.ts).
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  SECURITY_EVENT_LIMITS,
  SECURITY_EVENTS_COLLECTION,
  type SecurityEventKind,
  securityEventRecordSchema,
  type SecurityEventRecord,
  type SecurityEventsPage,
  type SecurityEventsQuery,
} from '../shared/security-events';
import { parseStored } from '../shared/stored-document';

/** What the caller knows of one event; the rest is filled in and bounded here. */
export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The caller's uid, when signed in. */
  actorUid?: string;
  actorAdmin?: boolean;
  /** The account the event is about. */
  targetUid: string;
  ip?: string;
  userAgent?: string;
  detail?: string;
}

const bounded = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/** The record stored for `event`. */
export function securityEventRecord(event: SecurityEvent, now = Date.now()): SecurityEventRecord {
  return {
    at: now,
    kind: event.kind,
    actorUid: bounded(event.actorUid, SECURITY_EVENT_LIMITS.uid),
    actorAdmin: event.actorAdmin === true,
    targetUid: bounded(event.targetUid, SECURITY_EVENT_LIMITS.uid),
    ip: bounded(event.ip, SECURITY_EVENT_LIMITS.ip),
    userAgent: bounded(event.userAgent, SECURITY_EVENT_LIMITS.userAgent),
    detail: bounded(event.detail, SECURITY_EVENT_LIMITS.detail),
  };
}

/** Adds `event` to the security log. */
export async function recordSecurityEvent(event: SecurityEvent, db: Firestore = getFirestore()): Promise<void> {
  await db.collection(SECURITY_EVENTS_COLLECTION).add(securityEventRecord(event));
}

/** A page of the log, newest first, of one kind and/or about one account when given, after the cursor `before`. */
export async function listSecurityEvents(db: Firestore, query: SecurityEventsQuery): Promise<SecurityEventsPage> {
  const log = db.collection(SECURITY_EVENTS_COLLECTION);
  let ordered = log.orderBy('at', 'desc');
  if (query.kind) ordered = ordered.where('kind', '==', query.kind);
  if (query.target) ordered = ordered.where('targetUid', '==', query.target);
  if (query.before) {
    const cursor = await log.doc(query.before).get();
    if (!cursor.exists) return { events: [], next: null };
    ordered = ordered.startAfter(cursor);
  }
  const snapshot = await ordered.limit(query.limit + 1).get();
  const docs = snapshot.docs.slice(0, query.limit);
  return {
    events: docs.map((doc) => ({ id: doc.id, ...parseStored(securityEventRecordSchema, doc.data(), SECURITY_EVENTS_COLLECTION) })),
    next: snapshot.docs.length > query.limit ? docs[docs.length - 1].id : null,
  };
}
