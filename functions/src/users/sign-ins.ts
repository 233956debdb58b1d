// The audit of sign-ins (users/{uid}/signIns): what the owner's own account did (sign-ins,
// second factors enrolled or removed), written by the server only, read back newest first.
// Reports by unauthenticated callers go to the security log instead, so no stranger can evict
// a record. Kept AUDIT_RETENTION_DAYS, by time: the sweeper deletes older records
// (../jobs/audit-retention.ts), never a write.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  SIGN_IN_IP_MAX,
  SIGN_IN_METHOD_MAX,
  SIGN_IN_USER_AGENT_MAX,
  SIGN_INS_COLLECTION,
  type SignInKind,
  signInRecordSchema,
  type SignInRecord,
} from '../shared/sign-ins';
import { parseStored } from '../shared/stored-document';
import { userSubcollection } from './user-store';
import { getAuth } from 'firebase-admin/auth';
import { recordSecurityEvent } from '../security/security-log';

/** What the caller knows of one event; the rest is filled in and bounded here. */
export interface SignInEvent {
  kind: SignInKind;
  ok: boolean;
  ip?: string;
  userAgent?: string;
  method?: string;
  at?: number;
}

const signIns = (db: Firestore, uid: string) => userSubcollection(db, uid, SIGN_INS_COLLECTION);
const bounded = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/** The record stored for `event`: strings bounded, time defaulting to now. */
export function signInRecord(event: SignInEvent, now = Date.now()): SignInRecord {
  return {
    at: event.at ?? now,
    kind: event.kind,
    ok: event.ok,
    ip: bounded(event.ip, SIGN_IN_IP_MAX),
    userAgent: bounded(event.userAgent, SIGN_IN_USER_AGENT_MAX),
    method: bounded(event.method, SIGN_IN_METHOD_MAX),
  };
}

/** Records `event`, done by `uid`'s own account. */
export async function recordSignIn(uid: string, event: SignInEvent, db: Firestore = getFirestore()): Promise<void> {
  await signIns(db, uid).add(signInRecord(event));
}

/** The newest `count` records of `uid`, newest first. */
export async function latestSignIns(
  uid: string,
  count: number,
  db: Firestore = getFirestore(),
): Promise<Array<SignInRecord & { id: string }>> {
  const snapshot = await signIns(db, uid).orderBy('at', 'desc').limit(count).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...parseStored(signInRecordSchema, doc.data(), SIGN_INS_COLLECTION) }));
}

/**
 * A sign-in Firebase refused, as the site reports it (anyone may, without a token): it goes to
 * the server's security log, about the account with that address when there is one, never to
 * that account's own sign-in history, so no stranger can fill or evict it.
 */
export async function reportFailedSignIn(email: string, reason: string, context: { ip: string; userAgent: string }): Promise<void> {
  const account = await getAuth()
    .getUserByEmail(email)
    .catch(() => null);
  if (account)
    await recordSecurityEvent({
      kind: 'sign-in-failed-report',
      targetUid: account.uid,
      ip: context.ip,
      userAgent: context.userAgent,
      detail: reason,
    });
}
