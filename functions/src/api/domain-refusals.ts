// The one place where the domain's own errors become what the API answers: a Refusal with the
// catalogue's key (its English text from the error catalogue, the site shows its translation),
// or, for answers that no person reads, a keyless ApiError. Domain code throws what happened
// (a file that cannot be read, an integration's failure, a refused note upload, a stale
// webhook) with the context it knows; it does not pick statuses or texts. sendError
// (./errors.ts) answers every error through refusalOf, so a new domain error is mapped here
// and nowhere else.
import { logger } from 'firebase-functions/v2';
import { ZodError } from 'zod';
import { StaleWebhook } from '../billing/webhooks';
import { FileReadFailed, FileUnreadable } from '../providers/files/errors';
import { UnsupportedTranscriptionLanguage } from '../file-processing/transcribe-file';
import { IntegrationFailed } from '../integrations/connection';
import { NoteImportRefused } from '../notes/import/prompt-from-note';
import { IntegrationError } from '../providers/integrations/provider-http';
import { ApiError } from '../shared/api-error';
import { INTEGRATIONS } from '../shared/integrations';
import { NOTE_SOURCE_FILE_LIMIT_BYTES, NOTE_SOURCE_FILE_TYPES } from '../shared/limits';
import { NOTE_IMPORT_UNREADABLE_KEY } from '../shared/note-import';
import { Refusal } from '../shared/refusal';

/** The answer for `error`: a domain error as its refusal; anything else (refusals, validation errors, faults) as it is. */
export function refusalOf(error: unknown): unknown {
  if (error instanceof FileReadFailed) return fileRefusal(error.cause, error.fileName);
  if (error instanceof IntegrationFailed) return integrationRefusal(error);
  if (error instanceof NoteImportRefused) return noteImportRefusal(error);
  // Answers to the payment gateway, not to a person: no catalogue text.
  if (error instanceof StaleWebhook) return new ApiError(400, 'invalid-argument', 'Webhook too old');
  return error;
}

/**
 * What the clinician is told when their stored file `name` cannot be read: a file that cannot
 * be read (422, with the reason), a recording in a language the engine does not transcribe
 * (422), and a failing service (engine, OCR, vision model): a 502 saying the file is stored
 * and a retry may work. Refusals of the request and validation errors pass as they are.
 */
function fileRefusal(error: unknown, name: string): unknown {
  if (error instanceof FileUnreadable) return new Refusal(422, 'uploadUnreadable', { values: { name, reason: error.reason } });
  if (error instanceof UnsupportedTranscriptionLanguage)
    return new Refusal(422, 'uploadLanguageUnavailable', { values: { name }, code: 'failed-precondition' });
  if (error instanceof ZodError || error instanceof ApiError || !(error instanceof Error)) return error;
  // The file stays stored and a retry reads it. Our services' messages never quote the file's content.
  logger.error('Reading an uploaded file failed', { error: error.message });
  return new Refusal(502, 'uploadProcessingFailed', { values: { name, message: error.message.replace(/\.$/, '') } });
}

/** An integration provider's failure as the clinician reads it (a refusal of ours passes as it is). */
function integrationRefusal({ integration, cause }: IntegrationFailed): unknown {
  if (cause instanceof ApiError) return cause;
  const status = cause instanceof IntegrationError ? cause.status : 0;
  const message = cause instanceof Error ? cause.message : String(cause);
  return new Refusal(502, status === 401 || status === 403 ? 'integrationRefused' : 'integrationFailed', {
    values: { name: INTEGRATIONS[integration].name, message },
  });
}

/** A refused note upload: the status and the catalogue's text of its key. */
function noteImportRefusal(refusal: NoteImportRefused): ApiError {
  switch (refusal.key) {
    case 'uiInvalidFileType':
      return new Refusal(400, 'uiInvalidFileType', { messageValues: { types: NOTE_SOURCE_FILE_TYPES.join(', ') } });
    case 'uiEmptyFile':
      return new Refusal(400, 'uiEmptyFile');
    case 'uiFileTooLarge':
      return new Refusal(413, 'uiFileTooLarge', { messageValues: { limit: `${NOTE_SOURCE_FILE_LIMIT_BYTES / (1024 * 1024)}MB` } });
    case NOTE_IMPORT_UNREADABLE_KEY:
      return new Refusal(422, NOTE_IMPORT_UNREADABLE_KEY, { code: 'invalid-argument' });
    default:
      // A payload that is not base64 is a malformed request (the site always encodes the
      // file), answered like a schema error: no catalogue key.
      return new ApiError(400, 'invalid-argument', 'The file content must be base64.');
  }
}
