// /customize-notes: the Note Library's "upload a note to generate a prompt".
//
// POST /customize-notes/generate-prompt-from-note {fileName, contentBase64}
//   → 200 {title, sections, prompt, source: 'model' | 'headings', text}
//   → 400 uiInvalidFileType | uiEmptyFile, 413 uiFileTooLarge, 422 notesUnreadableFile
//
// A 10MB file is about 13.4MB of base64, over the app's 1MB JSON limit: this router parses its
// own body (15mb), after the caller is authenticated. The app must therefore not parse this
// path's body first: mount this router before the app-wide express.json() (see
// NOTE_IMPORT_BODY_LIMIT). A body over the limit is answered 413 uiFileTooLarge.
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { NoteImportRefused, promptFromNote } from '../../notes/import/prompt-from-note';
import { providers } from '../../providers';
import type { NoteModel } from '../../providers/notes/types';
import { noteImportRequestSchema } from '../../shared/note-import';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

/** The largest JSON body this router reads: a 10MB file in base64 (~13.4MB) and its name. */
export const NOTE_IMPORT_BODY_LIMIT = '15mb';

export interface CustomizeNotesRouterOptions {
  /** Authenticates the caller (default: requireUser, the Firebase ID token). Tests pass a stand-in. */
  authenticate?: RequestHandler;
  /** The language model that writes prompts (default: the configured one, providers.noteModel()). */
  model?: () => NoteModel | null;
  /** The model's time limit (default 30 s). */
  modelTimeoutMs?: number;
}

export function customizeNotesRouter(options: CustomizeNotesRouterOptions = {}): Router {
  const router = Router();
  const authenticate = options.authenticate ?? requireUser;
  const model = options.model ?? providers.noteModel;

  router.post(
    '/generate-prompt-from-note',
    authenticate,
    express.json({ limit: NOTE_IMPORT_BODY_LIMIT }),
    handle(async (req, res) => {
      const request = noteImportRequestSchema.parse(req.body);
      const result = await promptFromNote(request, { model: model(), modelTimeoutMs: options.modelTimeoutMs });
      res.setHeader('cache-control', 'no-store');
      res.json(result);
    }),
  );

  // A body over the limit: the file is too large (the catalogue's message, not a 500).
  router.use((error: unknown, _req: Request, _res: Response, next: NextFunction) => next(tooLargeBody(error) ?? error));

  return router;
}

/** body-parser's "request entity too large" as the catalogue's file-too-large error; undefined for other errors. */
function tooLargeBody(error: unknown): NoteImportRefused | undefined {
  if ((error as { type?: unknown } | null)?.type !== 'entity.too.large') return undefined;
  return new NoteImportRefused('uiFileTooLarge', 'body over the limit');
}
