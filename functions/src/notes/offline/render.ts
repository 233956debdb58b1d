// A note as plain text, written by the product's one renderer (shared/note-text): headings in
// capitals as written by the template, items as "Title: body" lines under them ("Title : body"
// in French), bullet style with "- " before each item. Used by the command line and the
// benchmarks; the site's copy and download and the exports write notes the same way.
import { noteText } from '../../shared/note-text';
import type { GeneratedNote } from './types';

export interface RenderOptions {
  bullets?: boolean;
  /** French punctuation: a space before : ; ! ? and inside « ». */
  language?: 'en' | 'fr';
}

/** The note as plain text, one line per item. */
export function renderNoteText(note: GeneratedNote, options: RenderOptions = {}): string {
  return noteText(note.sections, { language: options.language, bullets: options.bullets ?? false });
}
