// The server-only billing record of a user (billing/{uid}): the gateway's customer, the
// subscription and the method that pays it, and each checkout attempt's result
// (billing/{uid}/attempts/{attemptId}). No client reads or writes it (rules: closed).
// Every read parses the stored shape here, once.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { subscribeResultSchema, type SubscribeResult } from '../shared/billing';
import { parseStored } from '../shared/stored-document';

const billingRecordSchema = z.object({
  customerId: z.string().optional(),
  subscriptionId: z.string().nullable().optional(),
  paymentMethodToken: z.string().optional(),
  /** Set by the first subscription: the referral reward is for the first payment only. */
  firstSubscribedAt: z.number().optional(),
  /** The billing cycle whose quotas were last renewed (a webhook's charge). */
  quotaResetCycle: z.string().optional(),
});
export type BillingRecord = z.infer<typeof billingRecordSchema>;

const BILLING = 'billing';

export const billingRef = (db: Firestore, uid: string): DocumentReference => db.collection(BILLING).doc(uid);

/** The billing record of `uid` (empty before the first payment). */
export async function readBilling(db: Firestore, uid: string): Promise<BillingRecord> {
  return parseStored(billingRecordSchema, (await billingRef(db, uid).get()).data() ?? {}, BILLING);
}

/** The billing record at `ref` read in `tx` (empty before the first payment). */
export async function readBillingIn(tx: Transaction, ref: DocumentReference): Promise<BillingRecord> {
  return parseStored(billingRecordSchema, (await tx.get(ref)).data() ?? {}, BILLING);
}

/** Merges `fields` into the billing record. */
export async function updateBilling(
  db: Firestore,
  uid: string,
  fields: Partial<Record<keyof BillingRecord | 'currency' | 'period' | 'status' | 'referralReward', unknown>>,
): Promise<void> {
  await billingRef(db, uid).set(fields, { merge: true });
}

/** The record of one checkout attempt (a retried request finds its result there). */
export const attemptRef = (db: Firestore, uid: string, attemptId: string): DocumentReference =>
  billingRef(db, uid).collection('attempts').doc(attemptId);

/** The result of a checkout attempt that was paid already, or null. */
export async function readAttempt(ref: DocumentReference): Promise<SubscribeResult | null> {
  const snapshot = await ref.get();
  return snapshot.exists ? parseStored(subscribeResultSchema, snapshot.data(), 'billing attempts') : null;
}

/** The billing record that holds `subscriptionId`, or null. */
export async function billingOfSubscription(db: Firestore, subscriptionId: string): Promise<DocumentReference | null> {
  const owners = await db.collection(BILLING).where('subscriptionId', '==', subscriptionId).limit(1).get();
  return owners.empty ? null : owners.docs[0].ref;
}
