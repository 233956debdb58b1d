// /practices/seats: the practice's one bill (mounted before /practices, whose router does the
// rest of the practice). Signed in; the service checks that the caller owns the practice.
// POST / buys or changes the seats; GET /quote states what that costs before paying. A
// purchase that names a promo code counts as a code check (the code-check limit), as a
// clinician's checkout does.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { payerOf } from '../../billing/payer';
import { changeSeats, quoteSeats } from '../../practices/seats';
import { providers } from '../../providers';
import type { PaymentGateway } from '../../providers/payments/payment-gateway';
import { practiceSeatsQuoteSchema } from '../../shared/practice-seats';
import { practiceSeatsSchema } from '../../shared/practices';
import { Refusal } from '../../shared/refusal';
import { requireUser } from '../../security/auth';
import { codeCheckInBody } from '../middleware/proof-of-work';
import { handle } from '../middleware/handle';

/** The configured gateway, or a 503 when no merchant is configured. */
function gateway(): PaymentGateway {
  const configured = providers.payments();
  if (!configured) throw new Refusal(503, 'paymentProviderInit');
  return configured;
}

export function practiceSeatsRouter(): Router {
  const router = Router();

  /** GET /practices/seats/quote?planName&period&currency&seats: the price of a seat, the total a period, and a change's proration. */
  router.get(
    '/quote',
    requireUser,
    handle(async (req, res) => {
      const request = practiceSeatsQuoteSchema.parse(req.query);
      res.json(await quoteSeats(getFirestore(), gateway(), req.user.uid, request));
    }),
  );

  /** POST /practices/seats {planName, period, currency, seats, nonce?, promoCode?, attemptId, version}: buys or changes the seats. */
  router.post(
    '/',
    requireUser,
    codeCheckInBody(practiceSeatsSchema),
    handle(async (req, res) => {
      const request = practiceSeatsSchema.parse(req.body);
      const payments = gateway();
      const db = getFirestore();
      res.json(await changeSeats(db, payments, req.user.uid, await payerOf(db, req.user.uid), request));
    }),
  );

  return router;
}
