// The server-only billing record of a user (billing/{uid}): the gateway's customer, the
// subscription and the method that pays it, and each checkout attempt's result
// (billing/{uid}/attempts/{attemptId}). No client reads or writes it (rules: closed).
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export interface BillingRecord {
  customerId?: string;
  subscriptionId?: string | null;
  paymentMethodToken?: string;
  /** Set by the first subscription: the referral reward is for the first payment only. */
  firstSubscribedAt?: number;
  /** The billing cycle whose quotas were last renewed (a webhook's charge). */
  quotaResetCycle?: string;
}

const BILLING = 'billing';

export const billingRef = (db: Firestore, uid: string): DocumentReference => db.collection(BILLING).doc(uid);

/** The billing record of `uid` (empty before the first payment). */
export async function readBilling(db: Firestore, uid: string): Promise<BillingRecord> {
  return ((await billingRef(db, uid).get()).data() ?? {}) as BillingRecord;
}

/** Merges `fields` into the billing record. */
export async function updateBilling(db: Firestore, uid: string, fields: Partial<Record<keyof BillingRecord | 'currency' | 'period' | 'status' | 'referralReward', unknown>>): Promise<void> {
  await billingRef(db, uid).set(fields, { merge: true });
}

/** The record of one checkout attempt (a retried request finds its result there). */
export const attemptRef = (db: Firestore, uid: string, attemptId: string): DocumentReference => billingRef(db, uid).collection('attempts').doc(attemptId);

/** The billing record that holds `subscriptionId`, or null. */
export async function billingOfSubscription(db: Firestore, subscriptionId: string): Promise<DocumentReference | null> {
  const owners = await db.collection(BILLING).where('subscriptionId', '==', subscriptionId).limit(1).get();
  return owners.empty ? null : owners.docs[0].ref;
}
