// Payments, in three routers mounted by app.ts: /payment (the checkout's client token,
// subscribing or changing plan with a payment method's nonce, trials, the plan's status and
// the gateway's webhooks), /payment-methods (saved methods) and /promo (checking a code).
// Every route but the webhook takes the uid from the ID token; the webhook is trusted only
// once the gateway's SDK has checked its signature. The services refuse (billing/*); a
// gateway that cannot be reached is refused by its adapter.
import express, { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { payerOf, planStatus } from '../../billing/payer';
import { addPaymentMethod, listPaymentMethods, makeDefaultPaymentMethod, removePaymentMethod } from '../../billing/payment-methods';
import { usablePromoCode } from '../../billing/promo-check';
import { subscribe } from '../../billing/subscribe';
import { expireTrialIfOver, startTrial } from '../../billing/trials';
import { applyWebhook } from '../../billing/webhooks';
import { practiceSubscriptions } from '../../practices/practice-webhooks';
import { refusalOf } from '../domain-refusals';
import { ApiError, sendError } from '../errors';
import { providers } from '../../providers';
import type { PaymentGateway } from '../../providers/payments/payment-gateway';
import { addPaymentMethodSchema, paymentMethodTokenSchema, startTrialSchema, subscribeSchema } from '../../shared/billing';
import { Refusal } from '../../shared/refusal';
import { promoVerifySchema } from '../../shared/schemas';
import { requireSelf, requireUser } from '../../security/auth';
import { codeCheckInBody } from '../middleware/proof-of-work';
import { handle } from '../middleware/handle';

/** The configured gateway, or a 503 when no merchant is configured. */
function gateway(): PaymentGateway {
  const configured = providers.payments();
  if (!configured) throw new Refusal(503, 'paymentProviderInit');
  return configured;
}

/** GET /payment/client-token (and /payment-methods/client-token): for the Drop-in (or, locally, the test form: `local`). */
const clientToken = handle(async (_req, res) => {
  const payments = gateway();
  res.json({ clientToken: await payments.clientToken(), local: payments.local });
});

/** /payment: the checkout, trials, the plan's status and the webhooks. */
export function paymentRouter(): Router {
  const router = Router();

  router.get('/client-token', requireUser, clientToken);

  /** GET /payment/plan-status: ends a trial that is over (back to Free, the reason kept), then the plan. */
  router.get(
    '/plan-status',
    requireUser,
    handle(async (req, res) => {
      const db = getFirestore();
      res.json(await planStatus(db, req.user.uid, await expireTrialIfOver(db, req.user.uid)));
    }),
  );

  /** POST /payment/start-trial {planName}: a Free user's one 7-day trial of Starter or Bronze. */
  router.post(
    '/start-trial',
    requireUser,
    handle(async (req, res) => {
      const { planName } = startTrialSchema.parse(req.body);
      res.json(await startTrial(getFirestore(), req.user.uid, planName));
    }),
  );

  /**
   * POST /payment/subscribe (and /payment/upgrade-plan): the plan, paid; the record changes at
   * once. One that names a promo code counts as a code check (the code-check limit).
   */
  router.post(
    ['/subscribe', '/upgrade-plan'],
    requireUser,
    codeCheckInBody(subscribeSchema),
    handle(async (req, res) => {
      const request = subscribeSchema.parse(req.body);
      const payments = gateway();
      const db = getFirestore();
      res.json(await subscribe(db, payments, req.user.uid, await payerOf(db, req.user.uid), request));
    }),
  );

  /** POST /payment/webhook: the gateway's notifications (form-encoded bt_signature and bt_payload). */
  router.post('/webhook', express.urlencoded({ extended: false, limit: '256kb' }), async (req, res) => {
    const payments = providers.payments();
    const { bt_signature: signature, bt_payload: payload } = (req.body ?? {}) as { bt_signature?: string; bt_payload?: string };
    if (!payments || typeof signature !== 'string' || typeof payload !== 'string')
      return void res.status(400).json({ error: { message: 'Missing signature or payload' } });
    try {
      res.json(await applyWebhook(getFirestore(), payments, signature, payload, practiceSubscriptions));
    } catch (error) {
      // Answers to the gateway, not to a person: no catalogue text.
      console.error('webhook refused', (error as Error).name);
      const answer = refusalOf(error);
      if (answer instanceof ApiError) return sendError(res, answer);
      res.status(400).json({ error: { message: 'Invalid signature' } });
    }
  });

  return router;
}

/** /payment-methods: the caller's saved payment methods (and the client token, as /payment has it). */
export function paymentMethodsRouter(): Router {
  const router = Router();

  router.get('/client-token', requireUser, clientToken);

  /** GET /payment-methods: the caller's saved payment methods (none before a first payment). */
  router.get(
    '/',
    requireUser,
    handle(async (req, res) => {
      res.json({ methods: await listPaymentMethods(getFirestore(), gateway(), req.user.uid) });
    }),
  );

  /** POST /payment-methods {nonce, makeDefault}: a new method, verified. */
  router.post(
    '/',
    requireUser,
    handle(async (req, res) => {
      const { nonce, makeDefault } = addPaymentMethodSchema.parse(req.body);
      const payments = gateway();
      const db = getFirestore();
      res.json({ methods: await addPaymentMethod(db, payments, req.user.uid, await payerOf(db, req.user.uid), nonce, makeDefault) });
    }),
  );

  /** POST /payment-methods/{token}/default: the default method, which pays the subscription from now on. */
  router.post(
    '/:token/default',
    requireUser,
    handle(async (req, res) => {
      const token = paymentMethodTokenSchema.parse(req.params.token);
      res.json({ methods: await makeDefaultPaymentMethod(getFirestore(), gateway(), req.user.uid, token) });
    }),
  );

  /** DELETE /payment-methods/{token}: removed, unless it pays the subscription. */
  router.delete(
    '/:token',
    requireUser,
    handle(async (req, res) => {
      const token = paymentMethodTokenSchema.parse(req.params.token);
      res.json({ methods: await removePaymentMethod(getFirestore(), gateway(), req.user.uid, token) });
    }),
  );

  return router;
}

/** /promo: checking a promo code before paying. */
export function promoRouter(): Router {
  const router = Router();

  /** POST /promo/verify {userId, code, planName?}: the code's discount and plans, or why it cannot be used. */
  router.post(
    '/verify',
    requireUser,
    requireSelf('userId'),
    handle(async (req, res) => {
      const { code } = promoVerifySchema.parse(req.body);
      const planName = (req.body as { planName?: unknown }).planName;
      const { doc, discount } = await usablePromoCode(getFirestore(), code, typeof planName === 'string' ? planName : null);
      res.json({ code: doc.code, discount, plans: doc.plans });
    }),
  );

  return router;
}
