// Word boundaries that know every alphabet. In JavaScript `\b` and `\w` know only ASCII letters, even with the `u` flag: an
// accented letter is a boundary, so /\bme\b/ finds "me" at the end of "problème", and "voilà\b" never ends before a space.
// A pattern that reads French (or any text with accents) is written with `\b` as usual and given to `unicodeWords`, which
// makes each `\b` a boundary between a letter or digit of any alphabet and what is not one.

/** A character of a word, in any alphabet. */
export const WORD_CHARACTER = '[\\p{L}\\p{N}_]';
const BOUNDARY = `(?:(?<=${WORD_CHARACTER})(?!${WORD_CHARACTER})|(?<!${WORD_CHARACTER})(?=${WORD_CHARACTER}))`;

/** The pattern with each `\b` a boundary of words in any alphabet, and the `u` flag it needs. */
export function unicodeWords(pattern: RegExp): RegExp {
  const source = pattern.source.replace(/\\\\|\\b/g, (escape) => (escape === '\\b' ? BOUNDARY : escape));
  return new RegExp(source, pattern.flags.includes('u') ? pattern.flags : `${pattern.flags}u`);
}
