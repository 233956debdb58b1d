// POST /send-welcome-mail {email, name}: only to the caller's own verified address.
import { Router } from 'express';
import { sendWelcomeMailSchema } from '../../shared/schemas';
import { sendWelcomeMail } from '../../users/welcome-mail';
import { ApiError } from '../errors';
import { requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

export function mailRouter(): Router {
  const router = Router();
  router.post(
    '/send-welcome-mail',
    requireUser,
    handle(async (req, res) => {
      const { email, name } = sendWelcomeMailSchema.parse(req.body);
      if (email !== (req.user.email ?? '').toLowerCase()) throw new ApiError(403, 'permission-denied', 'You may act only on your own account');
      try {
        await sendWelcomeMail(email, name, 'en');
      } catch {
        throw new ApiError(502, 'unavailable', 'Error sending welcome email', 'fallbackWelcomeMail');
      }
      res.json({ ok: true });
    }),
  );
  return router;
}
