// How a clinician asks whether the patient takes a medication ("are you still taking the
// sertraline?", "vous prenez toujours la sertraline ?"): a "yes" to it makes the medication one
// taken now. The words are data (rules/<lang>/taking.json).
import takingEn from '../../rules/en/taking.json';
import takingFr from '../../rules/fr/taking.json';
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import type { ReadSentence } from './read-sentences';

export const TAKING_RULES: Record<Lang, { words: string[]; example: string; expect: string[]; offer: string }> = {
  en: takingEn,
  fr: takingFr,
};

const takingIndex = indexPerLanguage((lang) => TAKING_RULES[lang].words.map((w) => [w, true] as const));

/** Whether a question asks whether the patient takes what it names. */
export const asksTaking = (s: ReadSentence, lang: Lang): boolean => takingIndex(lang).find(s).length > 0;
