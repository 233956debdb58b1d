// The note quota (spec sections 4 and 5), in Firestore transactions: a generation takes
// its notes from notesLeft before it starts (never below 0: concurrent generations never
// overspend) and gives back those that failed. The day's usage entry counts the notes.
import type { Firestore } from 'firebase-admin/firestore';
import { appendUsage, type UsageEntry } from '../shared/limits';

export class NoteLimitReached extends Error {
  constructor() {
    super('You have reached your note limit. Please upgrade to start new sessions.');
  }
}

/** Takes `count` notes from the user's quota; throws NoteLimitReached when fewer are left. Returns what is left. */
export async function reserveNotes(db: Firestore, uid: string, count: number, localDate: string): Promise<number> {
  const ref = db.doc(`users/${uid}`);
  return db.runTransaction(async (tx) => {
    const user = await tx.get(ref);
    const left = Number(user.get('usageLimits.notesLeft') ?? 0);
    if (!user.exists || left < count) throw new NoteLimitReached();
    const usage = appendUsage((user.get('usage') as UsageEntry[] | undefined) ?? [], { timestamp: localDate, session: 0, notes: count });
    tx.update(ref, { 'usageLimits.notesLeft': left - count, usage });
    return left - count;
  });
}

/** Gives back `count` notes that were not generated. Returns what is left. */
export async function refundNotes(db: Firestore, uid: string, count: number, localDate: string): Promise<number> {
  if (count <= 0) return Number((await db.doc(`users/${uid}`).get()).get('usageLimits.notesLeft') ?? 0);
  const ref = db.doc(`users/${uid}`);
  return db.runTransaction(async (tx) => {
    const user = await tx.get(ref);
    if (!user.exists) return 0;
    const left = Number(user.get('usageLimits.notesLeft') ?? 0) + count;
    const usage = ((user.get('usage') as UsageEntry[] | undefined) ?? []).map((day) =>
      day.timestamp === localDate ? { ...day, notes: Math.max(0, day.notes - count) } : day,
    );
    tx.update(ref, { 'usageLimits.notesLeft': left, usage });
    return left;
  });
}
