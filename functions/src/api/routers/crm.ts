// /api/zoho: the CRM automation. send-to-zoho syncs the caller's own profile (the one the
// server holds, not what a body says): {ok} tells whether the CRM took it. send-user-to-
// automation is an admin action: the target user goes into the automation, and the attempt
// (taken or refused, with the CRM's message) is written to the audit trail.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { Refusal } from '../../shared/refusal';
import { sendUserToAutomationSchema } from '../../shared/schemas';
import { sendUserToAutomation, syncUserToCrm } from '../../users/automation-sync';
import { adminActor } from '../middleware/admin-actor';
import { requireAdmin, requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

export function zohoRouter(): Router {
  const router = Router();

  /** POST /api/zoho/send-to-zoho: the caller's profile to the CRM; {ok: true|false}. */
  router.post(
    '/send-to-zoho',
    requireUser,
    handle(async (req, res) => {
      res.json({ ok: await syncUserToCrm(getFirestore(), req.user.uid) });
    }),
  );

  /** POST /api/zoho/send-user-to-automation {adminUid, targetUserId}: admins only. */
  router.post(
    '/send-user-to-automation',
    requireUser,
    requireAdmin,
    handle(async (req, res) => {
      const { adminUid, targetUserId } = sendUserToAutomationSchema.parse(req.body);
      if (adminUid !== req.user.uid) throw new Refusal(403, 'adminActAsYourself');
      await sendUserToAutomation(getFirestore(), adminActor(req), targetUserId);
      res.json({ ok: true });
    }),
  );

  return router;
}
