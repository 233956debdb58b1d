// Subscribing: one payment at a time per user (a second Pay while one runs is refused), the
// Braintree customer and payment method from the nonce, the promo code checked and its use
// counted in one transaction before anything is charged (given back if the checkout fails),
// the subscription on the plan's Braintree plan at the (discounted) price, and the new plan
// written to the user's record in a transaction, so the open app shows it at once.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type braintree from 'braintree';
import { braintreePlanId, planPrice, REFERRAL_DISCOUNT_ID, REFERRAL_FIRST_MONTH_DISCOUNT, type SubscribeRequest, type SubscribeResult } from '../shared/billing';
import { quotasForPlan } from '../shared/plan-change';
import { checkPromoCode, discountedPrice, PROMO_CODES_COLLECTION, promoRefusalKey, type PromoCodeDoc } from '../shared/promo-codes';
import { USER_FIELDS, userDocPath } from '../shared/user-doc';

/** The server-only billing record of a user: Braintree ids. */
export const billingPath = (uid: string) => `billing/${uid}`;
const LOCK_MS = 2 * 60 * 1000;

export class PaymentRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly values: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface BillingDoc {
  customerId?: string;
  subscriptionId?: string;
  /** Set by the first subscription: the referral reward is for the first payment only. */
  firstSubscribedAt?: number;
}

/** The referral reward on a first subscription of a referred user: $100 off its first payment, never more than the price. */
export function referralReward(referredBy: string, billing: BillingDoc, price: number): number {
  if (!referredBy || billing.firstSubscribedAt) return 0;
  return Math.min(REFERRAL_FIRST_MONTH_DISCOUNT, price);
}

/** One payment at a time per user: a lock document created atomically (a stale one, older than LOCK_MS, is taken over). */
async function lock(db: Firestore, uid: string): Promise<BillingDoc> {
  const ref = db.collection('paymentLocks').doc(uid);
  try {
    await ref.create({ since: Date.now() });
  } catch {
    const since = Number((await ref.get()).get('since') ?? 0);
    if (Date.now() - since < LOCK_MS) throw new PaymentRefused(409, 'paymentInProgress', 'A payment is already being processed. Wait for it to finish.');
    await ref.set({ since: Date.now() });
  }
  return ((await db.doc(billingPath(uid)).get()).data() ?? {}) as BillingDoc;
}

const unlock = (db: Firestore, uid: string) => db.collection('paymentLocks').doc(uid).delete();

/**
 * Takes one use of a promo code: checked (maximum uses included) and counted in one
 * transaction, so two checkouts at once cannot both take its last use. Throws PaymentRefused
 * with the reason when it cannot be used.
 */
export async function reservePromoUse(db: Firestore, code: string, plan: string): Promise<PromoCodeDoc['discount']> {
  const ref = db.collection(PROMO_CODES_COLLECTION).doc(code);
  return db.runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data() as PromoCodeDoc | undefined;
    const verdict = checkPromoCode(doc ?? null, plan, Date.now());
    if (!verdict.ok) throw new PaymentRefused(400, promoRefusalKey(verdict.reason), 'This promo code cannot be used');
    tx.update(ref, { uses: FieldValue.increment(1) });
    return verdict.discount;
  });
}

/** Gives back a use taken by a checkout that failed. */
export async function releasePromoUse(db: Firestore, code: string): Promise<void> {
  await db.collection(PROMO_CODES_COLLECTION).doc(code).update({ uses: FieldValue.increment(-1) });
}

/** The processor's refusal as the clinician reads it. */
function refusal(result: { message?: string; verification?: { processorResponseText?: string } }): PaymentRefused {
  const reason = result.verification?.processorResponseText ?? result.message ?? '';
  return new PaymentRefused(402, reason ? 'paymentDeclined' : 'paymentProcessing', reason ? `Error processing payment: ${reason}` : 'Error processing payment', { reason });
}

export async function subscribe(db: Firestore, gateway: braintree.BraintreeGateway, uid: string, profile: { email: string; firstName: string; lastName: string; referredBy: string }, request: SubscribeRequest): Promise<SubscribeResult> {
  const price = planPrice(request.planName, request.period, request.currency);
  if (price === null) throw new PaymentRefused(400, 'paymentProcessing', 'Error processing payment', { reason: 'no price' });
  const billing = await lock(db, uid);
  let promoReserved = false;
  let done = false;
  try {
    // The same attempt paid already (a double click, a retried request): its result, no second charge.
    const attemptRef = db.doc(`${billingPath(uid)}/attempts/${request.attemptId}`);
    const earlier = await attemptRef.get();
    if (earlier.exists) return earlier.data() as SubscribeResult;
    // The promo code's use is taken before anything is charged, in the transaction that checks it.
    let discount: PromoCodeDoc['discount'] | null = null;
    if (request.promoCode) {
      discount = await reservePromoUse(db, request.promoCode, request.planName);
      promoReserved = true;
    }
    let token: string;
    let customerId = billing.customerId;
    if (!customerId) {
      // The card is verified when it is stored (creditCard.options.verifyCard).
      const verify = { options: { verifyCard: true } } as unknown as braintree.CreditCardCreateRequest;
      const created = await gateway.customer.create({ email: profile.email, firstName: profile.firstName, lastName: profile.lastName, paymentMethodNonce: request.nonce, creditCard: verify });
      if (!created.success) throw refusal(created as unknown as { message?: string });
      customerId = created.customer.id;
      token = created.customer.paymentMethods?.[0]?.token ?? '';
      // Kept at once: a failure further on does not make a second customer next time.
      await db.doc(billingPath(uid)).set({ customerId }, { merge: true });
    } else {
      const added = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: request.nonce, options: { makeDefault: true, verifyCard: true } });
      if (!added.success) throw refusal(added as unknown as { message?: string });
      token = added.paymentMethod.token ?? '';
    }
    const finalPrice = discount ? discountedPrice(price, discount) : price;
    const reward = referralReward(profile.referredBy, billing, finalPrice);
    const made = await gateway.subscription.create({
      paymentMethodToken: token,
      planId: braintreePlanId(request.planName, request.period, request.currency),
      price: finalPrice.toFixed(2),
      ...(reward > 0 ? { discounts: { add: [{ inheritedFromId: REFERRAL_DISCOUNT_ID, amount: reward.toFixed(2), numberOfBillingCycles: 1 }] } } : {}),
    });
    if (!made.success) throw refusal(made as unknown as { message?: string });
    // The plan this one replaces is cancelled (a failure there is logged: the new plan stands).
    if (billing.subscriptionId) await gateway.subscription.cancel(billing.subscriptionId).catch((error: unknown) => console.error('cancel failed', (error as Error).message));
    const quotas = quotasForPlan(request.planName, Date.now());
    const userRef = db.doc(userDocPath(uid));
    await db.runTransaction(async (tx) => {
      tx.update(userRef, {
        [USER_FIELDS.plan]: quotas.plan,
        [USER_FIELDS.notesLeft]: quotas.notesLeft,
        [USER_FIELDS.timeLimit]: quotas.timeLimit,
        'subscription.option': request.period,
        'subscription.discount': discount ? discount.value : 0,
        'subscription.subscriptionId': made.subscription.id,
        ...(request.promoCode ? { [USER_FIELDS.promoCode]: request.promoCode } : {}),
      });
      tx.set(db.doc(billingPath(uid)), { customerId, subscriptionId: made.subscription.id, paymentMethodToken: token, currency: request.currency, period: request.period, firstSubscribedAt: billing.firstSubscribedAt ?? Date.now(), ...(reward > 0 ? { referralReward: reward } : {}) }, { merge: true });
    });
    const result: SubscribeResult = { plan: request.planName, notesLeft: quotas.notesLeft, timeLimit: quotas.timeLimit, subscriptionId: made.subscription.id, price: finalPrice, firstPayment: Math.round((finalPrice - reward) * 100) / 100, currency: request.currency, period: request.period };
    done = true;
    await attemptRef.set({ ...result, at: Date.now() });
    return result;
  } finally {
    // A checkout that did not go through gives its promo code's use back.
    if (promoReserved && !done && request.promoCode) await releasePromoUse(db, request.promoCode).catch((error: unknown) => console.error('promo release failed', (error as Error).message));
    await unlock(db, uid);
  }
}
