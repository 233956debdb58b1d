// /practices: a clinic's practice (../../practices/*). Every route takes the caller from the ID
// token and the services check their role in the practice on the server; the bodies are parsed
// with the shared schemas (shared/practices.ts). The one route without a signed-in caller is
// the invitation link's preview: the person may have no account yet, so it answers what the
// link's page shows and nothing more (the API's rate limits count it per address).
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { providers } from '../../providers';
import { closePractice } from '../../practices/close';
import { createPractice } from '../../practices/create';
import { acceptInvitation, invite, previewInvitation, resendInvitation, revokeInvitation } from '../../practices/invitations';
import { changeRole, leavePractice, removeMember, transferOwnership } from '../../practices/members';
import { practiceLog } from '../../practices/practice-log';
import { myPractice } from '../../practices/usage';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

export function practicesRouter(): Router {
  const router = Router();

  /** GET /practices/mine: the caller's practice (MyPracticeView), or {practice: null}. */
  router.get(
    '/mine',
    requireUser,
    handle(async (req, res) => {
      res.json(await myPractice(getFirestore(), req.user.uid));
    }),
  );

  /** POST /practices {name}: a paid clinician in no practice creates one and owns it. */
  router.post(
    '/',
    requireUser,
    handle(async (req, res) => {
      res.status(201).json(await createPractice(getFirestore(), { uid: req.user.uid, email: req.user.email }, req.body));
    }),
  );

  /** GET /practices/invitations/preview?practiceId&invitationId&token: no sign-in needed (InvitationPreview). */
  router.get('/invitations/preview', async (req, res, next) => {
    try {
      res.json(await previewInvitation(getFirestore(), req.query));
    } catch (error) {
      next(error);
    }
  });

  /** POST /practices/invitations {email, role}: an admin invites an address (the mail goes out). */
  router.post(
    '/invitations',
    requireUser,
    handle(async (req, res) => {
      res.status(201).json(await invite(getFirestore(), req.user.uid, req.body));
    }),
  );

  /** POST /practices/invitations/resend {invitationId}: a new link, 7 days from now, sent again. */
  router.post(
    '/invitations/resend',
    requireUser,
    handle(async (req, res) => {
      res.json(await resendInvitation(getFirestore(), req.user.uid, req.body));
    }),
  );

  /** POST /practices/invitations/revoke {invitationId}: the link stops working. */
  router.post(
    '/invitations/revoke',
    requireUser,
    handle(async (req, res) => {
      await revokeInvitation(getFirestore(), req.user.uid, req.body);
      res.json({ ok: true });
    }),
  );

  /** POST /practices/invitations/accept {practiceId, invitationId, token}: the invited person joins (AcceptInvitationAnswer). */
  router.post(
    '/invitations/accept',
    requireUser,
    handle(async (req, res) => {
      res.json(await acceptInvitation(getFirestore(), providers.payments(), { uid: req.user.uid, email: req.user.email }, req.body));
    }),
  );

  /** POST /practices/members/role {uid, role, version}: an admin changes a member's role (MemberRoleAnswer). */
  router.post(
    '/members/role',
    requireUser,
    handle(async (req, res) => {
      res.json(await changeRole(getFirestore(), req.user.uid, req.body));
    }),
  );

  /** POST /practices/members/remove {uid}: an admin removes a member (back to the Free plan, their data kept). */
  router.post(
    '/members/remove',
    requireUser,
    handle(async (req, res) => {
      await removeMember(getFirestore(), req.user.uid, req.body);
      res.json({ ok: true });
    }),
  );

  /** POST /practices/leave: a member leaves (the owner cannot). */
  router.post(
    '/leave',
    requireUser,
    handle(async (req, res) => {
      await leavePractice(getFirestore(), req.user.uid);
      res.json({ ok: true });
    }),
  );

  /** POST /practices/transfer {uid}: the owner makes another member the owner and becomes an admin. */
  router.post(
    '/transfer',
    requireUser,
    handle(async (req, res) => {
      await transferOwnership(getFirestore(), req.user.uid, req.body);
      res.json({ ok: true });
    }),
  );

  /** POST /practices/close: the owner closes the practice ({members, templatesCopied}). */
  router.post(
    '/close',
    requireUser,
    handle(async (req, res) => {
      res.json(await closePractice(getFirestore(), providers.payments(), req.user.uid));
    }),
  );

  /** GET /practices/log: the practice's log, newest first (owner and admins; PracticeLogPage). */
  router.get(
    '/log',
    requireUser,
    handle(async (req, res) => {
      res.json(await practiceLog(getFirestore(), req.user.uid));
    }),
  );

  return router;
}
