// /admin: the admin console's calls. Every route checks the ID token's admin claim and that
// the account still holds it (requireAdmin); the spec's {uid} payloads must name the caller.
// Every change is written to the audit trail with its values before and after. Admins never
// read session contents here.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { latestAdminActions, recordAdminAction } from '../../admin/audit-trail';
import { listUsers } from '../../admin/user-directory';
import {
  adminAuditQuerySchema,
  adminInternalSchema,
  adminReviewsQuerySchema,
  SPECIAL_LINKS_COLLECTION,
  specialLinkCreateSchema,
  type AdminAction,
  type AdminAuditPage,
  type AdminReviewRow,
  type AdminUserUsage,
  type SpecialLinkDoc,
} from '../../shared/admin';
import { quotasForPlan } from '../../shared/plan-change';
import { PROMO_CODES_COLLECTION, promoCodeCreateSchema, type PromoCodeDoc } from '../../shared/promo-codes';
import { adminNotesSchema, adminPlanSchema, adminTimeSchema, adminUsersSchema } from '../../shared/schemas';
import { USER_FIELDS, userDocPath } from '../../shared/user-doc';
import { readUserDoc } from '../../users/user-store';
import { listSecurityEvents } from '../../security/security-log';
import { securityEventsQuerySchema } from '../../shared/security-events';
import { ApiError } from '../errors';
import { clientIp, requireAdmin, requireUser, type AuthedRequest } from '../middleware/auth';
import { handle } from '../middleware/handle';

/** A promo or link code from the path, as stored (upper case). */
const codeParam = (raw: string) => raw.trim().toUpperCase();

/** The spec's payloads carry the admin's uid: it must be the caller's. */
function requireCallerUid(req: Request, _res: Response, next: NextFunction): void {
  const uid = (req.body as { uid?: unknown; adminUid?: unknown } | undefined)?.uid ?? (req.body as { adminUid?: unknown } | undefined)?.adminUid;
  if (uid !== undefined && uid !== (req as AuthedRequest).user.uid) return next(new ApiError(403, 'permission-denied', 'You may act only as yourself'));
  next();
}

const userMissing = () => new ApiError(404, 'not-found', 'User does not exist in the database', 'fallbackUserMissing');

interface Audit {
  action: AdminAction;
  targetUid?: string;
  target: string;
  before: unknown;
  after: unknown;
  ok?: boolean;
}

/** Writes the audit entry of an admin action by the caller. */
export function audit(db: Firestore, req: AuthedRequest, entry: Audit): Promise<void> {
  return recordAdminAction(db, {
    adminUid: req.user.uid,
    adminEmail: req.user.email ?? '',
    action: entry.action,
    targetUid: entry.targetUid ?? '',
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: clientIp(req),
    ok: entry.ok ?? true,
  });
}

/** Changes fields of a user's record in a transaction; audits the values before and after. */
async function changeUser(
  req: AuthedRequest,
  userId: string,
  action: AdminAction,
  change: (data: Record<string, unknown>) => { update: Record<string, string | number | boolean>; before: unknown; after: unknown },
): Promise<unknown> {
  const db = getFirestore();
  const ref = db.doc(userDocPath(userId));
  const outcome = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const data = snapshot.data() ?? {};
    const result = change(data);
    tx.update(ref, result.update);
    return { ...result, email: String((data.userInfo as { email?: unknown } | undefined)?.email ?? '') };
  });
  if (!outcome) throw userMissing();
  await audit(db, req, { action, targetUid: userId, target: outcome.email, before: outcome.before, after: outcome.after });
  return outcome.after;
}

const limitsOf = (data: Record<string, unknown>) => (data.usageLimits ?? {}) as { notesLeft?: number; timeLimit?: number };
const planOf = (data: Record<string, unknown>) => String((data.subscription as { plan?: unknown } | undefined)?.plan ?? 'Free');

export function adminRouter(): Router {
  const router = Router();
  router.use(requireUser, requireAdmin, requireCallerUid);

  /** POST /admin/users {uid, search?, after?, limit?}: a page of users. */
  router.post(
    '/users',
    handle(async (req, res) => {
      const request = adminUsersSchema.parse(req.body);
      const { reads: _reads, ...page } = await listUsers(getFirestore(), request);
      res.json(page);
    }),
  );

  /** GET /admin/users/{userId}/usage: the user's daily usage (at most 30 entries). */
  router.get(
    '/users/:userId/usage',
    handle(async (req, res) => {
      const user = await readUserDoc(getFirestore(), req.params.userId);
      if (!user) throw userMissing();
      const answer: AdminUserUsage = { usage: user.usage };
      res.json(answer);
    }),
  );

  /** POST /admin/plan {uid, userId, planName}: the plan and its quotas from the table (a trial starts now). */
  router.post(
    '/plan',
    handle(async (req, res) => {
      const { userId, planName } = adminPlanSchema.parse(req.body);
      const quotas = quotasForPlan(planName, Date.now());
      const after = await changeUser(req, userId, 'set-plan', (data) => ({
        update: {
          [USER_FIELDS.plan]: quotas.plan,
          [USER_FIELDS.notesLeft]: quotas.notesLeft,
          [USER_FIELDS.timeLimit]: quotas.timeLimit,
          ...(quotas.trial ?? {}),
        },
        before: { plan: planOf(data), notesLeft: limitsOf(data).notesLeft ?? 0, timeLimit: limitsOf(data).timeLimit ?? 0 },
        after: { plan: quotas.plan, notesLeft: quotas.notesLeft, timeLimit: quotas.timeLimit },
      }));
      res.json(after);
    }),
  );

  /** POST /admin/notes {uid, userId, notesLeft}. */
  router.post(
    '/notes',
    handle(async (req, res) => {
      const { userId, notesLeft } = adminNotesSchema.parse(req.body);
      const after = await changeUser(req, userId, 'set-notes', (data) => ({
        update: { [USER_FIELDS.notesLeft]: notesLeft },
        before: { notesLeft: limitsOf(data).notesLeft ?? 0 },
        after: { notesLeft },
      }));
      res.json(after);
    }),
  );

  /** POST /admin/time {uid, userId, timeLimit} (seconds). */
  router.post(
    '/time',
    handle(async (req, res) => {
      const { userId, timeLimit } = adminTimeSchema.parse(req.body);
      const after = await changeUser(req, userId, 'set-time', (data) => ({
        update: { [USER_FIELDS.timeLimit]: timeLimit },
        before: { timeLimit: limitsOf(data).timeLimit ?? 0 },
        after: { timeLimit },
      }));
      res.json(after);
    }),
  );

  /** POST /admin/internal {uid, userId, isInternal}: staff and test accounts are internal. */
  router.post(
    '/internal',
    handle(async (req, res) => {
      const { userId, isInternal } = adminInternalSchema.parse(req.body);
      const after = await changeUser(req, userId, 'set-internal', (data) => ({
        update: { isInternalEmail: isInternal },
        before: { isInternal: data.isInternalEmail === true },
        after: { isInternal },
      }));
      res.json(after);
    }),
  );

  /** GET /admin/reviews?type=: the reviews users left, newest first. */
  router.get(
    '/reviews',
    handle(async (req, res) => {
      const { type } = adminReviewsQuerySchema.parse(req.query);
      let query = getFirestore().collection('users').where('review.reviewTimestamp', '>', 0).orderBy('review.reviewTimestamp', 'desc');
      if (type !== 'all') query = query.where('review.reviewType', '==', type);
      const snapshot = await query.select('userInfo', 'review').limit(500).get();
      const reviews: AdminReviewRow[] = snapshot.docs
        .map((doc) => {
          const info = (doc.get('userInfo') ?? {}) as { displayName?: string; email?: string };
          const review = (doc.get('review') ?? {}) as { reviewType?: AdminReviewRow['reviewType']; feedback?: string; reviewTimestamp?: number };
          return { uid: doc.id, displayName: info.displayName ?? '', email: info.email ?? '', reviewType: review.reviewType ?? 'none', feedback: review.feedback ?? '', reviewTimestamp: review.reviewTimestamp ?? 0 };
        })
        .filter((row) => row.reviewType !== 'none');
      res.json({ reviews });
    }),
  );

  // ---- Promo codes ----------------------------------------------------------------------

  router.get(
    '/promo-codes',
    handle(async (_req, res) => {
      const snapshot = await getFirestore().collection(PROMO_CODES_COLLECTION).orderBy('createdAt', 'desc').limit(500).get();
      res.json({ promoCodes: snapshot.docs.map((doc) => doc.data() as PromoCodeDoc) });
    }),
  );

  router.post(
    '/promo-codes',
    handle(async (req, res) => {
      const input = promoCodeCreateSchema.parse(req.body);
      const db = getFirestore();
      const doc: PromoCodeDoc = { ...input, uses: 0, disabled: false, createdAt: Date.now(), createdBy: req.user.uid };
      try {
        await db.collection(PROMO_CODES_COLLECTION).doc(input.code).create(doc);
      } catch (error) {
        if ((error as { code?: number }).code === 6) throw new ApiError(409, 'already-exists', 'This promo code exists already.', 'adminPromoExists');
        throw error;
      }
      await audit(db, req, { action: 'promo-create', target: input.code, before: null, after: input });
      res.status(201).json(doc);
    }),
  );

  router.patch(
    '/promo-codes/:code',
    handle(async (req, res) => {
      const disabled = (req.body as { disabled?: unknown }).disabled;
      if (typeof disabled !== 'boolean') throw new ApiError(400, 'invalid-argument', 'disabled must be true or false');
      const db = getFirestore();
      const code = codeParam(req.params.code);
      const ref = db.collection(PROMO_CODES_COLLECTION).doc(code);
      const before = await ref.get();
      if (!before.exists) throw new ApiError(404, 'not-found', 'This promo code does not exist.', 'promoUnknown');
      await ref.update({ disabled });
      await audit(db, req, { action: disabled ? 'promo-disable' : 'promo-enable', target: code, before: { disabled: before.get('disabled') === true }, after: { disabled } });
      res.json({ ...before.data(), disabled });
    }),
  );

  router.delete(
    '/promo-codes/:code',
    handle(async (req, res) => {
      const db = getFirestore();
      const code = codeParam(req.params.code);
      const ref = db.collection(PROMO_CODES_COLLECTION).doc(code);
      const before = await ref.get();
      if (!before.exists) throw new ApiError(404, 'not-found', 'This promo code does not exist.', 'promoUnknown');
      await ref.delete();
      await audit(db, req, { action: 'promo-delete', target: code, before: before.data(), after: null });
      res.status(204).end();
    }),
  );

  // ---- Special links --------------------------------------------------------------------

  router.get(
    '/special-links',
    handle(async (_req, res) => {
      const snapshot = await getFirestore().collection(SPECIAL_LINKS_COLLECTION).orderBy('createdAt', 'desc').limit(500).get();
      res.json({ links: snapshot.docs.map((doc) => doc.data() as SpecialLinkDoc) });
    }),
  );

  router.post(
    '/special-links',
    handle(async (req, res) => {
      const input = specialLinkCreateSchema.parse(req.body);
      const db = getFirestore();
      if (input.grant.kind === 'promo' && !(await db.collection(PROMO_CODES_COLLECTION).doc(input.grant.promoCode).get()).exists) {
        throw new ApiError(400, 'invalid-argument', 'This promo code does not exist.', 'promoUnknown');
      }
      const doc: SpecialLinkDoc = { ...input, signUps: 0, disabled: false, createdAt: Date.now(), createdBy: req.user.uid };
      try {
        await db.collection(SPECIAL_LINKS_COLLECTION).doc(input.code).create(doc);
      } catch (error) {
        if ((error as { code?: number }).code === 6) throw new ApiError(409, 'already-exists', 'A link with this code exists already.', 'adminLinkExists');
        throw error;
      }
      await audit(db, req, { action: 'link-create', target: input.code, before: null, after: input });
      res.status(201).json(doc);
    }),
  );

  router.patch(
    '/special-links/:code',
    handle(async (req, res) => {
      const disabled = (req.body as { disabled?: unknown }).disabled;
      if (typeof disabled !== 'boolean') throw new ApiError(400, 'invalid-argument', 'disabled must be true or false');
      const db = getFirestore();
      const code = codeParam(req.params.code);
      const ref = db.collection(SPECIAL_LINKS_COLLECTION).doc(code);
      const before = await ref.get();
      if (!before.exists) throw new ApiError(404, 'not-found', 'This link does not exist.', 'adminLinkUnknown');
      await ref.update({ disabled });
      await audit(db, req, { action: disabled ? 'link-disable' : 'link-enable', target: code, before: { disabled: before.get('disabled') === true }, after: { disabled } });
      res.json({ ...before.data(), disabled });
    }),
  );

  router.delete(
    '/special-links/:code',
    handle(async (req, res) => {
      const db = getFirestore();
      const code = codeParam(req.params.code);
      const ref = db.collection(SPECIAL_LINKS_COLLECTION).doc(code);
      const before = await ref.get();
      if (!before.exists) throw new ApiError(404, 'not-found', 'This link does not exist.', 'adminLinkUnknown');
      await ref.delete();
      await audit(db, req, { action: 'link-delete', target: code, before: before.data(), after: null });
      res.status(204).end();
    }),
  );

  // ---- Audit trail ----------------------------------------------------------------------

  /** GET /admin/audit?admin=&target=&limit=: the newest admin actions. */
  router.get(
    '/audit',
    handle(async (req, res) => {
      const filter = adminAuditQuerySchema.parse(req.query);
      const answer: AdminAuditPage = { entries: await latestAdminActions(getFirestore(), filter) };
      res.json(answer);
    }),
  );

  // ---- Security log ---------------------------------------------------------------------

  /** GET /admin/security-events?kind=&target=&before=&limit=: a page of the security log, newest first (`next` is the cursor of the following page). */
  router.get(
    '/security-events',
    handle(async (req, res) => {
      res.json(await listSecurityEvents(getFirestore(), securityEventsQuerySchema.parse(req.query)));
    }),
  );

  return router;
}
