// Keeps audit records for AUDIT_RETENTION_DAYS, by time: the owners' access logs of saved
// sessions (users/{uid}/sessionAccess), their sign-in histories (users/{uid}/signIns) and
// the server's security log (securityEvents). Run by the sweeper; no write ever deletes a
// record, so no one can evict an entry by writing others. Each pass deletes at most
// AUDIT_PURGE_MAX_PER_PASS records per trail, oldest first; the next pass takes the rest.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { AUDIT_PURGE_MAX_PER_PASS, AUDIT_RETENTION_MS } from '../shared/limits';
import { SESSION_ACCESS_COLLECTION } from '../shared/saved-sessions';
import { SECURITY_EVENTS_COLLECTION } from '../shared/security-events';
import { SIGN_INS_COLLECTION } from '../shared/sign-ins';

const BATCH = 400;

/** Deletes the records of `query` (ordered oldest first) in batches, at most `max`; returns how many. */
async function deleteOlder(db: Firestore, query: Query, max: number): Promise<number> {
  let deleted = 0;
  while (deleted < max) {
    const page = await query
      .limit(Math.min(BATCH, max - deleted))
      .select()
      .get();
    if (page.empty) break;
    const batch = db.batch();
    page.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
    deleted += page.size;
    if (page.size < BATCH) break;
  }
  return deleted;
}

/** One pass: the records older than the retention period, per trail. */
export async function purgeAuditTrails(
  db: Firestore,
  now = Date.now(),
  max = AUDIT_PURGE_MAX_PER_PASS,
): Promise<{ sessionAccess: number; signIns: number; securityEvents: number }> {
  const cutoff = now - AUDIT_RETENTION_MS;
  const older = (query: Query) => query.where('at', '<', cutoff).orderBy('at', 'asc');
  return {
    sessionAccess: await deleteOlder(db, older(db.collectionGroup(SESSION_ACCESS_COLLECTION)), max),
    signIns: await deleteOlder(db, older(db.collectionGroup(SIGN_INS_COLLECTION)), max),
    securityEvents: await deleteOlder(db, older(db.collection(SECURITY_EVENTS_COLLECTION)), max),
  };
}
