// The audit of sign-ins (users/{uid}/signIns): records written by the server only, at most
// SIGN_INS_KEPT per user (older ones deleted as new ones come), read back newest first.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  SIGN_IN_IP_MAX,
  SIGN_IN_METHOD_MAX,
  SIGN_IN_USER_AGENT_MAX,
  SIGN_INS_COLLECTION,
  SIGN_INS_KEPT,
  type SignInKind,
  type SignInRecord,
} from '../shared/sign-ins';
import { userDocPath } from '../shared/user-doc';

/** What the caller knows of one event; the rest is filled in and bounded here. */
export interface SignInEvent {
  kind: SignInKind;
  ok: boolean;
  ip?: string;
  userAgent?: string;
  method?: string;
  at?: number;
}

const signIns = (db: Firestore, uid: string) => db.doc(userDocPath(uid)).collection(SIGN_INS_COLLECTION);
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

/** Records `event` for `uid`, then deletes the records beyond the newest SIGN_INS_KEPT. */
export async function recordSignIn(uid: string, event: SignInEvent, db: Firestore = getFirestore()): Promise<void> {
  const collection = signIns(db, uid);
  await collection.add(signInRecord(event));
  const stale = await collection.orderBy('at', 'desc').offset(SIGN_INS_KEPT).select().get();
  if (stale.empty) return;
  const batch = db.batch();
  stale.docs.forEach((doc) => batch.delete(doc.ref));
  await batch.commit();
}

/** The newest `count` records of `uid`, newest first. */
export async function latestSignIns(uid: string, count: number, db: Firestore = getFirestore()): Promise<Array<SignInRecord & { id: string }>> {
  const snapshot = await signIns(db, uid).orderBy('at', 'desc').limit(count).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as SignInRecord) }));
}
