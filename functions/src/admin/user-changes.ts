// What an admin changes on a user's record: the plan (with its quotas from the table; a
// trial starts now), the notes left, the session time limit and the internal flag. Each is
// one transaction through the user record's repository, audited with its values before and
// after. Also what the console reads of one user (the daily usage) and of all (the reviews).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AdminAction, AdminReviewRow, AdminUserUsage } from '../shared/admin';
import { quotasForPlan } from '../shared/plan-change';
import { Refusal } from '../shared/refusal';
import { usageLimitsUpdate, type UserDoc } from '../shared/user-doc';
import { changePlan, readUserDoc, readUserIn, updateUserIn, type UserUpdate } from '../users/user-store';
import { reviewers } from '../users/user-queries';
import { auditAction, type AdminActor } from '../security/audit-trail';

const userMissing = () => new Refusal(404, 'fallbackUserMissing');

/** One change: what it was, what it is now, and its write. */
interface UserChange<After> {
  before: unknown;
  after: After;
  write: (tx: Transaction) => void;
}

/**
 * Reads the user's record in a transaction, writes `change`, then audits it. Refused (404)
 * when the user has no record. Answers the values after.
 */
async function changeUser<After>(
  db: Firestore,
  actor: AdminActor,
  uid: string,
  action: AdminAction,
  change: (user: UserDoc) => UserChange<After>,
): Promise<After> {
  const outcome = await db.runTransaction(async (tx) => {
    const user = await readUserIn(tx, db, uid);
    if (!user) return null;
    const { before, after, write } = change(user);
    write(tx);
    return { before, after, email: user.userInfo.email };
  });
  if (!outcome) throw userMissing();
  await auditAction(db, actor, { action, targetUid: uid, target: outcome.email, before: outcome.before, after: outcome.after });
  return outcome.after;
}

/** A change of plain fields of the record. */
const fieldsChange = <After>(db: Firestore, uid: string, before: unknown, after: After, update: UserUpdate): UserChange<After> => ({
  before,
  after,
  write: (tx) => updateUserIn(tx, db, uid, update),
});

/** The plan and its quotas from the table (a trial starts now). */
export function setPlan(db: Firestore, actor: AdminActor, uid: string, planName: string) {
  const now = Date.now();
  const quotas = quotasForPlan(planName, now);
  return changeUser(db, actor, uid, 'set-plan', (user) => ({
    before: { plan: user.subscription.plan, notesLeft: user.usageLimits.notesLeft, timeLimit: user.usageLimits.timeLimit },
    after: { plan: quotas.plan, notesLeft: quotas.notesLeft, timeLimit: quotas.timeLimit },
    write: (tx) => changePlan(tx, db, uid, planName, now),
  }));
}

export function setNotesLeft(db: Firestore, actor: AdminActor, uid: string, notesLeft: number) {
  return changeUser(db, actor, uid, 'set-notes', (user) =>
    fieldsChange(db, uid, { notesLeft: user.usageLimits.notesLeft }, { notesLeft }, usageLimitsUpdate({ notesLeft })),
  );
}

export function setTimeLimit(db: Firestore, actor: AdminActor, uid: string, timeLimit: number) {
  return changeUser(db, actor, uid, 'set-time', (user) =>
    fieldsChange(db, uid, { timeLimit: user.usageLimits.timeLimit }, { timeLimit }, usageLimitsUpdate({ timeLimit })),
  );
}

/** Staff and test accounts are internal. */
export function setInternal(db: Firestore, actor: AdminActor, uid: string, isInternal: boolean) {
  return changeUser(db, actor, uid, 'set-internal', (user) =>
    fieldsChange(db, uid, { isInternal: user.isInternalEmail }, { isInternal }, { isInternalEmail: isInternal }),
  );
}

/** The user's daily usage (at most 30 entries). */
export async function userUsage(db: Firestore, uid: string): Promise<AdminUserUsage> {
  const user = await readUserDoc(db, uid);
  if (!user) throw userMissing();
  return { usage: user.usage };
}

/** The reviews users left (of one type, or 'all'), newest first. */
export async function latestReviews(db: Firestore, type: string): Promise<AdminReviewRow[]> {
  return (await reviewers(db, type, 500))
    .map(({ uid, user }) => {
      const review = user.review;
      return {
        uid,
        displayName: user.userInfo.displayName,
        email: user.userInfo.email,
        reviewType: (review?.reviewType ?? 'none') as AdminReviewRow['reviewType'],
        feedback: review?.feedback ?? '',
        reviewTimestamp: review?.reviewTimestamp ?? 0,
      };
    })
    .filter((row) => row.reviewType !== 'none');
}
