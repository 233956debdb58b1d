// The session's 15 MB of uploads, held at presign time. Each approved presign is written as a
// pending share of the session (uploadQuotas/{uid}/uploadSessions/{sessionId}, which no client
// can read or write) in the same Firestore transaction that adds up the session's files, so
// concurrent presigns are counted one after another and cannot together pass the limit.
// A share counts until its object is stored (then the stored object counts) or until the
// presigned URL can no longer be used (then it frees itself). Objects uploaded but never read
// into their session are deleted by the session sweeper (see unconvertedUploads()).
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { PRESIGN_EXPIRES_IN } from '../providers/storage/s3-store';
import { parseStoredOrNull } from '../shared/stored-document';
import { sessionRef } from '../sessions/session-store';

/** The collection group of the per-session records (its own name: the sweeper's 'sessions' group never meets it). */
export const UPLOAD_QUOTA_GROUP = 'uploadSessions';

/** A pending share is counted this long after its presign: the URL's life plus 5 minutes for an upload under way. */
export const PENDING_UPLOAD_MS = (PRESIGN_EXPIRES_IN + 5 * 60) * 1000;

/** An uploaded file not read into its session (converted) this long after its upload is deleted. */
export const UNCONVERTED_UPLOAD_MAX_AGE_MS = 60 * 60 * 1000;

/** A session's record as stored: whose session, and its pending shares by entry id. */
const uploadQuotaDocSchema = z.object({
  uid: z.string(),
  sessionId: z.string(),
  pending: z.record(z.object({ key: z.string(), size: z.number(), expiresAt: z.number() })).default({}),
});
type UploadQuotaDoc = z.infer<typeof uploadQuotaDocSchema>;

export const uploadQuotaPath = (uid: string, sessionId: string) => `uploadQuotas/${uid}/${UPLOAD_QUOTA_GROUP}/${sessionId}`;

/** A map field name for an object key (keys hold characters field paths do not take). */
const entryId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40);

/**
 * Reserves `size` bytes of the session for the upload of `key`, in one transaction with the
 * session's other pending shares. `stored` is what the session's folder holds (read just
 * before). `refuse(totalSoFar)` throws when the upload must be refused; `gone()` builds the
 * error for a missing or ended session. A retry of the same key replaces its own share.
 */
export async function reserveUpload(
  db: Firestore,
  uid: string,
  sessionId: string,
  key: string,
  size: number,
  stored: Array<{ key: string; size: number }>,
  refuse: (totalSoFar: number) => void,
  gone: () => Error,
  now = Date.now(),
): Promise<void> {
  const sessionDoc = sessionRef(db, uid, sessionId);
  const quotaRef = db.doc(uploadQuotaPath(uid, sessionId));
  const storedKeys = new Set(stored.map((o) => o.key));
  await db.runTransaction(async (tx) => {
    const [session, quota] = await Promise.all([tx.get(sessionDoc), tx.get(quotaRef)]);
    if (!session.exists || session.get('status') === 'ended') throw gone();
    // Still counted: shares whose URL may yet be used and whose object is not stored yet.
    const pending = Object.entries(parseStoredOrNull(uploadQuotaDocSchema, quota.data(), UPLOAD_QUOTA_GROUP)?.pending ?? {}).filter(
      ([, share]) => share.expiresAt > now && !storedKeys.has(share.key) && share.key !== key,
    );
    const total =
      stored.filter((o) => o.key !== key).reduce((sum, o) => sum + o.size, 0) + pending.reduce((sum, [, share]) => sum + share.size, 0);
    refuse(total);
    const doc: UploadQuotaDoc = {
      uid,
      sessionId,
      pending: { ...Object.fromEntries(pending), [entryId(key)]: { key, size, expiresAt: now + PENDING_UPLOAD_MS } },
    };
    tx.set(quotaRef, doc);
  });
}

/** Frees the share of `key` (its file was deleted). */
export async function releaseUpload(db: Firestore, uid: string, sessionId: string, key: string): Promise<void> {
  await db.doc(uploadQuotaPath(uid, sessionId)).set({ pending: { [entryId(key)]: FieldValue.delete() } }, { merge: true });
}

/** Deletes the pending shares of sessions that are gone; returns how many records were removed. */
export async function sweepUploadQuotas(db: Firestore): Promise<number> {
  let removed = 0;
  for (const doc of (await db.collectionGroup(UPLOAD_QUOTA_GROUP).get()).docs) {
    // A record without its owner (never written so by reserveUpload) is removed like a gone session's.
    const parsed = uploadQuotaDocSchema.safeParse(doc.data());
    const { uid, sessionId } = parsed.success ? parsed.data : { uid: '', sessionId: '' };
    if (!uid || !sessionId || !(await sessionRef(db, uid, sessionId).get()).exists) {
      await doc.ref.delete();
      removed += 1;
    }
  }
  return removed;
}

/**
 * The objects of a live session's folder that were uploaded more than `maxAgeMs` ago and never
 * read into the session (`convertedKeys`): presigned, uploaded, then abandoned.
 */
export function unconvertedUploads<T extends { key: string; lastModified?: Date }>(
  objects: T[],
  convertedKeys: Set<string>,
  now: number,
  maxAgeMs: number,
): T[] {
  return objects.filter((o) => !convertedKeys.has(o.key) && o.lastModified !== undefined && now - o.lastModified.getTime() >= maxAgeMs);
}
