// The text of a session's uploaded documents and images as one source for the offline writer
// and the note check: each file's text as a paragraph (recordings are in the transcript).

/** What the text layer reads of an uploaded file: its kind and the text drawn from it. */
export interface FileText {
  kind: string;
  text: string;
}

export function filesText(files: readonly FileText[] | undefined): string {
  return (files ?? [])
    .filter((file) => file.kind !== 'transcript' && file.text.trim())
    .map((file) => file.text.trim())
    .join('\n\n');
}
