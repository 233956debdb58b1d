// The plan table (notes, session time limit, prices) and which plans unlock which features.

/** Prices in US and Canadian dollars; null where the plan has none. */
export interface Price {
  USD: number | null;
  CAD: number | null;
}

/** One row of the plan table. */
export interface Plan {
  NAME: string;
  ID: string;
  NOTES: number;
  /** Session time limit in seconds. */
  TIMELIMIT: number;
  MONTHLY_PRICE: Price;
  YEARLY_PRICE: Price;
  /** i18n keys of the advertised lines; the site holds their texts. */
  BULLET_POINTS: readonly string[];
  /** Discount as the plan table states it (5), or null. */
  DISCOUNT: number | null;
}

const NO_PRICE: Price = { USD: null, CAD: null };

/**
 * Every plan. Advertised lines:
 * Starter ("Starter Plus"): up to 30 sessions per month, 60 minutes each;
 * Bronze: up to 100 sessions, 75 minutes each, 70+ languages;
 * Silver: unlimited notes, 130 minutes per session.
 */
export const PLANS = {
  Guest: {
    NAME: 'Guest',
    ID: 'guest',
    NOTES: 1,
    TIMELIMIT: 600,
    MONTHLY_PRICE: NO_PRICE,
    YEARLY_PRICE: NO_PRICE,
    BULLET_POINTS: [],
    DISCOUNT: null,
  },
  Free: {
    NAME: 'Free',
    ID: 'free',
    NOTES: 10,
    TIMELIMIT: 3600,
    MONTHLY_PRICE: { USD: 0, CAD: null },
    YEARLY_PRICE: NO_PRICE,
    BULLET_POINTS: [],
    DISCOUNT: null,
  },
  Starter: {
    NAME: 'Starter',
    ID: 'starter',
    NOTES: 30,
    TIMELIMIT: 3600,
    MONTHLY_PRICE: { USD: 9.99, CAD: 15 },
    YEARLY_PRICE: { USD: 99.99, CAD: 150 },
    BULLET_POINTS: ['plans.starter.sessions', 'plans.starter.minutes'],
    DISCOUNT: 5,
  },
  Bronze: {
    NAME: 'Bronze',
    ID: 'bronze',
    NOTES: 100,
    TIMELIMIT: 4500,
    MONTHLY_PRICE: { USD: 39.99, CAD: 55 },
    YEARLY_PRICE: { USD: 399.99, CAD: 550 },
    BULLET_POINTS: ['plans.bronze.sessions', 'plans.bronze.minutes', 'plans.bronze.languages'],
    DISCOUNT: 5,
  },
  Silver: {
    NAME: 'Silver',
    ID: 'silver',
    NOTES: 160,
    TIMELIMIT: 9000,
    MONTHLY_PRICE: { USD: 99.99, CAD: 150 },
    YEARLY_PRICE: { USD: 999.99, CAD: 1500 },
    BULLET_POINTS: ['plans.silver.notes', 'plans.silver.minutes'],
    DISCOUNT: 5,
  },
  BronzeTrial: {
    NAME: 'BronzeTrial',
    ID: 'bronze-trial',
    NOTES: 100,
    TIMELIMIT: 4500,
    MONTHLY_PRICE: NO_PRICE,
    YEARLY_PRICE: NO_PRICE,
    BULLET_POINTS: [],
    DISCOUNT: null,
  },
  StarterTrial: {
    NAME: 'StarterTrial',
    ID: 'starter-trial',
    NOTES: 30,
    TIMELIMIT: 2700,
    MONTHLY_PRICE: NO_PRICE,
    YEARLY_PRICE: NO_PRICE,
    BULLET_POINTS: [],
    DISCOUNT: null,
  },
  YearlySilverDiscount: {
    NAME: 'YearlySilverDiscount',
    ID: 'yearly-silver-discount',
    NOTES: 160,
    TIMELIMIT: 9000,
    MONTHLY_PRICE: NO_PRICE,
    YEARLY_PRICE: { USD: 600, CAD: 750 },
    BULLET_POINTS: [],
    DISCOUNT: null,
  },
} as const satisfies Record<string, Plan>;

/** notesLeft of a new account: the Free row of the plan table (10). */
export const NEW_USER_NOTES_LEFT = PLANS.Free.NOTES;
/** timeLimit of a new account: the Free row of the plan table (3600 s). */
export const NEW_USER_TIME_LIMIT_SECONDS = PLANS.Free.TIMELIMIT;
/** Guest quota: the Guest row of the plan table (1 note). */
export const GUEST_NOTES_LEFT = PLANS.Guest.NOTES;
/** Guest quota: the Guest row of the plan table (600 s). */
export const GUEST_TIME_LIMIT_SECONDS = PLANS.Guest.TIMELIMIT;

/** A plan name as stored in subscription.plan. */
export type PlanName = keyof typeof PLANS;

/** Every plan name, in table order. */
export const PLAN_NAMES = Object.keys(PLANS) as [PlanName, ...PlanName[]];

/** subscription.plan of a new account. */
export const DEFAULT_PLAN_NAME: PlanName = 'Free';

/** The restricted plan of guests: 1 note, 600 seconds. */
export const GUEST_PLAN = PLANS.Guest;

/** The plan of every new registered account. */
export const FREE_PLAN = PLANS.Free;

/** True when `name` is one of the plan names of the table. */
export function isPlanName(name: string): name is PlanName {
  return Object.prototype.hasOwnProperty.call(PLANS, name);
}

/** The plan with this name, or undefined for an unknown name. */
export function getPlan(name: string): Plan | undefined {
  return isPlanName(name) ? PLANS[name] : undefined;
}

/** What the bronze and silver upgrade helpers set, taken from the table. */
export const PLAN_UPGRADES = {
  Bronze: { notesLeft: PLANS.Bronze.NOTES, timeLimit: PLANS.Bronze.TIMELIMIT },
  Silver: { notesLeft: PLANS.Silver.NOTES, timeLimit: PLANS.Silver.TIMELIMIT },
} as const;

/** Plans a promo code applies to. */
export const PROMO_ELIGIBLE_PLANS: readonly PlanName[] = ['Bronze', 'Silver'];

// Which plans unlock which features: plan-features.ts.
