// Subscribing: one payment at a time per user (a second Pay while one runs is refused), the
// gateway's customer and payment method from the nonce (the card verified), then the promo
// code checked and its use counted in one transaction before anything is charged (given back
// if the checkout fails), the subscription on the plan's gateway plan at the (discounted)
// price, and the new plan written to the user's record in a transaction, so the open app
// shows it at once. The card comes before the code: a declined card is declined whatever code
// is named (checking the code first told a real code from an unknown one with any card), and
// a clinician with a good card and a mistyped code is told the code is unknown, charged nothing.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { GatewayOutcome, PaymentGateway } from '../providers/payments/payment-gateway';
import {
  braintreePlanId,
  planPrice,
  REFERRAL_DISCOUNT_ID,
  REFERRAL_FIRST_MONTH_DISCOUNT,
  type SubscribeRequest,
  type SubscribeResult,
} from '../shared/billing';
import { checkPromoCode, discountedPrice, promoRefusalKey, type PromoCodeDoc } from '../shared/promo-codes';
import { Refusal } from '../shared/refusal';
import { promoUpdate, subscriptionUpdate } from '../shared/user-doc';
import { changePlan } from '../users/user-store';
import { attemptRef, billingRef, readAttempt, readBilling, updateBilling, type BillingRecord } from './billing-record';
import { promoCodeRef, readPromoCodeIn } from './promo-code-store';
import { PAYMENT_REFUSAL_CODE } from './payment-methods';

const LOCK_MS = 2 * 60 * 1000;

/** The referral reward on a first subscription of a referred user: $100 off its first payment, never more than the price. */
export function referralReward(referredBy: string, billing: Pick<BillingRecord, 'firstSubscribedAt'>, price: number): number {
  if (!referredBy || billing.firstSubscribedAt) return 0;
  return Math.min(REFERRAL_FIRST_MONTH_DISCOUNT, price);
}

/**
 * One payment at a time per payer (a user's uid, or a practice's key): a lock document created
 * atomically (a stale one, older than LOCK_MS, is taken over). Refused while another holds it.
 */
export async function takePaymentLock(db: Firestore, key: string): Promise<void> {
  const ref = db.collection('paymentLocks').doc(key);
  try {
    await ref.create({ since: Date.now() });
  } catch {
    const since = Number((await ref.get()).get('since') ?? 0);
    if (Date.now() - since < LOCK_MS) throw new Refusal(409, 'paymentInProgress');
    await ref.set({ since: Date.now() });
  }
}

/** Lets the next payment of `key` go. */
export async function releasePaymentLock(db: Firestore, key: string): Promise<void> {
  await db.collection('paymentLocks').doc(key).delete();
}

/**
 * Takes one use of a promo code: checked (maximum uses included) and counted in one
 * transaction, so two checkouts at once cannot both take its last use. Refuses with the
 * reason when it cannot be used.
 */
export async function reservePromoUse(db: Firestore, code: string, plan: string): Promise<PromoCodeDoc['discount']> {
  const ref = promoCodeRef(db, code);
  return db.runTransaction(async (tx) => {
    const doc = await readPromoCodeIn(tx, ref);
    const verdict = checkPromoCode(doc, plan, Date.now());
    if (!verdict.ok) throw new Refusal(400, promoRefusalKey(verdict.reason), PAYMENT_REFUSAL_CODE);
    tx.update(ref, { uses: FieldValue.increment(1) });
    return verdict.discount;
  });
}

/** Gives back a use taken by a checkout that failed. */
export async function releasePromoUse(db: Firestore, code: string): Promise<void> {
  await promoCodeRef(db, code).update({ uses: FieldValue.increment(-1) });
}

/** The value of a gateway answer, or the processor's refusal as the clinician reads it. */
export function charged<T>(answer: GatewayOutcome<T>): T {
  if (answer.ok) return answer.value;
  const { reason } = answer;
  throw new Refusal(402, reason ? 'paymentDeclined' : 'paymentProcessing', { values: { reason } });
}

/** The customer and the method that pays: the customer is created with the first method (and kept at once). */
export async function payingMethod(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  billing: BillingRecord,
  profile: { email: string; firstName: string; lastName: string },
  nonce: string,
): Promise<{ customerId: string; token: string }> {
  if (billing.customerId) {
    const added = charged(await gateway.addMethod({ customerId: billing.customerId, nonce, makeDefault: true }));
    return { customerId: billing.customerId, token: added.token };
  }
  // The card is verified when it is stored.
  const created = charged(
    await gateway.createCustomer({ email: profile.email, firstName: profile.firstName, lastName: profile.lastName, nonce }),
  );
  // Kept at once: a failure further on does not make a second customer next time.
  await updateBilling(db, uid, { customerId: created.customerId });
  return created;
}

export async function subscribe(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  profile: { email: string; firstName: string; lastName: string; referredBy: string },
  request: SubscribeRequest,
): Promise<SubscribeResult> {
  const price = planPrice(request.planName, request.period, request.currency);
  if (price === null) throw new Refusal(400, 'paymentProcessing', { values: { reason: 'no price' }, ...PAYMENT_REFUSAL_CODE });
  await takePaymentLock(db, uid);
  let promoReserved = false;
  let done = false;
  try {
    const billing = await readBilling(db, uid);
    // The same attempt paid already (a double click, a retried request): its result, no second charge.
    const attempt = attemptRef(db, uid, request.attemptId);
    const earlier = await readAttempt(attempt);
    if (earlier) return earlier;
    // The card first (verified when stored): a declined one is refused before any code is looked at.
    const { customerId, token } = await payingMethod(db, gateway, uid, billing, profile, request.nonce);
    // The promo code's use is taken before anything is charged, in the transaction that checks it.
    let discount: PromoCodeDoc['discount'] | null = null;
    if (request.promoCode) {
      discount = await reservePromoUse(db, request.promoCode, request.planName);
      promoReserved = true;
    }
    const finalPrice = discount ? discountedPrice(price, discount) : price;
    const reward = referralReward(profile.referredBy, billing, finalPrice);
    const made = charged(
      await gateway.createSubscription({
        paymentMethodToken: token,
        planId: braintreePlanId(request.planName, request.period, request.currency),
        price: finalPrice.toFixed(2),
        ...(reward > 0 ? { firstCycleDiscount: { discountId: REFERRAL_DISCOUNT_ID, amount: reward.toFixed(2) } } : {}),
      }),
    );
    // The plan this one replaces is cancelled (a failure there is logged: the new plan stands).
    if (billing.subscriptionId)
      await gateway
        .cancelSubscription(billing.subscriptionId)
        .catch((error: unknown) => console.error('cancel failed', (error as Error).message));
    const quotas = await db.runTransaction(async (tx) => {
      const changed = changePlan(tx, db, uid, request.planName, Date.now(), {
        ...subscriptionUpdate({ option: request.period, discount: discount ? discount.value : 0, subscriptionId: made.subscriptionId }),
        ...(request.promoCode ? promoUpdate({ promoCode: request.promoCode }) : {}),
      });
      tx.set(
        billingRef(db, uid),
        {
          customerId,
          subscriptionId: made.subscriptionId,
          paymentMethodToken: token,
          currency: request.currency,
          period: request.period,
          firstSubscribedAt: billing.firstSubscribedAt ?? Date.now(),
          ...(reward > 0 ? { referralReward: reward } : {}),
        },
        { merge: true },
      );
      return changed;
    });
    const result: SubscribeResult = {
      plan: request.planName,
      notesLeft: quotas.notesLeft,
      timeLimit: quotas.timeLimit,
      subscriptionId: made.subscriptionId,
      price: finalPrice,
      firstPayment: Math.round((finalPrice - reward) * 100) / 100,
      currency: request.currency,
      period: request.period,
    };
    done = true;
    await attempt.set({ ...result, at: Date.now() });
    return result;
  } finally {
    // A checkout that did not go through gives its promo code's use back.
    if (promoReserved && !done && request.promoCode)
      await releasePromoUse(db, request.promoCode).catch((error: unknown) =>
        console.error('promo release failed', (error as Error).message),
      );
    await releasePaymentLock(db, uid);
  }
}
