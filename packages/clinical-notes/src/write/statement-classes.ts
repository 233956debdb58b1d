// What a sentence of the visit is about, for the sections of a template that pick sentences
// by it: progress since the last session, treatment given in the session, the home program,
// goals, a referral asked for, and the patient's safety (risk). The words of each class are
// data (rules/<lang>/draft.json "statement-classes", read by word-rules.ts).
import type { Lang } from '../language';
import draftEn from '../../rules/en/draft.json';
import draftFr from '../../rules/fr/draft.json';
import { foldedWords, holdsAny } from './word-rules';

export const STATEMENT_CLASSES = ['progress', 'treatment', 'home-program', 'goals', 'referral-request', 'risk'] as const;
export type StatementClass = (typeof STATEMENT_CLASSES)[number];

export interface StatementClassRule {
  class: string;
  words: string[];
  /** A sentence of this class, for the rule's test. */
  example: string;
}

const RULES: Record<Lang, StatementClassRule[]> = { en: draftEn['statement-classes'], fr: draftFr['statement-classes'] };

/** The rules of a language. */
export const statementClassRules = (lang: Lang): readonly StatementClassRule[] => RULES[lang];

/** Whether a sentence (in `lang`) is of the class: it holds one of the class's words. */
export function isOfClass(text: string, lang: Lang, statementClass: StatementClass): boolean {
  const rule = RULES[lang].find((r) => r.class === statementClass);
  return !!rule && holdsAny(foldedWords(text), rule.words);
}
