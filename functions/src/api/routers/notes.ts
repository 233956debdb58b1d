// /notes/generate: writes a session's notes and streams the progress as JSON lines
// (start, text as a model writes it, the finished note, errors, done). Refusals that come
// before anything is written (no session, nothing to summarise, note limit) are the
// generation's own, answered as JSON before the stream starts.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { checkSessionNote, sessionNoteEvidence } from '../../notes/evidence/session-note';
import { generateNotes } from '../../notes/generate/generate';
import { offlineDraft } from '../../notes/generate/offline-writer';
import { sharedTemplatesForNotes } from '../../practices/shared-templates';
import { providers } from '../../providers';
import { NOTE_GENERATION_TIMEOUT_MS } from '../../shared/limits';
import { noteCheckSchema, noteEvidenceSchema, noteGenerationSchema, type NoteStreamEvent } from '../../shared/notes';
import { requireUser } from '../../security/auth';
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
      // A member of a practice writes with its shared templates too (read, and refused to anyone else, here).
      const db = getFirestore();
      const shared = (ids: string[]) => sharedTemplatesForNotes(db, req.user.uid, ids);
      await generateNotes(db, req.user.uid, request, { model: providers.noteModel(), offline: offlineDraft }, emit, signal, shared);
      res.end();
    }),
  );

  /** POST /notes/check {sessionId, noteId}: the note's facts, each with its source sentence, disagreements flagged. */
  router.post(
    '/check',
    requireUser,
    handle(async (req, res) => {
      res.json({ facts: await checkSessionNote(getFirestore(), req.user.uid, noteCheckSchema.parse(req.body)) });
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
      res.json(await sessionNoteEvidence(getFirestore(), req.user.uid, noteEvidenceSchema.parse(req.body)));
    }),
  );

  return router;
}
