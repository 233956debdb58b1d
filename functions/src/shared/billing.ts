// Plans and payment: what the Plan & Billing checkout sends, the Braintree plan a subscription
// is made on, and what the payment calls answer.
import { z } from 'zod';
import { PLANS, type PlanName } from './plans';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The plans bought with a card (Enterprise is by contacting us). */
export const PAYABLE_PLANS = ['Starter', 'Bronze', 'Silver'] as const satisfies readonly PlanName[];
export type PayablePlan = (typeof PAYABLE_PLANS)[number];

/** POST /payment/subscribe: the plan chosen, and the payment method's nonce (from the Drop-in or the local test form). */
export const subscribeSchema = z.object({
  planName: z.enum(PAYABLE_PLANS),
  period: z.enum(BILLING_PERIODS),
  currency: z.enum(CURRENCIES),
  nonce: z.string().trim().min(1).max(4000),
  promoCode: z.string().trim().toUpperCase().max(32).default(''),
  /** One checkout attempt (made when the checkout opens): a second Pay of the same attempt never charges twice. */
  attemptId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

/** The price of a plan for a period and currency (null when it has none). */
export function planPrice(plan: PayablePlan, period: BillingPeriod, currency: Currency): number | null {
  const table = period === 'monthly' ? PLANS[plan].MONTHLY_PRICE : PLANS[plan].YEARLY_PRICE;
  return table[currency];
}

/** The Braintree plan a subscription is made on: e.g. bronze-monthly-cad (create these plans in Braintree). */
export const braintreePlanId = (plan: PayablePlan, period: BillingPeriod, currency: Currency) =>
  `${PLANS[plan].ID}-${period}-${currency.toLowerCase()}`;

/** What a successful subscription answers (and what its checkout attempt keeps, for a retried request). */
export const subscribeResultSchema = z.object({
  plan: z.enum(PAYABLE_PLANS),
  notesLeft: z.number(),
  timeLimit: z.number(),
  subscriptionId: z.string(),
  price: z.number(),
  /** The first payment: the price less the referral reward of a referred user's first subscription. */
  firstPayment: z.number(),
  currency: z.enum(CURRENCIES),
  period: z.enum(BILLING_PERIODS),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** The test nonces the local checkout form offers (Braintree's documented ones). */
export const TEST_NONCES = [
  'fake-valid-nonce',
  'fake-valid-visa-nonce',
  'fake-valid-mastercard-nonce',
  'fake-processor-declined-visa-nonce',
  'fake-processor-failure-visa-nonce',
] as const;

/** The trials a Free user may start once from Plan & Billing (7 days). */
export const TRIAL_PLANS = ['StarterTrial', 'BronzeTrial'] as const satisfies readonly PlanName[];
export type TrialPlan = (typeof TRIAL_PLANS)[number];

/** POST /payment/start-trial. */
export const startTrialSchema = z.object({ planName: z.enum(TRIAL_PLANS) });

/** POST /payment-methods: a payment method's nonce, made the default or not. */
export const addPaymentMethodSchema = z.object({ nonce: z.string().trim().min(1).max(4000), makeDefault: z.boolean().default(true) });

/** A Braintree payment method token (path parameter of /payment-methods/{token}). */
export const paymentMethodTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A saved payment method as Plan & Billing lists it (never the card number). */
export interface SavedPaymentMethod {
  token: string;
  /** 'Visa', 'MasterCard', 'PayPal', ... */
  kind: string;
  last4: string;
  /** MM/YYYY, or '' for methods without one. */
  expiry: string;
  isDefault: boolean;
}

/** The $100 the referral invite promises: off the invitee's first payment (at most its price). */
export const REFERRAL_FIRST_MONTH_DISCOUNT = 100;
/** Braintree discount id the referral reward is added as (create it in Braintree). */
export const REFERRAL_DISCOUNT_ID = 'referral-first-month';
