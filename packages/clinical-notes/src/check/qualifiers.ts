// A finding a note names with a circumstance right after it ("no pain with movement", "denies
// chest pain while doing exercises", "no pain to palpation of the knee") makes a narrower
// claim than the finding itself: denied so, it does not deny the finding the visit holds (the
// knee hurts, only not when moved). The circumstances are rule data, per language
// (rules/<lang>/qualifiers.json), each with the note sentence it serves.
import type { Lang } from '../language';
import type { Token } from '../nlp/tokens';
import { fold } from '../text/fold';
import qualifiersEn from '../../rules/en/qualifiers.json';
import qualifiersFr from '../../rules/fr/qualifiers.json';

export interface QualifierRule {
  /** The words that open the circumstance, right after the finding ... */
  literal: string;
  /** ... the note sentence the rule serves ... */
  example: string;
  /** ... and the concept it qualifies there. */
  target: string;
}

export const QUALIFIERS: Record<Lang, readonly QualifierRule[]> = { en: qualifiersEn, fr: qualifiersFr };

const compiled = new Map<Lang, string[][]>();
const wordsOf = (lang: Lang) => {
  let out = compiled.get(lang);
  if (!out) {
    out = QUALIFIERS[lang].map((r) => fold(r.literal).split(/\s+/));
    compiled.set(lang, out);
  }
  return out;
};

/** Whether the words from `at` on (skipped fillers left out) open a circumstance of a finding said just before. */
export function qualifiedAt(tokens: readonly Token[], at: number, lang: Lang): boolean {
  const words = tokens.slice(at).filter((t) => !t.skip);
  return wordsOf(lang).some((literal) => literal.every((w, k) => words[k] !== undefined && (words[k].folded ?? fold(words[k].text)) === w));
}
