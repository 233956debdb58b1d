// "Upload a note to generate a prompt" (POST /customize-notes/generate-prompt-from-note):
// the request the site's Note Library sends, the answer it gets, and the limits both sides
// apply. The file rules themselves (types, 10MB, not empty) are in ./limits.ts
// (noteSourceFileError); the server checks them again on the decoded size.
//
// Shared by the site and the functions: zod only, no Node APIs.
import { z } from 'zod';

/** POST path under the API base address. */
export const NOTE_IMPORT_PATH = '/customize-notes/generate-prompt-from-note';

/** At most this many sections come out of a document. */
export const NOTE_IMPORT_MAX_SECTIONS = 20;
/** A section heading is at most this long (longer lines are not taken as headings). */
export const NOTE_IMPORT_SECTION_MAX_CHARS = 80;
/** The template's title is cut to this length. */
export const NOTE_IMPORT_TITLE_MAX_CHARS = 120;
/** The generated prompt is cut to this length. */
export const NOTE_IMPORT_PROMPT_MAX_CHARS = 20000;
/** The extracted text sent back for display is cut to this length. */
export const NOTE_IMPORT_TEXT_MAX_CHARS = 20000;

/**
 * Catalogue key of "this file could not be read" (corrupt, password-protected, a scanned PDF
 * without text, or content that is not what its extension says): HTTP 422.
 */
export const NOTE_IMPORT_UNREADABLE_KEY = 'notesUnreadableFile';

/**
 * The request: the file's name (its extension decides the type) and its bytes in base64
 * (plain base64; a `data:...;base64,` prefix, as FileReader.readAsDataURL gives, is accepted).
 * An empty contentBase64 is a valid request for an empty file (refused with uiEmptyFile).
 */
export const noteImportRequestSchema = z.object({
  fileName: z.string().trim().min(1, 'fileName is required').max(255, 'fileName is too long'),
  contentBase64: z.string(),
});
export type NoteImportRequest = z.infer<typeof noteImportRequestSchema>;

/** Where the prompt came from: the language model, or the document's headings (no model, or it failed). */
export const NOTE_IMPORT_SOURCES = ['model', 'headings'] as const;
export type NoteImportSource = (typeof NOTE_IMPORT_SOURCES)[number];

/** The answer (200). */
export const noteImportResultSchema = z.object({
  /** The template's name: the document's title line, else the file name. */
  title: z.string().min(1).max(NOTE_IMPORT_TITLE_MAX_CHARS),
  /**
   * The sections, in the document's order. When the document has no recognisable headings
   * these are the SOAP note's sections (Subjective, Objective, Assessment, Plan; in French for
   * a French document) and the prompt says to use them.
   */
  sections: z.array(z.string().min(1).max(NOTE_IMPORT_SECTION_MAX_CHARS)).min(1).max(NOTE_IMPORT_MAX_SECTIONS),
  /** The instruction a language model gets to write notes like this document. */
  prompt: z.string().min(1).max(NOTE_IMPORT_PROMPT_MAX_CHARS),
  source: z.enum(NOTE_IMPORT_SOURCES),
  /** The text read from the file, for display (cut to NOTE_IMPORT_TEXT_MAX_CHARS). */
  text: z.string().max(NOTE_IMPORT_TEXT_MAX_CHARS),
});
export type NoteImportResult = z.infer<typeof noteImportResultSchema>;

/** The base64 payload of contentBase64: without a data: URL prefix and without whitespace. */
export function base64Payload(contentBase64: string): string {
  const comma = contentBase64.startsWith('data:') ? contentBase64.indexOf(',') : -1;
  const body = comma >= 0 ? contentBase64.slice(comma + 1) : contentBase64;
  return /\s/.test(body) ? body.replace(/\s+/g, '') : body;
}

/**
 * How many bytes a base64 payload decodes to, without decoding it (so a file's size can be
 * checked first); null when it is not base64 (standard or URL-safe alphabet, padding optional).
 */
export function base64DecodedSize(payload: string): number | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) return null;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const chars = payload.length - padding;
  if (padding > 0 && payload.length % 4 !== 0) return null;
  if (chars % 4 === 1) return null;
  return Math.floor((chars * 3) / 4);
}
