// What changing a user's plan writes: the plan's quotas from the table (the Bronze and Silver
// helpers of the spec are these same numbers), and for a trial its start and 7 days of
// seconds. Admins' plan changes and payments both go through here.
import { TRIAL_LENGTH_SECONDS } from './limits';
import { isPlanName, PLANS, type PlanName } from './plans';

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
