// Where each sentence of a note is among its items: the notes panel draws every sentence
// of an item's text on its own. Read exactly as readNoteSections reads the note (the
// label, then the text, split by the same sentence splitter), so the places come in the
// order of the evidence report's sentences. A list number before an item's text is not a sentence.
import type { NoteSection } from '../draft/types';
import type { NoteSentencePlace } from './types';
import { splitSentences } from '../transcript/parse';
import { listNumberLength } from './note-text';

/** One place per sentence of the note, offsets into the item's text (a sentence's label part is left out). */
export function noteSentencePlaces(sections: readonly NoteSection[], language: 'en' | 'fr' = 'en'): NoteSentencePlace[] {
  const colon = language === 'fr' ? ' : ' : ': ';
  return sections.flatMap((s, section) =>
    s.items.flatMap((c, item) => {
      const prefix = c.title ? `${c.title}${colon}`.length : 0;
      // A list number ("1. ") is read as layout: the sentences start after it.
      const number = listNumberLength(c.body);
      const body = c.body.slice(number);
      const line = c.title ? `${c.title}${colon}${body}` : body;
      return splitSentences(line).map(({ start, end }) => ({
        section,
        item,
        start: Math.max(0, start - prefix) + number,
        end: Math.max(0, end - prefix) + number,
      }));
    }),
  );
}
