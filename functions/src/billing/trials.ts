// Trials: a Free user starts StarterTrial or BronzeTrial once (7 days, trialStart and
// trialSecondsLeft); a trial that is over (no seconds left, or 7 days passed) falls back to
// Free, and the record says which plan ended, why and when, so the app can tell the clinician.
// Expiry runs when the app asks for the plan's status, when a session starts and in the
// realtime server's periodic sweep; each is one transaction, so it happens once.
import type { Firestore } from 'firebase-admin/firestore';
import { isTrialExpired } from '../shared/limits';
import { quotasForPlan } from '../shared/plan-change';
import { TRIAL_PLANS, type TrialPlan } from '../shared/billing';
import { USER_FIELDS, userDocPath } from '../shared/user-doc';
import { PaymentRefused } from './subscribe';

interface TrialFields {
  subscription?: { plan?: string };
  trialStart?: number;
  trialSecondsLeft?: number;
}

const isTrial = (plan: string): plan is TrialPlan => (TRIAL_PLANS as readonly string[]).includes(plan);

/** Starts `plan` for a Free user who never had a trial; refused otherwise. */
export async function startTrial(db: Firestore, uid: string, plan: TrialPlan, now = Date.now()): Promise<{ plan: TrialPlan; trialStart: number; trialSecondsLeft: number }> {
  const ref = db.doc(userDocPath(uid));
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data() as TrialFields | undefined;
    if (!user) throw new PaymentRefused(404, 'fallbackUserMissing', 'User does not exist in the database');
    if ((user.subscription?.plan ?? 'Free') !== 'Free') throw new PaymentRefused(409, 'paymentTrialNotFromFree', 'A trial can be started from the Free plan only.');
    if ((user.trialStart ?? 0) > 0) throw new PaymentRefused(409, 'paymentTrialUsed', 'This account has already had its free trial.');
    const quotas = quotasForPlan(plan, now);
    const trial = quotas.trial ?? { trialStart: now, trialSecondsLeft: 0 };
    tx.update(ref, {
      [USER_FIELDS.plan]: quotas.plan,
      [USER_FIELDS.notesLeft]: quotas.notesLeft,
      [USER_FIELDS.timeLimit]: quotas.timeLimit,
      ...trial,
      'subscription.endedPlan': '',
      'subscription.endedReason': '',
      'subscription.endedAt': 0,
    });
    return { plan, ...trial };
  });
}

/** Ends the user's trial if it is over: back to Free, with the ended plan, the reason and the time. True when it ended now. */
export async function expireTrialIfOver(db: Firestore, uid: string, now = Date.now()): Promise<boolean> {
  const ref = db.doc(userDocPath(uid));
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data() as TrialFields | undefined;
    const plan = user?.subscription?.plan ?? '';
    if (!user || !isTrial(plan) || !isTrialExpired(user.trialSecondsLeft ?? 0, user.trialStart ?? 0, now)) return false;
    const free = quotasForPlan('Free', now);
    tx.update(ref, {
      [USER_FIELDS.plan]: free.plan,
      [USER_FIELDS.notesLeft]: free.notesLeft,
      [USER_FIELDS.timeLimit]: free.timeLimit,
      trialSecondsLeft: 0,
      'subscription.endedPlan': plan,
      'subscription.endedReason': (user.trialSecondsLeft ?? 0) <= 0 ? 'trialTimeUsed' : 'trialExpired',
      'subscription.endedAt': now,
    });
    return true;
  });
}

/** Ends every trial that is over (the periodic sweep); returns how many ended. */
export async function expireTrials(db: Firestore, now = Date.now()): Promise<number> {
  const onTrial = await db.collection('users').where(USER_FIELDS.plan, 'in', [...TRIAL_PLANS]).get();
  let ended = 0;
  for (const doc of onTrial.docs) if (await expireTrialIfOver(db, doc.id, now)) ended += 1;
  return ended;
}
