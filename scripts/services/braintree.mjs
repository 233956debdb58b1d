// The local stand-in of Braintree's gateway, for the real `braintree` SDK pointed at it by
// its Environment: HTTP Basic with the public and private keys, the SDK's request bodies, and
// answers in the shape the SDK reads (JSON, which its HTTP layer accepts as it does XML):
// client tokens, customers with a payment method from a nonce, payment methods, subscriptions
// (create with add-ons and discounts, find, update: plan, price, add-ons and payment method,
// prorated; cancel). It accepts Braintree's documented test nonces: fake-valid-nonce (and the
// visa and mastercard variants) succeed, fake-processor-declined-visa-nonce is declined (2000
// Do Not Honor), fake-processor-failure-visa-nonce fails (3000). Charges follow the Sandbox's
// test amounts: 2000.00 to 2999.99 are declined by the processor (the amount's whole dollars
// are the response code), 3000.00 to 3000.99 fail. An update is prorated as Braintree does it
// (the difference of the totals times the days left in the cycle, today included, over its
// days): a rise is charged at once, and a declined charge reverts the whole update; a fall is
// credited to the balance. GET /_received lists what it received (newest last).
import { randomBytes } from 'node:crypto';
import { runNode } from './lib/local-service.mjs';
import { jsonSender, runOnItsOwn, startStandIn } from './lib/stand-in-server.mjs';

export const BRAINTREE_STAND_IN = { merchantId: 'local-merchant', publicKey: 'local-public-key', privateKey: 'local-private-key' };

const VALID = new Set(['fake-valid-nonce', 'fake-valid-visa-nonce', 'fake-valid-mastercard-nonce']);
const DECLINED = {
  'fake-processor-declined-visa-nonce': ['2000', 'Do Not Honor'],
  'fake-processor-failure-visa-nonce': ['3000', 'Processor Network Unavailable - Try Again'],
};
/** The add-ons the merchant created (the practices' seats). */
const ADD_ONS = new Set(['practice-seat']);
const PLAN_ID = /^(starter|bronze|silver)-(monthly|yearly)-(usd|cad)$/;
const DAY_MS = 86400000;
const cents = (amount) => Math.round(Number(amount) * 100);
const dollars = (value) => (value / 100).toFixed(2);
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const dayNumber = (day) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The Sandbox's answer to a charge of `amount` (dollars): null when it goes through, else [code, text, status]. */
function chargeRefusal(amount) {
  const value = Number(amount);
  if (value >= 2000 && value < 3000) {
    const code = String(Math.floor(value));
    return [code, code === '2000' ? 'Do Not Honor' : code === '2001' ? 'Insufficient Funds' : 'Processor Declined', 'processor_declined'];
  }
  if (value >= 3000 && value < 3001) return ['3000', 'Processor Network Unavailable - Try Again', 'failed'];
  return null;
}

/** The billing cycle that starts on `start` (ms) for a plan id: its first and last days and the next billing day. */
function cycleFrom(start, planId) {
  const first = new Date(`${dayOf(start)}T00:00:00Z`);
  const next = new Date(first);
  if (planId.includes('-yearly-')) next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return {
    billingPeriodStartDate: dayOf(first.getTime()),
    billingPeriodEndDate: dayOf(next.getTime() - DAY_MS),
    nextBillingDate: dayOf(next.getTime()),
  };
}

/** What a subscription charges every cycle, in cents: its price and add-ons less its discounts. */
const totalCents = (subscription) =>
  cents(subscription.price) +
  subscription.addOns.reduce((sum, a) => sum + cents(a.amount) * a.quantity, 0) -
  subscription.discounts.filter((d) => d.numberOfBillingCycles !== 1).reduce((sum, d) => sum + cents(d.amount) * d.quantity, 0);

/** The add-ons of a request (`add_ons.add`), or an error message. */
function addedAddOns(list) {
  const added = [];
  for (const a of Array.isArray(list) ? list : []) {
    if (!ADD_ONS.has(a.inherited_from_id)) return { error: 'Inherited From ID is invalid.' };
    const quantity = a.quantity === undefined ? 1 : Number(a.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) return { error: 'Quantity must be greater than zero.' };
    added.push({ id: a.inherited_from_id, amount: Number(a.amount ?? 0).toFixed(2), quantity, neverExpires: true });
  }
  return { added };
}

export function startBraintreeStandIn({ port = 0 } = {}) {
  const customers = new Map();
  const subscriptions = new Map();
  const id = (prefix) => `${prefix}${randomBytes(4).toString('hex')}`;
  const send = jsonSender('application/json; charset=utf-8');
  const card = (nonce, customerId, isDefault) => ({
    token: id('tok_'),
    customerId,
    last4: nonce.includes('mastercard') ? '4444' : '1111',
    cardType: nonce.includes('mastercard') ? 'MasterCard' : 'Visa',
    expirationMonth: '12',
    expirationYear: '2030',
    default: isDefault,
  });
  const declined = (nonce) => {
    const [code, text] = DECLINED[nonce];
    return {
      apiErrorResponse: {
        message: text,
        verification: { status: 'processor_declined', processorResponseCode: code, processorResponseText: text },
        errors: {},
      },
    };
  };
  const invalidNonce = () => ({
    apiErrorResponse: {
      message: 'Unknown payment_method_nonce.',
      errors: { errors: [{ code: '91565', attribute: 'payment_method_nonce', message: 'Unknown payment_method_nonce.' }] },
    },
  });

  const handle = ({ request, response, url, body: raw, received }) => {
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return send(response, 400, { message: 'not JSON' });
    }
    received.push({ at: Date.now(), method: request.method, path: url.pathname, body });
    const auth = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (!auth || Buffer.from(auth[1], 'base64').toString('utf8') !== `${BRAINTREE_STAND_IN.publicKey}:${BRAINTREE_STAND_IN.privateKey}`)
      return send(response, 401, {});
    const prefix = `/merchants/${BRAINTREE_STAND_IN.merchantId}`;
    if (!url.pathname.startsWith(prefix)) return send(response, 404, {});
    const path = url.pathname.slice(prefix.length);

    if (request.method === 'POST' && path === '/client_token') {
      return send(response, 201, {
        clientToken: {
          value: Buffer.from(JSON.stringify({ version: 2, merchantId: BRAINTREE_STAND_IN.merchantId, environment: 'local' })).toString(
            'base64',
          ),
        },
      });
    }
    if (request.method === 'POST' && path === '/customers') {
      const input = body.customer ?? {};
      const nonce = input.payment_method_nonce;
      if (nonce && DECLINED[nonce]) return send(response, 422, declined(nonce));
      if (nonce && !VALID.has(nonce)) return send(response, 422, invalidNonce());
      const customer = {
        id: id('cus_'),
        email: input.email ?? '',
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
        creditCards: [],
      };
      if (nonce) customer.creditCards.push(card(nonce, customer.id, true));
      customers.set(customer.id, customer);
      return send(response, 201, { customer });
    }
    const customerPath = /^\/customers\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && customerPath) {
      const customer = customers.get(customerPath[1]);
      return customer ? send(response, 200, { customer }) : send(response, 404, {});
    }
    if (request.method === 'POST' && path === '/payment_methods') {
      const input = body.payment_method ?? {};
      const customer = customers.get(input.customer_id);
      if (!customer) return send(response, 422, { apiErrorResponse: { message: 'Customer ID is invalid.', errors: {} } });
      if (DECLINED[input.payment_method_nonce]) return send(response, 422, declined(input.payment_method_nonce));
      if (!VALID.has(input.payment_method_nonce)) return send(response, 422, invalidNonce());
      const makeDefault = input.options?.make_default === true || customer.creditCards.length === 0;
      if (makeDefault) for (const c of customer.creditCards) c.default = false;
      const made = card(input.payment_method_nonce, customer.id, makeDefault);
      customer.creditCards.push(made);
      return send(response, 201, { creditCard: made });
    }
    const methodPath = /^\/payment_methods\/any\/([^/]+)$/.exec(path);
    if (methodPath && (request.method === 'PUT' || request.method === 'DELETE')) {
      const customer = [...customers.values()].find((c) => c.creditCards.some((m) => m.token === methodPath[1]));
      if (!customer) return send(response, 404, {});
      if (request.method === 'DELETE') {
        customer.creditCards = customer.creditCards.filter((m) => m.token !== methodPath[1]);
        return send(response, 200, {});
      }
      if (body.payment_method?.options?.make_default) for (const c of customer.creditCards) c.default = c.token === methodPath[1];
      return send(response, 200, { creditCard: customer.creditCards.find((m) => m.token === methodPath[1]) });
    }
    if (request.method === 'POST' && path === '/subscriptions') {
      const input = body.subscription ?? {};
      const owner = [...customers.values()].find((c) => c.creditCards.some((m) => m.token === input.payment_method_token));
      if (!owner) return send(response, 422, { apiErrorResponse: { message: 'Payment method token is invalid.', errors: {} } });
      if (!PLAN_ID.test(input.plan_id ?? ''))
        return send(response, 422, { apiErrorResponse: { message: 'Plan ID is invalid.', errors: {} } });
      const addOns = addedAddOns(input.add_ons?.add);
      if (addOns.error) return send(response, 422, { apiErrorResponse: { message: addOns.error, errors: {} } });
      // Discounts added on the subscription (e.g. a referral reward for the first billing cycle): the first charge is the price less them.
      const discounts = (Array.isArray(input.discounts?.add) ? input.discounts.add : []).map((d) => ({
        id: d.inherited_from_id,
        amount: String(d.amount ?? '0.00'),
        numberOfBillingCycles: Number(d.number_of_billing_cycles ?? 1),
        quantity: 1,
      }));
      const price = Number(input.price ?? 0);
      const subscription = {
        id: id('sub_'),
        planId: input.plan_id,
        price: price.toFixed(2),
        balance: '0.00',
        status: 'Active',
        paymentMethodToken: input.payment_method_token,
        ...cycleFrom(Date.now(), input.plan_id),
        discounts,
        addOns: addOns.added,
        transactions: [],
        statusHistory: [{ status: 'Active', timestamp: new Date().toISOString() }],
      };
      const firstCharge = dollars(
        Math.max(
          0,
          cents(price) +
            addOns.added.reduce((sum, a) => sum + cents(a.amount) * a.quantity, 0) -
            discounts.reduce((sum, d) => sum + cents(d.amount), 0),
        ),
      );
      const refused = chargeRefusal(firstCharge);
      if (refused) {
        const [code, text, status] = refused;
        const transaction = {
          id: id('txn_'),
          amount: firstCharge,
          status,
          type: 'sale',
          processorResponseCode: code,
          processorResponseText: text,
        };
        return send(response, 422, { apiErrorResponse: { message: text, transaction, errors: {} } });
      }
      subscription.transactions.push({ id: id('txn_'), amount: firstCharge, status: 'submitted_for_settlement', type: 'sale' });
      subscriptions.set(subscription.id, subscription);
      return send(response, 201, { subscription });
    }
    const subscriptionPath = /^\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      return subscription ? send(response, 200, { subscription }) : send(response, 404, {});
    }
    if (request.method === 'PUT' && subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription) return send(response, 404, {});
      const input = body.subscription ?? {};
      const invalid = (message) => send(response, 422, { apiErrorResponse: { message, errors: {} } });
      if (subscription.status === 'Canceled' || subscription.status === 'Expired') return invalid('Cannot edit a canceled subscription.');
      const token = input.payment_method_token;
      if (token && ![...customers.values()].some((c) => c.creditCards.some((m) => m.token === token)))
        return invalid('Payment method token is invalid.');
      const planId = input.plan_id ?? subscription.planId;
      if (!PLAN_ID.test(planId)) return invalid('Plan ID is invalid.');
      const frequency = (plan) => plan.split('-')[1];
      if (frequency(planId) !== frequency(subscription.planId))
        return invalid('Cannot update subscription to a plan with a different billing frequency.');
      // The change, on a copy: applied only once its prorated charge (if any) went through.
      const changed = { ...subscription, planId, addOns: subscription.addOns.map((a) => ({ ...a })) };
      if (input.price !== undefined) changed.price = Number(input.price).toFixed(2);
      if (token) changed.paymentMethodToken = token;
      const addOnInput = input.add_ons ?? {};
      const added = addedAddOns(addOnInput.add);
      if (added.error) return invalid(added.error);
      for (const a of added.added) {
        if (changed.addOns.some((existing) => existing.id === a.id))
          return invalid('Add-on is already on the subscription: update its quantity.');
        changed.addOns.push(a);
      }
      for (const u of Array.isArray(addOnInput.update) ? addOnInput.update : []) {
        const existing = changed.addOns.find((a) => a.id === u.existing_id);
        if (!existing) return invalid('Existing ID is invalid.');
        if (u.quantity !== undefined) {
          const quantity = Number(u.quantity);
          if (!Number.isInteger(quantity) || quantity < 1) return invalid('Quantity must be greater than zero.');
          existing.quantity = quantity;
        }
        if (u.amount !== undefined) existing.amount = Number(u.amount).toFixed(2);
      }
      const removed = Array.isArray(addOnInput.remove) ? addOnInput.remove : [];
      if (removed.some((r) => !changed.addOns.some((a) => a.id === r))) return invalid('Add-on to remove is not on the subscription.');
      changed.addOns = changed.addOns.filter((a) => !removed.includes(a.id));
      // Prorated unless the request says not to (the merchant's default here: prorate).
      const prorate = input.options?.prorate_charges !== false;
      const revert = input.options?.revert_subscription_on_proration_failure !== false;
      const today = dayNumber(dayOf(Date.now()));
      const end = dayNumber(subscription.billingPeriodEndDate);
      const daysInCycle = end - dayNumber(subscription.billingPeriodStartDate) + 1;
      const daysLeft = Math.min(daysInCycle, Math.max(0, end - today + 1));
      const difference = prorate ? Math.round(((totalCents(changed) - totalCents(subscription)) * daysLeft) / daysInCycle) : 0;
      if (difference > 0) {
        const amount = dollars(difference);
        const refused = chargeRefusal(amount);
        const charge = { id: id('txn_'), amount, status: 'submitted_for_settlement', type: 'sale' };
        if (refused) {
          const [code, text, status] = refused;
          Object.assign(charge, { status, processorResponseCode: code, processorResponseText: text });
          if (revert) {
            subscription.transactions.unshift(charge);
            return send(response, 422, { apiErrorResponse: { message: text, subscription, errors: {} } });
          }
          changed.balance = dollars(cents(changed.balance) + difference);
        }
        changed.transactions = [charge, ...subscription.transactions];
      } else if (difference < 0) {
        changed.balance = dollars(cents(changed.balance) + difference);
      }
      subscriptions.set(subscription.id, changed);
      return send(response, 200, { subscription: changed });
    }
    const cancel = /^\/subscriptions\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'PUT' && cancel) {
      const subscription = subscriptions.get(cancel[1]);
      if (!subscription) return send(response, 404, {});
      subscription.status = 'Canceled';
      return send(response, 200, { subscription });
    }
    return send(response, 404, {});
  };
  return startStandIn({ port, send, handle });
}

/** In the local stack: a real merchant's settings, or this stand-in when none is configured. */
export const service = {
  name: 'braintree',
  ports: { braintree: { envVar: 'BRAINTREE_PORT', port: 4630 } },
  settings: ['BRAINTREE_ENVIRONMENT', 'BRAINTREE_GATEWAY_URL', 'BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'],
  start: ({ ports }) => runNode(import.meta.url, { BRAINTREE_PORT: String(ports.braintree) }),
  env: ({ url, configured }) =>
    configured('BRAINTREE_MERCHANT_ID')
      ? {}
      : {
          BRAINTREE_GATEWAY_URL: url('braintree'),
          BRAINTREE_MERCHANT_ID: BRAINTREE_STAND_IN.merchantId,
          BRAINTREE_PUBLIC_KEY: BRAINTREE_STAND_IN.publicKey,
          BRAINTREE_PRIVATE_KEY: BRAINTREE_STAND_IN.privateKey,
        },
  stack: ({ url }) => ({ payments: { url: url('braintree'), ...BRAINTREE_STAND_IN } }),
  show: (stack) => (stack.payments ? [['Braintree stand-in', `${stack.payments.url}/_received`]] : []),
};

await runOnItsOwn(import.meta.url, 'Braintree stand-in', () => startBraintreeStandIn({ port: Number(process.env.BRAINTREE_PORT ?? 0) }));
