// A note as plain text: headings in capitals as written by the template, a blank line after
// each, items as "Title: body" lines (bullet style: "- " before each item). Used by the
// command line, copy and download, and by the quality benchmark.
import type { GeneratedNote } from './types';

export interface RenderOptions {
  bullets?: boolean;
  /** French puts a space before a colon. */
  language?: 'en' | 'fr';
}

/** The note as plain text, one line per item. */
export function renderNoteText(note: GeneratedNote, options: RenderOptions = {}): string {
  const out: string[] = [];
  for (const section of note.noteSubheadings) {
    out.push(section.subheadingTitle, '');
    for (const c of section.content) {
      const colon = options.language === 'fr' ? ' : ' : ': ';
      const line = c.stringTitle ? `${c.stringTitle}${colon}${c.stringBody}` : c.stringBody;
      out.push(options.bullets ? `- ${line}` : line);
    }
    out.push('');
  }
  return out.join('\n').trim() + '\n';
}
