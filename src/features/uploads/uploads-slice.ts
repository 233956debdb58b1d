// The session's uploaded files as the client sees them:
// each file with its category, name, size and progress, and what was read from it. Never
// persisted (they are patient data), and emptied when a session starts, is cleared or the user
// logs out. The per-category counts, names and sizes and the totals are derived.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectReducer } from '../../app/root-reducer';
import { UPLOAD_CATEGORIES, type UploadCategory } from '@shared/upload-categories';
import type { ConversionKind } from '@shared/uploads';
import { loggedOut } from '../auth/model';
import { sessionCleared, sessionStarted } from '../session/model';

/** queued → uploading (bytes going to storage) → reading (transcription, text extraction, OCR) → done; or failed. */
export type UploadStatus = 'queued' | 'uploading' | 'reading' | 'done' | 'failed';

export interface UploadEntry {
  /** The upload id: kept across retries, so a retry overwrites the same stored object. */
  id: string;
  sessionId: string;
  category: UploadCategory;
  name: string;
  size: number;
  contentType: string;
  status: UploadStatus;
  /** Bytes sent so far, 0..size. */
  sent: number;
  /** The stored object's key, once the server has approved the upload. */
  key?: string;
  /** Failed: the message to show; `stored` says whether the bytes are on the server (then only reading failed). */
  error?: UploadMessage;
  stored?: boolean;
  /** Done: what was read from the file. */
  kind?: ConversionKind;
  text?: string;
}

/** A message about one file, as a translation key (with namespace) and its values. */
export interface UploadMessage {
  key: string;
  values?: Record<string, string>;
}

export interface UploadsState {
  files: UploadEntry[];
}

const initialState: UploadsState = { files: [] };

const uploadsSlice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {
    uploadQueued(state, action: PayloadAction<Omit<UploadEntry, 'status' | 'sent'>>) {
      state.files.push({ ...action.payload, status: 'queued', sent: 0 });
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; sent: number }>) {
      const file = state.files.find((f) => f.id === action.payload.id);
      if (file) {
        file.status = 'uploading';
        file.sent = Math.min(file.size, action.payload.sent);
      }
    },
    uploadStarted(state, action: PayloadAction<{ id: string; key?: string }>) {
      const file = state.files.find((f) => f.id === action.payload.id);
      if (file) {
        file.status = 'uploading';
        file.error = undefined;
        if (action.payload.key) file.key = action.payload.key;
      }
    },
    uploadStored(state, action: PayloadAction<{ id: string }>) {
      const file = state.files.find((f) => f.id === action.payload.id);
      if (file) {
        file.status = 'reading';
        file.sent = file.size;
        file.stored = true;
      }
    },
    uploadRead(state, action: PayloadAction<{ id: string; kind: ConversionKind; text: string }>) {
      const file = state.files.find((f) => f.id === action.payload.id);
      if (file) Object.assign(file, { status: 'done', kind: action.payload.kind, text: action.payload.text, error: undefined });
    },
    /** Retry: the file goes back in the queue under the same upload id. */
    uploadRetried(state, action: PayloadAction<string>) {
      const file = state.files.find((f) => f.id === action.payload);
      if (file) Object.assign(file, { status: 'queued', error: undefined });
    },
    uploadFailed(state, action: PayloadAction<{ id: string; error: UploadMessage }>) {
      const file = state.files.find((f) => f.id === action.payload.id);
      if (file) Object.assign(file, { status: 'failed', error: action.payload.error });
    },
    /** A session reopened after a reload: its stored files, with what was read from them. */
    uploadsRestored(_state, action: PayloadAction<UploadEntry[]>) {
      return { files: action.payload };
    },
    uploadRemoved(state, action: PayloadAction<string>) {
      state.files = state.files.filter((f) => f.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionStarted, () => initialState);
    builder.addCase(sessionCleared, () => initialState);
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  uploadQueued,
  uploadProgressed,
  uploadStarted,
  uploadStored,
  uploadRead,
  uploadRetried,
  uploadFailed,
  uploadsRestored,
  uploadRemoved,
} = uploadsSlice.actions;
export const uploadsReducer = uploadsSlice.reducer;
injectReducer('uploads', uploadsReducer);

export const selectUploads = (state: { uploads: UploadsState }) => state.uploads.files;

/** The next file waiting for its turn, if any. */
export const nextQueued = (files: readonly UploadEntry[]) => files.find((f) => f.status === 'queued');

/** A file still on its way (no more files may be added meanwhile). */
export const isUploading = (files: readonly UploadEntry[]) => files.some((f) => f.status === 'queued' || f.status === 'uploading');

/** Per category: count, names and sizes; and the totals (failed uploads that stored nothing do not count). */
export function uploadSummary(files: readonly UploadEntry[]) {
  const counted = files.filter((f) => f.status !== 'failed' || f.stored);
  const categories = Object.fromEntries(
    UPLOAD_CATEGORIES.map((category) => {
      const mine = counted.filter((f) => f.category === category);
      return [
        category,
        { count: mine.length, names: mine.map((f) => f.name), sizes: mine.map((f) => f.size), size: mine.reduce((n, f) => n + f.size, 0) },
      ];
    }),
  ) as Record<UploadCategory, { count: number; names: string[]; sizes: number[]; size: number }>;
  return { categories, totalCount: counted.length, totalSize: counted.reduce((n, f) => n + f.size, 0) };
}
