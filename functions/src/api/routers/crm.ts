// /crm: the CRM automation. sync-profile syncs the caller's own profile (the one the server
// holds, not what a body says): {ok} tells whether the CRM took it. send-user-to-automation
// is an admin action: the target user goes into the automation, and the attempt (taken or
// refused, with the CRM's message) is written to the audit trail. The former /api/zoho
// (send-to-zoho, send-user-to-automation) stays as an alias.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { Refusal } from '../../shared/refusal';
import { sendUserToAutomationSchema } from '../../shared/schemas';
import { sendUserToAutomation, syncUserToCrm } from '../../users/automation-sync';
import { adminActor } from '../middleware/admin-actor';
import { requireAdmin, requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

/** The CRM routes' sub-paths, and the names of the /api/zoho alias. */
export const CRM_PATHS = { syncProfile: '/sync-profile' };
export const CRM_ALIAS_PATHS: typeof CRM_PATHS = { syncProfile: '/send-to-zoho' };

export function crmRouter(paths: typeof CRM_PATHS = CRM_PATHS): Router {
  const router = Router();

  /** POST /crm/sync-profile: the caller's profile to the CRM; {ok: true|false}. */
  router.post(
    paths.syncProfile,
    requireUser,
    handle(async (req, res) => {
      res.json({ ok: await syncUserToCrm(getFirestore(), req.user.uid) });
    }),
  );

  /** POST /crm/send-user-to-automation {adminUid, targetUserId}: admins only. */
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
