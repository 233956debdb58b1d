// How a clinician asks whether the patient takes a medication ("are you still taking the
// sertraline?", "vous prenez toujours la sertraline ?"): a "yes" to it makes the medication one
// taken now. The words are data (rules/<lang>/taking.json).
import takingEn from '../../rules/en/taking.json';
import takingFr from '../../rules/fr/taking.json';
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import type { ReadSentence } from './read-sentences';

interface TakingRules {
  words: string[];
  example: string;
  expect: string[];
  offer: string;
  /** A question confirming the medications read out before it ("is that right?"), with its example and a control. */
  confirming: { words: string[]; example: string; expect: string[][]; control: string };
}

export const TAKING_RULES: Record<Lang, TakingRules> = {
  en: takingEn,
  fr: takingFr,
};

const takingIndex = indexPerLanguage((lang) => TAKING_RULES[lang].words.map((w) => [w, true] as const));

/** Whether a question asks whether the patient takes what it names. */
export const asksTaking = (s: ReadSentence, lang: Lang): boolean => takingIndex(lang).find(s).length > 0;

const confirmingIndex = indexPerLanguage((lang) => TAKING_RULES[lang].confirming.words.map((w) => [w, true] as const));

/** Whether a question asks the patient to confirm what was just read out to them ("is that right?"). */
export const asksConfirming = (s: ReadSentence, lang: Lang): boolean => confirmingIndex(lang).find(s).length > 0;
