// Keeps session data no longer than allowed (ARCHITECTURE section 5): sessions whose
// expiry has passed are deleted with their audio, and audio whose session document is
// gone (the session ended, the clinician deleted it, the account was deleted) is removed.
import type { Firestore } from 'firebase-admin/firestore';
import type { FileAudioStore } from './audio-store';
import { sessionPath } from '../sessions/session-store';

/** One pass; returns how many sessions and orphan audio files were removed. */
export async function sweepSessions(db: Firestore, audio: FileAudioStore, now = Date.now()): Promise<{ expired: number; orphans: number }> {
  let expired = 0;
  const due = await db.collectionGroup('sessions').where('expiresAt', '<=', now).get();
  for (const doc of due.docs) {
    const uid = doc.ref.parent.parent?.id;
    if (!uid) continue;
    await doc.ref.delete();
    await audio.remove(uid, doc.id);
    expired += 1;
  }
  let orphans = 0;
  for (const { uid, sessionId } of await audio.list()) {
    const snapshot = await db.doc(sessionPath(uid, sessionId)).get();
    if (!snapshot.exists) {
      await audio.remove(uid, sessionId);
      orphans += 1;
    }
  }
  return { expired, orphans };
}

/** Sweeps now and every `intervalMs`; a failed pass is logged and retried at the next. */
export function startSessionSweeper(db: Firestore, audio: FileAudioStore, intervalMs: number): { stop(): void } {
  const run = () =>
    void sweepSessions(db, audio).catch((error: unknown) => console.error('session sweep failed', (error as Error).message));
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
