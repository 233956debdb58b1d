// "Upload a note to generate a prompt": the file is checked here first (an accepted type,
// under the size limit, not empty), then sent to the API, which reads it and proposes a title,
// sections and a prompt for a custom template.
import { NOTE_SOURCE_FILE_LIMIT_BYTES, NOTE_SOURCE_FILE_TYPES, noteSourceFileError } from '@shared/limits';
import { NOTE_IMPORT_PATH, noteImportResultSchema, type NoteImportResult } from '@shared/note-import';
import type { ErrorKey } from '@shared/error-catalogue';
import { ApiError, apiCall } from '../../lib/api/client';

/** Why the file is refused before anything is sent, with the message's parameters; null when it may go. */
export function uploadRefusal(file: { name: string; size: number }): { key: ErrorKey; params: { types: string; limitMb: number } } | null {
  const key = noteSourceFileError(file.name, file.size);
  return key ? { key, params: { types: NOTE_SOURCE_FILE_TYPES.join(', '), limitMb: NOTE_SOURCE_FILE_LIMIT_BYTES / (1024 * 1024) } } : null;
}

/** The file's bytes in plain base64 (FileReader's data: URL without its prefix). */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sends the file and returns the proposal. Fails with ApiError: the server's catalogue key
 * when it gives one, 'unavailable' when it cannot be reached, 'bad-answer' when the
 * answer is not the expected shape.
 */
export async function promptFromNote(file: File): Promise<NoteImportResult> {
  const contentBase64 = await fileAsBase64(file);
  const answer = await apiCall<unknown>(NOTE_IMPORT_PATH, { fileName: file.name, contentBase64 });
  const parsed = noteImportResultSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, 'bad-answer', 'Unexpected answer');
  return parsed.data;
}
