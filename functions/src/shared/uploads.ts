// Session file uploads (/uploads/*): the four file categories, the file types each accepts, the
// size rules (no empty file, 15MB in total per session), the request schemas, and the
// object keys the files are stored under. Shared by the site and the functions: no SDK
// imports here, only zod.
import { z } from 'zod';
import type { ErrorKey } from './error-catalogue';
import { UPLOAD_TOTAL_LIMIT_BYTES } from './limits';
import { localDateSchema, sessionIdSchema } from './sessions';

import { UPLOAD_CATEGORIES, type UploadCategory } from './upload-categories';

export { UPLOAD_CATEGORIES, type UploadCategory };

const DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  doc: ['application/msword'],
  txt: ['text/plain'],
};

/**
 * Per category: each allowed extension (lower case, no dot) and the MIME types accepted
 * with it. The first type is the canonical one, for a browser that reports none (HEIC).
 */
export const UPLOAD_TYPES: Readonly<Record<UploadCategory, Readonly<Record<string, readonly string[]>>>> = {
  avFile: {
    mp3: ['audio/mpeg', 'audio/mp3'],
    m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
    wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
    webm: ['audio/webm', 'video/webm'],
    ogg: ['audio/ogg', 'video/ogg', 'application/ogg'],
    mp4: ['video/mp4', 'audio/mp4'],
    mov: ['video/quicktime'],
  },
  previsitForm: DOCUMENT_TYPES,
  imageFile: {
    png: ['image/png'],
    jpeg: ['image/jpeg'],
    jpg: ['image/jpeg'],
    heic: ['image/heic', 'image/heif'],
  },
  importedNotes: DOCUMENT_TYPES,
};

/** The allowed extensions of `category`, for the file picker's accept list and the message (".mp3, .m4a, ..."). */
export function uploadExtensions(category: UploadCategory): string[] {
  return Object.keys(UPLOAD_TYPES[category]).map((ext) => `.${ext}`);
}

/** The lower-case extension of `fileName` without its dot, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The category a picked file goes to, by its extension: audio/video, image, or a document
 * (pdf, docx, doc, txt) as `documentCategory` (a pre-visit form or prior notes). Null when no
 * category takes it.
 */
export function categoryForFile(fileName: string, documentCategory: 'previsitForm' | 'importedNotes'): UploadCategory | null {
  const ext = extensionOf(fileName);
  if (UPLOAD_TYPES.avFile[ext]) return 'avFile';
  if (UPLOAD_TYPES.imageFile[ext]) return 'imageFile';
  if (UPLOAD_TYPES[documentCategory][ext]) return documentCategory;
  return null;
}

/** Every extension some category takes, for one file picker (".mp3, ..., .txt"). */
export function allUploadExtensions(): string[] {
  return [...new Set(UPLOAD_CATEGORIES.flatMap(uploadExtensions))];
}

/** The MIME type to send for `fileName` when the browser reports none (or null when its type is not allowed). */
export function canonicalContentType(category: UploadCategory, fileName: string): string | null {
  return UPLOAD_TYPES[category][extensionOf(fileName)]?.[0] ?? null;
}

/** "15 MB": a byte count as the messages show it. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Why an upload is refused: a catalogue key and the values of its placeholders. */
export interface UploadRefusal {
  key: ErrorKey;
  values: Record<string, string>;
}

/**
 * Why a file may not be uploaded to a session, or null when it may: a type the category
 * does not take (by extension and MIME type, which must go together), an empty file, or
 * one that takes the session's files over 15MB in total (`sessionTotalSoFar` is what is
 * already stored, as measured by the server).
 */
export function uploadRefusal(
  category: UploadCategory,
  fileName: string,
  contentType: string,
  size: number,
  sessionTotalSoFar: number,
): UploadRefusal | null {
  const allowed = UPLOAD_TYPES[category]?.[extensionOf(fileName)];
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (!allowed || !allowed.includes(type)) {
    return { key: 'uiInvalidFileType', values: { types: uploadExtensions(category).join(', ') } };
  }
  if (!Number.isFinite(size) || size <= 0) return { key: 'uiEmptyFile', values: {} };
  if (sessionTotalSoFar + size > UPLOAD_TOTAL_LIMIT_BYTES) {
    return { key: 'uiSessionUploadLimit', values: { limit: formatMegabytes(UPLOAD_TOTAL_LIMIT_BYTES) } };
  }
  return null;
}

/**
 * A file name safe inside an object key: no directories, no "..", only letters, digits,
 * dot, dash and underscore (accents dropped, anything else becomes "_"), at most 100
 * characters with its extension kept.
 */
export function safeFileName(fileName: string): string {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^[._-]+/, '');
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const ext = clean(extensionOf(base))
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);
  const stem = clean(ext ? base.slice(0, base.lastIndexOf('.')) : base).replace(/\.+$/, '');
  const shortStem = stem.slice(0, 100 - (ext ? ext.length + 1 : 0)) || 'file';
  return ext ? `${shortStem}.${ext}` : shortStem;
}

/** The folder of one user's files: every key the user may touch starts with it. */
export const userUploadPrefix = (uid: string) => `users/${uid}/`;
/** The folder of one session's files (listed for the session total, purged when the session ends). */
export const sessionUploadPrefix = (uid: string, sessionId: string) => `users/${uid}/sessions/${sessionId}/`;

/**
 * The object key of an upload: users/{uid}/sessions/{sessionId}/{category}/{fileId}-{safeName}.
 * The fileId is the client's uploadId (with "-" written "_", so the key splits back
 * unambiguously); the client keeps it when it retries an interrupted upload, so the
 * retry overwrites the same object instead of adding a second one.
 */
export function uploadKey(uid: string, sessionId: string, category: UploadCategory, uploadId: string, fileName: string): string {
  return `${sessionUploadPrefix(uid, sessionId)}${category}/${uploadId.replace(/-/g, '_')}-${safeFileName(fileName)}`;
}

/** The parts of an upload key, each a pattern of its own: users/{uid}/sessions/{sessionId}/{category}/{fileId}-{name}. */
const KEY_PARTS = {
  uid: '([^/]+)',
  sessionId: '([A-Za-z0-9_-]{8,64})',
  category: `(${UPLOAD_CATEGORIES.join('|')})`,
  fileId: '([A-Za-z0-9_]{8,64})',
  name: '([^/]+)',
};
const KEY_PATTERN = new RegExp(
  `^users/${KEY_PARTS.uid}/sessions/${KEY_PARTS.sessionId}/${KEY_PARTS.category}/${KEY_PARTS.fileId}-${KEY_PARTS.name}$`,
);

/** The parts of an upload key, or null when `key` is not one. */
export function parseUploadKey(
  key: string,
): { uid: string; sessionId: string; category: UploadCategory; fileId: string; name: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, uid, sessionId, category, fileId, name] = match;
  return { uid, sessionId, category: category as UploadCategory, fileId, name };
}

/** A client-chosen id of one upload, kept across its retries. */
export const uploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid upload id');

/** POST /uploads/presign. */
export const presignUploadRequestSchema = z.object({
  sessionId: sessionIdSchema,
  category: z.enum(UPLOAD_CATEGORIES),
  uploadId: uploadIdSchema,
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().max(255),
  size: z.number().int().nonnegative(),
});
export type PresignUploadRequest = z.infer<typeof presignUploadRequestSchema>;

/** Its answer: PUT the file's bytes to `url` with exactly `headers`, within `expiresIn` seconds. */
export const presignUploadResponseSchema = z.object({
  key: z.string(),
  url: z.string().url(),
  headers: z.record(z.string()),
  expiresIn: z.number().int().positive(),
});
export type PresignUploadResponse = z.infer<typeof presignUploadResponseSchema>;

/** POST /uploads/delete. */
export const deleteFileRequestSchema = z.object({ key: z.string().min(1).max(1024) });

/** POST /uploads/list. */
export const listFilesRequestSchema = z.object({ sessionId: sessionIdSchema });

/** One stored file of a session, as /uploads/list answers. */
export interface SessionFile {
  key: string;
  category: UploadCategory;
  name: string;
  size: number;
}

/** POST /uploads/read and /uploads/read-image: read a stored file into the session. */
export const convertFileRequestSchema = z.object({
  sessionId: sessionIdSchema,
  key: z.string().min(1).max(1024),
  /** The clinician's local date, for the usage entry of an audio file's seconds. */
  localDate: localDateSchema,
});
export type ConvertFileRequest = z.infer<typeof convertFileRequestSchema>;

/**
 * Text kept from one document or image (characters), and from all of a session's files:
 * the session document (sealed, with the transcript) must stay within Firestore's 1 MiB.
 * About 25 and 75 pages.
 */
export const MAX_FILE_TEXT = 50_000;
export const MAX_SESSION_FILES_TEXT = 150_000;

/** How a file was read: transcribed (audio/video), text extracted (documents) or OCR/vision (images). */
export type ConversionKind = 'transcript' | 'document' | 'ocr' | 'vision';

/** What was read from one uploaded file; kept (sealed) in the session's contents. */
export interface ConvertedFile {
  key: string;
  category: UploadCategory;
  name: string;
  kind: ConversionKind;
  text: string;
  /** Audio and video: the recording's length. */
  audioSeconds?: number;
}

/** The answer of /uploads/read: the file's text and the session's whole transcript after it. */
export interface ConvertFileResponse {
  file: ConvertedFile;
  transcript: string;
}

/** How the note generator names the text of a file of each category. */
export const FILE_SOURCE_LABELS: Readonly<Record<UploadCategory, string>> = {
  avFile: 'Uploaded recording',
  previsitForm: 'Pre-visit form',
  imageFile: 'Uploaded image',
  importedNotes: 'Prior notes',
};
