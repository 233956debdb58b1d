// English or French, told from the short words a text uses most: the language of a
// transcript (offline notes) and of an uploaded note (note import) alike.
export type TextLanguage = 'en' | 'fr';

const FRENCH_WORDS = new Set([
  'je',
  'vous',
  'est',
  'pas',
  'le',
  'la',
  'les',
  'des',
  'du',
  'et',
  'une',
  'avec',
  'pour',
  'dans',
  'sur',
  'au',
  'aux',
  'que',
  'qui',
  'ou',
  'par',
  'ses',
  'son',
  'mais',
  'oui',
  'non',
  "j'ai",
  "c'est",
  "qu'il",
  'depuis',
  'mal',
  'très',
  'aussi',
  'douleur',
]);
const ENGLISH_WORDS = new Set([
  'i',
  'you',
  'the',
  'is',
  'and',
  'have',
  'with',
  'for',
  'not',
  'yes',
  'no',
  'that',
  "it's",
  'my',
  'your',
  'pain',
  'okay',
  'of',
  'to',
  'in',
  'on',
  'an',
  'are',
  'was',
  'by',
  'or',
  'his',
  'her',
  'their',
  'what',
]);
/** Only the start of a long text is read. */
const SAMPLE_CHARS = 50_000;
/** With fewer telling words than this (headings only: "Évaluation", "Motif de consultation"), accents tell. */
const FEW_WORDS = 5;

/**
 * The language a text is written in, English or French (English when it cannot tell).
 * A word with an apostrophe counts whole when listed ("j'ai", "it's"), else by its parts
 * ("qu'est" counts "est").
 */
export function detectLanguage(text: string): TextLanguage {
  const words =
    text
      .toLowerCase()
      .slice(0, SAMPLE_CHARS)
      .replace(/’/g, "'")
      .match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];
  let french = 0;
  let english = 0;
  const count = (word: string): void => {
    if (FRENCH_WORDS.has(word)) french += 1;
    else if (ENGLISH_WORDS.has(word)) english += 1;
  };
  for (const word of words) {
    if (FRENCH_WORDS.has(word) || ENGLISH_WORDS.has(word) || !word.includes("'")) count(word);
    else word.split("'").forEach(count);
  }
  if (french + english < FEW_WORDS) {
    const accented = words.filter((word) => /[àâçéèêëîïôûùüÿœ]/.test(word)).length;
    return accented >= 2 || french > english ? 'fr' : 'en';
  }
  return french > english ? 'fr' : 'en';
}
