// The text of a session's uploaded documents and images as one source for the offline writer
// and the note check: each file's text as a paragraph (recordings are in the transcript).
import type { ConvertedFile } from '../../shared/uploads';

export function filesText(files: readonly ConvertedFile[] | undefined): string {
  return (files ?? [])
    .filter((file) => file.kind !== 'transcript' && file.text.trim())
    .map((file) => file.text.trim())
    .join('\n\n');
}
