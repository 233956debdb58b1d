// The refusals of reading a stored file (not your file, the session is gone, nothing stored,
// the session over its 15 MB, a recording longer than the plan allows), thrown where reading
// refuses (./convert-stored-file.ts). A file that cannot be read, a language the engine does
// not transcribe and a failing service are thrown as what happened (FileReadFailed, with the
// file's name) and answered by the API's one translation (api/domain-refusals.ts).
import { UPLOAD_TOTAL_LIMIT_BYTES } from '../shared/limits';
import { Refusal } from '../shared/refusal';
import { formatMegabytes } from '../shared/uploads';

/** The key is not one of the caller's files of this session. */
export const notYourFile = () => new Refusal(403, 'uploadNotYours');
/** The session is gone or ended. */
export const sessionGone = () => new Refusal(404, 'sessionNotFound');
/** Nothing is stored under the key (never uploaded, or deleted). */
export const fileNotStored = () => new Refusal(404, 'uploadMissing');
/** The session's stored files exceed its 15 MB (uploads approved at the same moment); the file was deleted. */
export const sessionFilesTooLarge = () =>
  new Refusal(413, 'uiSessionUploadLimit', { values: { limit: formatMegabytes(UPLOAD_TOTAL_LIMIT_BYTES) } });

/** The recording `name` lasts `seconds`, longer than the plan's session time limit. */
export function recordingTooLong(name: string, seconds: number, limitSeconds: number): Refusal {
  const minutes = (s: number) => String(Math.ceil(s / 60));
  return new Refusal(413, 'uploadRecordingTooLong', {
    values: { name, minutes: minutes(seconds), limit: minutes(limitSeconds) },
    code: 'resource-exhausted',
  });
}
