// Usage accounting, in one Firestore transaction per change so concurrent stops never count
// a second twice: a session's recorded seconds not yet counted go to the day's usage entry
// and come off trialSecondsLeft (never below 0).
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { appendUsage, decrementTrialSeconds } from '../shared/limits';
import { parseStored } from '../shared/stored-document';
import type { UserDoc, UserDocUpdate } from '../shared/user-doc';
import { userDocRef } from '../users/user-store';
import { sessionRef } from './session-store';

/**
 * Counts the session's seconds up to `audioSeconds` (only those not counted before) on
 * `localDate`. Returns the seconds counted now.
 */
export async function accountSessionSeconds(
  db: Firestore,
  uid: string,
  sessionId: string,
  audioSeconds: number,
  localDate: string,
): Promise<number> {
  const userRef = userDocRef(db, uid);
  const sessionDoc = sessionRef(db, uid, sessionId);
  return db.runTransaction(async (tx) => {
    const [userSnapshot, session] = await Promise.all([tx.get(userRef), tx.get(sessionDoc)]);
    const user = userSnapshot.data();
    if (!session.exists) return 0;
    const accounted = Number(session.get('accountedSeconds') ?? 0);
    const total = Math.round(audioSeconds);
    const seconds = Math.max(0, total - accounted);
    tx.update(sessionDoc, {
      accountedSeconds: Math.max(accounted, total),
      audioSeconds: Math.max(total, Number(session.get('audioSeconds') ?? 0)),
    });
    if (seconds === 0 || !user) return 0;
    tx.update(userRef, usageUpdate(user, seconds, localDate));
    return seconds;
  });
}

/** A session's uploaded recordings already counted (their keys; none before the first). */
const countedFilesSchema = z.array(z.string()).default([]);

/**
 * Counts `seconds` of an uploaded recording of session `sessionId` on `localDate`, once per
 * file: `fileKey` is remembered in the session's countedFiles, so a second call for it counts
 * nothing. Returns the seconds counted now.
 */
export async function accountFileSeconds(
  db: Firestore,
  uid: string,
  sessionId: string,
  fileKey: string,
  seconds: number,
  localDate: string,
): Promise<number> {
  const userRef = userDocRef(db, uid);
  const sessionDoc = sessionRef(db, uid, sessionId);
  const counted = Math.max(0, Math.ceil(seconds));
  return db.runTransaction(async (tx) => {
    const [userSnapshot, session] = await Promise.all([tx.get(userRef), tx.get(sessionDoc)]);
    const user = userSnapshot.data();
    const done = parseStored(countedFilesSchema, session.get('countedFiles'), 'sessions');
    if (!session.exists || done.includes(fileKey)) return 0;
    tx.update(sessionDoc, { countedFiles: [...done, fileKey] });
    if (counted === 0 || !user) return 0;
    tx.update(userRef, usageUpdate(user, counted, localDate));
    return counted;
  });
}

/** The user's usage entry for the day and trial seconds after `seconds` more. */
function usageUpdate(user: UserDoc, seconds: number, localDate: string): UserDocUpdate {
  const update: UserDocUpdate = {
    usage: appendUsage(user.usage, { timestamp: localDate, session: seconds, notes: 0 }),
  };
  if (user.trialSecondsLeft !== undefined) update.trialSecondsLeft = decrementTrialSeconds(user.trialSecondsLeft, seconds);
  return update;
}
