// An uploaded document (a pre-visit form, a prior note: pdf, docx, doc, txt) → its text,
// through the document reader the note importer uses too (../providers/files/extract-text.ts: libraries in a
// worker thread with time and memory limits). Its errors become this module's FileUnreadable.
// A scanned PDF has no text layer: that is an unreadable file here (OCR of PDF pages is not done).
import { NoTextInFile, UnreadableFile, extractDocument, type ExtractOptions } from '../providers/files/extract-text';
import { FileUnreadable, extensionOf } from '../providers/files/errors';

export { FileUnreadable } from '../providers/files/errors';

/** Extensions accepted as documents. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'doc', 'txt'] as const;

/** The text of `bytes` (the content of `fileName`). */
export async function documentToText(bytes: Buffer, fileName: string, options: ExtractOptions = {}): Promise<string> {
  const extension = extensionOf(fileName);
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new FileUnreadable(`.${extension || '(none)'} is not an accepted document type (${DOCUMENT_EXTENSIONS.join(', ')})`);
  }
  if (bytes.length === 0) throw new FileUnreadable('the file is empty');
  try {
    return (await extractDocument(fileName, bytes, options)).text;
  } catch (error) {
    if (error instanceof UnreadableFile) throw new FileUnreadable(error.reason);
    if (error instanceof NoTextInFile) throw new FileUnreadable('the file has no text (a scanned PDF needs to be sent as images)');
    throw error;
  }
}
