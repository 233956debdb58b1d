// The session's files for the Files panel: adding picked files (each checked here first:
// type, empty, the session's 15 MB; then queued for ./upload-worker.ts), retrying and
// removing one.
import { useCallback } from 'react';
import { allUploadExtensions, canonicalContentType, categoryForFile, uploadRefusal, type UploadCategory } from '@shared/uploads';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { uploadsApi } from './api';
import { pickedFiles } from './picked-files';
import { uploadMessage } from './upload-worker';
import {
  isUploading,
  selectUploads,
  uploadQueued,
  uploadRemoved,
  uploadRetried,
  uploadSummary,
  type UploadEntry,
  type UploadMessage,
} from './uploads-slice';

const newUploadId = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** The type to declare: the browser's when the category takes it, else the canonical one for the extension. */
function contentTypeOf(file: File, category: UploadCategory): string {
  const reported = file.type.split(';')[0].trim().toLowerCase();
  if (reported && !uploadRefusal(category, file.name, reported, 1, 0)) return reported;
  return canonicalContentType(category, file.name) ?? reported;
}

/** Why a picked file is refused before anything is sent, or null when it may go. */
function refusalOf(file: File, category: UploadCategory | null, total: number): UploadMessage | null {
  if (!category) return { key: 'errors:uiInvalidFileType', values: { name: file.name, types: allUploadExtensions().join(', ') } };
  const refusal = uploadRefusal(category, file.name, contentTypeOf(file, category), file.size, total);
  return refusal ? { key: `errors:${refusal.key}`, values: { name: file.name, ...refusal.values } } : null;
}

export function useFileUploads(sessionId: string | null) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const files = useAppSelector(selectUploads);

  /** Adds picked files; returns the refusals (with the file's name), the others start uploading. */
  const addFiles = useCallback(
    (picked: File[], documentCategory: 'previsitForm' | 'importedNotes'): Array<{ name?: string; message: UploadMessage }> => {
      if (!sessionId) return [{ message: { key: 'errors:uiStartSessionFirst' } }];
      const current = store.getState().uploads.files;
      if (isUploading(current)) return [{ message: { key: 'errors:uiUploadsInProgress' } }];
      let total = uploadSummary(current).totalSize;
      const refusals: Array<{ name?: string; message: UploadMessage }> = [];
      for (const file of picked) {
        const category = categoryForFile(file.name, documentCategory);
        const refusal = refusalOf(file, category, total);
        if (refusal || !category) {
          if (refusal) refusals.push({ name: file.name, message: refusal });
          continue;
        }
        const id = newUploadId();
        pickedFiles.add(id, file);
        dispatch(uploadQueued({ id, sessionId, category, name: file.name, size: file.size, contentType: contentTypeOf(file, category) }));
        total += file.size;
      }
      return refusals;
    },
    [dispatch, sessionId, store],
  );

  const retry = useCallback((id: string) => void dispatch(uploadRetried(id)), [dispatch]);

  /** Removes a file: from storage when it got there (and what was read from it), then from the list. */
  const remove = useCallback(
    async (entry: UploadEntry): Promise<UploadMessage | null> => {
      if (entry.key && entry.status !== 'queued') {
        try {
          await dispatch(uploadsApi.endpoints.deleteUpload.initiate(entry.key)).unwrap();
        } catch (error) {
          return uploadMessage(error, entry.name);
        }
      }
      pickedFiles.forget(entry.id);
      dispatch(uploadRemoved(entry.id));
      return null;
    },
    [dispatch],
  );

  return { files, uploading: isUploading(files), summary: uploadSummary(files), addFiles, retry, remove };
}
