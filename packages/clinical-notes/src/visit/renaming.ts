// The clinician giving a condition just named its proper name ("an ear infection, what we
// call acute otitis media"): the two names are one impression, the one given after them. The
// words are data (rules/<lang>/renaming.json).
import renamingEn from '../../rules/en/renaming.json';
import renamingFr from '../../rules/fr/renaming.json';
import { perLanguage, type Lang } from '../language';
import { phraseKeys } from '../nlp/analyse';
import type { Mention, ReadSentence } from './read-sentences';

export const RENAMING_RULES: Record<Lang, { words: string[]; example: string; expect: string[] }> = { en: renamingEn, fr: renamingFr };

/** How many other words may stand between the two names beside the renaming words ("..., | what we call | an | ..."). */
const OTHER_WORDS = 2;

const renamingKeys = perLanguage((lang) => RENAMING_RULES[lang].words.map((w) => phraseKeys(w, lang)));

/** Whether the words said between two conditions of a sentence give the first its proper name, the second. */
export function renames(s: ReadSentence, first: Mention, second: Mention, lang: Lang): boolean {
  if (first.to > second.from) return false;
  const between = s.tokens
    .slice(first.to, second.from)
    .filter((t) => !t.skip && /[\p{L}\p{N}]/u.test(t.text))
    .map((t) => t.key);
  return renamingKeys(lang).some(
    (words) =>
      between.length - words.length <= OTHER_WORDS &&
      between.some((_, at) => words.length > 0 && words.every((w, k) => between[at + k] === w)),
  );
}
