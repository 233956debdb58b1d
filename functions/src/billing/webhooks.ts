// Braintree's webhooks, parsed (and their signature checked) by the SDK before anything is
// written, each applied once however often it is delivered (webhookEvents/{id}, server-only):
// a subscription charged renews the plan's quotas; past due is recorded; cancelled or expired
// brings the user back to the Free plan.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type braintree from 'braintree';
import { quotasForPlan } from '../shared/plan-change';
import { USER_FIELDS, userDocPath } from '../shared/user-doc';

const EVENTS = 'webhookEvents';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-subscription';

export async function applyWebhook(db: Firestore, gateway: braintree.BraintreeGateway, signature: string, payload: string): Promise<{ kind: string; outcome: WebhookOutcome }> {
  // Throws on a bad signature or payload: nothing is written.
  const notification = await gateway.webhookNotification.parse(signature, payload);
  const kind = String(notification.kind);
  const subscription = (notification as unknown as { subscription?: { id: string; planId?: string } }).subscription;
  const eventId = createHash('sha256').update(`${kind}|${subscription?.id ?? ''}|${new Date(notification.timestamp).getTime()}|${payload.length}`).digest('hex');
  if (!subscription) return { kind, outcome: 'ignored' };
  const owners = await db.collection('billing').where('subscriptionId', '==', subscription.id).limit(1).get();
  if (owners.empty) return { kind, outcome: 'unknown-subscription' };
  const uid = owners.docs[0].id;
  const userRef = db.doc(userDocPath(uid));
  const eventRef = db.collection(EVENTS).doc(eventId);
  const applied = await db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return false;
    const user = (await tx.get(userRef)).data() as { subscription?: { plan?: string } } | undefined;
    const plan = user?.subscription?.plan ?? 'Free';
    if (kind === 'subscription_charged_successfully') {
      const quotas = quotasForPlan(plan, Date.now());
      tx.update(userRef, { [USER_FIELDS.notesLeft]: quotas.notesLeft, [USER_FIELDS.timeLimit]: quotas.timeLimit });
    } else if (kind === 'subscription_canceled' || kind === 'subscription_expired') {
      const free = quotasForPlan('Free', Date.now());
      tx.update(userRef, { [USER_FIELDS.plan]: 'Free', [USER_FIELDS.notesLeft]: free.notesLeft, [USER_FIELDS.timeLimit]: free.timeLimit, 'subscription.subscriptionId': '' });
      tx.set(owners.docs[0].ref, { subscriptionId: null, status: kind }, { merge: true });
    } else if (kind === 'subscription_went_past_due') {
      tx.set(owners.docs[0].ref, { status: 'past_due' }, { merge: true });
    }
    tx.set(eventRef, { kind, subscriptionId: subscription.id, uid, at: Date.now() });
    return true;
  });
  return { kind, outcome: applied ? 'applied' : 'duplicate' };
}
