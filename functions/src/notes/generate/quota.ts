// The note quota, in Firestore transactions: a generation takes its notes from notesLeft
// before it starts (never below 0: concurrent generations never overspend) and gives back
// those that failed. The day's usage entry counts the notes.
import type { Firestore } from 'firebase-admin/firestore';
import { appendUsage } from '../../shared/limits';
import { planAllows } from '../../shared/plan-features';
import { Refusal } from '../../shared/refusal';
import { usageLimitsUpdate, type UserDocUpdate } from '../../shared/user-doc';
import { readUserDoc, userDocRef } from '../../users/user-store';

/** The refusal when fewer notes are left than a generation needs. */
const noteLimitReached = () => new Refusal(403, 'uiNoteLimit', { code: 'resource-exhausted' });

/** Takes `count` notes from the user's quota; refuses (uiNoteLimit) when fewer are left. Returns what is left. */
export async function reserveNotes(db: Firestore, uid: string, count: number, localDate: string): Promise<number> {
  const ref = userDocRef(db, uid);
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data();
    const left = user?.usageLimits.notesLeft ?? 0;
    // Unlimited notes (Silver): counted in the day's usage, never taken from the quota.
    const unlimited = planAllows(user?.subscription.plan ?? '', 'unlimitedNotes');
    if (!user || (!unlimited && left < count)) throw noteLimitReached();
    const usage = appendUsage(user.usage, { timestamp: localDate, session: 0, notes: count });
    if (unlimited) {
      tx.update(ref, { usage } satisfies UserDocUpdate);
      return left;
    }
    const update: UserDocUpdate = { ...usageLimitsUpdate({ notesLeft: left - count }), usage };
    tx.update(ref, update);
    return left - count;
  });
}

/** Gives back `count` notes that were not generated. Returns what is left. */
export async function refundNotes(db: Firestore, uid: string, count: number, localDate: string): Promise<number> {
  if (count <= 0) return (await readUserDoc(db, uid))?.usageLimits.notesLeft ?? 0;
  const ref = userDocRef(db, uid);
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data();
    if (!user) return 0;
    const unlimited = planAllows(user.subscription.plan, 'unlimitedNotes');
    const left = user.usageLimits.notesLeft + (unlimited ? 0 : count);
    const usage = user.usage.map((day) => (day.timestamp === localDate ? { ...day, notes: Math.max(0, day.notes - count) } : day));
    const update: UserDocUpdate = { ...usageLimitsUpdate({ notesLeft: left }), usage };
    tx.update(ref, update);
    return left;
  });
}
