// Mail routes, mounted by app.ts at their own paths:
// POST /send-welcome-mail {email, name}: only to the caller's own verified address.
// POST /send-promo-mail {email, code}: admins e-mail a promo code (recorded in the audit trail).
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { sendPromoCodeMail } from '../../admin/promo-mail';
import { sendPromoMailSchema, sendWelcomeMailSchema } from '../../shared/schemas';
import { sendOwnWelcomeMail } from '../../users/welcome-mail';
import { requireAdmin, requireUser } from '../../security/auth';
import { adminActor } from '../middleware/admin-actor';
import { handle } from '../middleware/handle';

/** /send-welcome-mail. */
export function welcomeMailRouter(): Router {
  const router = Router();
  router.post(
    '/',
    requireUser,
    handle(async (req, res) => {
      const { email, name } = sendWelcomeMailSchema.parse(req.body);
      await sendOwnWelcomeMail(req.user, email, name);
      res.json({ ok: true });
    }),
  );
  return router;
}

/** /send-promo-mail (admins): an existing, usable promo code e-mailed, in the recipient's language when they have an account. */
export function promoMailRouter(): Router {
  const router = Router();
  router.post(
    '/',
    requireUser,
    requireAdmin,
    handle(async (req, res) => {
      const { email, code } = sendPromoMailSchema.parse(req.body);
      await sendPromoCodeMail(getFirestore(), adminActor(req), email, code);
      res.json({ ok: true });
    }),
  );
  return router;
}
