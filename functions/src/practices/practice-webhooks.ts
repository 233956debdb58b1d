// Braintree's notifications about a practice's subscription (found by its billing record,
// practiceBilling/{practiceId}), applied in the webhook's transaction, once (billing/webhooks.ts):
// a charge renews every member's quotas of the practice's plan, once per billing cycle; past
// due is recorded; cancelled or expired ends the practice's subscription (a 'seatsChanged'
// log entry to 0 seats, one more version) and brings every member back to the Free plan, their
// sessions, notes and templates kept. The owner can then buy seats again.
import type { Firestore } from 'firebase-admin/firestore';
import type { OtherSubscriptions } from '../billing/webhooks';
import { practiceBillingOfSubscription, readPracticeBillingIn } from '../billing/practice-billing-record';
import { quotaRenewalUpdate, quotasForPlan } from '../shared/plan-change';
import { updateUserIn } from '../users/user-store';
import { returnMemberToFreeIn } from './member-plan';
import { listMembers, readPracticeIn } from './practice-store';
import { writePracticeSubscription } from './seat-store';

/** The handler of a practice's subscription, for applyWebhook; null when no practice holds it. */
export const practiceSubscriptions: OtherSubscriptions = async (db: Firestore, subscriptionId: string) => {
  const billingDoc = await practiceBillingOfSubscription(db, subscriptionId);
  if (!billingDoc) return null;
  const practiceId = billingDoc.id;
  return async (tx, kind, cycle) => {
    const now = Date.now();
    const billing = await readPracticeBillingIn(tx, billingDoc);
    const practice = await readPracticeIn(tx, db, practiceId);
    const members = await listMembers(db, practiceId, tx);
    const current = practice?.subscription?.subscriptionId === subscriptionId ? practice.subscription : null;
    if (kind === 'subscription_charged_successfully') {
      if (!current || billing.quotaResetCycle === cycle) return;
      const quotas = quotasForPlan(current.planName, now);
      for (const member of members) updateUserIn(tx, db, member.uid, quotaRenewalUpdate(quotas));
      tx.set(billingDoc, { quotaResetCycle: cycle }, { merge: true });
    } else if (kind === 'subscription_canceled' || kind === 'subscription_expired') {
      tx.set(billingDoc, { subscriptionId: null, status: kind }, { merge: true });
      // A closed practice keeps its last subscription as it was, and has no members left.
      if (!practice || !current || practice.status !== 'active') return;
      writePracticeSubscription(tx, db, practiceId, practice, null, {
        at: now,
        // The payment service ended it, not a person.
        actorUid: 'billing',
        actorName: 'Braintree',
        subject: '',
        details: { seatsBefore: current.seats, seatsAfter: 0, reason: kind },
      });
      for (const member of members) returnMemberToFreeIn(tx, db, member.uid, now);
    } else if (kind === 'subscription_went_past_due') {
      tx.set(billingDoc, { status: 'past_due' }, { merge: true });
    }
  };
};
