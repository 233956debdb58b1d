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
  example: string[];
  control: string[];
  condition: string;
}
export const GENERIC_TALK: Record<Lang, GenericTalkRules> = { en: genericTalkEn, fr: genericTalkFr };

const patternOf = perLanguage((lang) => phrasePattern(GENERIC_TALK[lang].words, 'iu'));

/** Whether a clinician's sentence tells how an illness goes in general. */
export const tellsInGeneral = (s: ReadSentence, lang: Lang): boolean => s.role === 'clinician' && patternOf(lang).test(spokenText(s));
