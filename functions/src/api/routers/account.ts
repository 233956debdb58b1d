// /account: the caller's own account. Registration details, login completion and
// logout are written here, on the server, because they touch server-only fields.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { registrationSchema } from '../../shared/schemas';
import { promoUpdate, referralsUpdate, USER_FIELDS, userDocPath, userInfoUpdate, type UserDocUpdate } from '../../shared/user-doc';
import { ensureUserRecord, readUserDoc, toAuthAccount, userDocRef } from '../../users/user-store';
import { completeLogin } from '../../users/login-completion';
import { referrerOf } from '../../users/referral-codes';
import { recordSignIn, latestSignIns } from '../../users/sign-ins';
import { recordSecurityEvent } from '../../security/security-log';
import { latestSessionAccess, recordSessionAccess } from '../../sessions/access-log';
import { countSignUp, grantUpdate, readSpecialLink } from '../../admin/special-links';
import { syncUserToCrm } from '../../users/automation-sync';
import { openContents, type SessionDoc } from '../../sessions/session-store';
import { SESSION_ACCESS_COLLECTION, SESSION_ACCESS_SHOWN, type SessionAccessLog } from '../../shared/saved-sessions';
import { secondFactorChanges, signInFailedSchema, SIGN_INS_COLLECTION, SIGN_INS_SHOWN, type SignInHistory } from '../../shared/sign-ins';
import { errorText } from '../../shared/error-catalogue';
import { seal } from '../../security/secret-box';
import { ApiError } from '../errors';
import { clientIp, requireUser } from '../middleware/auth';
import { bucketsFor, FirestoreRateLimitStore, RATE_LIMIT_ERROR_KEY } from '../middleware/rate-limit';
import { handle } from '../middleware/handle';

const userAgentOf = (req: Request) => req.get('user-agent') ?? '';

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
      next(new ApiError(429, 'resource-exhausted', errorText(RATE_LIMIT_ERROR_KEY), RATE_LIMIT_ERROR_KEY));
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
   * secrets/{uid}, encrypted; the referral code must exist and not be the caller's own.
   */
  router.post(
    '/register',
    requireUser,
    handle(async (req, res) => {
      const input = registrationSchema.parse(req.body);
      const { uid } = req.user;
      const db = getFirestore();
      await ensureUserRecord(toAuthAccount(await getAuth().getUser(uid)));
      const referrer = input.referredBy ? await referrerOf(db, input.referredBy) : null;
      if (input.referredBy && (!referrer || referrer === uid)) {
        throw new ApiError(400, 'invalid-argument', 'Error verifying referral code', 'fallbackReferralCode');
      }
      const userRef = userDocRef(db, uid);
      const now = Date.now();
      const link = await db.runTransaction(async (tx) => {
        const user = (await tx.get(userRef)).data();
        if (user?.userInfo.role !== 'null') {
          throw new ApiError(409, 'failed-precondition', 'This account is already registered');
        }
        const special = input.link ? await readSpecialLink(tx, db, input.link, now) : null;
        const update: UserDocUpdate = {
          ...userInfoUpdate({
            displayName: `${input.firstName} ${input.lastName}`,
            firstName: input.firstName,
            lastName: input.lastName,
            role: input.role,
            location: input.country,
            language: input.language,
          }),
          leadSource: input.leadSource,
          ...promoUpdate({ promoCode: input.promoCode }),
          ...referralsUpdate({ referredBy: referrer ? input.referredBy : '' }),
        };
        tx.update(userRef, update);
        if (referrer) {
          const added: UserDocUpdate<FieldValue> = { [USER_FIELDS.refList]: FieldValue.arrayUnion(uid) };
          tx.update(userDocRef(db, referrer), added);
        }
        if (input.emr) tx.set(db.doc(`secrets/${uid}`), { clinikoApiKey: seal(input.emr, { purpose: 'integration', uid, id: 'cliniko' }) }, { merge: true });
        // A special link's grant (a trial, or a promo code), counted on the link.
        if (special?.outcome.applied) {
          tx.update(userRef, grantUpdate(special.outcome.grant, now));
          countSignUp(tx, special.ref);
        }
        return special?.outcome ?? null;
      });
      await getAuth().updateUser(uid, { displayName: `${input.firstName} ${input.lastName}` });
      // The new user goes to the CRM; a failure is logged and never blocks registration.
      await syncUserToCrm(db, uid);
      res.json({ ok: true, link });
    }),
  );

  /** POST /account/login-complete: the server half of login completion (run at each login). */
  router.post(
    '/login-complete',
    requireUser,
    handle(async (req, res) => {
      const account = toAuthAccount(await getAuth().getUser(req.user.uid));
      const ip = clientIp(req);
      const completion = await completeLogin(account, { ip, isAdmin: req.user.admin === true });
      const { sign_in_provider: method, sign_in_second_factor: secondFactor } = req.user.firebase;
      await recordSignIn(req.user.uid, {
        kind: secondFactor ? 'second-factor-sign-in' : 'sign-in',
        ok: true,
        ip,
        userAgent: userAgentOf(req),
        method: secondFactor ? `${method}+${secondFactor}` : method,
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
      if (!parsed.success) throw new ApiError(400, 'invalid-argument', 'Invalid sign-in report');
      const account = await getAuth()
        .getUserByEmail(parsed.data.email)
        .catch(() => null);
      if (account) {
        await recordSecurityEvent({ kind: 'sign-in-failed-report', targetUid: account.uid, ip: clientIp(req), userAgent: userAgentOf(req), detail: parsed.data.reason });
      }
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
      // The record exactly as stored, every field included: not read through the typed reader.
      const db = getFirestore();
      const ref = db.doc(userDocPath(req.user.uid));
      const [record, sessions, signIns, access] = await Promise.all([
        ref.get(),
        ref.collection('sessions').get(),
        ref.collection(SIGN_INS_COLLECTION).orderBy('at', 'desc').get(),
        ref.collection(SESSION_ACCESS_COLLECTION).orderBy('at', 'desc').get(),
      ]);
      const exported = sessions.docs.map((d) => {
        const { sealed, ...meta } = d.data() as SessionDoc;
        return { id: d.id, ...meta, contents: openContents(sealed, req.user.uid, d.id) };
      });
      for (const session of exported.filter((s) => s.stored)) {
        await recordSessionAccess(req.user.uid, { action: 'download', sessionId: session.id, sessionName: session.name, actor: 'owner', allowed: true, ip: clientIp(req), detail: 'account export' }, db);
      }
      res.json({
        exportedAt: new Date().toISOString(),
        user: record.data() ?? null,
        sessions: exported,
        signIns: signIns.docs.map((d) => ({ id: d.id, ...d.data() })),
        sessionAccess: access.docs.map((d) => ({ id: d.id, ...d.data() })),
      });
    }),
  );

  /** POST /account/mfa-sync: isEnrolled2FA follows the second factors the auth account really has. */
  router.post(
    '/mfa-sync',
    requireUser,
    handle(async (req, res) => {
      const user = await getAuth().getUser(req.user.uid);
      const enrolled = (user.multiFactor?.enrolledFactors ?? []).some((f) => f.factorId === 'phone');
      const ref = userDocRef(getFirestore(), req.user.uid);
      // Before: what the record said at the last sync; after: what the auth account has now.
      const before = (await ref.get()).data()?.isEnrolled2FA === true;
      const update: UserDocUpdate = { isEnrolled2FA: enrolled };
      await ref.update(update);
      for (const kind of secondFactorChanges(before ? ['phone'] : [], enrolled ? ['phone'] : [])) {
        await recordSignIn(req.user.uid, { kind, ok: true, ip: clientIp(req), userAgent: userAgentOf(req), method: 'phone' });
      }
      res.json({ isEnrolled2FA: enrolled });
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
      const user = await getAuth().getUser(req.user.uid);
      const ref = userDocRef(getFirestore(), req.user.uid);
      const record = (await ref.get()).data();
      if (!record) throw new ApiError(404, 'not-found', 'User document not found', 'emailChangeNoDocument');
      const stored = record.userInfo.email;
      if (user.email && user.emailVerified && user.email !== stored) {
        const update: UserDocUpdate = { ...userInfoUpdate({ email: user.email }), isEmailVerified: true, emailChangeCompletedAt: Date.now() };
        await ref.update(update);
        res.json({ status: 'completed', email: user.email });
        return;
      }
      res.json({ status: 'pending', email: stored });
    }),
  );

  /** POST /account/logout: marks the caller offline. */
  router.post(
    '/logout',
    requireUser,
    handle(async (req, res) => {
      const update: UserDocUpdate = { onlineStatus: 'offline' };
      await userDocRef(getFirestore(), req.user.uid).update(update).catch(() => undefined);
      res.json({ ok: true });
    }),
  );

  /**
   * POST /account/sign-out-everywhere: revokes every refresh token of the caller. Every ID
   * token issued before now is refused from then on (API, realtime server at its next
   * check); the site signs out locally after this answer.
   */
  router.post(
    '/sign-out-everywhere',
    requireUser,
    handle(async (req, res) => {
      try {
        await getAuth().revokeRefreshTokens(req.user.uid);
      } catch (error) {
        console.error('revoke failed', (error as Error).name);
        throw new ApiError(503, 'unavailable', errorText('signOutEverywhereFailed'), 'signOutEverywhereFailed');
      }
      await userDocRef(getFirestore(), req.user.uid).update({ onlineStatus: 'offline' } as UserDocUpdate).catch(() => undefined);
      res.json({ ok: true });
    }),
  );

  return router;
}
