// Saved payment methods of a user's Braintree customer: list, add (from a nonce, verified),
// make default (the active subscription moves to it) and remove (never the one that pays the
// active subscription). Only methods of the caller's own customer can be touched: a token of
// someone else's is answered as not found.
import type { Firestore } from 'firebase-admin/firestore';
import type braintree from 'braintree';
import type { SavedPaymentMethod } from '../shared/billing';
import { billingPath, PaymentRefused } from './subscribe';

interface BillingRecord {
  customerId?: string;
  subscriptionId?: string | null;
  paymentMethodToken?: string;
}

interface GatewayMethod {
  token?: string;
  cardType?: string;
  last4?: string;
  expirationDate?: string;
  default?: boolean;
  email?: string;
}

const record = async (db: Firestore, uid: string) => ((await db.doc(billingPath(uid)).get()).data() ?? {}) as BillingRecord;

function toSaved(method: GatewayMethod): SavedPaymentMethod {
  return { token: method.token ?? '', kind: method.cardType ?? (method.email ? 'PayPal' : 'Card'), last4: method.last4 ?? '', expiry: method.expirationDate ?? '', isDefault: method.default === true };
}

async function methodsOf(gateway: braintree.BraintreeGateway, customerId: string): Promise<GatewayMethod[]> {
  const customer = await gateway.customer.find(customerId);
  return (customer.paymentMethods ?? []) as unknown as GatewayMethod[];
}

/** The user's saved methods, the default first; none before the first payment. */
export async function listPaymentMethods(db: Firestore, gateway: braintree.BraintreeGateway, uid: string): Promise<SavedPaymentMethod[]> {
  const { customerId } = await record(db, uid);
  if (!customerId) return [];
  return (await methodsOf(gateway, customerId)).map(toSaved).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

function refusal(result: { message?: string; verification?: { processorResponseText?: string } }): PaymentRefused {
  const reason = result.verification?.processorResponseText ?? result.message ?? '';
  return new PaymentRefused(402, 'paymentDeclined', `Error processing payment: ${reason}`, { reason });
}

/** Saves a method from a nonce (verified); creates the Braintree customer on the first one. */
export async function addPaymentMethod(db: Firestore, gateway: braintree.BraintreeGateway, uid: string, profile: { email: string; firstName: string; lastName: string }, nonce: string, makeDefault: boolean): Promise<SavedPaymentMethod[]> {
  const { customerId } = await record(db, uid);
  const verify = { options: { verifyCard: true } } as unknown as braintree.CreditCardCreateRequest;
  if (!customerId) {
    const created = await gateway.customer.create({ email: profile.email, firstName: profile.firstName, lastName: profile.lastName, paymentMethodNonce: nonce, creditCard: verify });
    if (!created.success) throw refusal(created as unknown as { message?: string });
    await db.doc(billingPath(uid)).set({ customerId: created.customer.id }, { merge: true });
  } else {
    const added = await gateway.paymentMethod.create({ customerId, paymentMethodNonce: nonce, options: { makeDefault, verifyCard: true } });
    if (!added.success) throw refusal(added as unknown as { message?: string });
    if (makeDefault) await moveSubscription(db, gateway, uid, added.paymentMethod.token ?? '');
  }
  return listPaymentMethods(db, gateway, uid);
}

/** The caller's method with this token, or a 404 (also for another customer's token). */
async function ownMethod(db: Firestore, gateway: braintree.BraintreeGateway, uid: string, token: string): Promise<{ billing: BillingRecord; method: GatewayMethod; all: GatewayMethod[] }> {
  const billing = await record(db, uid);
  const all = billing.customerId ? await methodsOf(gateway, billing.customerId) : [];
  const method = all.find((m) => m.token === token);
  if (!method) throw new PaymentRefused(404, 'paymentMethodNotFound', 'This payment method was not found.');
  return { billing, method, all };
}

/** The active subscription is paid with `token` from now on. */
async function moveSubscription(db: Firestore, gateway: braintree.BraintreeGateway, uid: string, token: string): Promise<void> {
  const { subscriptionId } = await record(db, uid);
  if (!subscriptionId || !token) return;
  const moved = await gateway.subscription.update(subscriptionId, { paymentMethodToken: token });
  if (!moved.success) throw refusal(moved as unknown as { message?: string });
  await db.doc(billingPath(uid)).set({ paymentMethodToken: token }, { merge: true });
}

export async function makeDefaultPaymentMethod(db: Firestore, gateway: braintree.BraintreeGateway, uid: string, token: string): Promise<SavedPaymentMethod[]> {
  await ownMethod(db, gateway, uid, token);
  const updated = await gateway.paymentMethod.update(token, { options: { makeDefault: true } } as unknown as braintree.PaymentMethodUpdateRequest);
  if (!updated.success) throw refusal(updated as unknown as { message?: string });
  await moveSubscription(db, gateway, uid, token);
  return listPaymentMethods(db, gateway, uid);
}

export async function removePaymentMethod(db: Firestore, gateway: braintree.BraintreeGateway, uid: string, token: string): Promise<SavedPaymentMethod[]> {
  const { billing } = await ownMethod(db, gateway, uid, token);
  if (billing.subscriptionId && billing.paymentMethodToken === token) {
    throw new PaymentRefused(409, 'paymentMethodInUse', 'This card pays your subscription. Make another card the default first.');
  }
  await gateway.paymentMethod.delete(token);
  return listPaymentMethods(db, gateway, uid);
}
