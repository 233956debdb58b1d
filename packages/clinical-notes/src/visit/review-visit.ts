// A visit held to review conditions ("this is your diabetes and blood pressure review"): its
// reason is the review, as the clinician names it before the patient tells any complaint, not a
// symptom told along the way (a medication's side effect). The words are data
// (rules/<lang>/reviews.json).
import reviewsEn from '../../rules/en/reviews.json';
import reviewsFr from '../../rules/fr/reviews.json';
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import { spokenText } from '../nlp/tokens';
import type { Concept } from '../lexicon/lexicon';
import type { ReadSentence, ReadTranscript } from './read-sentences';

export const REVIEW_RULES: Record<Lang, { words: string[]; reach: number; example: string; expect: string }> = {
  en: reviewsEn,
  fr: reviewsFr,
};

const reviewIndex = indexPerLanguage((lang) => REVIEW_RULES[lang].words.map((w) => [w, true] as const));

/** How many sentences into the visit the clinician may name it. */
const OPENING_SENTENCES = 4;

/** The review the clinician names the visit by, before `before` (the sentence of the patient's first complaint): its words as said and the conditions it names. */
export function reviewOpening(read: ReadTranscript, before: number): { text: string; concepts: Concept[]; sentence: ReadSentence } | null {
  const { reach } = REVIEW_RULES[read.lang];
  for (const s of read.sentences.slice(0, Math.min(before, OPENING_SENTENCES))) {
    if (s.role !== 'clinician') continue;
    for (const { from: at, to: end } of reviewIndex(read.lang).find(s)) {
      // Said with the word, nothing happening between them ("your diabetes and blood pressure review", not "diabetes who presents for follow-up").
      const between = (m: { from: number; to: number }) => s.tokens.slice(Math.min(m.to, end), Math.max(m.from, at));
      const conditions = s.mentions.filter(
        (m) =>
          m.concept.kind === 'condition' &&
          m.assertion === 'present' &&
          Math.abs(m.from - at) <= reach &&
          !between(m).some((t) => t.pos === 'VERB' || t.pos === 'AUX'),
      );
      if (conditions.length === 0) continue;
      // From the first condition to the word ("diabetes and blood pressure review"), or from the word to the last ("suivi de votre diabète").
      const from = Math.min(at, ...conditions.map((m) => m.from));
      const to = Math.max(end, ...conditions.map((m) => m.to));
      return { text: spokenText(s, from, to), concepts: conditions.map((m) => m.concept), sentence: s };
    }
  }
  return null;
}
