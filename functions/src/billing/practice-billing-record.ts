// The server-only billing record of a practice (practiceBilling/{practiceId}): who pays (the
// owner who bought the seats), the gateway's subscription and the method paying it, its state
// as the webhooks report it, the billing cycle whose quotas were last renewed, and each seat
// purchase's result (practiceBilling/{practiceId}/attempts/{attemptId}), so a retried request
// gets its answer without a second charge. No client reads or writes it (rules: closed).
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { practiceSeatsResultSchema, type PracticeSeatsResult } from '../shared/practice-seats';
import { parseStored, parseStoredOrNull } from '../shared/stored-document';

const PRACTICE_BILLING = 'practiceBilling';

const practiceBillingSchema = z.object({
  payerUid: z.string().optional(),
  customerId: z.string().optional(),
  subscriptionId: z.string().nullable().optional(),
  paymentMethodToken: z.string().optional(),
  /** The last state a webhook reported: 'past_due', 'subscription_canceled', ... */
  status: z.string().optional(),
  quotaResetCycle: z.string().optional(),
});
export type PracticeBillingRecord = z.infer<typeof practiceBillingSchema>;

export const practiceBillingRef = (db: Firestore, practiceId: string): DocumentReference => db.collection(PRACTICE_BILLING).doc(practiceId);

/** The practice's billing record (empty before its first purchase). */
export async function readPracticeBilling(db: Firestore, practiceId: string): Promise<PracticeBillingRecord> {
  return parseStored(practiceBillingSchema, (await practiceBillingRef(db, practiceId).get()).data() ?? {}, PRACTICE_BILLING);
}

/** The billing record at `ref` read in `tx`. */
export async function readPracticeBillingIn(tx: Transaction, ref: DocumentReference): Promise<PracticeBillingRecord> {
  return parseStored(practiceBillingSchema, (await tx.get(ref)).data() ?? {}, PRACTICE_BILLING);
}

/** The record of one seat purchase or change (a retried request finds its result there). */
export const practiceAttemptRef = (db: Firestore, practiceId: string, attemptId: string): DocumentReference =>
  practiceBillingRef(db, practiceId).collection('attempts').doc(attemptId);

/** The result of an attempt that went through already, or null. */
export async function readPracticeAttempt(ref: DocumentReference): Promise<PracticeSeatsResult | null> {
  return parseStoredOrNull(practiceSeatsResultSchema, (await ref.get()).data(), `${PRACTICE_BILLING} attempts`);
}

/** The billing record of the practice whose seats `subscriptionId` pays, or null. */
export async function practiceBillingOfSubscription(db: Firestore, subscriptionId: string): Promise<DocumentReference | null> {
  const found = await db.collection(PRACTICE_BILLING).where('subscriptionId', '==', subscriptionId).limit(1).get();
  return found.empty ? null : found.docs[0].ref;
}

/** The billing records of the practices whose running subscription `payerUid` pays. */
export async function practiceBillingsPaidBy(
  db: Firestore,
  payerUid: string,
): Promise<Array<{ ref: DocumentReference; record: PracticeBillingRecord }>> {
  const found = await db.collection(PRACTICE_BILLING).where('payerUid', '==', payerUid).get();
  return found.docs
    .map((doc) => ({ ref: doc.ref, record: parseStored(practiceBillingSchema, doc.data(), PRACTICE_BILLING) }))
    .filter(({ record }) => Boolean(record.subscriptionId));
}
