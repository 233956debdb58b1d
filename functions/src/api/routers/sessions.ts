// /sessions: a clinician's consultation sessions. Creating one checks the plan's limits
// and that its recording language can be transcribed here (../../sessions/start-session.ts);
// reading one decrypts it for its owner (the decrypt-session call); edits go through a
// transaction; ending one purges its transcript, audio and uploaded files unless session
// storing is on.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { patchSession, readSession } from '../../sessions/session-store';
import { endSession, parseNewSession, startSession } from '../../sessions/start-session';
import { Refusal } from '../../shared/refusal';
import { sessionIdSchema, sessionPatchSchema } from '../../shared/sessions';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

const notFound = () => new Refusal(404, 'sessionNotFound');

function sessionIdOf(raw: string): string {
  const parsed = sessionIdSchema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function sessionsRouter(): Router {
  const router = Router();

  /** POST /sessions: the Start New Session dialog's choices → {sessionId, provider, live, stored}. */
  router.post(
    '/',
    requireUser,
    handle(async (req, res) => {
      const input = parseNewSession(req.body);
      res.status(201).json(await startSession(getFirestore(), req.user.uid, input));
    }),
  );

  /** GET /sessions/{id}: the owner's session, decrypted. */
  router.get(
    '/:sessionId',
    requireUser,
    handle(async (req, res) => {
      const session = await readSession(getFirestore(), req.user.uid, sessionIdOf(req.params.sessionId));
      if (!session) throw notFound();
      res.json(session);
    }),
  );

  /** PATCH /sessions/{id} {transcript?, ownNotes?, context?}: the clinician's edits. */
  router.patch(
    '/:sessionId',
    requireUser,
    handle(async (req, res) => {
      const sessionId = sessionIdOf(req.params.sessionId);
      const patch = sessionPatchSchema.parse(req.body);
      const session = await patchSession(getFirestore(), req.user.uid, sessionId, patch);
      if (!session || session.meta.status === 'ended') throw notFound();
      res.json(session);
    }),
  );

  /**
   * POST /sessions/{id}/end: the clinician is done with it here. A saved session stays (until
   * its expiry), unless nothing was recorded, typed or uploaded in it; any other is deleted
   * now with its audio and files.
   */
  router.post(
    '/:sessionId/end',
    requireUser,
    handle(async (req, res) => {
      const ended = await endSession(getFirestore(), req.user.uid, sessionIdOf(req.params.sessionId));
      if (!ended) throw notFound();
      res.json(ended);
    }),
  );

  return router;
}
