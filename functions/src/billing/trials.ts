// Trials: a Free user starts StarterTrial or BronzeTrial once (7 days, trialStart and
// trialSecondsLeft); a trial that is over (no seconds left, or 7 days passed) falls back to
// Free, and the record says which plan ended, why and when, so the app can tell the clinician.
// Expiry runs when the app asks for the plan's status, when a session starts and in the
// realtime server's periodic sweep; each is one transaction, so it happens once.
import type { Firestore } from 'firebase-admin/firestore';
import { isTrialExpired } from '../shared/limits';
import { DEFAULT_PLAN_NAME } from '../shared/plans';
import { TRIAL_PLANS, type TrialPlan } from '../shared/billing';
import { Refusal } from '../shared/refusal';
import { subscriptionUpdate } from '../shared/user-doc';
import { changePlan, readUserIn } from '../users/user-store';
import { userIdsOnPlans } from '../users/user-queries';
import { PAYMENT_REFUSAL_CODE } from './payment-methods';

const isTrial = (plan: string): plan is TrialPlan => (TRIAL_PLANS as readonly string[]).includes(plan);

/** Starts `plan` for a Free user who never had a trial; refused otherwise. */
export async function startTrial(
  db: Firestore,
  uid: string,
  plan: TrialPlan,
  now = Date.now(),
): Promise<{ plan: TrialPlan; trialStart: number; trialSecondsLeft: number }> {
  return db.runTransaction(async (tx) => {
    const user = await readUserIn(tx, db, uid);
    if (!user) throw new Refusal(404, 'fallbackUserMissing', PAYMENT_REFUSAL_CODE);
    if (user.subscription.plan !== DEFAULT_PLAN_NAME) throw new Refusal(409, 'paymentTrialNotFromFree');
    if (user.trialStart > 0) throw new Refusal(409, 'paymentTrialUsed');
    const quotas = changePlan(tx, db, uid, plan, now, subscriptionUpdate({ endedPlan: '', endedReason: '', endedAt: 0 }));
    return { plan, ...(quotas.trial ?? { trialStart: now, trialSecondsLeft: 0 }) };
  });
}

/** Ends the user's trial if it is over: back to Free, with the ended plan, the reason and the time. True when it ended now. */
export async function expireTrialIfOver(db: Firestore, uid: string, now = Date.now()): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const user = await readUserIn(tx, db, uid);
    const plan = user?.subscription.plan ?? '';
    const secondsLeft = user?.trialSecondsLeft ?? 0;
    if (!user || !isTrial(plan) || !isTrialExpired(secondsLeft, user.trialStart, now)) return false;
    changePlan(tx, db, uid, DEFAULT_PLAN_NAME, now, {
      trialSecondsLeft: 0,
      ...subscriptionUpdate({ endedPlan: plan, endedReason: secondsLeft <= 0 ? 'trialTimeUsed' : 'trialExpired', endedAt: now }),
    });
    return true;
  });
}

/** Ends every trial that is over (the periodic sweep); returns how many ended. */
export async function expireTrials(db: Firestore, now = Date.now()): Promise<number> {
  let ended = 0;
  for (const uid of await userIdsOnPlans(db, TRIAL_PLANS)) if (await expireTrialIfOver(db, uid, now)) ended += 1;
  return ended;
}
