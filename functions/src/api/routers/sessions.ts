// /sessions: a clinician's consultation sessions. Creating one checks the plan's limits
// and that its recording language can be transcribed here; reading one decrypts it for
// its owner (the decrypt-session call); edits go through a transaction; ending
// one purges its transcript, audio and uploaded files unless session storing is on.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { selectTranscriptionProvider } from '../../providers/transcription/select';
import { uploadsStore } from '../../providers/storage/s3-store';
import { sessionFileStores } from '../../sessions/file-stores';
import { purgeSession } from '../../sessions/purge-session';
import { createSession, isEmptySession, patchSession, readSession, updateMeta } from '../../sessions/session-store';
import { expireTrialIfOver } from '../../billing/trials';
import { planAllows } from '../../shared/plan-features';
import { storedSessionDays } from '../../shared/saved-sessions';
import { newSessionSchema, sessionIdSchema, sessionPatchSchema } from '../../shared/sessions';
import { sessionUploadPrefix } from '../../shared/uploads';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';


function sessionIdOf(raw: string): string {
  const parsed = sessionIdSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'not-found', 'This session no longer exists. Start a new session.', 'sessionNotFound');
  return parsed.data;
}

const notFound = () => new ApiError(404, 'not-found', 'This session no longer exists. Start a new session.', 'sessionNotFound');

export function sessionsRouter(): Router {
  const router = Router();

  /** POST /sessions: the Start New Session dialog's choices → {sessionId, provider, live}. */
  router.post(
    '/',
    requireUser,
    handle(async (req, res) => {
      const parsed = newSessionSchema.safeParse(req.body);
      if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'consent' && issue.code === 'custom')) {
        throw new ApiError(400, 'invalid-argument', 'Record an in-person session only with the patient’s consent.', 'sessionConsentRequired');
      }
      const input = newSessionSchema.parse(req.body);
      const db = getFirestore();
      // A trial that is over ends here (back to Free, the reason kept for the app to say).
      await expireTrialIfOver(db, req.user.uid);
      const user = await readUserDoc(db, req.user.uid);
      if (!user) throw new ApiError(404, 'not-found', 'User document not found', 'emailChangeNoDocument');
      const plan = user.subscription.plan;
      if (user.usageLimits.notesLeft <= 0 && !planAllows(plan, 'unlimitedNotes')) {
        throw new ApiError(403, 'resource-exhausted', 'You have reached your note limit. Please upgrade to start new sessions.', 'uiNoteLimit');
      }
      if (user.usageLimits.timeLimit <= 0) {
        throw new ApiError(403, 'resource-exhausted', 'You have reached your session time limit or note limit', 'uiTimeOrNoteLimit');
      }
      if (input.group && !planAllows(plan, 'groupSessions')) {
        throw new ApiError(403, 'permission-denied', 'Group sessions come with the Starter Plus, Bronze and Silver plans.', 'sessionGroupPlan');
      }
      const provider = selectTranscriptionProvider(input.transcriptType, process.env);
      // A Convert Files session may hold only documents and images, read in any language:
      // its recordings are refused one by one when read (uploadLanguageUnavailable).
      // A virtual session's words come from the meeting bot (English only, which the dialog warns of).
      if (input.type !== 'upload' && input.type !== 'virtual' && !provider.supports(input.language)) {
        throw new ApiError(
          422,
          'failed-precondition',
          'Live transcription here is English only. Choose English as the recording language, or ask your administrator to configure a multilingual transcription service.',
          'transcriptionLanguageUnavailable',
        );
      }
      // Session storing on now makes it a saved session (turned on later, it does not).
      const storedDays = user.settings.enableSessionStoring ? storedSessionDays(user.settings) : null;
      const sessionId = await createSession(db, req.user.uid, input, provider.id, storedDays);
      res.status(201).json({ sessionId, provider: provider.id, live: provider.live, stored: storedDays !== null });
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
      const sessionId = sessionIdOf(req.params.sessionId);
      const db = getFirestore();
      const session = await readSession(db, req.user.uid, sessionId);
      if (!session) throw notFound();
      // A file uploaded but not read yet counts as something to keep.
      const hasUploads = session.meta.stored && (await uploadsStore().list(sessionUploadPrefix(req.user.uid, sessionId))).length > 0;
      if (session.meta.stored && (hasUploads || !isEmptySession(session.meta, session.contents))) {
        if (session.meta.status === 'open' || session.meta.status === 'recording') await updateMeta(db, req.user.uid, sessionId, { status: 'stopped' });
        res.json({ stored: true });
        return;
      }
      await purgeSession(db, sessionFileStores(), req.user.uid, sessionId);
      res.json({ stored: false });
    }),
  );

  return router;
}
