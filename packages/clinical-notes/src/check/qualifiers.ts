// A finding a note names with a circumstance right after it ("no pain with movement", "denies
// chest pain while doing exercises", "no pain to palpation of the knee") makes a narrower
// claim than the finding itself: denied so, it does not deny the finding the visit holds (the
// knee hurts, only not when moved). The circumstances are rule data, per language
// (rules/<lang>/qualifiers.json), each with the note sentence it serves.
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import type { Sentence } from '../nlp/tokens';
import qualifiersEn from '../../rules/en/qualifiers.json';
import qualifiersFr from '../../rules/fr/qualifiers.json';

export interface QualifierRule {
  /** The words that open the circumstance, right after the finding ... */
  literal: string;
  /** ... the note sentence the rule serves ... */
  example: string;
  /** ... and the concept it qualifies there. */
  target: string;
  /** Followed by a number it says a time window, no circumstance ("in the past 6 months" against "in the past"). */
  notBeforeNumber?: boolean;
}

export const QUALIFIERS: Record<Lang, readonly QualifierRule[]> = { en: qualifiersEn, fr: qualifiersFr };

const qualifierIndex = indexPerLanguage((lang) => QUALIFIERS[lang].map((rule) => [rule.literal, rule] as const));

/** Whether the words from token `at` on (skipped fillers passed over) open a circumstance of a finding said just before. */
export function qualifiedAt(sentence: Sentence, at: number, lang: Lang): boolean {
  let from = at;
  while (from < sentence.tokens.length && sentence.tokens[from].skip) from += 1;
  const m = from < sentence.tokens.length ? qualifierIndex(lang).matchAt(sentence, from) : null;
  if (m === null) return false;
  const next = sentence.tokens.slice(m.to).find((t) => !t.skip);
  const number = next !== undefined && (next.pos === 'NUM' || /^\d/.test(next.text));
  return !(number && m.values.some((rule) => rule.notBeforeNumber));
}
