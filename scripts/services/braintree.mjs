// The local stand-in of Braintree's gateway, for the real `braintree` SDK pointed at it by
// its Environment: HTTP Basic with the public and private keys, the SDK's request bodies, and
// answers in the shape the SDK reads (JSON, which its HTTP layer accepts as it does XML):
// client tokens, customers with a payment method from a nonce, payment methods, subscriptions
// (create with discounts, change the payment method, cancel). It accepts Braintree's documented test nonces: fake-valid-nonce (and the
// visa and mastercard variants) succeed, fake-processor-declined-visa-nonce is declined (2000
// Do Not Honor), fake-processor-failure-visa-nonce fails (3000). GET /_received lists what it
// received (newest last).
import { randomBytes } from 'node:crypto';
import { runNode } from './lib/local-service.mjs';
import { jsonSender, runOnItsOwn, startStandIn } from './lib/stand-in-server.mjs';

export const BRAINTREE_STAND_IN = { merchantId: 'local-merchant', publicKey: 'local-public-key', privateKey: 'local-private-key' };

const VALID = new Set(['fake-valid-nonce', 'fake-valid-visa-nonce', 'fake-valid-mastercard-nonce']);
const DECLINED = {
  'fake-processor-declined-visa-nonce': ['2000', 'Do Not Honor'],
  'fake-processor-failure-visa-nonce': ['3000', 'Processor Network Unavailable - Try Again'],
};

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
      if (!/^(starter|bronze|silver)-(monthly|yearly)-(usd|cad)$/.test(input.plan_id ?? ''))
        return send(response, 422, { apiErrorResponse: { message: 'Plan ID is invalid.', errors: {} } });
      // Discounts added on the subscription (e.g. a referral reward for the first billing cycle): the first charge is the price less them.
      const discounts = (Array.isArray(input.discounts?.add) ? input.discounts.add : []).map((d) => ({
        id: d.inherited_from_id,
        amount: String(d.amount ?? '0.00'),
        numberOfBillingCycles: Number(d.number_of_billing_cycles ?? 1),
        quantity: 1,
      }));
      const price = Number(input.price ?? 0);
      const firstCharge = Math.max(0, price - discounts.reduce((sum, d) => sum + Number(d.amount), 0)).toFixed(2);
      const transactions = [{ id: id('txn_'), amount: firstCharge, status: 'submitted_for_settlement', type: 'sale' }];
      const subscription = {
        id: id('sub_'),
        planId: input.plan_id,
        price: price.toFixed(2),
        status: 'Active',
        paymentMethodToken: input.payment_method_token,
        nextBillingDate: new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10),
        discounts,
        addOns: [],
        transactions,
        statusHistory: [{ status: 'Active', timestamp: new Date().toISOString() }],
      };
      subscriptions.set(subscription.id, subscription);
      return send(response, 201, { subscription });
    }
    const subscriptionPath = /^\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === 'PUT' && subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription) return send(response, 404, {});
      const token = body.subscription?.payment_method_token;
      if (token) {
        if (![...customers.values()].some((c) => c.creditCards.some((m) => m.token === token)))
          return send(response, 422, { apiErrorResponse: { message: 'Payment method token is invalid.', errors: {} } });
        subscription.paymentMethodToken = token;
      }
      return send(response, 200, { subscription });
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
