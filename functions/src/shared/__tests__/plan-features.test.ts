import { FEATURES_BY_PLAN, PLAN_FEATURES, planAllows, recordingsAllowed } from '../plan-features';
import { PLAN_NAMES } from '../plans';

// The product's rule, written out plan by plan: "Starter Plus, Bronze and Silver unlock concurrent
// sessions, EMR integration, group sessions and unlimited notes (as advertised)"; only Silver's
// card advertises unlimited notes. A trial is its tier; the yearly Silver discount is Silver.
const SPEC: Record<string, { concurrentSessions: boolean; emrIntegration: boolean; groupSessions: boolean; unlimitedNotes: boolean }> = {
  Guest: { concurrentSessions: false, emrIntegration: false, groupSessions: false, unlimitedNotes: false },
  Free: { concurrentSessions: false, emrIntegration: false, groupSessions: false, unlimitedNotes: false },
  Starter: { concurrentSessions: true, emrIntegration: true, groupSessions: true, unlimitedNotes: false },
  Bronze: { concurrentSessions: true, emrIntegration: true, groupSessions: true, unlimitedNotes: false },
  Silver: { concurrentSessions: true, emrIntegration: true, groupSessions: true, unlimitedNotes: true },
  StarterTrial: { concurrentSessions: true, emrIntegration: true, groupSessions: true, unlimitedNotes: false },
  BronzeTrial: { concurrentSessions: true, emrIntegration: true, groupSessions: true, unlimitedNotes: false },
  YearlySilverDiscount: { concurrentSessions: true, emrIntegration: true, groupSessions: true, unlimitedNotes: true },
};

describe('plan gating', () => {
  it('covers every plan of the table', () => {
    expect(Object.keys(FEATURES_BY_PLAN).sort()).toEqual([...PLAN_NAMES].sort());
    expect(Object.keys(SPEC).sort()).toEqual([...PLAN_NAMES].sort());
  });

  it.each(Object.entries(SPEC))("%s unlocks exactly its plan's features", (plan, expected) => {
    for (const feature of PLAN_FEATURES) expect([feature, planAllows(plan, feature)]).toEqual([feature, expected[feature]]);
  });

  it.each(['Enterprise', 'constructor', '__proto__', '', 'free'])('"%s" unlocks nothing', (plan) => {
    for (const feature of PLAN_FEATURES) expect(planAllows(plan, feature)).toBe(false);
  });

  it('lets the plans with concurrent sessions record two sessions at once, the others one', () => {
    expect(PLAN_NAMES.map((plan) => [plan, recordingsAllowed(plan)])).toEqual(
      PLAN_NAMES.map((plan) => [plan, SPEC[plan].concurrentSessions ? 2 : 1]),
    );
  });
});
