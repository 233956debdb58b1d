// "Upload a note to generate a prompt": an uploaded note (.txt, .doc, .docx, .pdf, under
// 10MB, not empty) → a note template: its title, its sections (the document's headings, in
// order) and the prompt a language model gets to write notes like it.
//
// With a language model configured, the model writes the prompt from the document's
// structure and style (the document's text goes to it, cut to 12 000 characters), within a
// time limit; if it fails, times out or answers nothing, the prompt is written from the
// headings (source 'headings'), as it is without a model.
//
// Checks come in the order of their cost: the type (from the name), the size (from the base64
// length, before decoding), then reading. Refusals are NoteImportRefused with the catalogue
// key the site shows; the API answers them as its refusals (api/domain-refusals.ts).
// The document's text is never logged.
import { logger } from 'firebase-functions/v2';
import { noteSourceFileError } from '../../shared/limits';
import {
  base64DecodedSize,
  base64Payload,
  NOTE_IMPORT_TEXT_MAX_CHARS,
  NOTE_IMPORT_UNREADABLE_KEY,
  type NoteImportRequest,
  type NoteImportResult,
} from '../../shared/note-import';
import type { NoteModel } from '../../providers/notes/types';
import {
  extractDocument,
  NoTextInFile,
  UnreadableFile,
  type ExtractedDocument,
  type ExtractOptions,
} from '../../providers/files/extract-text';
import { findStructure, type NoteStructure } from './headings';
import { headingsPrompt, modelRequest, tidyModelPrompt } from './prompt-text';

export type NoteImportRefusalKey =
  'uiInvalidFileType' | 'uiEmptyFile' | 'uiFileTooLarge' | typeof NOTE_IMPORT_UNREADABLE_KEY | 'invalidContent';

/** The file is refused; `key` says why (the catalogue key, or 'invalidContent' for a payload that is not base64). */
export class NoteImportRefused extends Error {
  override readonly name = 'NoteImportRefused';
  constructor(
    readonly key: NoteImportRefusalKey,
    /** For tests and logs: never the document's text. */
    readonly reason: string = key,
  ) {
    super(`Note file refused: ${reason}`);
  }
}

/** noteSourceFileError's verdict (one of its three keys), as a refusal key. */
function fileRule(fileName: string, size: number): NoteImportRefusalKey | null {
  const key = noteSourceFileError(fileName, size);
  if (key === 'uiInvalidFileType' || key === 'uiEmptyFile' || key === 'uiFileTooLarge') return key;
  if (key) throw new Error(`noteSourceFileError gave an unexpected key: ${key}`);
  return null;
}

/** The file's bytes, after the checks that need no decoding (type, then size). */
export function decodeNoteFile(request: NoteImportRequest): Buffer {
  const payload = base64Payload(request.contentBase64);
  const size = base64DecodedSize(payload);
  const typeError = fileRule(request.fileName, 1);
  if (typeError) throw new NoteImportRefused(typeError);
  if (size === null) throw new NoteImportRefused('invalidContent');
  const sizeError = fileRule(request.fileName, size);
  if (sizeError) throw new NoteImportRefused(sizeError);
  return Buffer.from(payload, 'base64');
}

export interface NoteImportOptions {
  /** The language model that writes the prompt; null: the headings prompt. */
  model: NoteModel | null;
  /** The model gets this long (default 30 s) before the headings prompt is used instead. */
  modelTimeoutMs?: number;
  /** Limits of reading the file. */
  extract?: ExtractOptions;
  /** Told when the model failed and the headings prompt was used (default: a warning with the error's code only). */
  onModelFailure?: (error: unknown) => void;
}

const DEFAULT_MODEL_TIMEOUT_MS = 30_000;

function logModelFailure(error: unknown): void {
  const code =
    typeof (error as { code?: unknown })?.code === 'string'
      ? (error as { code: string }).code
      : error instanceof Error
        ? error.name
        : 'unknown';
  logger.warn('Prompt from an uploaded note: the language model failed; the headings prompt is used', { code });
}

/** The template of an uploaded note (`bytes`: the content of `fileName`). */
export async function importNote(fileName: string, bytes: Uint8Array, options: NoteImportOptions): Promise<NoteImportResult> {
  const sizeError = fileRule(fileName, bytes.byteLength);
  if (sizeError) throw new NoteImportRefused(sizeError);
  let document: ExtractedDocument;
  try {
    document = await extractDocument(fileName, bytes, options.extract);
  } catch (error) {
    if (error instanceof NoTextInFile) throw new NoteImportRefused('uiEmptyFile', 'no text');
    if (error instanceof UnreadableFile) throw new NoteImportRefused(NOTE_IMPORT_UNREADABLE_KEY, error.reason);
    throw error;
  }
  const structure = findStructure(document.blocks, fileName);
  const text = document.text.slice(0, NOTE_IMPORT_TEXT_MAX_CHARS).trimEnd();
  const fromModel = options.model ? await modelPrompt(options.model, structure, document.text, options) : '';
  return {
    title: structure.title,
    sections: structure.sections,
    prompt: fromModel || headingsPrompt(structure),
    source: fromModel ? 'model' : 'headings',
    text,
  };
}

/** The request of POST /customize-notes/generate-prompt-from-note → the template. */
export async function promptFromNote(request: NoteImportRequest, options: NoteImportOptions): Promise<NoteImportResult> {
  return importNote(request.fileName, decodeNoteFile(request), options);
}

/** The model's prompt, or '' when it failed (the caller then uses the headings prompt). */
async function modelPrompt(model: NoteModel, structure: NoteStructure, documentText: string, options: NoteImportOptions): Promise<string> {
  const { system, user } = modelRequest(structure, documentText);
  try {
    const answer = await model.generate({
      system,
      user,
      maxTokens: 1500,
      temperature: 0.2,
      signal: AbortSignal.timeout(options.modelTimeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS),
    });
    const prompt = tidyModelPrompt(answer, structure);
    if (!prompt) throw new Error('empty answer');
    return prompt;
  } catch (error) {
    (options.onModelFailure ?? logModelFailure)(error);
    return '';
  }
}
