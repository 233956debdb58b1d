import {
  DEFAULT_PLAN_NAME,
  FREE_PLAN,
  getPlan,
  GUEST_PLAN,
  isPlanName,
  PLAN_NAMES,
  PLANS,
  PLAN_UPGRADES,
  PROMO_ELIGIBLE_PLANS,
} from '../plans';

// The plan table, row by row: notes, time limit, monthly/yearly USD, CAD, discount.
const SPEC: Array<[string, number, number, [number | null, number | null], [number | null, number | null], number | null]> = [
  ['Guest', 1, 600, [null, null], [null, null], null],
  ['Free', 10, 3600, [0, null], [null, null], null],
  ['Starter', 30, 3600, [9.99, 99.99], [15, 150], 5],
  ['Bronze', 100, 4500, [39.99, 399.99], [55, 550], 5],
  ['Silver', 160, 9000, [99.99, 999.99], [150, 1500], 5],
  ['BronzeTrial', 100, 4500, [null, null], [null, null], null],
  ['StarterTrial', 30, 2700, [null, null], [null, null], null],
  ['YearlySilverDiscount', 160, 9000, [null, 600], [null, 750], null],
];

describe('plan table', () => {
  it.each(SPEC)(
    '%s has its notes, seconds and prices',
    (name, notes, seconds, [monthlyUsd, yearlyUsd], [monthlyCad, yearlyCad], discount) => {
      const plan = getPlan(name);
      expect(plan).toBeDefined();
      expect(plan?.NAME).toBe(name);
      expect(plan?.NOTES).toBe(notes);
      expect(plan?.TIMELIMIT).toBe(seconds);
      expect(plan?.MONTHLY_PRICE.USD).toBe(monthlyUsd);
      expect(plan?.YEARLY_PRICE.USD).toBe(yearlyUsd);
      expect(plan?.MONTHLY_PRICE.CAD).toBe(monthlyCad);
      expect(plan?.YEARLY_PRICE.CAD).toBe(yearlyCad);
      expect(plan?.DISCOUNT).toBe(discount);
    },
  );

  it("has exactly the eight plans, in the pricing table's order, with unique lowercase kebab-case ids", () => {
    expect(PLAN_NAMES).toEqual(['Guest', 'Free', 'Starter', 'Bronze', 'Silver', 'BronzeTrial', 'StarterTrial', 'YearlySilverDiscount']);
    const ids = Object.values(PLANS).map((p) => p.ID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('advertises the lines of section 9 as i18n keys: Starter 2, Bronze 3, Silver 2, none elsewhere', () => {
    expect(PLANS.Starter.BULLET_POINTS).toEqual(['plans.starter.sessions', 'plans.starter.minutes']);
    expect(PLANS.Bronze.BULLET_POINTS).toEqual(['plans.bronze.sessions', 'plans.bronze.minutes', 'plans.bronze.languages']);
    expect(PLANS.Silver.BULLET_POINTS).toEqual(['plans.silver.notes', 'plans.silver.minutes']);
    for (const name of ['Guest', 'Free', 'BronzeTrial', 'StarterTrial', 'YearlySilverDiscount'] as const) {
      expect(PLANS[name].BULLET_POINTS).toEqual([]);
    }
  });

  it('names the guest and free plans and the default plan of a new account', () => {
    expect([GUEST_PLAN.NOTES, GUEST_PLAN.TIMELIMIT]).toEqual([1, 600]);
    expect([FREE_PLAN.NOTES, FREE_PLAN.TIMELIMIT]).toEqual([10, 3600]);
    expect(DEFAULT_PLAN_NAME).toBe('Free');
  });

  it('finds plans by exact name only', () => {
    expect(getPlan('Silver')).toBe(PLANS.Silver);
    expect(getPlan('silver')).toBeUndefined();
    expect(getPlan('toString')).toBeUndefined();
    expect(isPlanName('BronzeTrial')).toBe(true);
    expect(isPlanName('Enterprise')).toBe(false);
  });

  it('lets promo codes apply to Bronze and Silver only', () => {
    expect(PROMO_ELIGIBLE_PLANS).toEqual(['Bronze', 'Silver']);
  });

  it('upgrades Bronze to 100 notes / 4500 s and Silver to 160 / 9000 s', () => {
    expect(PLAN_UPGRADES).toEqual({ Bronze: { notesLeft: 100, timeLimit: 4500 }, Silver: { notesLeft: 160, timeLimit: 9000 } });
  });
});
