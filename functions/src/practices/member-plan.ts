// A member's plan follows their practice: joining ends the member's own subscription (the
// unused part of its paid period is stated and kept as a credit in its currency) and gives
// them the practice's plan and quotas; leaving, being removed or the practice closing brings
// them back to the Free plan, their sessions, notes and templates kept as they are.
// The own subscription's billing record loses its subscription id before the gateway's
// cancellation notice can arrive, so that notice finds no one and changes nothing.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { PaymentGateway } from '../providers/payments/payment-gateway';
import { BILLING_PERIODS, CURRENCIES, PAYABLE_PLANS, planPrice, type BillingPeriod, type Currency } from '../shared/billing';
import { DEFAULT_PLAN_NAME } from '../shared/plans';
import type { PracticePlan } from '../shared/practices';
import { parseStored } from '../shared/stored-document';
import { subscriptionUpdate } from '../shared/user-doc';
import { billingRef, readBilling } from '../billing/billing-record';
import { changePlan, readUserDoc } from '../users/user-store';

/** subscription.option of a member whose plan the practice pays (the period is the practice's). */
export const PRACTICE_PLAN_OPTION = 'practice';

/** What the member is owed for the unused part of their own subscription, in its currency. */
export interface MemberCredit {
  amount: number;
  currency: Currency;
}

/** The paid period `now` falls in, for a subscription that started at `start` (calendar months or years, UTC). */
export function currentPeriod(start: number, period: BillingPeriod, now: number): { start: number; end: number } {
  const step = (from: Date, count: number): number => {
    const next = new Date(from.getTime());
    if (period === 'monthly') next.setUTCMonth(next.getUTCMonth() + count);
    else next.setUTCFullYear(next.getUTCFullYear() + count);
    return next.getTime();
  };
  const origin = new Date(start);
  let cycles = 0;
  // At most a few hundred steps (months since the first subscription).
  while (step(origin, cycles + 1) <= now) cycles += 1;
  return { start: step(origin, cycles), end: step(origin, cycles + 1) };
}

/** The unused part of `price` for the period [start, end) at `now`, rounded down to the cent. */
export function unusedCredit(price: number, period: { start: number; end: number }, now: number): number {
  const length = period.end - period.start;
  if (length <= 0 || price <= 0) return 0;
  const unused = Math.min(1, Math.max(0, (period.end - now) / length));
  return Math.floor(price * unused * 100) / 100;
}

/** A checkout attempt as billing keeps it: the result and when it was paid. */
const paidAttemptSchema = z.object({
  subscriptionId: z.string(),
  price: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  period: z.enum(BILLING_PERIODS),
  at: z.number(),
});

/** What the subscription `subscriptionId` of `uid` costs a period and since when it runs, or null when unknown. */
async function paidTerms(
  db: Firestore,
  uid: string,
  subscriptionId: string,
  fallback: { plan: string; firstSubscribedAt?: number },
): Promise<{ price: number; currency: Currency; period: BillingPeriod; since: number } | null> {
  const attempts = await billingRef(db, uid).collection('attempts').where('subscriptionId', '==', subscriptionId).limit(1).get();
  if (!attempts.empty) {
    const paid = parseStored(paidAttemptSchema, attempts.docs[0].data(), 'billing attempts');
    return { price: paid.price, currency: paid.currency, period: paid.period, since: paid.at };
  }
  // A subscription without its attempt (made before attempts were kept): the plan's list price.
  const stored = (await billingRef(db, uid).get()).data() ?? {};
  const terms = z
    .object({ currency: z.enum(CURRENCIES), period: z.enum(BILLING_PERIODS) })
    .safeParse({ currency: stored.currency, period: stored.period });
  const plan = PAYABLE_PLANS.find((name) => name === fallback.plan);
  if (!terms.success || !plan || fallback.firstSubscribedAt === undefined) return null;
  const price = planPrice(plan, terms.data.period, terms.data.currency);
  return price === null ? null : { price, ...terms.data, since: fallback.firstSubscribedAt };
}

/**
 * Ends the own subscription of `uid`, if they have one: the gateway cancels it, the billing
 * record forgets it and keeps the credit for its unused part. Returns the credit (null when
 * there was no paid subscription or its terms are unknown). A gateway that cannot be reached
 * leaves the subscription running and recorded as to be cancelled (`cancelPending`), logged:
 * the member still joins.
 */
export async function endOwnSubscription(
  db: Firestore,
  gateway: PaymentGateway | null,
  uid: string,
  now: number,
): Promise<MemberCredit | null> {
  const billing = await readBilling(db, uid);
  const subscriptionId = billing.subscriptionId;
  if (!subscriptionId) return null;
  const user = await readUserDoc(db, uid);
  const terms = await paidTerms(db, uid, subscriptionId, {
    plan: user?.subscription.plan ?? '',
    firstSubscribedAt: billing.firstSubscribedAt,
  });
  try {
    if (!gateway) throw new Error('no payment gateway configured');
    // Forgotten first: the cancellation notice that follows then finds no one to move to Free.
    await billingRef(db, uid).set({ subscriptionId: null, status: 'endedForPractice' }, { merge: true });
    await gateway.cancelSubscription(subscriptionId);
  } catch (error) {
    console.error('own subscription not cancelled on joining a practice', (error as Error).message);
    await billingRef(db, uid).set({ cancelPending: subscriptionId, status: 'cancelPending' }, { merge: true });
    return null;
  }
  if (!terms) return null;
  const credit: MemberCredit = {
    amount: unusedCredit(terms.price, currentPeriod(terms.since, terms.period, now), now),
    currency: terms.currency,
  };
  await billingRef(db, uid).set(
    { credits: FieldValue.arrayUnion({ ...credit, subscriptionId, reason: 'joinedPractice', at: now }) },
    { merge: true },
  );
  return credit;
}

/** In `tx`: `uid` gets the practice's plan and its quotas (their own subscription id cleared). */
export function givePracticePlanIn(tx: Transaction, db: Firestore, uid: string, plan: PracticePlan, now: number): void {
  changePlan(tx, db, uid, plan, now, subscriptionUpdate({ option: PRACTICE_PLAN_OPTION, discount: 0, subscriptionId: '' }));
}

/**
 * A member who just joined: their own subscription ends (its credit stated) and their plan
 * and quotas become the practice's. Runs after the joining transaction, since the gateway is
 * outside it.
 */
export async function moveMemberToPracticePlan(
  db: Firestore,
  gateway: PaymentGateway | null,
  uid: string,
  plan: PracticePlan,
  now = Date.now(),
): Promise<{ credit: MemberCredit | null }> {
  const credit = await endOwnSubscription(db, gateway, uid, now);
  await db.runTransaction(async (tx) => {
    givePracticePlanIn(tx, db, uid, plan, now);
  });
  return { credit };
}

/** In `tx`: `uid` is back on the Free plan and its quotas; nothing of theirs is deleted. */
export function returnMemberToFreeIn(tx: Transaction, db: Firestore, uid: string, now: number): void {
  changePlan(tx, db, uid, DEFAULT_PLAN_NAME, now, subscriptionUpdate({ option: '', discount: 0, subscriptionId: '' }));
}

/** `uid` back on the Free plan (removed, left, or the practice closed), in a transaction of its own. */
export async function returnMemberToFree(db: Firestore, uid: string, now = Date.now()): Promise<void> {
  await db.runTransaction(async (tx) => {
    returnMemberToFreeIn(tx, db, uid, now);
  });
}
