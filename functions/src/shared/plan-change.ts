// What changing a user's plan writes: the plan's quotas from the table (the Bronze and Silver
// helpers the pricing page describes are these same numbers), and for a trial its start and 7 days of
// seconds. Every plan change (admins, payments, trials, webhooks, special links) goes
// through planChangeUpdate, written once here.
import { TRIAL_LENGTH_SECONDS } from './limits';
import { isPlanName, PLANS, type PlanName } from './plans';
import { groupUpdate, usageLimitsUpdate, type UserDocUpdate } from './user-doc';

const TRIALS: readonly PlanName[] = ['StarterTrial', 'BronzeTrial'];

export interface PlanQuotas {
  plan: PlanName;
  notesLeft: number;
  timeLimit: number;
  /** Set for a trial: its start (ms) and the seconds it lasts. */
  trial: { trialStart: number; trialSecondsLeft: number } | null;
}

/** The quotas `name` gives from `now`; throws on a name the table does not have. */
export function quotasForPlan(name: string, now: number): PlanQuotas {
  if (!isPlanName(name)) throw new Error(`unknown plan ${name}`);
  const plan = PLANS[name];
  return {
    plan: name,
    notesLeft: plan.NOTES,
    timeLimit: plan.TIMELIMIT,
    trial: TRIALS.includes(name) ? { trialStart: now, trialSecondsLeft: TRIAL_LENGTH_SECONDS } : null,
  };
}

/** The record's fields a plan change sets: the plan, its notes and time limit, and a trial's start and seconds. */
export function planChangeUpdate(quotas: PlanQuotas): UserDocUpdate {
  return {
    ...groupUpdate('subscription', { plan: quotas.plan }),
    ...quotaRenewalUpdate(quotas),
    ...(quotas.trial ?? {}),
  };
}

/** The record's fields a renewal sets (a new billing cycle): the plan's notes and time limit. */
export function quotaRenewalUpdate(quotas: Pick<PlanQuotas, 'notesLeft' | 'timeLimit'>): UserDocUpdate {
  return usageLimitsUpdate({ notesLeft: quotas.notesLeft, timeLimit: quotas.timeLimit });
}
