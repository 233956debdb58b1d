// Payments: the client token for the checkout, subscribing (or changing plan) with a payment
// method's nonce, saved payment methods, trials (start, and expiry when the plan's status is
// asked), checking a promo code, and Braintree's webhooks. Every route but the webhook
// takes the uid from the ID token; the webhook is trusted only once the SDK has checked its
// signature.
import express, { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { PaymentRefused, subscribe } from '../../billing/subscribe';
import { addPaymentMethod, listPaymentMethods, makeDefaultPaymentMethod, removePaymentMethod } from '../../billing/payment-methods';
import { expireTrialIfOver, startTrial } from '../../billing/trials';
import { applyWebhook, StaleWebhook } from '../../billing/webhooks';
import { paymentGateway } from '../../providers/payments/braintree-gateway';
import { addPaymentMethodSchema, paymentMethodTokenSchema, startTrialSchema, subscribeSchema } from '../../shared/billing';
import { checkPromoCode, PROMO_CODES_COLLECTION, promoCodeSchema, promoRefusalKey, type PromoCodeDoc } from '../../shared/promo-codes';
import { promoVerifySchema } from '../../shared/schemas';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { requireSelf, requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

/** Runs `work`; a PaymentRefused becomes the API error the clinician reads, anything else 'Failed to connect to payment server'. */
async function refusedAsApiError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentRefused) throw new ApiError(error.status, 'failed-precondition', error.message, error.key, error.values);
    if (error instanceof ApiError) throw error;
    console.error('payment call failed', (error as Error).name, (error as Error).message);
    throw new ApiError(502, 'unavailable', 'Failed to connect to payment server', 'paymentServerUnreachable');
  }
}

function gatewayOrFail() {
  const config = paymentGateway();
  if (!config) throw new ApiError(503, 'unavailable', 'Error initializing the payment provider', 'paymentProviderInit');
  return config;
}

export function paymentsRouter(): Router {
  const router = Router();

  /** GET /payment/client-token (and /payment-methods/client-token): for the Drop-in (or, locally, the test form: `local`). */
  router.get(
    ['/payment/client-token', '/payment-methods/client-token'],
    requireUser,
    handle(async (_req, res) => {
      const { gateway, local } = gatewayOrFail();
      try {
        const answer = await gateway.clientToken.generate({});
        if (!answer.success) throw new Error('no client token');
        res.json({ clientToken: answer.clientToken, local });
      } catch {
        throw new ApiError(502, 'unavailable', 'Error initializing payment gateway', 'paymentGatewayInit');
      }
    }),
  );

  /** GET /payment/plan-status: ends a trial that is over (back to Free, the reason kept), then the plan. */
  router.get(
    '/payment/plan-status',
    requireUser,
    handle(async (req, res) => {
      const db = getFirestore();
      const ended = await expireTrialIfOver(db, req.user.uid);
      const user = await readUserDoc(db, req.user.uid);
      if (!user) throw new ApiError(404, 'not-found', 'User does not exist in the database', 'fallbackUserMissing');
      res.json({ plan: user.subscription.plan, trialEnded: ended, endedPlan: user.subscription.endedPlan ?? '', endedReason: user.subscription.endedReason ?? '', endedAt: user.subscription.endedAt ?? 0 });
    }),
  );

  /** POST /payment/start-trial {planName}: a Free user's one 7-day trial of Starter or Bronze. */
  router.post(
    '/payment/start-trial',
    requireUser,
    handle(async (req, res) => {
      const { planName } = startTrialSchema.parse(req.body);
      res.json(await refusedAsApiError(() => startTrial(getFirestore(), req.user.uid, planName)));
    }),
  );

  /** GET /payment-methods: the caller's saved payment methods (none before a first payment). */
  router.get(
    '/payment-methods',
    requireUser,
    handle(async (req, res) => {
      const { gateway } = gatewayOrFail();
      res.json({ methods: await refusedAsApiError(() => listPaymentMethods(getFirestore(), gateway, req.user.uid)) });
    }),
  );

  /** POST /payment-methods {nonce, makeDefault}: a new method, verified. */
  router.post(
    '/payment-methods',
    requireUser,
    handle(async (req, res) => {
      const { nonce, makeDefault } = addPaymentMethodSchema.parse(req.body);
      const { gateway } = gatewayOrFail();
      const db = getFirestore();
      const user = await readUserDoc(db, req.user.uid);
      if (!user) throw new ApiError(404, 'not-found', 'User does not exist in the database', 'fallbackUserMissing');
      const profile = { email: user.userInfo.email, firstName: user.userInfo.firstName ?? '', lastName: user.userInfo.lastName ?? '' };
      res.json({ methods: await refusedAsApiError(() => addPaymentMethod(db, gateway, req.user.uid, profile, nonce, makeDefault)) });
    }),
  );

  /** POST /payment-methods/{token}/default: the default method, which pays the subscription from now on. */
  router.post(
    '/payment-methods/:token/default',
    requireUser,
    handle(async (req, res) => {
      const token = paymentMethodTokenSchema.parse(req.params.token);
      const { gateway } = gatewayOrFail();
      res.json({ methods: await refusedAsApiError(() => makeDefaultPaymentMethod(getFirestore(), gateway, req.user.uid, token)) });
    }),
  );

  /** DELETE /payment-methods/{token}: removed, unless it pays the subscription. */
  router.delete(
    '/payment-methods/:token',
    requireUser,
    handle(async (req, res) => {
      const token = paymentMethodTokenSchema.parse(req.params.token);
      const { gateway } = gatewayOrFail();
      res.json({ methods: await refusedAsApiError(() => removePaymentMethod(getFirestore(), gateway, req.user.uid, token)) });
    }),
  );

  /** POST /payment/subscribe (and /payment/upgrade-plan): the plan, paid; the record changes at once. */
  router.post(
    ['/payment/subscribe', '/payment/upgrade-plan'],
    requireUser,
    handle(async (req, res) => {
      const request = subscribeSchema.parse(req.body);
      const { gateway } = gatewayOrFail();
      const db = getFirestore();
      const user = await readUserDoc(db, req.user.uid);
      if (!user) throw new ApiError(404, 'not-found', 'User does not exist in the database', 'fallbackUserMissing');
      const profile = { email: user.userInfo.email, firstName: user.userInfo.firstName ?? '', lastName: user.userInfo.lastName ?? '', referredBy: user.referrals.referredBy };
      res.json(await refusedAsApiError(() => subscribe(db, gateway, req.user.uid, profile, request)));
    }),
  );

  /** POST /promo/verify {userId, code, planName?}: the code's discount and plans, or why it cannot be used. */
  router.post(
    '/promo/verify',
    requireUser,
    requireSelf('userId'),
    handle(async (req, res) => {
      const { code } = promoVerifySchema.parse(req.body);
      const planName = typeof (req.body as { planName?: unknown }).planName === 'string' ? String((req.body as { planName: string }).planName) : null;
      const parsed = promoCodeSchema.safeParse(code);
      const doc = parsed.success ? ((await getFirestore().collection(PROMO_CODES_COLLECTION).doc(parsed.data).get()).data() as PromoCodeDoc | undefined) : undefined;
      const verdict = checkPromoCode(doc ?? null, planName ?? doc?.plans[0] ?? 'Bronze', Date.now());
      if (!verdict.ok) {
        throw new ApiError(400, 'invalid-argument', 'This promo code cannot be used', promoRefusalKey(verdict.reason));
      }
      res.json({ code: doc?.code, discount: verdict.discount, plans: doc?.plans ?? [] });
    }),
  );

  /** POST /payment/webhook: Braintree's notifications (form-encoded bt_signature and bt_payload). */
  router.post('/payment/webhook', express.urlencoded({ extended: false, limit: '256kb' }), async (req, res) => {
    const config = paymentGateway();
    const { bt_signature: signature, bt_payload: payload } = (req.body ?? {}) as { bt_signature?: string; bt_payload?: string };
    if (!config || typeof signature !== 'string' || typeof payload !== 'string') return void res.status(400).json({ error: { message: 'Missing signature or payload' } });
    try {
      res.json(await applyWebhook(getFirestore(), config.gateway, signature, payload));
    } catch (error) {
      console.error('webhook refused', (error as Error).name);
      if (error instanceof StaleWebhook) return void res.status(400).json({ error: { message: 'Webhook too old' } });
      res.status(400).json({ error: { message: 'Invalid signature' } });
    }
  });

  return router;
}
