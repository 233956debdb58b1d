// What the clinician tells of an illness in general ("Gout usually comes on quickly, the joint's red,
// hot and swollen"): a condition named there, with no cue of an impression, is neither their
// impression nor the patient's history. The words are data (rules/<lang>/generic-talk.json).
import type { Lang } from '../language';
import { perLanguage } from '../language';
import { spokenText } from '../nlp/tokens';
import { phrasePattern } from '../text/phrases';
import type { ReadSentence } from './read-sentences';
import genericTalkEn from '../../rules/en/generic-talk.json';
import genericTalkFr from '../../rules/fr/generic-talk.json';

export interface GenericTalkRules {
  words: string[];
  /** Words that speak to the patient: a sentence told in general with one of them may advise them still. */
  patientWords: string[];
  medicationExample: string;
  medicationControl: string;
  example: string[];
  control: string[];
  condition: string;
}
export const GENERIC_TALK: Record<Lang, GenericTalkRules> = { en: genericTalkEn, fr: genericTalkFr };

const patternOf = perLanguage((lang) => phrasePattern(GENERIC_TALK[lang].words, 'iu'));

/** Whether a clinician's sentence tells how an illness goes in general. */
export const tellsInGeneral = (s: ReadSentence, lang: Lang): boolean => s.role === 'clinician' && patternOf(lang).test(spokenText(s));

/** Whether a clinician's sentence tells of medications in general, to nobody ("When people take painkillers ..."): it advises none. */
export const impersonal = (s: ReadSentence, lang: Lang): boolean =>
  tellsInGeneral(s, lang) && !s.tokens.some((t) => !t.skip && GENERIC_TALK[lang].patientWords.includes(t.text.toLowerCase()));
