// /referral: the caller's referral code, checking someone else's, and sending invitations.
import { Router } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { errorText } from '../../shared/error-catalogue';
import { INVITER_NAME_MAX, inviterNameSchema } from '../../shared/invitations';
import { REFERRAL_INVITES_PER_DAY, REFERRAL_INVITES_PER_SEND } from '../../shared/limits';
import { EMAIL_PATTERN } from '../../shared/validation';
import { referralCheckSchema, referralInviteSchema } from '../../shared/schemas';
import { InviteCapReached, sendReferralInvites, takeInviteQuota } from '../../users/referral-invites';
import { referrerOf } from '../../users/referral-codes';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { requireSelf, requireUser, type AuthedRequest } from '../middleware/auth';
import { handle } from '../middleware/handle';
import { siteUrl } from '../../users/site-url';

/**
 * Invitations go out only from registered accounts (not guests) whose e-mail address is
 * verified, as the account stands now (not as an older token says).
 */
async function requireVerifiedInviter(req: AuthedRequest): Promise<void> {
  const account = await getAuth().getUser(req.user.uid);
  const guest = req.user.firebase.sign_in_provider === 'anonymous' || account.providerData.length === 0;
  if (guest) throw new ApiError(403, 'permission-denied', errorText('referralGuest'), 'referralGuest');
  // An account without an address (phone only) has no verified one either.
  if (!account.email || !account.emailVerified) throw new ApiError(403, 'permission-denied', errorText('referralEmailUnverified'), 'referralEmailUnverified');
}

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
      if (!referrer || referrer === req.user.uid) {
        throw new ApiError(404, 'not-found', 'Error verifying referral code', 'fallbackReferralCode');
      }
      res.json({ valid: true });
    }),
  );

  /**
   * POST /referral/send {emails}: invitation e-mails with the caller's code, from a registered
   * account with a verified address and a valid first and last name. Every address is checked
   * first, then the count (per send, per day and for all users per day); the mails go out
   * only when all fit.
   */
  router.post(
    '/send',
    requireUser,
    handle(async (req, res) => {
      await requireVerifiedInviter(req);
      const emails = (req.body as { emails?: unknown } | undefined)?.emails;
      if (Array.isArray(emails) && emails.length > REFERRAL_INVITES_PER_SEND) {
        throw new ApiError(400, 'invalid-argument', `Invite at most ${REFERRAL_INVITES_PER_SEND} addresses at a time.`, 'referralTooManyAddresses', { max: String(REFERRAL_INVITES_PER_SEND) });
      }
      const bad = Array.isArray(emails) ? emails.find((e) => typeof e !== 'string' || !EMAIL_PATTERN.test(e.trim())) : undefined;
      if (bad !== undefined) throw new ApiError(400, 'invalid-argument', `Invalid email format: ${String(bad)}`, 'referralInvalidEmail', { email: String(bad) });
      const input = referralInviteSchema.parse(req.body);
      const db = getFirestore();
      const user = await readUserDoc(db, req.user.uid);
      const code = user?.referrals.referralCode;
      if (!user || !code) throw new ApiError(404, 'not-found', 'Error getting referral code', 'fallbackGetReferralCode');
      const name = inviterNameSchema.safeParse({ firstName: user.userInfo.firstName, lastName: user.userInfo.lastName });
      if (!name.success) throw new ApiError(400, 'invalid-argument', errorText('referralNameInvalid', 'en', { max: String(INVITER_NAME_MAX) }), 'referralNameInvalid', { max: String(INVITER_NAME_MAX) });
      try {
        await takeInviteQuota(db, req.user.uid, new Set(input.emails.map((e) => e.toLowerCase())).size);
      } catch (error) {
        if (error instanceof InviteCapReached && error.cap === 'user') throw new ApiError(429, 'resource-exhausted', error.message, 'referralDailyCap', { max: String(REFERRAL_INVITES_PER_DAY) });
        if (error instanceof InviteCapReached) throw new ApiError(429, 'resource-exhausted', errorText('referralGlobalDailyCap'), 'referralGlobalDailyCap');
        throw error;
      }
      try {
        const sent = await sendReferralInvites(input.emails, { name: name.data, code, language: user.userInfo.language || 'en' }, siteUrl());
        res.json({ sent });
      } catch (error) {
        console.error('referral invites failed', (error as Error).message);
        throw new ApiError(502, 'unavailable', 'Error sending email', 'referralSendFailed');
      }
    }),
  );

  return router;
}
