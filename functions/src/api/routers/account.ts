// /account: the caller's own account. Registration details, login completion and
// logout are written here, on the server, because they touch server-only fields. Each route
// checks and parses, then calls a service of ../../users.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { releasePracticeBeforeDeletion } from '../../practices/account-deletion';
import { registrationSchema } from '../../shared/schemas';
import { readUserDoc } from '../../users/user-store';
import { completeLoginOf } from '../../users/login-completion';
import { latestSignIns, reportFailedSignIn } from '../../users/sign-ins';
import { register } from '../../users/registration';
import { exportAccount } from '../../sessions/account-export';
import { emailChangeStatus, markOffline, signOutEverywhere, syncSecondFactor } from '../../users/account-state';
import { latestSessionAccess } from '../../sessions/access-log';
import { SESSION_ACCESS_SHOWN, type SessionAccessLog } from '../../shared/saved-sessions';
import { signInFailedSchema, SIGN_INS_SHOWN, type SignInHistory } from '../../shared/sign-ins';
import { Refusal } from '../../shared/refusal';
import { clientIp, requireUser } from '../../security/auth';
import { bucketsFor, FirestoreRateLimitStore, RATE_LIMIT_ERROR_KEY } from '../../security/rate-limit';
import { codeCheckInBody, markCodeRefused } from '../middleware/proof-of-work';
import { handle } from '../middleware/handle';

const userAgentOf = (req: Request) => req.get('user-agent') ?? '';

/** How recent a sign-in must be to delete the account: 5 minutes, as the sign-in service itself asks. */
const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * The unauthenticated failure report counts again under the tight 'mail' rule, per IP
 * address (the general limiter counts every route already): it takes no token, so it
 * must not serve to probe addresses or fill records quickly.
 */
function tightPerIp(req: Request, res: Response, next: NextFunction): void {
  new FirestoreRateLimitStore(getFirestore())
    .hit(bucketsFor(['mail'], null, clientIp(req)))
    .then((verdict) => {
      if (verdict.allowed) return next();
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      next(new Refusal(429, RATE_LIMIT_ERROR_KEY));
    })
    .catch(next);
}

export function accountRouter(): Router {
  const router = Router();

  /** GET /account/check: whether the caller has a user record, their role and admin claim. */
  router.get(
    '/check',
    requireUser,
    handle(async (req, res) => {
      const { uid, admin } = req.user;
      const user = await readUserDoc(getFirestore(), uid);
      res.json({ uid, exists: user !== null, role: user?.userInfo.role ?? null, isAdmin: admin === true });
    }),
  );

  /**
   * POST /account/register: the registration form's fields for the caller's new account.
   * Only once: a role already chosen is never changed here. The API key goes to
   * secrets/{uid}, encrypted. A referral code or a special link is a code check (the
   * code-check limit and a proof of work): a referral code that does not exist, or is the
   * caller's own, is dropped and the answer says so ({referral: {applied: false}}), as it says
   * why a link was not applied; either counts as a refusal for the proof of work's cost.
   */
  router.post(
    '/register',
    requireUser,
    codeCheckInBody(registrationSchema),
    handle(async (req, res) => {
      const parsed = registrationSchema.safeParse(req.body);
      if (!parsed.success) {
        // A malformed referral code gets the catalogue's text (the site shows it translated).
        throw parsed.error.issues.some((issue) => issue.path[0] === 'referredBy') ? new Refusal(400, 'fallbackReferralCode') : parsed.error;
      }
      const outcome = await register(getFirestore(), req.user.uid, parsed.data);
      if (outcome.referral?.applied === false || outcome.link?.applied === false) markCodeRefused(res);
      res.json({ ok: true, ...outcome });
    }),
  );

  /** POST /account/login-complete: the server half of login completion (run at each login). */
  router.post(
    '/login-complete',
    requireUser,
    handle(async (req, res) => {
      const { sign_in_provider: method, sign_in_second_factor: secondFactor } = req.user.firebase;
      const completion = await completeLoginOf(req.user.uid, {
        ip: clientIp(req),
        userAgent: userAgentOf(req),
        isAdmin: req.user.admin === true,
        method,
        secondFactor,
      });
      res.json(completion);
    }),
  );

  /**
   * POST /account/sign-in-failed {email, reason}: the site reports a sign-in Firebase refused.
   * Anyone may send it (no token), so it goes to the server's security log, about the account
   * with that address when there is one, never to that account's own sign-in history; the
   * answer is the same either way, so it never tells whether an address has an account.
   */
  router.post(
    '/sign-in-failed',
    tightPerIp,
    handle(async (req, res) => {
      const parsed = signInFailedSchema.safeParse(req.body);
      if (!parsed.success) throw new Refusal(400, 'signInReportInvalid');
      await reportFailedSignIn(parsed.data.email, parsed.data.reason, { ip: clientIp(req), userAgent: userAgentOf(req) });
      res.json({ ok: true });
    }),
  );

  /** GET /account/sign-ins: the caller's last sign-ins and second-factor changes, newest first. */
  router.get(
    '/sign-ins',
    requireUser,
    handle(async (req, res) => {
      const answer: SignInHistory = { signIns: await latestSignIns(req.user.uid, SIGN_INS_SHOWN) };
      res.json(answer);
    }),
  );

  /** GET /account/session-access: who opened, exported, downloaded or deleted the caller's saved sessions, newest first. */
  router.get(
    '/session-access',
    requireUser,
    handle(async (req, res) => {
      const answer: SessionAccessLog = { entries: await latestSessionAccess(req.user.uid, SESSION_ACCESS_SHOWN) };
      res.json(answer);
    }),
  );

  /**
   * GET /account/export: everything stored about the caller, secrets excepted: the record as
   * stored, the sessions with their contents decrypted, the sign-ins and the access log. Each
   * saved session read this way is written to the access log (a download).
   */
  router.get(
    '/export',
    requireUser,
    handle(async (req, res) => {
      res.json(await exportAccount(getFirestore(), req.user.uid, clientIp(req)));
    }),
  );

  /** POST /account/mfa-sync: isEnrolled2FA follows the second factors the auth account really has. */
  router.post(
    '/mfa-sync',
    requireUser,
    handle(async (req, res) => {
      res.json({ isEnrolled2FA: await syncSecondFactor(getFirestore(), req.user.uid, { ip: clientIp(req), userAgent: userAgentOf(req) }) });
    }),
  );

  /**
   * POST /account/email-change-status: completes a requested e-mail change in the record
   * once the new address is verified on the auth account.
   */
  router.post(
    '/email-change-status',
    requireUser,
    handle(async (req, res) => {
      res.json(await emailChangeStatus(getFirestore(), req.user.uid));
    }),
  );

  /** POST /account/logout: marks the caller offline. */
  router.post(
    '/logout',
    requireUser,
    handle(async (req, res) => {
      await markOffline(getFirestore(), req.user.uid);
      res.json({ ok: true });
    }),
  );

  /**
   * POST /account/delete: deletes the caller's account (its record, sessions and files go with
   * it, by the deletion trigger). Only from a recent sign-in (within RECENT_SIGN_IN_SECONDS),
   * as the sign-in service asks for deleting an account in the browser; refused for the owner
   * of an open practice (they transfer ownership or close it first); a practice's member
   * leaves it first.
   */
  router.post(
    '/delete',
    requireUser,
    handle(async (req, res) => {
      if (Date.now() / 1000 - req.user.auth_time > RECENT_SIGN_IN_SECONDS) throw new Refusal(401, 'authDeleteNeedsRecentSignIn');
      await releasePracticeBeforeDeletion(getFirestore(), req.user.uid);
      await getAuth().deleteUser(req.user.uid);
      res.json({ ok: true });
    }),
  );

  /**
   * POST /account/sign-out-everywhere: revokes every refresh token of the caller; the site
   * signs out locally after this answer.
   */
  router.post(
    '/sign-out-everywhere',
    requireUser,
    handle(async (req, res) => {
      await signOutEverywhere(getFirestore(), req.user.uid);
      res.json({ ok: true });
    }),
  );

  return router;
}
