// /referral: the caller's referral code, checking someone else's, and sending invitations
// (users/referral-invites.ts).
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { Refusal } from '../../shared/refusal';
import { referralCheckSchema } from '../../shared/schemas';
import { inviteColleagues, ownReferralCode } from '../../users/referral-invites';
import { referrerOf } from '../../users/referral-codes';
import { requireSelf, requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

export function referralRouter(): Router {
  const router = Router();

  /** GET /referral/code/{userId}: the caller's own code (no one else's). */
  router.get(
    '/code/:userId',
    requireUser,
    handle(async (req, res) => {
      if (req.params.userId !== req.user.uid) throw new Refusal(403, 'authOwnAccountOnly');
      res.json({ referralCode: await ownReferralCode(getFirestore(), req.user.uid) });
    }),
  );

  /**
   * POST /referral/check {userId, referralCode}: whether the code exists and is not the
   * caller's own: {valid: true}, or the 404 of an invalid code. Nothing else (no referrer id:
   * a uid handed out here served to write into someone's trails).
   */
  router.post(
    '/check',
    requireUser,
    requireSelf('userId'),
    handle(async (req, res) => {
      const { referralCode } = referralCheckSchema.parse(req.body);
      const referrer = await referrerOf(getFirestore(), referralCode);
      if (!referrer || referrer === req.user.uid) throw new Refusal(404, 'fallbackReferralCode');
      res.json({ valid: true });
    }),
  );

  /** POST /referral/send {emails}: invitation e-mails with the caller's code. */
  router.post(
    '/send',
    requireUser,
    handle(async (req, res) => {
      res.json({
        sent: await inviteColleagues(getFirestore(), { uid: req.user.uid, signInProvider: req.user.firebase.sign_in_provider }, req.body),
      });
    }),
  );

  return router;
}
