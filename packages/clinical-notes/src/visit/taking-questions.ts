// How a clinician asks whether the patient takes a medication ("are you still taking the
// sertraline?", "vous prenez toujours la sertraline ?"): a "yes" to it makes the medication one
// taken now. The words are data (rules/<lang>/taking.json).
import takingEn from '../../rules/en/taking.json';
import takingFr from '../../rules/fr/taking.json';
import { perLanguage, type Lang } from '../language';
import { phraseKeys } from '../nlp/analyse';
import type { ReadSentence } from './read-sentences';

export const TAKING_RULES: Record<Lang, { words: string[]; example: string; expect: string[]; offer: string }> = {
  en: takingEn,
  fr: takingFr,
};

const takingKeys = perLanguage((lang) => TAKING_RULES[lang].words.map((w) => phraseKeys(w, lang)));

/** Whether a question asks whether the patient takes what it names. */
export function asksTaking(s: ReadSentence, lang: Lang): boolean {
  const keys = s.tokens.filter((t) => !t.skip).map((t) => t.key);
  return takingKeys(lang).some((words) => words.length > 0 && keys.some((_, at) => words.every((w, k) => keys[at + k] === w)));
}
