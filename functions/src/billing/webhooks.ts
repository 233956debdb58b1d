// Braintree's webhooks, parsed (and their signature checked) by the SDK before anything is
// written, each applied once however often it is delivered (webhookEvents/{id}, server-only):
// a subscription charged renews the plan's quotas; past due is recorded; cancelled or expired
// brings the user back to the Free plan.
// The event id is made of what the notification says (kind, subject id, timestamp), never of
// the payload's bytes: the SDK accepts a signature for the payload with or without a trailing
// newline, so a payload-derived id would let a captured webhook apply twice. A notification
// older than WEBHOOK_MAX_AGE_MS is refused, and a quota reset happens once per billing cycle.
// A subscription no clinician's billing record holds (a practice's seats) is applied by the
// handler `others` finds for it, in the same transaction and as once.
import { createHash } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { NotifiedSubscription, PaymentGateway } from '../providers/payments/payment-gateway';
import { DEFAULT_PLAN_NAME } from '../shared/plans';
import { quotasForPlan, quotaRenewalUpdate } from '../shared/plan-change';
import { DAY_MS } from '../shared/sessions';
import { subscriptionUpdate } from '../shared/user-doc';
import { changePlan, readUserIn, updateUserIn } from '../users/user-store';
import { billingOfSubscription, readBillingIn } from './billing-record';

const EVENTS = 'webhookEvents';
/** Notifications older than this (by their signed timestamp) are refused: 24 hours. */
export const WEBHOOK_MAX_AGE_MS = DAY_MS;
/** A timestamp this far in the future is refused too (clock skew allowance). */
const WEBHOOK_MAX_SKEW_MS = 5 * 60 * 1000;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-subscription';

/** A signed notification that is too old (or dated in the future) to apply. */
export class StaleWebhook extends Error {
  constructor() {
    super('webhook too old');
  }
}

/** The id of one notification: its kind, subject and signed timestamp (not the payload's bytes). */
export function webhookEventId(kind: string, subjectId: string, timestampMs: number): string {
  return createHash('sha256').update(`${kind}|${subjectId}|${timestampMs}`).digest('hex');
}

/**
 * The billing cycle a charge belongs to: Braintree's billing period start (or cycle number),
 * else the charge's transaction id, else the day of the notification. A quota reset for a
 * cycle already reset does nothing.
 */
export function billingCycleOf(subscription: NotifiedSubscription, timestampMs: number): string {
  if (subscription.billingPeriodStartDate) return `period:${String(subscription.billingPeriodStartDate)}`;
  if (subscription.currentBillingCycle !== undefined && subscription.currentBillingCycle !== null)
    return `cycle:${String(subscription.currentBillingCycle)}`;
  const transaction = subscription.transactions?.[0]?.id;
  if (transaction) return `transaction:${transaction}`;
  return `day:${new Date(timestampMs).toISOString().slice(0, 10)}`;
}

/**
 * Applies a notification `kind` about a subscription that is not a clinician's, in `tx`: its
 * reads first, then its writes. `cycle` names the billing cycle of a charge (a renewal applies
 * once per cycle).
 */
export type SubscriptionHandler = (tx: Transaction, kind: string, cycle: string) => Promise<void>;
/** The handler of a subscription no clinician's billing record holds, or null when it is no one's. */
export type OtherSubscriptions = (db: Firestore, subscriptionId: string) => Promise<SubscriptionHandler | null>;

export async function applyWebhook(
  db: Firestore,
  gateway: PaymentGateway,
  signature: string,
  payload: string,
  others?: OtherSubscriptions,
): Promise<{ kind: string; outcome: WebhookOutcome }> {
  // Throws on a bad signature or payload: nothing is written.
  const { kind, timestampMs, subscription } = await gateway.parseNotification(signature, payload);
  if (!Number.isFinite(timestampMs) || Date.now() - timestampMs > WEBHOOK_MAX_AGE_MS || timestampMs - Date.now() > WEBHOOK_MAX_SKEW_MS)
    throw new StaleWebhook();
  if (!subscription) return { kind, outcome: 'ignored' };
  const eventId = webhookEventId(kind, subscription.id, timestampMs);
  const eventRef = db.collection(EVENTS).doc(eventId);
  const billingDoc = await billingOfSubscription(db, subscription.id);
  if (!billingDoc) {
    const handler = others ? await others(db, subscription.id) : null;
    if (!handler) return { kind, outcome: 'unknown-subscription' };
    const cycle = `${subscription.id}|${billingCycleOf(subscription, timestampMs)}`;
    const applied = await db.runTransaction(async (tx) => {
      if ((await tx.get(eventRef)).exists) return false;
      await handler(tx, kind, cycle);
      tx.set(eventRef, { kind, subscriptionId: subscription.id, at: Date.now() });
      return true;
    });
    return { kind, outcome: applied ? 'applied' : 'duplicate' };
  }
  const uid = billingDoc.id;
  const applied = await db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return false;
    const user = await readUserIn(tx, db, uid);
    const billing = await readBillingIn(tx, billingDoc);
    if (kind === 'subscription_charged_successfully') {
      // Once per billing cycle: a second charge notification for the same cycle does nothing.
      const cycle = `${subscription.id}|${billingCycleOf(subscription, timestampMs)}`;
      if (billing?.quotaResetCycle === cycle) return false;
      updateUserIn(tx, db, uid, quotaRenewalUpdate(quotasForPlan(user?.subscription.plan ?? DEFAULT_PLAN_NAME, Date.now())));
      tx.set(billingDoc, { quotaResetCycle: cycle }, { merge: true });
    } else if (kind === 'subscription_canceled' || kind === 'subscription_expired') {
      changePlan(tx, db, uid, DEFAULT_PLAN_NAME, Date.now(), subscriptionUpdate({ subscriptionId: '' }));
      tx.set(billingDoc, { subscriptionId: null, status: kind }, { merge: true });
    } else if (kind === 'subscription_went_past_due') {
      tx.set(billingDoc, { status: 'past_due' }, { merge: true });
    }
    tx.set(eventRef, { kind, subscriptionId: subscription.id, uid, at: Date.now() });
    return true;
  });
  return { kind, outcome: applied ? 'applied' : 'duplicate' };
}
