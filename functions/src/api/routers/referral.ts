// /referral: the caller's referral code, and checking someone else's.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { referralCheckSchema } from '../../shared/schemas';
import { referrerOf } from '../../users/referral-codes';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { requireSelf, requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

export function referralRouter(): Router {
  const router = Router();

  /** GET /referral/code/{userId}: the caller's own code (no one else's). */
  router.get(
    '/code/:userId',
    requireUser,
    handle(async (req, res) => {
      if (req.params.userId !== req.user.uid) throw new ApiError(403, 'permission-denied', 'You may act only on your own account');
      const referralCode = (await readUserDoc(getFirestore(), req.user.uid))?.referrals.referralCode;
      if (referralCode === undefined) throw new ApiError(404, 'not-found', 'Error getting referral code', 'fallbackGetReferralCode');
      res.json({ referralCode });
    }),
  );

  /** POST /referral/check {userId, referralCode}: the referrer's id when the code exists and is not the caller's own. */
  router.post(
    '/check',
    requireUser,
    requireSelf('userId'),
    handle(async (req, res) => {
      const { referralCode } = referralCheckSchema.parse(req.body);
      const refereeId = await referrerOf(getFirestore(), referralCode);
      if (!refereeId || refereeId === req.user.uid) {
        throw new ApiError(404, 'not-found', 'Error verifying referral code', 'fallbackReferralCode');
      }
      res.json({ refereeId });
    }),
  );

  return router;
}
