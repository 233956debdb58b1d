// /codes: diagnosis codes (ICD-10-CM) of a note. Suggested from the session's visit, each with
// the passage that justifies it; searched by code or words; accepted codes saved with the note
// as confirmed by the clinician. With the plans that have EMR integration (codesPlan). The code
// set in use (/codes/release): any signed-in user reads which it is; an admin replaces it with a
// newer CMS release uploaded from the admin console, or goes back to the built-in one.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { codeSetNow, codeSetState, importCodeSetFile, presignCodeSetUpload, resetCodeSet } from '../../notes/codes/code-set-store';
import { acceptNoteCodes, searchCodes, suggestNoteCodes } from '../../notes/codes/session-codes';
import { codeSearchSchema, codeSetImportSchema, codeSetUploadSchema, codesAcceptSchema, codeSuggestSchema } from '../../shared/codes';
import { requireAdmin, requireUser } from '../../security/auth';
import { adminActor } from '../middleware/admin-actor';
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

  /** GET /codes/release: the code set in use (release, counts, source, whether built in). */
  router.get(
    '/release',
    requireUser,
    handle(async (_req, res) => {
      const { set, builtIn } = await codeSetNow(getFirestore());
      res.json(codeSetState(set, builtIn));
    }),
  );

  /** POST /codes/release/upload {fileName, size} (admins): a presigned PUT for the CMS file. */
  router.post(
    '/release/upload',
    requireUser,
    requireAdmin,
    handle(async (req, res) => {
      res.json(await presignCodeSetUpload(codeSetUploadSchema.parse(req.body)));
    }),
  );

  /** POST /codes/release/import {key} (admins): the uploaded CMS file checked and made the code set in use; refused with what is wrong, the set kept. */
  router.post(
    '/release/import',
    requireUser,
    requireAdmin,
    handle(async (req, res) => {
      res.json(await importCodeSetFile(getFirestore(), adminActor(req), codeSetImportSchema.parse(req.body)));
    }),
  );

  /** DELETE /codes/release (admins): back to the release built into the product. */
  router.delete(
    '/release',
    requireUser,
    requireAdmin,
    handle(async (req, res) => {
      res.json(await resetCodeSet(getFirestore(), adminActor(req)));
    }),
  );

  return router;
}
