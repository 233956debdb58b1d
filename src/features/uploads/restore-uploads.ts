// A reopened session's files (after a reload): what storage holds for it, each with what
// the server read from it; a stored file not read yet is shown as failed, with a retry
// that reads it (the bytes are not sent again).
import { canonicalContentType, parseUploadKey, type ConvertedFile, type SessionFile } from '@shared/uploads';
import type { AppDispatch } from '../../app/store';
import { uploadsApi } from './api';
import { uploadsRestored, type UploadEntry } from './uploads-slice';

function restoredEntries(sessionId: string, stored: readonly SessionFile[], converted: readonly ConvertedFile[]): UploadEntry[] {
  return stored.flatMap((file): UploadEntry[] => {
    const parsed = parseUploadKey(file.key);
    if (!parsed) return [];
    const read = converted.find((c) => c.key === file.key);
    const base = {
      id: parsed.fileId,
      sessionId,
      category: file.category,
      name: file.name,
      size: file.size,
      contentType: canonicalContentType(file.category, file.name) ?? '',
      sent: file.size,
      key: file.key,
      stored: true,
    };
    return [
      read
        ? { ...base, status: 'done', kind: read.kind, text: read.text }
        : { ...base, status: 'failed', error: { key: 'uploads.notReadYet' } },
    ];
  });
}

/** Puts the session's stored files back in the Files panel; rejects with the API failure when storage cannot be listed. */
export const restoreSessionUploads = (sessionId: string, converted: readonly ConvertedFile[]) => async (dispatch: AppDispatch) => {
  const listing = dispatch(uploadsApi.endpoints.listUploads.initiate(sessionId, { forceRefetch: true }));
  try {
    const { files } = await listing.unwrap();
    dispatch(uploadsRestored(restoredEntries(sessionId, files, converted)));
  } finally {
    listing.unsubscribe();
  }
};
