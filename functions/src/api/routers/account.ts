// /account: the caller's own account. Registration details, login completion and
// logout are written here, on the server, because they touch server-only fields.
import { Router, type Request } from 'express';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { registrationSchema } from '../../shared/schemas';
import { promoUpdate, referralsUpdate, USER_FIELDS, userDocPath, userInfoUpdate, type UserDocUpdate } from '../../shared/user-doc';
import { ensureUserRecord, readUserDoc, toAuthAccount, userDocRef } from '../../users/user-store';
import { completeLogin } from '../../users/login-completion';
import { referrerOf } from '../../users/referral-codes';
import { seal } from '../../security/secret-box';
import { ApiError } from '../errors';
import { requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

/** The caller's IP address as the hosting front end or the emulator reports it. */
function clientIp(req: Request): string {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.ip || req.socket?.remoteAddress || '';
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
      await db.runTransaction(async (tx) => {
        const user = (await tx.get(userRef)).data();
        if (user?.userInfo.role !== 'null') {
          throw new ApiError(409, 'failed-precondition', 'This account is already registered');
        }
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
        if (input.emr) tx.set(db.doc(`secrets/${uid}`), { clinikoApiKey: seal(input.emr) }, { merge: true });
      });
      await getAuth().updateUser(uid, { displayName: `${input.firstName} ${input.lastName}` });
      res.json({ ok: true });
    }),
  );

  /** POST /account/login-complete: the server half of login completion (run at each login). */
  router.post(
    '/login-complete',
    requireUser,
    handle(async (req, res) => {
      const account = toAuthAccount(await getAuth().getUser(req.user.uid));
      res.json(await completeLogin(account, { ip: clientIp(req), isAdmin: req.user.admin === true }));
    }),
  );

  /** GET /account/export: everything stored about the caller (record and saved sessions), secrets excepted. */
  router.get(
    '/export',
    requireUser,
    handle(async (req, res) => {
      // The record exactly as stored, every field included: not read through the typed reader.
      const ref = getFirestore().doc(userDocPath(req.user.uid));
      const [record, sessions] = await Promise.all([ref.get(), ref.collection('sessions').get()]);
      res.json({
        exportedAt: new Date().toISOString(),
        user: record.data() ?? null,
        sessions: sessions.docs.map((d) => ({ id: d.id, ...d.data() })),
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
      const update: UserDocUpdate = { isEnrolled2FA: enrolled };
      await userDocRef(getFirestore(), req.user.uid).update(update);
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

  return router;
}
