// The API's answers for what reading a stored file (../../file-processing/convert-stored-file.ts)
// throws: each failure of the file or the request gets its status and catalogue key, with the
// values of its placeholders; a failing service (engine, OCR, vision model) is a 502 that
// says the file is stored and a retry may work. Anything else passes through unchanged.
import { logger } from 'firebase-functions/v2';
import { ZodError } from 'zod';
import {
  FileNotStored,
  NotYourFile,
  RecordingTooLong,
  SessionFilesTooLarge,
  SessionGone,
  UnsupportedTranscriptionLanguage,
} from '../../file-processing/convert-stored-file';
import { FileUnreadable } from '../../file-processing/errors';
import { errorText } from '../../shared/error-catalogue';
import { UPLOAD_TOTAL_LIMIT_BYTES } from '../../shared/limits';
import { formatMegabytes } from '../../shared/uploads';
import { ApiError } from '../errors';

/** The ApiError for `error`, thrown while reading the file called `name`. */
export function conversionError(error: unknown, name: string): unknown {
  if (error instanceof NotYourFile) return new ApiError(403, 'permission-denied', 'You may read only your own files of this session');
  if (error instanceof SessionGone) return new ApiError(404, 'not-found', errorText('sessionNotFound'), 'sessionNotFound');
  if (error instanceof FileNotStored) return new ApiError(404, 'not-found', errorText('uploadMissing'), 'uploadMissing');
  if (error instanceof FileUnreadable) {
    const values = { name, reason: error.reason };
    return new ApiError(422, 'invalid-argument', errorText('uploadUnreadable', 'en', values), 'uploadUnreadable', values);
  }
  if (error instanceof UnsupportedTranscriptionLanguage) {
    const values = { name };
    return new ApiError(422, 'failed-precondition', errorText('uploadLanguageUnavailable', 'en', values), 'uploadLanguageUnavailable', values);
  }
  if (error instanceof SessionFilesTooLarge) {
    const values = { limit: formatMegabytes(UPLOAD_TOTAL_LIMIT_BYTES) };
    return new ApiError(413, 'invalid-argument', errorText('uiSessionUploadLimit', 'en', values), 'uiSessionUploadLimit', values);
  }
  if (error instanceof RecordingTooLong) {
    const minutes = (s: number) => String(Math.ceil(s / 60));
    const values = { name, minutes: minutes(error.seconds), limit: minutes(error.limitSeconds) };
    return new ApiError(413, 'resource-exhausted', errorText('uploadRecordingTooLong', 'en', values), 'uploadRecordingTooLong', values);
  }
  if (error instanceof ZodError || error instanceof ApiError || !(error instanceof Error)) return error;
  // The engine, OCR or the vision model failed (not the file): the file stays stored and a
  // retry reads it. Our services' messages never quote the file's content.
  logger.error('Reading an uploaded file failed', { message: error.message });
  const values = { name, message: error.message.replace(/\.$/, '') };
  return new ApiError(502, 'unavailable', errorText('uploadProcessingFailed', 'en', values), 'uploadProcessingFailed', values);
}
