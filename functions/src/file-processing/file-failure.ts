// What the clinician is told when a stored file cannot be read. Refusals of the request (not
// your file, the session is gone, nothing stored, the session over its 15 MB, a recording
// longer than the plan allows) are thrown as Refusals where reading refuses
// (./convert-stored-file.ts). What is left is mapped here, once, because only here is the
// file's name known: a file that cannot be read (422, with the reason), a recording in a
// language the engine does not transcribe (422), and a failing service (engine, OCR, vision
// model): a 502 saying the file is stored and a retry may work.
import { logger } from 'firebase-functions/v2';
import { ZodError } from 'zod';
import { ApiError } from '../shared/api-error';
import { UPLOAD_TOTAL_LIMIT_BYTES } from '../shared/limits';
import { Refusal } from '../shared/refusal';
import { formatMegabytes } from '../shared/uploads';
import { FileUnreadable } from '../providers/files/errors';
import { UnsupportedTranscriptionLanguage } from './transcribe-file';

/** The key is not one of the caller's files of this session. */
export const notYourFile = () => new Refusal(403, 'uploadNotYours');
/** The session is gone or ended. */
export const sessionGone = () => new Refusal(404, 'sessionNotFound');
/** Nothing is stored under the key (never uploaded, or deleted). */
export const fileNotStored = () => new Refusal(404, 'uploadMissing');
/** The session's stored files exceed its 15 MB (uploads approved at the same moment); the file was deleted. */
export const sessionFilesTooLarge = () => new Refusal(413, 'uiSessionUploadLimit', { values: { limit: formatMegabytes(UPLOAD_TOTAL_LIMIT_BYTES) } });

/** The recording `name` lasts `seconds`, longer than the plan's session time limit. */
export function recordingTooLong(name: string, seconds: number, limitSeconds: number): Refusal {
  const minutes = (s: number) => String(Math.ceil(s / 60));
  return new Refusal(413, 'uploadRecordingTooLong', { values: { name, minutes: minutes(seconds), limit: minutes(limitSeconds) }, code: 'resource-exhausted' });
}

/** The answer for `error`, thrown while reading the file called `name`; refusals and validation errors pass through. */
export function fileFailure(error: unknown, name: string): unknown {
  if (error instanceof FileUnreadable) return new Refusal(422, 'uploadUnreadable', { values: { name, reason: error.reason } });
  if (error instanceof UnsupportedTranscriptionLanguage) return new Refusal(422, 'uploadLanguageUnavailable', { values: { name }, code: 'failed-precondition' });
  if (error instanceof ZodError || error instanceof ApiError || !(error instanceof Error)) return error;
  // The engine, OCR or the vision model failed (not the file): the file stays stored and a
  // retry reads it. Our services' messages never quote the file's content.
  logger.error('Reading an uploaded file failed', { message: error.message });
  return new Refusal(502, 'uploadProcessingFailed', { values: { name, message: error.message.replace(/\.$/, '') } });
}
