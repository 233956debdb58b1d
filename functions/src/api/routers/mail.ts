// POST /send-welcome-mail {email, name}: only to the caller's own verified address.
// POST /send-promo-mail {email, code}: admins e-mail a promo code (recorded in the audit trail).
import { Router } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { recordAdminAction } from '../../admin/audit-trail';
import { errorText } from '../../shared/error-catalogue';
import { checkPromoCode, PROMO_CODES_COLLECTION, promoRefusalKey, type PromoCodeDoc } from '../../shared/promo-codes';
import { sendPromoMailSchema, sendWelcomeMailSchema } from '../../shared/schemas';
import { USER_FIELDS } from '../../shared/user-doc';
import { sendPromoMail } from '../../users/promo-mail';
import { sendWelcomeMail } from '../../users/welcome-mail';
import { ApiError } from '../errors';
import { clientIp, requireAdmin, requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

export function mailRouter(): Router {
  const router = Router();
  router.post(
    '/send-welcome-mail',
    requireUser,
    handle(async (req, res) => {
      const { email, name } = sendWelcomeMailSchema.parse(req.body);
      if (email !== (req.user.email ?? '').toLowerCase()) throw new ApiError(403, 'permission-denied', 'You may act only on your own account');
      // Verified as the account stands now, not as an older token says.
      if (!(await getAuth().getUser(req.user.uid)).emailVerified) throw new ApiError(403, 'permission-denied', errorText('signUpWelcomeUnverified'), 'signUpWelcomeUnverified');
      try {
        await sendWelcomeMail(email, name, 'en');
      } catch {
        throw new ApiError(502, 'unavailable', 'Error sending welcome email', 'fallbackWelcomeMail');
      }
      res.json({ ok: true });
    }),
  );
  /** POST /send-promo-mail {email, code} (admins): an existing, usable promo code e-mailed, in the recipient's language when they have an account. */
  router.post(
    '/send-promo-mail',
    requireUser,
    requireAdmin,
    handle(async (req, res) => {
      const { email, code } = sendPromoMailSchema.parse(req.body);
      const db = getFirestore();
      const doc = (await db.collection(PROMO_CODES_COLLECTION).doc(code).get()).data() as PromoCodeDoc | undefined;
      const verdict = checkPromoCode(doc ?? null, doc?.plans[0] ?? 'Bronze', Date.now());
      if (!verdict.ok || !doc) throw new ApiError(400, 'invalid-argument', 'This promo code cannot be used', promoRefusalKey(verdict.ok ? 'unknown' : verdict.reason));
      const recipient = await db.collection('users').where(USER_FIELDS.email, '==', email).limit(1).get();
      const language = String(recipient.docs[0]?.get(USER_FIELDS.language) ?? 'en') || 'en';
      try {
        await sendPromoMail(email, doc, language);
      } catch (error) {
        console.error('promo mail failed', (error as Error).message);
        throw new ApiError(502, 'unavailable', 'The promo code e-mail could not be sent.', 'promoMailFailed');
      }
      await recordAdminAction(db, { adminUid: req.user.uid, adminEmail: req.user.email ?? '', action: 'promo-mail', targetUid: recipient.docs[0]?.id ?? '', target: email, before: null, after: { code }, ip: clientIp(req), ok: true });
      res.json({ ok: true });
    }),
  );

  return router;
}
