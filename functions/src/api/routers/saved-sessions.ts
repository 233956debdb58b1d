// /saved-sessions/{userId}: the clinician's stored sessions. The list reads metadata only;
// opening one is the decrypt-session call; deleting removes the document, the audio and the
// files at once. The path names the owner (as the decrypt call does), but only the
// ID token's uid is trusted: anyone else, an admin included, gets the same 404 whether or
// not the session exists, and the attempt is written to the server's security log (never to
// the owner's access log, which holds only what the owner's account did).
import { Router, type Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordSecurityEvent } from '../../security/security-log';
import type { SessionAccessEvent } from '../../sessions/access-log';
import { deleteSavedSessions, listSavedSessions, openSavedSession, recordNotesUse } from '../../sessions/saved-sessions';
import { sessionRef } from '../../sessions/session-store';
import { Refusal } from '../../shared/refusal';
import {
  deleteSessionsSchema,
  sessionAccessReportSchema,
  type SavedSessionList,
  type SessionAccessActor,
} from '../../shared/saved-sessions';
import { sessionIdSchema } from '../../shared/sessions';
import { readUserDoc } from '../../users/user-store';
import { clientIp, requireUser, type AuthedRequest } from '../../security/auth';
import { handle } from '../middleware/handle';

const notFound = () => new Refusal(404, 'sessionNotFound');
const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** The owner named in the path and the session id, or a 404 for anything malformed. */
function target(req: Request): { ownerUid: string; sessionId: string } {
  const owner = userIdSchema.safeParse(req.params.userId);
  const session =
    req.params.sessionId === undefined ? { success: true as const, data: '' } : sessionIdSchema.safeParse(req.params.sessionId);
  if (!owner.success || !session.success) throw notFound();
  return { ownerUid: owner.data, sessionId: session.data };
}

function actorOf(req: AuthedRequest, ownerUid: string): SessionAccessActor {
  if (req.user.uid === ownerUid) return 'owner';
  return req.user.admin === true ? 'admin' : 'other-user';
}

/**
 * Refuses a caller who is not the owner: the attempt goes to the security log when the owner
 * (and the session, when one is named) exists, and the answer is the same 404 either way.
 */
async function refuseOthers(req: AuthedRequest, ownerUid: string, sessionId: string, action: SessionAccessEvent['action']): Promise<void> {
  const actor = actorOf(req, ownerUid);
  if (actor === 'owner') return;
  const db = getFirestore();
  const exists = sessionId ? (await sessionRef(db, ownerUid, sessionId).get()).exists : (await readUserDoc(db, ownerUid)) !== null;
  if (exists) {
    await recordSecurityEvent(
      {
        kind: 'session-access-refused',
        actorUid: req.user.uid,
        actorAdmin: actor === 'admin',
        targetUid: ownerUid,
        ip: clientIp(req),
        userAgent: req.get('user-agent') ?? '',
        detail: sessionId ? `${action} ${sessionId}` : action,
      },
      db,
    );
  }
  throw notFound();
}

export function savedSessionsRouter(): Router {
  const router = Router();

  /** GET /saved-sessions/{userId}: the stored sessions' metadata, newest first. */
  router.get(
    '/:userId',
    requireUser,
    handle(async (req, res) => {
      const { ownerUid } = target(req);
      await refuseOthers(req, ownerUid, '', 'list');
      const { sessions } = await listSavedSessions(getFirestore(), ownerUid);
      const answer: SavedSessionList = { sessions };
      res.json(answer);
    }),
  );

  /** GET /saved-sessions/{userId}/{sessionId}: decrypt session. The owner's stored session, decrypted; logged. */
  router.get(
    '/:userId/:sessionId',
    requireUser,
    handle(async (req, res) => {
      const { ownerUid, sessionId } = target(req);
      await refuseOthers(req, ownerUid, sessionId, 'open');
      const session = await openSavedSession(getFirestore(), ownerUid, sessionId, clientIp(req));
      if (!session) throw notFound();
      res.json(session);
    }),
  );

  /** POST /saved-sessions/{userId}/{sessionId}/access {action}: the app downloaded or copied notes it had read; logged. */
  router.post(
    '/:userId/:sessionId/access',
    requireUser,
    handle(async (req, res) => {
      const { ownerUid, sessionId } = target(req);
      const { action } = sessionAccessReportSchema.parse(req.body);
      await refuseOthers(req, ownerUid, sessionId, action);
      if (!(await recordNotesUse(getFirestore(), ownerUid, sessionId, action, clientIp(req)))) throw notFound();
      res.status(204).end();
    }),
  );

  /** DELETE /saved-sessions/{userId}/{sessionId}: the session, its audio and its files, now; logged. */
  router.delete(
    '/:userId/:sessionId',
    requireUser,
    handle(async (req, res) => {
      const { ownerUid, sessionId } = target(req);
      await refuseOthers(req, ownerUid, sessionId, 'delete');
      const result = await deleteSavedSessions(getFirestore(), ownerUid, [sessionId], clientIp(req));
      if (result.deleted.length === 0) throw notFound();
      res.json(result);
    }),
  );

  /** POST /saved-sessions/{userId}/delete {sessionIds}: deletes several; answers which were deleted and which were not found. */
  router.post(
    '/:userId/delete',
    requireUser,
    handle(async (req, res) => {
      const { ownerUid } = target(req);
      const { sessionIds } = deleteSessionsSchema.parse(req.body);
      await refuseOthers(req, ownerUid, '', 'delete');
      res.json(await deleteSavedSessions(getFirestore(), ownerUid, [...new Set(sessionIds)], clientIp(req)));
    }),
  );

  return router;
}
