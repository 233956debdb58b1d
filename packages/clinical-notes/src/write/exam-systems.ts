// The body system an examination finding is about, from the words that say what was examined
// ("lungs are clear" -> respiratory), so the examination reads system by system. The words are
// data (rules/<lang>/draft.json "exam-systems", read by word-rules.ts: "wheez*" is wheeze,
// wheezing); the first system whose words the finding holds is its system.
import type { Lang } from '../language';
import { foldedWords, holdsAny } from './word-rules';
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

/** The body system of an examination finding, or undefined when its words do not say. */
export function examSystemOf(text: string, lang: Lang): string | undefined {
  const words = foldedWords(text);
  return RULES[lang].find((rule) => holdsAny(words, rule.words))?.system;
}
