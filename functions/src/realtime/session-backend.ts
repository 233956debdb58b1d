// What the realtime server needs to know and keep about a recording session: its
// language and limits when it opens, the transcript as it grows, and the usage when it
// stops. The Firestore implementation is the product's; the interface lets the protocol
// tests run the server without the emulators.
import type { Firestore } from 'firebase-admin/firestore';
import { accountSessionSeconds } from '../sessions/usage';
import { appendFinal, readSession, sessionRef, updateMeta } from '../sessions/session-store';
import { OPEN_SESSION_TTL_MS } from '../shared/sessions';
import { readUserDoc } from '../users/user-store';

export interface RecordingSession {
  language: string;
  transcriptType: 'whisper' | 'aws';
  /** The plan's longest session, in seconds. */
  timeLimit: number;
  transcript: string;
  transcriptCoveredMs: number;
}

export interface SessionBackend {
  /** The session when it exists, belongs to `uid` and is not ended; else null. */
  load(uid: string, sessionId: string): Promise<RecordingSession | null>;
  /** Saves a final segment; returns the whole transcript after it (null if the session is gone). */
  appendFinal(uid: string, sessionId: string, text: string, coveredMs: number, paragraph: boolean): Promise<string | null>;
  /** Every second of audio up to `coveredMs` is transcribed (trailing silence included). */
  markCovered(uid: string, sessionId: string, coveredMs: number): Promise<void>;
  /** Recording is under way. */
  markRecording(uid: string, sessionId: string): Promise<void>;
  /** Recording stopped with `audioSeconds` on the server: counts usage; returns the transcript. */
  stopped(uid: string, sessionId: string, audioSeconds: number, localDate: string): Promise<string | null>;
}

export class FirestoreSessionBackend implements SessionBackend {
  constructor(private readonly db: Firestore) {}

  async load(uid: string, sessionId: string): Promise<RecordingSession | null> {
    const [session, user] = await Promise.all([readSession(this.db, uid, sessionId), readUserDoc(this.db, uid)]);
    if (!session || session.meta.status === 'ended' || !user) return null;
    return {
      language: session.meta.language,
      transcriptType: session.meta.transcriptType,
      timeLimit: user.usageLimits.timeLimit,
      transcript: session.contents.transcript,
      transcriptCoveredMs: session.meta.transcriptCoveredMs,
    };
  }

  async appendFinal(uid: string, sessionId: string, text: string, coveredMs: number, paragraph: boolean): Promise<string | null> {
    const result = await appendFinal(this.db, uid, sessionId, text, coveredMs, paragraph);
    return result ? result.contents.transcript : null;
  }

  async markCovered(uid: string, sessionId: string, coveredMs: number): Promise<void> {
    const ref = sessionRef(this.db, uid, sessionId);
    await this.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (snapshot.exists && Number(snapshot.get('transcriptCoveredMs') ?? 0) < coveredMs)
        tx.update(ref, { transcriptCoveredMs: coveredMs });
    });
  }

  async markRecording(uid: string, sessionId: string): Promise<void> {
    await updateMeta(this.db, uid, sessionId, { status: 'recording' });
  }

  async stopped(uid: string, sessionId: string, audioSeconds: number, localDate: string): Promise<string | null> {
    await accountSessionSeconds(this.db, uid, sessionId, audioSeconds, localDate);
    const session = await readSession(this.db, uid, sessionId);
    if (!session) return null;
    // A stopped session is kept for its notes: a saved one until its expiry, any other is purged a day after its last use.
    await updateMeta(
      this.db,
      uid,
      sessionId,
      session.meta.stored ? { status: 'stopped' } : { status: 'stopped', expiresAt: Date.now() + OPEN_SESSION_TTL_MS },
    );
    return session.contents.transcript;
  }
}
