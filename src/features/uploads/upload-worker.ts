// Uploads run one file at a time, in the order picked: the server approves the file and
// hands out a presigned PUT, the bytes go straight to storage with a progress bar, and the
// server reads the stored file into the session (a recording's transcript, a document's or
// image's text). A failed step keeps the file in the list with its message; a retry reuses
// the upload id, so the stored object is overwritten rather than duplicated. One file's
// failure touches nothing else in the session.
import { isAnyOf } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../app/api';
import type { StartAppListening } from '../../app/listeners';
import { transcriptSaved } from '../session/model';
import { uploadsApi } from './api';
import { pickedFiles } from './picked-files';
import { putFile } from './put-file';
import {
  nextQueued,
  uploadFailed,
  uploadProgressed,
  uploadQueued,
  uploadRead,
  uploadRetried,
  uploadStarted,
  uploadStored,
  type UploadEntry,
  type UploadMessage,
} from './uploads-slice';

const localDate = () => new Date().toLocaleDateString('en-CA');

/** The message of a refusal or failure about file `name`. */
export function uploadMessage(
  error: unknown,
  name: string,
  fallback: 'uploadFailed' | 'uploadProcessingFailed' = 'uploadFailed',
): UploadMessage {
  const { key, message, values } = (error ?? {}) as Partial<ApiFailure>;
  if (key) return { key: `errors:${key}`, values: { name, ...values, ...(message ? { defaultValue: message } : {}) } };
  return { key: `errors:${fallback}`, values: { name, message: message ?? '' } };
}

type Dispatch = Parameters<Parameters<StartAppListening>[0]['effect']>[1]['dispatch'];

/** Approves and stores the file's bytes; resolves with its key, or null when that failed (and was said). */
async function store(dispatch: Dispatch, entry: UploadEntry): Promise<string | null> {
  const file = pickedFiles.get(entry.id);
  if (!file) {
    dispatch(uploadFailed({ id: entry.id, error: uploadMessage(null, entry.name) }));
    return null;
  }
  dispatch(uploadStarted({ id: entry.id }));
  try {
    const presigned = await dispatch(
      uploadsApi.endpoints.presignUpload.initiate({
        sessionId: entry.sessionId,
        category: entry.category,
        uploadId: entry.id,
        fileName: entry.name,
        contentType: entry.contentType,
        size: entry.size,
      }),
    ).unwrap();
    dispatch(uploadStarted({ id: entry.id, key: presigned.key }));
    await putFile(presigned.url, presigned.headers, file, (sent) => dispatch(uploadProgressed({ id: entry.id, sent })));
    dispatch(uploadStored({ id: entry.id }));
    return presigned.key;
  } catch (error) {
    const status = (error as { status?: number }).status;
    const refused = status !== undefined && status >= 400 && status < 500;
    dispatch(uploadFailed({ id: entry.id, error: refused ? uploadMessage(error, entry.name) : uploadMessage(null, entry.name) }));
    return null;
  }
}

export function registerUploadWorker(startAppListening: StartAppListening): void {
  let running = false;
  startAppListening({
    matcher: isAnyOf(uploadQueued, uploadRetried),
    effect: async (_action, { dispatch, getState }) => {
      if (running) return;
      running = true;
      try {
        for (let entry = nextQueued(getState().uploads.files); entry; entry = nextQueued(getState().uploads.files)) {
          const key = entry.stored && entry.key ? entry.key : await store(dispatch, entry);
          if (!key) continue;
          if (entry.stored) dispatch(uploadStored({ id: entry.id }));
          try {
            const answer = await dispatch(
              uploadsApi.endpoints.convertUpload.initiate({ sessionId: entry.sessionId, key, localDate: localDate() }),
            ).unwrap();
            dispatch(uploadRead({ id: entry.id, kind: answer.file.kind, text: answer.file.text }));
            if (answer.file.kind === 'transcript' && getState().session.current?.sessionId === entry.sessionId)
              dispatch(transcriptSaved(answer.transcript));
            pickedFiles.forget(entry.id);
          } catch (error) {
            dispatch(uploadFailed({ id: entry.id, error: uploadMessage(error, entry.name, 'uploadProcessingFailed') }));
          }
        }
      } finally {
        running = false;
      }
    },
  });
}
