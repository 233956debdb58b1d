// The PaymentGateway through the real `braintree` SDK: Sandbox or Production, or any gateway
// at a custom URL (the local stack's stand-in; the SDK's Environment accepts a custom host).
// The SDK's answers are read here and nowhere else.
// Docs: https://developer.paypal.com/braintree/docs/reference/overview
import braintree from 'braintree';
import type { ErrorKey } from '../../shared/error-catalogue';
import { Refusal } from '../../shared/refusal';
import type { AddOnChange, GatewayMethod, GatewayOutcome, GatewaySubscription, PaymentGateway } from './payment-gateway';

/** The merchant's credentials and where its gateway is. */
export interface BraintreeConfig {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** 'production', or the Sandbox for anything else. */
  environment: string;
  /** A gateway at this URL instead (the local stand-in); '' for Braintree's own. */
  gatewayUrl: string;
}

/** A field of an SDK object the typings do not list (the verification of a declined answer, a method's own fields). */
function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Why the gateway declined: the processor's response text (of the card's verification, of the
 * declined charge, or of the subscription's newest charge when a prorated one was declined),
 * else the validation message.
 */
function declineReason(answer: { message?: string }): string {
  const newestCharge = fieldOf(fieldOf(answer, 'subscription'), 'transactions');
  return (
    textOf(fieldOf(fieldOf(answer, 'verification'), 'processorResponseText')) ??
    textOf(fieldOf(fieldOf(answer, 'transaction'), 'processorResponseText')) ??
    (Array.isArray(newestCharge) ? textOf(fieldOf(newestCharge[0], 'processorResponseText')) : undefined) ??
    answer.message ??
    ''
  );
}

function outcome<T>(answer: { success: boolean; message?: string }, value: () => T): GatewayOutcome<T> {
  return answer.success ? { ok: true, value: value() } : { ok: false, reason: declineReason(answer) };
}

/**
 * Runs an SDK call; a gateway that cannot be reached (or answers garbage) becomes the 502
 * refusal `key` here, at the provider's edge. Its name and message go to the log only.
 */
async function reach<T>(call: () => Promise<T>, key: ErrorKey = 'paymentServerUnreachable'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error('payment call failed', (error as Error).name, (error as Error).message);
    throw new Refusal(502, key);
  }
}

function toMethod(method: unknown): GatewayMethod {
  return {
    token: textOf(fieldOf(method, 'token')) ?? '',
    cardType: textOf(fieldOf(method, 'cardType')),
    last4: textOf(fieldOf(method, 'last4')),
    expirationDate: textOf(fieldOf(method, 'expirationDate')),
    email: textOf(fieldOf(method, 'email')),
    isDefault: fieldOf(method, 'default') === true,
  };
}

const cents = (amount: string | undefined): number => Math.round(Number(amount ?? 0) * 100);

const idsOf = (transactions: unknown): string[] =>
  Array.isArray(transactions) ? transactions.map((t) => textOf(fieldOf(t, 'id')) ?? '').filter(Boolean) : [];

const NOT_CHARGED = new Set(['processor_declined', 'failed', 'gateway_rejected', 'voided']);

/** The charges made by a change: the subscription's transactions absent from `before` that went through (sales less refunds). */
function chargedSince(before: string[], transactions: unknown): string {
  const known = new Set(before);
  const made = (Array.isArray(transactions) ? transactions : []).filter(
    (t) => !known.has(textOf(fieldOf(t, 'id')) ?? '') && !NOT_CHARGED.has(textOf(fieldOf(t, 'status')) ?? ''),
  );
  const total = made.reduce((sum: number, t) => {
    const amount = cents(textOf(fieldOf(t, 'amount')));
    return sum + (fieldOf(t, 'type') === 'credit' ? -amount : amount);
  }, 0);
  return (total / 100).toFixed(2);
}

/** The SDK's add-on request for a change of one add-on. */
function addOnRequest(addOn: AddOnChange): NonNullable<braintree.SubscriptionUpdateRequest['addOns']> {
  if (addOn.change === 'remove') return { remove: [addOn.id] };
  if (addOn.change === 'add') return { add: [{ inheritedFromId: addOn.id, quantity: addOn.quantity, amount: addOn.amount }] };
  return { update: [{ existingId: addOn.id, quantity: addOn.quantity, amount: addOn.amount }] };
}

function toSubscription(subscription: braintree.Subscription): GatewaySubscription {
  return {
    id: subscription.id,
    status: String(subscription.status),
    planId: subscription.planId,
    price: subscription.price ?? '0.00',
    balance: subscription.balance ?? '0.00',
    billingPeriodStartDate: textOf(subscription.billingPeriodStartDate),
    billingPeriodEndDate: textOf(subscription.billingPeriodEndDate),
    nextBillingDate: textOf(subscription.nextBillingDate),
    addOns: (subscription.addOns ?? []).map((addOn) => ({
      id: addOn.id,
      quantity: Number(addOn.quantity ?? 1),
      amount: String(addOn.amount ?? '0.00'),
    })),
  };
}

function environmentOf(config: BraintreeConfig): { environment: braintree.Environment; local: boolean } {
  if (!config.gatewayUrl)
    return {
      environment: config.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
      local: false,
    };
  const url = new URL(config.gatewayUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return {
    environment: new braintree.Environment(url.hostname, port, url.origin, url.protocol === 'https:', url.hostname, port),
    local: url.hostname === '127.0.0.1' || url.hostname === 'localhost',
  };
}

/**
 * A card stored with a new customer is verified. The typings require a customer id in every
 * credit-card request, which a card created with its customer has not yet.
 */
const VERIFY_NEW_CARD = {
  options: { verifyCard: true },
} as Partial<braintree.CreditCardCreateRequest> as braintree.CreditCardCreateRequest;

export function braintreeGateway(config: BraintreeConfig): PaymentGateway {
  const { environment, local } = environmentOf(config);
  const gateway = new braintree.BraintreeGateway({
    environment,
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  });
  return {
    local,
    clientToken: () =>
      reach(async () => {
        const answer = await gateway.clientToken.generate({});
        if (!answer.success) throw new Error('no client token');
        return answer.clientToken;
      }, 'paymentGatewayInit'),
    async createCustomer({ email, firstName, lastName, nonce }) {
      const created = await reach(() =>
        gateway.customer.create({ email, firstName, lastName, paymentMethodNonce: nonce, creditCard: VERIFY_NEW_CARD }),
      );
      return outcome(created, () => ({ customerId: created.customer.id, token: created.customer.paymentMethods?.[0]?.token ?? '' }));
    },
    async addMethod({ customerId, nonce, makeDefault }) {
      const added = await reach(() =>
        gateway.paymentMethod.create({ customerId, paymentMethodNonce: nonce, options: { makeDefault, verifyCard: true } }),
      );
      return outcome(added, () => ({ token: added.paymentMethod.token ?? '' }));
    },
    async methods(customerId) {
      const customer = await reach(() => gateway.customer.find(customerId));
      return (customer.paymentMethods ?? []).map(toMethod);
    },
    async makeDefault(token) {
      return outcome(await reach(() => gateway.paymentMethod.update(token, { options: { makeDefault: true } })), () => null);
    },
    async removeMethod(token) {
      await reach(() => gateway.paymentMethod.delete(token));
    },
    async createSubscription({ paymentMethodToken, planId, price, addOn, firstCycleDiscount }) {
      const made = await reach(() =>
        gateway.subscription.create({
          paymentMethodToken,
          planId,
          price,
          ...(addOn ? { addOns: { add: [{ inheritedFromId: addOn.id, quantity: addOn.quantity, amount: addOn.amount }] } } : {}),
          ...(firstCycleDiscount
            ? {
                discounts: {
                  add: [{ inheritedFromId: firstCycleDiscount.discountId, amount: firstCycleDiscount.amount, numberOfBillingCycles: 1 }],
                },
              }
            : {}),
        }),
      );
      return outcome(made, () => ({ subscriptionId: made.subscription.id }));
    },
    async updateSubscription({ subscriptionId, planId, price, addOn, paymentMethodToken }) {
      // The transactions and balance before, to tell what this change charged and credited.
      const found = await reach(() => gateway.subscription.find(subscriptionId));
      const before = idsOf(found.transactions);
      const updated = await reach(() =>
        gateway.subscription.update(subscriptionId, {
          ...(planId ? { planId } : {}),
          price,
          ...(paymentMethodToken ? { paymentMethodToken } : {}),
          ...(addOn ? { addOns: addOnRequest(addOn) } : {}),
          // Prorated whatever the merchant's default; a declined prorated charge reverts the whole change.
          options: { prorateCharges: true, revertSubscriptionOnProrationFailure: true },
        }),
      );
      return outcome(updated, () => ({
        charged: chargedSince(before, updated.subscription.transactions),
        credited: (Math.max(0, cents(found.balance) - cents(updated.subscription.balance)) / 100).toFixed(2),
      }));
    },
    async findSubscription(subscriptionId) {
      return toSubscription(await reach(() => gateway.subscription.find(subscriptionId)));
    },
    async moveSubscription(subscriptionId, token) {
      return outcome(await reach(() => gateway.subscription.update(subscriptionId, { paymentMethodToken: token })), () => null);
    },
    async cancelSubscription(subscriptionId) {
      await reach(() => gateway.subscription.cancel(subscriptionId));
    },
    /** Not through reach(): a payload that does not parse is a bad signature, refused by the caller. */
    async parseNotification(signature, payload) {
      const notification = await gateway.webhookNotification.parse(signature, payload);
      const subscription = fieldOf(notification, 'subscription');
      const id = textOf(fieldOf(subscription, 'id'));
      const cycle = fieldOf(subscription, 'currentBillingCycle');
      const period = fieldOf(subscription, 'billingPeriodStartDate');
      const transactions = fieldOf(subscription, 'transactions');
      return {
        kind: String(notification.kind),
        timestampMs: new Date(notification.timestamp).getTime(),
        subscription: id
          ? {
              id,
              billingPeriodStartDate: period ? String(period) : undefined,
              currentBillingCycle: typeof cycle === 'number' || typeof cycle === 'string' ? cycle : undefined,
              transactions: Array.isArray(transactions) ? transactions.map((t) => ({ id: textOf(fieldOf(t, 'id')) })) : undefined,
            }
          : null,
      };
    },
  };
}
