// /codes: diagnosis codes (ICD-10-CM) of a note. Suggested from the session's visit, each with
// the passage that justifies it; searched by code or words; accepted codes saved with the note
// as confirmed by the clinician. With the plans that have EMR integration (codesPlan).
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { acceptNoteCodes, searchCodes, suggestNoteCodes } from '../../notes/codes/session-codes';
import { codeSearchSchema, codesAcceptSchema, codeSuggestSchema } from '../../shared/codes';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';
import { providers } from '../../providers';
import { NOTE_GENERATION_TIMEOUT_MS } from '../../shared/limits';

export function codesRouter(): Router {
  const router = Router();

  /** POST /codes/suggest {sessionId, noteId}: the release, the suggestions with their passages, and the codes already saved; with a configured model, its proposals checked. */
  router.post(
    '/suggest',
    requireUser,
    handle(async (req, res) => {
      const { sessionId, noteId } = codeSuggestSchema.parse(req.body);
      // A model's proposals are cut short when the client goes away or they run out of time.
      const closed = new AbortController();
      res.on('close', () => closed.abort());
      const signal = AbortSignal.any([closed.signal, AbortSignal.timeout(NOTE_GENERATION_TIMEOUT_MS)]);
      res.json(await suggestNoteCodes(getFirestore(), req.user.uid, sessionId, noteId, providers.noteModel(), signal));
    }),
  );

  /** GET /codes/search?q=...&billableOnly=true: codes by code or words, best first. */
  router.get(
    '/search',
    requireUser,
    handle(async (req, res) => {
      const { q, billableOnly } = codeSearchSchema.parse(req.query);
      res.json(await searchCodes(getFirestore(), req.user.uid, q, billableOnly));
    }),
  );

  /** POST /codes/accepted {sessionId, noteId, codes, seenAt}: the note's codes, replaced; `overwrote` when another save came first. */
  router.post(
    '/accepted',
    requireUser,
    handle(async (req, res) => {
      res.json(await acceptNoteCodes(getFirestore(), req.user.uid, codesAcceptSchema.parse(req.body)));
    }),
  );

  return router;
}
