// One bill for all seats: the practice's owner buys seats on one Braintree subscription (the
// plan's price is the first seat, the add-on PRACTICE_SEAT_ADD_ON_ID's quantity the others;
// shared/practice-seats.ts), then changes their number or the plan, prorated by Braintree.
// A purchase or change goes as a clinician's checkout does (billing/subscribe.ts): one payment
// at a time per practice, the same attempt never charged twice, the card first (a nonce, or
// the owner's card on file), then the promo code's use taken in the transaction that checks it
// (given back if the payment fails). It is refused unless the caller owns the practice, saw
// its current version, and keeps a seat for every member and pending invitation. A declined
// payment changes nothing: the gateway reverts a change whose prorated charge fails, and
// nothing is written before the gateway said yes. After it: the practice's subscription, one
// more version and a 'seatsChanged' log entry in one transaction; on the first purchase every
// member (the owner at least) moves to the practice's plan, their own subscription ended and
// its unused part stated as a credit; on a change of plan every member gets the new plan.
import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentGateway } from '../providers/payments/payment-gateway';
import { braintreePlanId, planPrice } from '../shared/billing';
import {
  dayOf,
  prorated,
  seatAddOnChange,
  seatsTotal,
  toCents,
  type PracticeSeatsQuote,
  type PracticeSeatsQuoteRequest,
  type PracticeSeatsResult,
} from '../shared/practice-seats';
import { PRACTICE_SEAT_ADD_ON_ID, type PracticeDoc, type PracticeSeatsRequest, type PracticeSubscription } from '../shared/practices';
import { discountedPrice, type PromoDiscount } from '../shared/promo-codes';
import { Refusal } from '../shared/refusal';
import { readBilling } from '../billing/billing-record';
import type { Payer } from '../billing/payer';
import { PAYMENT_REFUSAL_CODE } from '../billing/payment-methods';
import { readPromoCode } from '../billing/promo-code-store';
import { charged, payingMethod, releasePaymentLock, releasePromoUse, reservePromoUse, takePaymentLock } from '../billing/subscribe';
import { givePracticePlanIn, moveMemberToPracticePlan, type MemberCredit } from './member-plan';
import { practiceAttemptRef, practiceBillingRef, readPracticeAttempt } from '../billing/practice-billing-record';
import { listMembers, personName, readPractice, readPracticeIn, readUserWithPractice } from './practice-store';
import { seatsTaken, writePracticeSubscription } from './seat-store';

/** The seat's list price, or a refusal when the table has none. */
function listPrice(request: Pick<PracticeSeatsRequest, 'planName' | 'period' | 'currency'>): number {
  const price = planPrice(request.planName, request.period, request.currency);
  if (price === null) throw new Refusal(400, 'paymentProcessing', { values: { reason: 'no price' }, ...PAYMENT_REFUSAL_CODE });
  return price;
}

/** The practice `uid` owns and the name they are logged with, or the refusal: in none (or a closed one), or not its owner. */
async function ownedPractice(db: Firestore, uid: string): Promise<{ practiceId: string; practice: PracticeDoc; actorName: string }> {
  const found = await readUserWithPractice(db, uid);
  if (!found?.practice) throw new Refusal(404, 'practiceNotMember');
  const { practiceId } = found.practice;
  const practice = await readPractice(db, practiceId);
  if (!practice || practice.status !== 'active') throw new Refusal(404, 'practiceNotMember');
  if (practice.ownerUid !== uid) throw new Refusal(403, 'practiceNotOwner');
  return { practiceId, practice, actorName: personName(found.user) };
}

/**
 * The seat price a change keeps: the price paid now when the plan stays; on another plan, that
 * plan's price less the practice's promo code's discount when the code applies to it (its use
 * was counted at the purchase; its expiry and uses left are not checked again).
 */
async function keptSeatPrice(
  db: Firestore,
  current: PracticeSubscription,
  planName: PracticeSubscription['planName'],
  list: number,
): Promise<{ seatPrice: number; promoCode: string }> {
  if (planName === current.planName) return { seatPrice: current.seatPrice, promoCode: current.promoCode };
  if (!current.promoCode) return { seatPrice: list, promoCode: '' };
  const code = await readPromoCode(db, current.promoCode);
  if (!code || code.disabled || !(code.plans as readonly string[]).includes(planName)) return { seatPrice: list, promoCode: '' };
  return { seatPrice: discountedPrice(list, code.discount), promoCode: current.promoCode };
}

/** A change keeps the period and currency bought first: their Braintree plans bill at other dates or through another merchant account. */
function sameTerms(current: PracticeSubscription, request: Pick<PracticeSeatsRequest, 'period' | 'currency'>): void {
  if (current.period !== request.period || current.currency !== request.currency) throw new Refusal(409, 'practiceBillingTermsFixed');
}

/** The card that pays: from the nonce (verified, made the default), else the owner's default card on file. */
async function payingCard(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  payer: Payer,
  nonce: string,
): Promise<{ customerId: string; token: string }> {
  const billing = await readBilling(db, uid);
  if (nonce) return payingMethod(db, gateway, uid, billing, payer, nonce);
  const onFile = billing.customerId ? (await gateway.methods(billing.customerId)).find((method) => method.isDefault) : undefined;
  if (!billing.customerId || !onFile) throw new Refusal(402, 'practiceNeedsCard', PAYMENT_REFUSAL_CODE);
  return { customerId: billing.customerId, token: onFile.token };
}

/** GET /practices/seats/quote: what the seats cost a period and, for a change, what Braintree prorates today. */
export async function quoteSeats(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  request: PracticeSeatsQuoteRequest,
  now = Date.now(),
): Promise<PracticeSeatsQuote> {
  const { practice } = await ownedPractice(db, uid);
  const list = listPrice(request);
  const current = practice.subscription;
  if (!current) {
    return { ...request, listSeatPrice: list, seatPrice: list, promoCode: '', total: seatsTotal(request.seats, list), change: null };
  }
  sameTerms(current, request);
  const kept = await keptSeatPrice(db, current, request.planName, list);
  const total = seatsTotal(request.seats, kept.seatPrice);
  const totalBefore = seatsTotal(current.seats, current.seatPrice);
  const found = await gateway.findSubscription(current.subscriptionId);
  const cycle =
    found.billingPeriodStartDate && found.billingPeriodEndDate
      ? prorated(totalBefore, total, { start: found.billingPeriodStartDate, end: found.billingPeriodEndDate }, dayOf(now))
      : { amount: 0, daysLeft: 0, daysInCycle: 0 };
  return {
    ...request,
    listSeatPrice: list,
    ...kept,
    total,
    change: {
      seatsBefore: current.seats,
      planBefore: current.planName,
      totalBefore,
      prorated: cycle.amount,
      daysLeft: cycle.daysLeft,
      daysInCycle: cycle.daysInCycle,
      nextBillingDate: found.nextBillingDate ?? '',
    },
  };
}

interface Paid {
  subscription: PracticeSubscription;
  charged: number;
  /** The first purchase: every member moves to the practice's plan; a change of plan: they get the new one. */
  members: 'move' | 'replan' | 'keep';
  customerId: string;
  token: string;
}

/** The first purchase: a new subscription of `seats` seats at `seatPrice` each. */
async function purchase(
  gateway: PaymentGateway,
  card: { customerId: string; token: string },
  request: PracticeSeatsRequest,
  seatPrice: number,
  now: number,
): Promise<Paid> {
  const addOn = seatAddOnChange(0, request.seats, seatPrice);
  const made = charged(
    await gateway.createSubscription({
      paymentMethodToken: card.token,
      planId: braintreePlanId(request.planName, request.period, request.currency),
      price: seatPrice.toFixed(2),
      ...(addOn.kind === 'add'
        ? { addOn: { id: PRACTICE_SEAT_ADD_ON_ID, quantity: addOn.quantity, amount: addOn.amount.toFixed(2) } }
        : {}),
    }),
  );
  return {
    subscription: {
      planName: request.planName,
      period: request.period,
      currency: request.currency,
      seats: request.seats,
      subscriptionId: made.subscriptionId,
      seatPrice,
      promoCode: request.promoCode,
      updatedAt: now,
    },
    charged: seatsTotal(request.seats, seatPrice),
    members: 'move',
    ...card,
  };
}

/** A change of the current subscription: seats, plan or seat price, prorated; declined, nothing changes. */
async function change(
  gateway: PaymentGateway,
  card: { customerId: string; token: string } | null,
  current: PracticeSubscription,
  request: PracticeSeatsRequest,
  price: { seatPrice: number; promoCode: string },
  now: number,
): Promise<Paid> {
  const addOn = seatAddOnChange(current.seats, request.seats, price.seatPrice);
  const planChanged = request.planName !== current.planName;
  const answer = charged(
    await gateway.updateSubscription({
      subscriptionId: current.subscriptionId,
      ...(planChanged ? { planId: braintreePlanId(request.planName, request.period, request.currency) } : {}),
      price: price.seatPrice.toFixed(2),
      ...(addOn.kind === 'none'
        ? {}
        : {
            addOn:
              addOn.kind === 'remove'
                ? { id: PRACTICE_SEAT_ADD_ON_ID, change: 'remove' }
                : { id: PRACTICE_SEAT_ADD_ON_ID, change: addOn.kind, quantity: addOn.quantity, amount: addOn.amount.toFixed(2) },
          }),
      ...(card ? { paymentMethodToken: card.token } : {}),
    }),
  );
  return {
    subscription: { ...current, planName: request.planName, seats: request.seats, ...price, updatedAt: now },
    charged: toCents(Number(answer.charged) - Number(answer.credited)),
    members: planChanged ? 'replan' : 'keep',
    customerId: card?.customerId ?? '',
    token: card?.token ?? '',
  };
}

/** POST /practices/seats: buys the practice's seats or changes them (see the top of this file). */
export async function changeSeats(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  payer: Payer,
  request: PracticeSeatsRequest,
  now = Date.now(),
): Promise<PracticeSeatsResult> {
  const { practiceId } = await ownedPractice(db, uid);
  const list = listPrice(request);
  const lockKey = `practice-${practiceId}`;
  await takePaymentLock(db, lockKey);
  let promoReserved = false;
  let done = false;
  try {
    // The same attempt went through already (a double click, a retried request): its result, no second charge.
    const attempt = practiceAttemptRef(db, practiceId, request.attemptId);
    const earlier = await readPracticeAttempt(attempt);
    if (earlier) return earlier;
    const { practice, actorName } = await ownedPractice(db, uid);
    if (practice.version !== request.version) throw new Refusal(409, 'practiceChanged');
    const taken = await seatsTaken(db, practiceId, now);
    if (request.seats < taken) throw new Refusal(409, 'practiceSeatsBelowMembers', { values: { members: String(taken) } });
    const current = practice.subscription;
    if (current) sameTerms(current, request);
    // The card first (verified when stored): a declined one is refused before any code is looked at.
    const card = !current || request.nonce ? await payingCard(db, gateway, uid, payer, request.nonce) : null;
    // A code named anew takes one use before anything is charged, in the transaction that checks it.
    let discount: PromoDiscount | null = null;
    if (request.promoCode && request.promoCode !== current?.promoCode) {
      discount = await reservePromoUse(db, request.promoCode, request.planName);
      promoReserved = true;
    }
    const price = discount
      ? { seatPrice: discountedPrice(list, discount), promoCode: request.promoCode }
      : current
        ? await keptSeatPrice(db, current, request.planName, list)
        : { seatPrice: list, promoCode: '' };
    if (
      current &&
      !card &&
      request.planName === current.planName &&
      request.seats === current.seats &&
      price.seatPrice === current.seatPrice
    )
      return unchanged(practiceId, practice, current);
    const paid = current
      ? await change(gateway, card, current, request, price, now)
      : await purchase(gateway, card ?? (await payingCard(db, gateway, uid, payer, '')), { ...request, ...price }, price.seatPrice, now);
    const recorded = await record(db, practiceId, { uid, name: actorName }, paid, current, request, now);
    done = true;
    const result = { ...recorded, ownerCredit: await replanMembers(db, gateway, practiceId, uid, paid, now) };
    await attempt.set({ ...result, at: now });
    return result;
  } finally {
    // A purchase or change that did not go through gives its promo code's use back.
    if (promoReserved && !done)
      await releasePromoUse(db, request.promoCode).catch((error: unknown) =>
        console.error('promo release failed', (error as Error).message),
      );
    await releasePaymentLock(db, lockKey);
  }
}

/** The answer to a request that changes nothing: the subscription as it is, nothing charged or written. */
function unchanged(practiceId: string, practice: PracticeDoc, current: PracticeSubscription): PracticeSeatsResult {
  return {
    practiceId,
    subscription: current,
    version: practice.version,
    seatsBefore: current.seats,
    charged: 0,
    total: seatsTotal(current.seats, current.seatPrice),
    ownerCredit: null,
  };
}

/** Writes what was paid: the practice's subscription, its version and log entry, and the practice's billing record. */
async function record(
  db: Firestore,
  practiceId: string,
  actor: { uid: string; name: string },
  paid: Paid,
  current: PracticeSubscription | null,
  request: PracticeSeatsRequest,
  now: number,
): Promise<Omit<PracticeSeatsResult, 'ownerCredit'>> {
  const version = await db.runTransaction(async (tx) => {
    // The payment went through: it is recorded even if the practice changed meanwhile.
    const practice = await readPracticeIn(tx, db, practiceId);
    if (!practice) throw new Error('practice vanished during a seat purchase');
    tx.set(
      practiceBillingRef(db, practiceId),
      {
        payerUid: actor.uid,
        subscriptionId: paid.subscription.subscriptionId,
        ...(paid.customerId ? { customerId: paid.customerId, paymentMethodToken: paid.token } : {}),
      },
      { merge: true },
    );
    return writePracticeSubscription(tx, db, practiceId, practice, paid.subscription, {
      at: now,
      actorUid: actor.uid,
      actorName: actor.name,
      subject: '',
      details: {
        seatsBefore: current?.seats ?? 0,
        seatsAfter: paid.subscription.seats,
        plan: paid.subscription.planName,
        ...(current && current.planName !== paid.subscription.planName ? { planBefore: current.planName } : {}),
        period: request.period,
        currency: request.currency,
        charged: paid.charged,
      },
    });
  });
  return {
    practiceId,
    subscription: paid.subscription,
    version,
    seatsBefore: current?.seats ?? 0,
    charged: paid.charged,
    total: seatsTotal(paid.subscription.seats, paid.subscription.seatPrice),
  };
}

/**
 * The members' plans after a purchase or a change of plan; the credit for the unused part of
 * the owner's own subscription, ended by the first purchase (null when none). A failure here
 * is logged: the payment and the practice's subscription stand.
 */
async function replanMembers(
  db: Firestore,
  gateway: PaymentGateway,
  practiceId: string,
  ownerUid: string,
  paid: Paid,
  now: number,
): Promise<MemberCredit | null> {
  if (paid.members === 'keep') return null;
  try {
    const members = await listMembers(db, practiceId);
    const plan = paid.subscription.planName;
    if (paid.members === 'move') {
      let ownerCredit: MemberCredit | null = null;
      for (const member of members) {
        const { credit } = await moveMemberToPracticePlan(db, gateway, member.uid, plan, now);
        if (member.uid === ownerUid) ownerCredit = credit;
      }
      return ownerCredit;
    }
    await db.runTransaction(async (tx) => {
      for (const member of members) givePracticePlanIn(tx, db, member.uid, plan, now);
    });
  } catch (error) {
    console.error('members not moved to the practice plan', (error as Error).message);
  }
  return null;
}
