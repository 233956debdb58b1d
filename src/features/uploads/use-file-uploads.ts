// Uploading a session's files: each file is checked here first (type, empty, the session's
// 15 MB), then, one at a time, the server approves it and hands out a presigned PUT, the
// bytes go straight to storage with a progress bar, and the server reads the stored file
// into the session (a recording's transcript, a document's or image's text). A failed step
// keeps the file in the list with its message and a retry, which reuses the upload id, so
// the stored object is overwritten rather than duplicated. Nothing else in the session is
// touched by one file's failure.
import { useCallback } from 'react';
import {
  allUploadExtensions,
  canonicalContentType,
  categoryForFile,
  uploadRefusal,
  type UploadCategory,
} from '@shared/uploads';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useTranslation } from '../../lib/i18n/i18n';
import { transcriptSaved } from '../session/session-slice';
import { putFile } from './put-file';
import {
  isUploading,
  selectUploads,
  uploadFailed,
  uploadProgressed,
  uploadQueued,
  uploadRead,
  uploadRemoved,
  uploadStarted,
  uploadStored,
  uploadSummary,
  type UploadEntry,
} from './uploads-slice';

/** The File objects behind the entries (not serialisable, so not in the store). */
const pickedFiles = new Map<string, File>();
let queue: Promise<void> = Promise.resolve();

const newUploadId = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
const localDate = () => new Date().toLocaleDateString('en-CA');

/** The type to declare: the browser's when the category takes it, else the canonical one for the extension. */
function contentTypeOf(file: File, category: UploadCategory): string {
  const reported = file.type.split(';')[0].trim().toLowerCase();
  if (reported && !uploadRefusal(category, file.name, reported, 1, 0)) return reported;
  return canonicalContentType(category, file.name) ?? reported;
}

export function useFileUploads(sessionId: string | null) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const files = useAppSelector(selectUploads);

  /** The message of a refusal or failure, in the interface language. */
  const messageOf = useCallback(
    (error: unknown, name: string): string => {
      const { key, message, values } = error as { key?: string; message?: string; values?: Record<string, string> };
      if (!key) return message ?? t('errors:uploadFailed', { name });
      return t(`errors:${key}`, { name, ...values, defaultValue: message });
    },
    [t],
  );

  const process = useCallback(
    async (entry: UploadEntry): Promise<void> => {
      const file = pickedFiles.get(entry.id);
      const { presignUpload, convertUpload } = await import('../../lib/api/uploads');
      let key = entry.key;
      if (!entry.stored || !key) {
        if (!file) return void dispatch(uploadFailed({ id: entry.id, error: t('errors:uploadFailed', { name: entry.name }) }));
        try {
          dispatch(uploadStarted({ id: entry.id }));
          const presigned = await presignUpload({
            sessionId: entry.sessionId,
            category: entry.category,
            uploadId: entry.id,
            fileName: entry.name,
            contentType: entry.contentType,
            size: entry.size,
          });
          key = presigned.key;
          dispatch(uploadStarted({ id: entry.id, key }));
          await putFile(presigned.url, presigned.headers, file, (sent) => dispatch(uploadProgressed({ id: entry.id, sent })));
          dispatch(uploadStored({ id: entry.id }));
        } catch (error) {
          const status = (error as { status?: number }).status;
          const refused = status !== undefined && status >= 400 && status < 500;
          return void dispatch(uploadFailed({ id: entry.id, error: refused ? messageOf(error, entry.name) : t('errors:uploadFailed', { name: entry.name }) }));
        }
      } else {
        dispatch(uploadStored({ id: entry.id }));
      }
      try {
        const answer = await convertUpload(entry.sessionId, key, localDate());
        dispatch(uploadRead({ id: entry.id, kind: answer.file.kind, text: answer.file.text }));
        if (answer.file.kind === 'transcript' && store.getState().session.current?.sessionId === entry.sessionId) dispatch(transcriptSaved(answer.transcript));
        pickedFiles.delete(entry.id);
      } catch (error) {
        const { key: errorKey } = error as { key?: string };
        dispatch(
          uploadFailed({
            id: entry.id,
            error: errorKey ? messageOf(error, entry.name) : t('errors:uploadProcessingFailed', { name: entry.name, message: (error as Error).message }),
          }),
        );
      }
    },
    [dispatch, messageOf, store, t],
  );

  const enqueue = useCallback(
    (ids: string[]) => {
      for (const id of ids) {
        queue = queue.then(() => {
          const entry = store.getState().uploads.files.find((f: UploadEntry) => f.id === id);
          return entry ? process(entry) : undefined;
        });
      }
    },
    [process, store],
  );

  /** Adds picked files; returns the messages of those refused (the others start uploading). */
  const addFiles = useCallback(
    (picked: File[], documentCategory: 'previsitForm' | 'importedNotes'): string[] => {
      if (!sessionId) return [t('errors:uiStartSessionFirst')];
      const current = store.getState().uploads.files;
      if (isUploading(current)) return [t('errors:uiUploadsInProgress')];
      let total = uploadSummary(current).totalSize;
      const refusals: string[] = [];
      const added: string[] = [];
      for (const file of picked) {
        const category = categoryForFile(file.name, documentCategory);
        if (!category) {
          refusals.push(`${file.name}: ${t('errors:uiInvalidFileType', { types: allUploadExtensions().join(', ') })}`);
          continue;
        }
        const contentType = contentTypeOf(file, category);
        const refusal = uploadRefusal(category, file.name, contentType, file.size, total);
        if (refusal) {
          refusals.push(`${file.name}: ${t(`errors:${refusal.key}`, refusal.values)}`);
          continue;
        }
        const id = newUploadId();
        pickedFiles.set(id, file);
        dispatch(uploadQueued({ id, sessionId, category, name: file.name, size: file.size, contentType }));
        total += file.size;
        added.push(id);
      }
      enqueue(added);
      return refusals;
    },
    [dispatch, enqueue, sessionId, store, t],
  );

  const retry = useCallback((id: string) => enqueue([id]), [enqueue]);

  /** Removes a file: from storage when it got there (and what was read from it), then from the list. */
  const remove = useCallback(
    async (entry: UploadEntry): Promise<string | null> => {
      if (entry.key && entry.status !== 'queued') {
        try {
          const { deleteUpload } = await import('../../lib/api/uploads');
          await deleteUpload(entry.key);
        } catch (error) {
          return messageOf(error, entry.name);
        }
      }
      pickedFiles.delete(entry.id);
      dispatch(uploadRemoved(entry.id));
      return null;
    },
    [dispatch, messageOf],
  );

  return { files, uploading: isUploading(files), summary: uploadSummary(files), addFiles, retry, remove };
}
