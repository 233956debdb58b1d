// /api/zoho: the CRM automation. send-to-zoho syncs the caller's own profile (the one the
// server holds, not what a body says): {ok} tells whether the CRM took it. send-user-to-
// automation is an admin action: the target user goes into the automation, and the attempt
// (taken or refused, with the CRM's message) is written to the audit trail.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { automationProvider } from '../../providers/automation/automation-provider';
import { sendUserToAutomationSchema } from '../../shared/schemas';
import { automationProfile, syncUserToCrm } from '../../users/automation-sync';
import { ApiError } from '../errors';
import { requireAdmin, requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';
import { audit } from './admin';

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
      if (adminUid !== req.user.uid) throw new ApiError(403, 'permission-denied', 'You may act only as yourself');
      const db = getFirestore();
      const profile = await automationProfile(db, targetUserId);
      if (!profile) throw new ApiError(404, 'not-found', 'User does not exist in the database', 'fallbackUserMissing');
      try {
        await automationProvider().addToAutomation(profile);
      } catch (error) {
        const message = (error as Error).message;
        await audit(db, req, { action: 'send-to-automation', targetUid: targetUserId, target: profile.email, before: null, after: { error: message }, ok: false });
        throw new ApiError(502, 'unavailable', message);
      }
      await audit(db, req, { action: 'send-to-automation', targetUid: targetUserId, target: profile.email, before: null, after: { sent: true } });
      res.json({ ok: true });
    }),
  );

  return router;
}
