// The words a vital-sign line names its reading with ("Heart rate: 72 beats per minute."): the
// sign's names and units of rules/<lang>/exam.json. Such a line asserts a reading, not that a heart
// or beats are there: a passage denying "missing beats" or a "racing heart" says nothing of it.
import { LANGUAGES } from '../language';
import { EXAM_RULES } from '../visit/examination';

/** The lower-case words of every vital sign's names and units, in both languages. */
export const VITAL_WORDS: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((lang) => EXAM_RULES[lang].vitals.flatMap((v) => [v.name, ...(v.noteNames ?? []), ...(v.units ?? [])])).flatMap(
    (name) => name.toLowerCase().split(/\s+/),
  ),
);

/** Whether a sentence gives a reading in figures ("Heart rate: 72 beats per minute.", "Blood pressure is 128/78."). */
export const givesReading = (text: string): boolean => /\d/.test(text);
