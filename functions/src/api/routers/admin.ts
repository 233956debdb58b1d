// /admin: the admin console's calls. Every route checks the ID token's admin claim and that
// the account still holds it (requireAdmin); a payload's {uid} or {adminUid} must name the caller.
// Each route parses its input and calls one admin service (../../admin/*), which audits
// every change with its values before and after. Admins never read session contents here.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { latestAdminActions } from '../../security/audit-trail';
import {
  createCode,
  deleteCode,
  listCodes,
  PROMO_CODES,
  requirePromoCode,
  setCodeDisabled,
  SPECIAL_LINKS,
  type CodeKind,
} from '../../admin/code-documents';
import { latestReviews, setInternal, setNotesLeft, setPlan, setTimeLimit, userUsage } from '../../admin/user-changes';
import { listUsers } from '../../admin/user-directory';
import { listPractices } from '../../practices/admin-listing';
import { listSecurityEvents } from '../../security/security-log';
import {
  adminAuditQuerySchema,
  adminInternalSchema,
  adminReviewsQuerySchema,
  specialLinkCreateSchema,
  type AdminAuditPage,
  type SpecialLinkDoc,
} from '../../shared/admin';
import { promoCodeCreateSchema, type PromoCodeDoc } from '../../shared/promo-codes';
import { Refusal } from '../../shared/refusal';
import { adminNotesSchema, adminPlanSchema, adminTimeSchema, adminUsersSchema } from '../../shared/schemas';
import { securityEventsQuerySchema } from '../../shared/security-events';
import { adminActor } from '../middleware/admin-actor';
import { requireAdmin, requireUser, type AuthedRequest } from '../../security/auth';
import { handle } from '../middleware/handle';

/** A promo or link code from the path, as stored (upper case). */
const codeParam = (raw: string) => raw.trim().toUpperCase();

/** The console's payloads carry the admin's uid: it must be the caller's. */
function requireCallerUid(req: Request, _res: Response, next: NextFunction): void {
  const body = req.body as { uid?: unknown; adminUid?: unknown } | undefined;
  const uid = body?.uid ?? body?.adminUid;
  if (uid !== undefined && uid !== (req as AuthedRequest).user.uid) return next(new Refusal(403, 'adminActAsYourself'));
  next();
}

/** The `disabled` flag of a PATCH body. */
function disabledFlag(req: Request): boolean {
  const disabled = (req.body as { disabled?: unknown }).disabled;
  if (typeof disabled !== 'boolean') throw new Refusal(400, 'adminDisabledInvalid');
  return disabled;
}

/** GET, PATCH and DELETE of one kind of code under `path`. */
function codeRoutes(router: Router, path: string, kind: CodeKind, listed: string): void {
  router.get(
    path,
    handle(async (_req, res) => {
      res.json({ [listed]: await listCodes(getFirestore(), kind) });
    }),
  );
  router.patch(
    `${path}/:code`,
    handle(async (req, res) => {
      res.json(await setCodeDisabled(getFirestore(), adminActor(req), kind, codeParam(req.params.code), disabledFlag(req)));
    }),
  );
  router.delete(
    `${path}/:code`,
    handle(async (req, res) => {
      await deleteCode(getFirestore(), adminActor(req), kind, codeParam(req.params.code));
      res.status(204).end();
    }),
  );
}

export function adminRouter(): Router {
  const router = Router();
  router.use(requireUser, requireAdmin, requireCallerUid);

  /** POST /admin/users {uid, search?, after?, limit?}: a page of users. */
  router.post(
    '/users',
    handle(async (req, res) => {
      const { reads: _reads, ...page } = await listUsers(getFirestore(), adminUsersSchema.parse(req.body));
      res.json(page);
    }),
  );

  /** GET /admin/users/{userId}/usage: the user's daily usage (at most 30 entries). */
  router.get(
    '/users/:userId/usage',
    handle(async (req, res) => {
      res.json(await userUsage(getFirestore(), req.params.userId));
    }),
  );

  /** POST /admin/plan {uid, userId, planName}: the plan and its quotas from the table (a trial starts now). */
  router.post(
    '/plan',
    handle(async (req, res) => {
      const { userId, planName } = adminPlanSchema.parse(req.body);
      res.json(await setPlan(getFirestore(), adminActor(req), userId, planName));
    }),
  );

  /** POST /admin/notes {uid, userId, notesLeft}. */
  router.post(
    '/notes',
    handle(async (req, res) => {
      const { userId, notesLeft } = adminNotesSchema.parse(req.body);
      res.json(await setNotesLeft(getFirestore(), adminActor(req), userId, notesLeft));
    }),
  );

  /** POST /admin/time {uid, userId, timeLimit} (seconds). */
  router.post(
    '/time',
    handle(async (req, res) => {
      const { userId, timeLimit } = adminTimeSchema.parse(req.body);
      res.json(await setTimeLimit(getFirestore(), adminActor(req), userId, timeLimit));
    }),
  );

  /** POST /admin/internal {uid, userId, isInternal}: staff and test accounts are internal. */
  router.post(
    '/internal',
    handle(async (req, res) => {
      const { userId, isInternal } = adminInternalSchema.parse(req.body);
      res.json(await setInternal(getFirestore(), adminActor(req), userId, isInternal));
    }),
  );

  /** GET /admin/practices: the practices with their owner's address, members, seats, plan and status, newest first. */
  router.get(
    '/practices',
    handle(async (_req, res) => {
      res.json({ practices: await listPractices(getFirestore()) });
    }),
  );

  /** GET /admin/reviews?type=: the reviews users left, newest first. */
  router.get(
    '/reviews',
    handle(async (req, res) => {
      const { type } = adminReviewsQuerySchema.parse(req.query);
      res.json({ reviews: await latestReviews(getFirestore(), type) });
    }),
  );

  /** POST /admin/promo-codes: a new promo code. GET, PATCH {disabled}, DELETE: the others. */
  router.post(
    '/promo-codes',
    handle(async (req, res) => {
      const input = promoCodeCreateSchema.parse(req.body);
      const doc: PromoCodeDoc = { ...input, uses: 0, disabled: false, createdAt: Date.now(), createdBy: req.user.uid };
      await createCode(getFirestore(), adminActor(req), PROMO_CODES, input, doc);
      res.status(201).json(doc);
    }),
  );
  codeRoutes(router, '/promo-codes', PROMO_CODES, 'promoCodes');

  /** POST /admin/special-links: a new sign-up link (a promo grant's code must exist). GET, PATCH {disabled}, DELETE: the others. */
  router.post(
    '/special-links',
    handle(async (req, res) => {
      const input = specialLinkCreateSchema.parse(req.body);
      const db = getFirestore();
      if (input.grant.kind === 'promo') await requirePromoCode(db, input.grant.promoCode);
      const doc: SpecialLinkDoc = { ...input, signUps: 0, disabled: false, createdAt: Date.now(), createdBy: req.user.uid };
      await createCode(db, adminActor(req), SPECIAL_LINKS, input, doc);
      res.status(201).json(doc);
    }),
  );
  codeRoutes(router, '/special-links', SPECIAL_LINKS, 'links');

  /** GET /admin/audit?admin=&target=&limit=: the newest admin actions. */
  router.get(
    '/audit',
    handle(async (req, res) => {
      const answer: AdminAuditPage = { entries: await latestAdminActions(getFirestore(), adminAuditQuerySchema.parse(req.query)) };
      res.json(answer);
    }),
  );

  /** GET /admin/security-events?kind=&target=&before=&limit=: a page of the security log, newest first (`next` is the cursor of the following page). */
  router.get(
    '/security-events',
    handle(async (req, res) => {
      res.json(await listSecurityEvents(getFirestore(), securityEventsQuerySchema.parse(req.query)));
    }),
  );

  return router;
}
