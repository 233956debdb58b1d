// Usage accounting (spec sections 3 and 4), in one Firestore transaction per change so
// concurrent stops never count a second twice: a session's recorded seconds not yet
// counted go to the day's usage entry and come off trialSecondsLeft (never below 0).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { appendUsage, decrementTrialSeconds, type UsageEntry } from '../shared/limits';
import { sessionPath } from './session-store';

/**
 * Counts the session's seconds up to `audioSeconds` (only those not counted before) on
 * `localDate`. Returns the seconds counted now.
 */
export async function accountSessionSeconds(db: Firestore, uid: string, sessionId: string, audioSeconds: number, localDate: string): Promise<number> {
  const userRef = db.doc(`users/${uid}`);
  const sessionRef = db.doc(sessionPath(uid, sessionId));
  return db.runTransaction(async (tx) => {
    const [user, session] = await Promise.all([tx.get(userRef), tx.get(sessionRef)]);
    if (!session.exists) return 0;
    const accounted = Number(session.get('accountedSeconds') ?? 0);
    const total = Math.round(audioSeconds);
    const seconds = Math.max(0, total - accounted);
    tx.update(sessionRef, { accountedSeconds: Math.max(accounted, total), audioSeconds: Math.max(total, Number(session.get('audioSeconds') ?? 0)) });
    if (seconds === 0 || !user.exists) return 0;
    tx.update(userRef, usageUpdate(user, seconds, localDate));
    return seconds;
  });
}

/**
 * Counts `seconds` of an uploaded recording of session `sessionId` on `localDate`, once per
 * file: `fileKey` is remembered in the session's countedFiles, so a second call for it counts
 * nothing. Returns the seconds counted now.
 */
export async function accountFileSeconds(db: Firestore, uid: string, sessionId: string, fileKey: string, seconds: number, localDate: string): Promise<number> {
  const userRef = db.doc(`users/${uid}`);
  const sessionRef = db.doc(sessionPath(uid, sessionId));
  const counted = Math.max(0, Math.ceil(seconds));
  return db.runTransaction(async (tx) => {
    const [user, session] = await Promise.all([tx.get(userRef), tx.get(sessionRef)]);
    const done = (session.get('countedFiles') as string[] | undefined) ?? [];
    if (!session.exists || done.includes(fileKey)) return 0;
    tx.update(sessionRef, { countedFiles: [...done, fileKey] });
    if (counted === 0 || !user.exists) return 0;
    tx.update(userRef, usageUpdate(user, counted, localDate));
    return counted;
  });
}

/** The user's usage entry for the day and trial seconds after `seconds` more. */
function usageUpdate(user: DocumentSnapshot, seconds: number, localDate: string): Record<string, UsageEntry[] | number> {
  const update: Record<string, UsageEntry[] | number> = {
    usage: appendUsage((user.get('usage') as UsageEntry[] | undefined) ?? [], { timestamp: localDate, session: seconds, notes: 0 }),
  };
  const trialLeft = user.get('trialSecondsLeft');
  if (typeof trialLeft === 'number') update.trialSecondsLeft = decrementTrialSeconds(trialLeft, seconds);
  return update;
}
