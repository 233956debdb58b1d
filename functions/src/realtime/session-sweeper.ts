// Keeps session data no longer than allowed: sessions whose expiry has passed are deleted
// with their audio and uploaded files, and audio or files whose session document is gone
// (the session ended, the clinician deleted it, the account was deleted) are removed.
// Files uploaded to a live session but never read into it (converted) are deleted an hour
// after their upload, and the pending upload shares of sessions that are gone are dropped.
import { realtimeConfig } from '../config';
import type { Firestore } from 'firebase-admin/firestore';
import type { AudioStore } from '../providers/storage/audio-store';
import type { Leases } from './leases';
import { expireTrials } from '../billing/trials';
import { purgeAuditTrails } from '../jobs/audit-retention';
import { purgeSession } from '../sessions/purge-session';
import { readSession, sessionPath } from '../sessions/session-store';
import { sweepUploadQuotas, UNCONVERTED_UPLOAD_MAX_AGE_MS, unconvertedUploads } from '../file-processing/upload-quota';
import { parseUploadKey, sessionUploadPrefix } from '../shared/uploads';

/** The uploads store, as far as the sweeper uses it (../providers/storage/s3-store.ts). */
export interface SweptUploads {
  list(prefix: string): Promise<Array<{ key: string; lastModified?: Date }>>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<number>;
}

/**
 * One pass; returns how many sessions and orphan audio or file folders were removed, and how
 * many uploaded files were deleted for never being read into their session
 * (`unconvertedMaxAgeMs` after their upload).
 */
export async function sweepSessions(
  db: Firestore,
  audio: AudioStore,
  uploads?: SweptUploads,
  now = Date.now(),
  unconvertedMaxAgeMs = UNCONVERTED_UPLOAD_MAX_AGE_MS,
): Promise<{ expired: number; orphans: number; unconverted: number }> {
  let expired = 0;
  const due = await db.collectionGroup('sessions').where('expiresAt', '<=', now).get();
  for (const doc of due.docs) {
    const uid = doc.ref.parent.parent?.id;
    if (!uid) continue;
    await purgeSession(db, { audio, uploads }, uid, doc.id);
    expired += 1;
  }
  const sessionGone = async (uid: string, sessionId: string) => !(await db.doc(sessionPath(uid, sessionId)).get()).exists;
  let orphans = 0;
  let unconverted = 0;
  for (const { uid, sessionId } of await audio.list()) {
    if (await sessionGone(uid, sessionId)) {
      await audio.remove(uid, sessionId);
      orphans += 1;
    }
  }
  if (uploads) {
    const folders = new Map<string, { uid: string; sessionId: string; objects: Array<{ key: string; lastModified?: Date }> }>();
    for (const object of await uploads.list('users/')) {
      const parsed = parseUploadKey(object.key);
      if (!parsed) continue;
      const prefix = sessionUploadPrefix(parsed.uid, parsed.sessionId);
      const folder = folders.get(prefix) ?? { uid: parsed.uid, sessionId: parsed.sessionId, objects: [] };
      folder.objects.push(object);
      folders.set(prefix, folder);
    }
    for (const [prefix, { uid, sessionId, objects }] of folders) {
      if (await sessionGone(uid, sessionId)) {
        await uploads.deletePrefix(prefix);
        orphans += 1;
        continue;
      }
      // Only files old enough to be abandoned need the session's contents opened.
      if (unconvertedUploads(objects, new Set(), now, unconvertedMaxAgeMs).length === 0) continue;
      const session = await readSession(db, uid, sessionId);
      if (!session) continue;
      const converted = new Set((session.contents.files ?? []).map((file) => file.key));
      for (const object of unconvertedUploads(objects, converted, now, unconvertedMaxAgeMs)) {
        await uploads.delete(object.key);
        unconverted += 1;
      }
    }
    await sweepUploadQuotas(db);
  }
  return { expired, orphans, unconverted };
}

/** The lease every instance's sweeper asks for: one sweep at a time across instances (SWEEPER_LEASE names another, e.g. a second deployment on the same project). */
const sweeperLease = () => realtimeConfig().sweeperLease;

/** How many sweep intervals the sweeper lease lasts (a lease shorter than the interval expired before each renewal, so any instance could take it). */
export const SWEEPER_LEASE_INTERVALS = 2.5;

/**
 * Sweeps now and every `intervalMs`; a failed pass is logged and retried at the next. With
 * `lease`, a pass runs only while this instance (`holder`) holds the sweeper lease, renewed
 * each interval and taken for SWEEPER_LEASE_INTERVALS of them: a renewal that comes late (a
 * busy machine, a slow write) still finds the lease its own, and another instance takes over
 * within that many intervals of the holder dying. `passes` counts the passes this instance ran.
 */
export function startSessionSweeper(
  db: Firestore,
  audio: AudioStore,
  intervalMs: number,
  uploads?: SweptUploads,
  lease?: { leases: Leases; holder: string },
): { stop(): void; passes(): number } {
  let passes = 0;
  const sweep = () => {
    passes += 1;
    void sweepSessions(db, audio, uploads).catch((error: unknown) => console.error('session sweep failed', (error as Error).message));
    // Trials that ran out go back to Free even for users who do not open the app.
    void expireTrials(db).catch((error: unknown) => console.error('trial sweep failed', (error as Error).message));
    // Audit records older than their retention period (kept by time, never by count).
    void purgeAuditTrails(db).catch((error: unknown) => console.error('audit retention pass failed', (error as Error).message));
  };
  const run = () => {
    if (!lease) return sweep();
    lease.leases.acquire(sweeperLease(), lease.holder, Math.floor(intervalMs * SWEEPER_LEASE_INTERVALS)).then(
      ({ ok }) => ok && sweep(),
      (error: unknown) => console.error('taking the sweeper lease failed', (error as Error).message),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      if (lease) void lease.leases.release(sweeperLease(), lease.holder).catch(() => undefined);
    },
    passes: () => passes,
  };
}
