// POST /contact: a signed-in user's message to support, sent by e-mail to SUPPORT_EMAIL with
// what support needs to answer (the user's e-mail, name, plan, browser and page). Rate-limited
// as a mail route (see ../middleware/rate-limit.ts); the user's address is the reply-to.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { mailProvider } from '../../providers/mail';
import { contactSchema } from '../../shared/help';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

/** Where support messages go (the local stack's MailDev catches them). */
const supportAddress = () => process.env.SUPPORT_EMAIL ?? 'support@clinicscribe.example';

export function contactRouter(): Router {
  const router = Router();
  router.post(
    '/contact',
    requireUser,
    handle(async (req, res) => {
      const input = contactSchema.parse(req.body);
      const user = await readUserDoc(getFirestore(), req.user.uid);
      const email = user?.userInfo.email || req.user.email || '';
      const lines = [
        input.message,
        '',
        '---',
        `From: ${user?.userInfo.displayName || '(no name)'} <${email || 'no e-mail'}>`,
        `User id: ${req.user.uid}`,
        `Plan: ${user?.subscription.plan ?? 'unknown'}`,
        `Role: ${user?.userInfo.role ?? 'unknown'}`,
        `Browser: ${(req.get('user-agent') ?? '').slice(0, 300)}`,
        `Page: ${input.page || '(not given)'}`,
      ];
      try {
        await mailProvider().send({ to: supportAddress(), subject: `[${input.topic}] Support request from ${email || req.user.uid}`, text: lines.join('\n') });
      } catch {
        throw new ApiError(502, 'unavailable', 'Your message could not be sent. Please try again in a few minutes.', 'contactFailed');
      }
      res.json({ ok: true });
    }),
  );
  return router;
}
