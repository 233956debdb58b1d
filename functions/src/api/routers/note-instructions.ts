// /note-instructions: a note of one of the caller's sessions edited by instruction (offline,
// the note engine's instructions in English and French), each instruction one version of the
// note that undo takes back, and the note's history of versions.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { applyNoteInstruction, noteHistory, undoNoteInstruction } from '../../notes/instructions/session-instructions';
import { offlineDraft } from '../../notes/generate/offline-writer';
import { noteInstructionSchema, noteVersionRefSchema } from '../../shared/note-instructions';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

export function noteInstructionsRouter(): Router {
  const router = Router();

  /** POST /note-instructions/apply {sessionId, noteId, instruction}: the revised note, saved as a new version, and its history. */
  router.post(
    '/apply',
    requireUser,
    handle(async (req, res) => {
      const request = noteInstructionSchema.parse(req.body);
      res.json(await applyNoteInstruction(getFirestore(), { uid: req.user.uid, email: req.user.email }, request, offlineDraft));
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
