// A note as plain text, for copying and for the .txt download: the note's title, then
// each heading and its items ("Label: text" when an item has a label).
import type { SessionNote } from '@shared/notes';

export function noteAsText(note: SessionNote, title: string): string {
  const lines = [title.toUpperCase(), ''];
  for (const section of note.noteSubheadings) {
    lines.push(section.subheadingTitle);
    for (const item of section.content) lines.push(`- ${item.stringTitle ? `${item.stringTitle}: ` : ''}${item.stringBody}`);
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

export function notesAsText(notes: Array<{ note: SessionNote; title: string }>): string {
  return notes.map(({ note, title }) => noteAsText(note, title)).join('\n');
}
