// Payments: the client token for the checkout, subscribing (or changing plan) with a payment
// method's nonce, checking a promo code, and Braintree's webhooks. Every route but the webhook
// takes the uid from the ID token; the webhook is trusted only once the SDK has checked its
// signature.
import express, { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { PaymentRefused, subscribe } from '../../billing/subscribe';
import { applyWebhook } from '../../billing/webhooks';
import { paymentGateway } from '../../providers/payments/braintree-gateway';
import { subscribeSchema } from '../../shared/billing';
import { checkPromoCode, PROMO_CODES_COLLECTION, promoCodeSchema, type PromoCodeDoc } from '../../shared/promo-codes';
import { promoVerifySchema } from '../../shared/schemas';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { requireSelf, requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

function gatewayOrFail() {
  const config = paymentGateway();
  if (!config) throw new ApiError(503, 'unavailable', 'Error initializing the payment provider', 'paymentProviderInit');
  return config;
}

export function paymentsRouter(): Router {
  const router = Router();

  /** GET /payment/client-token: for the Drop-in (or, locally, the test form: `local`). */
  router.get(
    '/payment/client-token',
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
      try {
        res.json(await subscribe(db, gateway, req.user.uid, { email: user.userInfo.email, firstName: user.userInfo.firstName ?? '', lastName: user.userInfo.lastName ?? '' }, request));
      } catch (error) {
        if (error instanceof PaymentRefused) throw new ApiError(error.status, 'failed-precondition', error.message, error.key, error.values);
        console.error('payment failed', (error as Error).name, (error as Error).message);
        throw new ApiError(502, 'unavailable', 'Failed to connect to payment server', 'paymentServerUnreachable');
      }
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
        const key = `promo${verdict.reason.charAt(0).toUpperCase()}${verdict.reason.slice(1)}`;
        throw new ApiError(400, 'invalid-argument', 'This promo code cannot be used', key);
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
      res.status(400).json({ error: { message: 'Invalid signature' } });
    }
  });

  return router;
}
