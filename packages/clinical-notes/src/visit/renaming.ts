// The clinician giving a condition just named its proper name ("an ear infection, what we
// call acute otitis media"): the two names are one impression, the one given after them. The
// words are data (rules/<lang>/renaming.json).
import renamingEn from '../../rules/en/renaming.json';
import renamingFr from '../../rules/fr/renaming.json';
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import type { Mention, ReadSentence } from './read-sentences';

export const RENAMING_RULES: Record<Lang, { words: string[]; example: string; expect: string[] }> = { en: renamingEn, fr: renamingFr };

/** How many other words may stand between the two names beside the renaming words ("..., | what we call | an | ..."). */
const OTHER_WORDS = 4;

const renamingIndex = indexPerLanguage((lang) => RENAMING_RULES[lang].words.map((w) => [w, true] as const));

/** Whether the words said between two conditions of a sentence give the first its proper name, the second. */
export function renames(s: ReadSentence, first: Mention, second: Mention, lang: Lang): boolean {
  if (first.to > second.from) return false;
  const words = (from: number, to: number) => s.tokens.slice(from, to).filter((t) => !t.skip && /[\p{L}\p{N}]/u.test(t.text)).length;
  const between = words(first.to, second.from);
  return renamingIndex(lang)
    .find(s)
    .some((m) => m.from >= first.to && m.to <= second.from && between - words(m.from, m.to) <= OTHER_WORDS);
}
