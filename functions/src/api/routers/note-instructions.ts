// /note-instructions: a note of one of the caller's sessions edited by instruction (offline,
// the note engine's instructions in English and French), each instruction one version of the
// note that undo takes back, and the note's history of versions. With a language model
// configured, a free instruction is answered as a revision to accept, checked first.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { acceptRevision, applyNoteInstruction, noteHistory, undoNoteInstruction } from '../../notes/instructions/session-instructions';
import { offlineDraft } from '../../notes/generate/offline-writer';
import { providers } from '../../providers';
import { NOTE_GENERATION_TIMEOUT_MS } from '../../shared/limits';
import { noteInstructionSchema, noteRevisionAcceptSchema, noteVersionRefSchema } from '../../shared/note-instructions';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

export function noteInstructionsRouter(): Router {
  const router = Router();

  /**
   * POST /note-instructions/apply {sessionId, noteId, instruction}: the revised note, saved as a
   * new version, and its history; or, for an instruction not understood offline with a model
   * configured, {proposal}: the model's revision and what the checks found, not saved.
   */
  router.post(
    '/apply',
    requireUser,
    handle(async (req, res) => {
      const request = noteInstructionSchema.parse(req.body);
      // A model's revision is cut short when the client goes away or it runs out of time.
      const closed = new AbortController();
      res.on('close', () => closed.abort());
      const signal = AbortSignal.any([closed.signal, AbortSignal.timeout(NOTE_GENERATION_TIMEOUT_MS)]);
      const writers = { offline: offlineDraft, model: providers.noteModel() };
      res.json(await applyNoteInstruction(getFirestore(), { uid: req.user.uid, email: req.user.email }, request, writers, signal));
    }),
  );

  /** POST /note-instructions/accept {sessionId, noteId, instruction, sections}: a model's revision, accepted, saved as a new version. */
  router.post(
    '/accept',
    requireUser,
    handle(async (req, res) => {
      res.json(
        await acceptRevision(getFirestore(), { uid: req.user.uid, email: req.user.email }, noteRevisionAcceptSchema.parse(req.body)),
      );
    }),
  );

  /** POST /note-instructions/undo {sessionId, noteId}: the note as it was before its last instruction. */
  router.post(
    '/undo',
    requireUser,
    handle(async (req, res) => {
      res.json(await undoNoteInstruction(getFirestore(), req.user.uid, noteVersionRefSchema.parse(req.body)));
    }),
  );

  /** GET /note-instructions/history?sessionId=&noteId=: the note's versions, oldest first. */
  router.get(
    '/history',
    requireUser,
    handle(async (req, res) => {
      res.json({ history: await noteHistory(getFirestore(), req.user.uid, noteVersionRefSchema.parse(req.query)) });
    }),
  );

  return router;
}
