// /notes/generate: writes a session's notes and streams the progress as JSON lines
// (start, text as a model writes it, the finished note, errors, done). Refusals that come
// before anything is written (no session, nothing to summarise, note limit) are plain
// API errors with the catalogue's texts.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { filesText } from '../../notes/text/files-text';
import { checkNote } from '../../notes/evidence/check-note';
import { generateNotes, NothingToSummarise, SessionMissing } from '../../notes/generate/generate';
import { noteEvidence } from '../../notes/evidence/note-evidence';
import { readSession } from '../../sessions/session-store';
import { offlineDraft } from '../../notes/generate/offline-writer';
import { NoteLimitReached } from '../../notes/generate/quota';
import { selectNoteModel } from '../../providers/notes/select-model';
import { NOTE_GENERATION_TIMEOUT_MS } from '../../shared/limits';
import { noteCheckSchema, noteEvidenceSchema, noteGenerationSchema, type NoteStreamEvent } from '../../shared/notes';
import { ApiError } from '../errors';
import { requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

export function notesRouter(): Router {
  const router = Router();

  router.post(
    '/generate',
    requireUser,
    handle(async (req, res) => {
      const request = noteGenerationSchema.parse(req.body);
      // Stopped when the client goes away or the generation runs out of time.
      const closed = new AbortController();
      res.on('close', () => closed.abort());
      const signal = AbortSignal.any([closed.signal, AbortSignal.timeout(NOTE_GENERATION_TIMEOUT_MS)]);
      let streaming = false;
      const emit = (event: NoteStreamEvent) => {
        if (!streaming) {
          streaming = true;
          res.status(200).setHeader('content-type', 'application/x-ndjson; charset=utf-8');
          res.setHeader('cache-control', 'no-store');
          res.flushHeaders();
        }
        res.write(`${JSON.stringify(event)}\n`);
      };
      try {
        await generateNotes(getFirestore(), req.user.uid, request, { model: selectNoteModel(process.env), offline: offlineDraft }, emit, signal);
      } catch (error) {
        if (streaming) throw error;
        if (error instanceof NoteLimitReached) {
          throw new ApiError(403, 'resource-exhausted', 'You have reached your note limit. Please upgrade to start new sessions.', 'uiNoteLimit');
        }
        if (error instanceof SessionMissing) throw new ApiError(404, 'not-found', 'This session no longer exists. Start a new session.', 'sessionNotFound');
        if (error instanceof NothingToSummarise) {
          throw new ApiError(422, 'failed-precondition', 'There is nothing to write a note from yet: record, type or upload something first.', 'notesNothingToSummarise');
        }
        throw error;
      }
      res.end();
    }),
  );

  /** POST /notes/check {sessionId, noteId}: the note's facts, each with its source sentence, disagreements flagged. */
  router.post(
    '/check',
    requireUser,
    handle(async (req, res) => {
      const { sessionId, noteId } = noteCheckSchema.parse(req.body);
      const session = await readSession(getFirestore(), req.user.uid, sessionId);
      const note = session?.contents.notes?.find((n) => n.noteId === noteId);
      if (!session || !note) throw new ApiError(404, 'not-found', 'This session no longer exists. Start a new session.', 'sessionNotFound');
      res.json({ facts: checkNote(note.noteSubheadings, { ...session.contents, files: filesText(session.contents.files) }) });
    }),
  );

  /**
   * POST /notes/evidence {sessionId, noteId}: each sentence of the note with its state and
   * source passages, and what the sources say that the note leaves out ("Not in the note").
   */
  router.post(
    '/evidence',
    requireUser,
    handle(async (req, res) => {
      const { sessionId, noteId } = noteEvidenceSchema.parse(req.body);
      const session = await readSession(getFirestore(), req.user.uid, sessionId);
      const note = session?.contents.notes?.find((n) => n.noteId === noteId);
      if (!session || !note) throw new ApiError(404, 'not-found', 'This session no longer exists. Start a new session.', 'sessionNotFound');
      res.json(noteEvidence(session.contents, note));
    }),
  );

  return router;
}
