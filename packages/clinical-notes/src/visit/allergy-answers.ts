// What a patient answering a question about allergies names that is no allergy: a medication they say they take or are fine
// with ("So I just take paracetamol", "codeine is fine"), and a class said beside a medication of it ("Trimethoprim, the
// antibiotic"). The words are data (rules/<lang>/allergy-answers.json).
import answersEn from '../../rules/en/allergy-answers.json';
import answersFr from '../../rules/fr/allergy-answers.json';
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import { expandPhrases } from '../text/phrases';
import type { Mention, ReadSentence } from './read-sentences';

export const ALLERGY_ANSWER_RULES: Record<
  Lang,
  { tolerated: { before: string[]; after: string[] }; examples: Array<{ example: string; expect: string[] }> }
> = { en: answersEn, fr: answersFr };

/** How many words may stand between a cue of taking and the medication it takes ("I just take | some | paracetamol"). */
const TAKEN_REACH = 2;
/** How far apart a medication and its class may be said, to be one ("Trimethoprim, | the | antibiotic"). */
const APPOSITION_REACH = 4;

const beforeIndex = indexPerLanguage((lang) => expandPhrases(ALLERGY_ANSWER_RULES[lang].tolerated.before).map((w) => [w, true] as const));
const afterIndex = indexPerLanguage((lang) => expandPhrases(ALLERGY_ANSWER_RULES[lang].tolerated.after).map((w) => [w, true] as const));

/** Whether the patient says they take a medication they name, or are fine with it: no allergy. */
export function saidTolerated(s: ReadSentence, m: Mention, lang: Lang): boolean {
  return (
    beforeIndex(lang)
      .find(s)
      .some((c) => c.to <= m.from && m.from - c.to <= TAKEN_REACH) ||
    afterIndex(lang)
      .find(s)
      .some((c) => c.from >= m.to && c.from - m.to <= 1)
  );
}

/** Whether a class is said beside a medication of it ("Trimethoprim, the antibiotic"): the medication, said again. */
export const classBesideMember = (s: ReadSentence, m: Mention): boolean =>
  s.mentions.some((o) => o !== m && o.concept.classes?.includes(m.concept.id) && Math.abs(o.from - m.from) <= APPOSITION_REACH);
