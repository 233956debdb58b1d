// /note-style: the clinician's standing rules. The notes they export are compared with their
// drafts (an edit seen in 3 notes of a template becomes an offer); they list their rules and
// offers, accept or reject an offer, write a rule by hand, write one again, pause, resume
// and delete one. A rule that contradicts an accepted one is refused with notesStyleConflict
// until the request says which wins. Bad input is refused with notesStyleInvalid.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import type { ZodType } from 'zod';
import { acceptOffer, createRule, deleteRule, listStyle, recordExport, rejectOffer, updateRule } from '../../notes/style/style-service';
import {
  styleExportedSchema,
  styleOfferAcceptSchema,
  styleRuleCreateSchema,
  styleRuleIdSchema,
  styleRuleUpdateSchema,
  type StyleExportedAnswer,
} from '../../shared/note-style';
import { Refusal } from '../../shared/refusal';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

/** The value as `schema` reads it, or the catalogue's refusal of bad input. */
function parsed<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Refusal(400, 'notesStyleInvalid');
  return result.data;
}

export function noteStyleRouter(): Router {
  const router = Router();

  /** GET /note-style: the rules (accepted and paused) and the offers waiting, newest first. */
  router.get(
    '/',
    requireUser,
    handle(async (req, res) => {
      res.set('cache-control', 'no-store').json(await listStyle(getFirestore(), req.user.uid));
    }),
  );

  /** POST /note-style/exported {sessionId, noteIds}: notes the clinician copied or downloaded; answers the offers made. */
  router.post(
    '/exported',
    requireUser,
    handle(async (req, res) => {
      const answer: StyleExportedAnswer = {
        offers: await recordExport(getFirestore(), req.user.uid, parsed(styleExportedSchema, req.body)),
      };
      res.json(answer);
    }),
  );

  /** POST /note-style/rules {template, instruction, wins?}: a rule written by hand, followed from the next draft. */
  router.post(
    '/rules',
    requireUser,
    handle(async (req, res) => {
      res.status(201).json(await createRule(getFirestore(), req.user.uid, parsed(styleRuleCreateSchema, req.body)));
    }),
  );

  /** PATCH /note-style/rules/{id} {instruction?, paused?, wins?}: the rule written again, paused or resumed. */
  router.patch(
    '/rules/:id',
    requireUser,
    handle(async (req, res) => {
      const id = parsed(styleRuleIdSchema, req.params.id);
      res.json(await updateRule(getFirestore(), req.user.uid, id, parsed(styleRuleUpdateSchema, req.body)));
    }),
  );

  /** DELETE /note-style/rules/{id}. */
  router.delete(
    '/rules/:id',
    requireUser,
    handle(async (req, res) => {
      await deleteRule(getFirestore(), req.user.uid, parsed(styleRuleIdSchema, req.params.id));
      res.status(204).end();
    }),
  );

  /** POST /note-style/offers/{id}/accept {wins?}: the offer becomes a rule. */
  router.post(
    '/offers/:id/accept',
    requireUser,
    handle(async (req, res) => {
      const id = parsed(styleRuleIdSchema, req.params.id);
      const { wins } = parsed(styleOfferAcceptSchema, req.body ?? {});
      res.json(await acceptOffer(getFirestore(), req.user.uid, id, wins));
    }),
  );

  /** POST /note-style/offers/{id}/reject: never offered again. */
  router.post(
    '/offers/:id/reject',
    requireUser,
    handle(async (req, res) => {
      await rejectOffer(getFirestore(), req.user.uid, parsed(styleRuleIdSchema, req.params.id));
      res.status(204).end();
    }),
  );

  return router;
}
