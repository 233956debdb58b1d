// Plan gating: which features each plan unlocks. One table, read by the site (what it offers)
// and by every server route (what it allows). The advertised tiers (Starter Plus, Bronze and
// Silver) unlock concurrent sessions, EMR integration and group sessions; Silver alone has
// unlimited notes, as its card says. A trial unlocks what its tier does, and the yearly Silver
// discount is Silver. Guest and Free unlock none; an unknown plan name unlocks none.
import { isPlanName, type PlanName } from './plans';

export const PLAN_FEATURES = ['concurrentSessions', 'emrIntegration', 'groupSessions', 'unlimitedNotes'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

const PAID_TIER: readonly PlanFeature[] = ['concurrentSessions', 'emrIntegration', 'groupSessions'];
const SILVER_TIER: readonly PlanFeature[] = [...PAID_TIER, 'unlimitedNotes'];

export const FEATURES_BY_PLAN: Readonly<Record<PlanName, readonly PlanFeature[]>> = {
  Guest: [],
  Free: [],
  Starter: PAID_TIER,
  Bronze: PAID_TIER,
  Silver: SILVER_TIER,
  BronzeTrial: PAID_TIER,
  StarterTrial: PAID_TIER,
  YearlySilverDiscount: SILVER_TIER,
};

/** True when `plan` unlocks `feature`; false for an unknown plan name. */
export function planAllows(plan: string, feature: PlanFeature): boolean {
  return isPlanName(plan) && FEATURES_BY_PLAN[plan].includes(feature);
}

/** Sessions a user of `plan` may record at the same time: two with concurrent sessions, else one. */
export function recordingsAllowed(plan: string): number {
  return planAllows(plan, 'concurrentSessions') ? 2 : 1;
}
