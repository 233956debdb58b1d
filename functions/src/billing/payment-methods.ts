// Saved payment methods of a user's gateway customer: list, add (from a nonce, verified),
// make default (the active subscription, and the seats of a practice the user pays for, move
// to it) and remove (never the one that pays the active subscription or a practice's seats). Only methods of the caller's own customer can be touched: a token of
// someone else's is answered as not found.
import type { Firestore } from 'firebase-admin/firestore';
import type { GatewayMethod, GatewayOutcome, PaymentGateway } from '../providers/payments/payment-gateway';
import type { SavedPaymentMethod } from '../shared/billing';
import { Refusal } from '../shared/refusal';
import { readBilling, updateBilling, type BillingRecord } from './billing-record';
import { practiceBillingsPaidBy } from './practice-billing-record';

/** The payment refusals answer 'failed-precondition' whatever their status, as the checkout always has. */
export const PAYMENT_REFUSAL_CODE = { code: 'failed-precondition' } as const;

function toSaved(method: GatewayMethod): SavedPaymentMethod {
  return {
    token: method.token,
    kind: method.cardType ?? (method.email ? 'PayPal' : 'Card'),
    last4: method.last4 ?? '',
    expiry: method.expirationDate ?? '',
    isDefault: method.isDefault,
  };
}

/** The value of a gateway answer, or the processor's refusal as the clinician reads it. */
function accepted<T>(answer: GatewayOutcome<T>): T {
  if (!answer.ok) throw new Refusal(402, 'paymentDeclined', { values: { reason: answer.reason } });
  return answer.value;
}

/** The user's saved methods, the default first; none before the first payment. */
export async function listPaymentMethods(db: Firestore, gateway: PaymentGateway, uid: string): Promise<SavedPaymentMethod[]> {
  const { customerId } = await readBilling(db, uid);
  if (!customerId) return [];
  return (await gateway.methods(customerId)).map(toSaved).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** Saves a method from a nonce (verified); creates the gateway's customer on the first one. */
export async function addPaymentMethod(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  profile: { email: string; firstName: string; lastName: string },
  nonce: string,
  makeDefault: boolean,
): Promise<SavedPaymentMethod[]> {
  const { customerId } = await readBilling(db, uid);
  if (!customerId) {
    const created = accepted(await gateway.createCustomer({ ...profile, nonce }));
    await updateBilling(db, uid, { customerId: created.customerId });
  } else {
    const added = accepted(await gateway.addMethod({ customerId, nonce, makeDefault }));
    if (makeDefault) await moveSubscription(db, gateway, uid, added.token);
  }
  return listPaymentMethods(db, gateway, uid);
}

/** The caller's method with this token, or a 404 (also for another customer's token). */
async function ownMethod(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  token: string,
): Promise<{ billing: BillingRecord; method: GatewayMethod }> {
  const billing = await readBilling(db, uid);
  const all = billing.customerId ? await gateway.methods(billing.customerId) : [];
  const method = all.find((m) => m.token === token);
  if (!method) throw new Refusal(404, 'paymentMethodNotFound', PAYMENT_REFUSAL_CODE);
  return { billing, method };
}

/** The active subscription, and the seats of any practice `uid` pays for, are paid with `token` from now on. */
async function moveSubscription(db: Firestore, gateway: PaymentGateway, uid: string, token: string): Promise<void> {
  if (!token) return;
  for (const { ref, record } of await practiceBillingsPaidBy(db, uid)) {
    accepted(await gateway.moveSubscription(record.subscriptionId ?? '', token));
    await ref.set({ paymentMethodToken: token }, { merge: true });
  }
  const { subscriptionId } = await readBilling(db, uid);
  if (!subscriptionId) return;
  accepted(await gateway.moveSubscription(subscriptionId, token));
  await updateBilling(db, uid, { paymentMethodToken: token });
}

export async function makeDefaultPaymentMethod(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  token: string,
): Promise<SavedPaymentMethod[]> {
  await ownMethod(db, gateway, uid, token);
  accepted(await gateway.makeDefault(token));
  await moveSubscription(db, gateway, uid, token);
  return listPaymentMethods(db, gateway, uid);
}

export async function removePaymentMethod(
  db: Firestore,
  gateway: PaymentGateway,
  uid: string,
  token: string,
): Promise<SavedPaymentMethod[]> {
  const { billing } = await ownMethod(db, gateway, uid, token);
  if (billing.subscriptionId && billing.paymentMethodToken === token) throw new Refusal(409, 'paymentMethodInUse');
  // Braintree cancels every subscription a deleted method pays: a practice's seats included.
  if ((await practiceBillingsPaidBy(db, uid)).some(({ record }) => record.paymentMethodToken === token))
    throw new Refusal(409, 'paymentMethodInUse');
  await gateway.removeMethod(token);
  return listPaymentMethods(db, gateway, uid);
}
