// The body system an examination finding is about, from the words that say what was examined
// ("lungs are clear" -> respiratory), so the examination reads system by system. The words are
// data (rules/<lang>/draft.json "exam-systems"): a phrase of whole words, or a word ending in
// "*" for every word it begins ("wheez*": wheeze, wheezing); the first system whose words the
// finding holds is its system.
import type { Lang } from '../language';
import { fold } from '../text/fold';
import draftEn from '../../rules/en/draft.json';
import draftFr from '../../rules/fr/draft.json';

export interface ExamSystemRule {
  system: string;
  words: string[];
  /** A finding of this system, for the rule's test. */
  example: string;
}

const RULES: Record<Lang, ExamSystemRule[]> = { en: draftEn['exam-systems'], fr: draftFr['exam-systems'] };

/** The rules of a language, in the order they are tried. */
export const examSystemRules = (lang: Lang): readonly ExamSystemRule[] => RULES[lang];

const wordsOf = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether the words of a finding hold `phrase` (whole words; a last word ending in "*" as a beginning). */
function holds(words: string[], phrase: string): boolean {
  const wanted = wordsOf(phrase);
  const prefix = phrase.endsWith('*');
  return words.some((_, at) =>
    wanted.every((word, i) => {
      const said = words[at + i];
      if (said === undefined) return false;
      return prefix && i === wanted.length - 1 ? said.startsWith(word) : said === word;
    }),
  );
}

/** The body system of an examination finding, or undefined when its words do not say. */
export function examSystemOf(text: string, lang: Lang): string | undefined {
  const words = wordsOf(text);
  return RULES[lang].find((rule) => rule.words.some((phrase) => holds(words, phrase)))?.system;
}
