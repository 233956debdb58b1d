// The one matcher of the draft's word rules (rules/<lang>/draft.json "exam-systems",
// "statement-classes"): a rule word is a phrase of whole words, its last word ending in "*"
// for every word it begins ("improv*": improved, improving), or one word starting with "*"
// for every word it ends ("*ologist": cardiologist). Words are compared folded (case, accents).
import { fold } from '../text/fold';

/** The folded words of a text. */
export const foldedWords = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

function wordMatches(said: string, word: string, rule: string, last: boolean): boolean {
  if (last && rule.endsWith('*')) return said.startsWith(word);
  if (rule.startsWith('*')) return said.endsWith(word);
  return said === word;
}

/** Whether the words of a text hold the rule word `phrase`. */
export function holdsPhrase(words: readonly string[], phrase: string): boolean {
  const wanted = foldedWords(phrase);
  if (wanted.length === 0) return false;
  return words.some((_, at) =>
    wanted.every((word, i) => words[at + i] !== undefined && wordMatches(words[at + i], word, phrase, i === wanted.length - 1)),
  );
}

/** Whether the words of a text hold any of the rule words. */
export const holdsAny = (words: readonly string[], phrases: readonly string[]): boolean =>
  phrases.some((phrase) => holdsPhrase(words, phrase));
