// /contact: a signed-in user's message to support (users/support-message.ts). Rate-limited
// as a mail route (see ../../security/rate-limit.ts).
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { contactSchema } from '../../shared/help';
import { sendSupportMessage } from '../../users/support-message';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

export function contactRouter(): Router {
  const router = Router();
  /** POST /contact {topic, message, page}. */
  router.post(
    '/',
    requireUser,
    handle(async (req, res) => {
      await sendSupportMessage(getFirestore(), req.user, contactSchema.parse(req.body), req.get('user-agent') ?? '');
      res.json({ ok: true });
    }),
  );
  return router;
}
