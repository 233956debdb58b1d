// A visit held to review conditions ("this is your diabetes and blood pressure review"): its
// reason is the review, as the clinician names it before the patient tells any complaint, not a
// symptom told along the way (a medication's side effect). The words are data
// (rules/<lang>/reviews.json).
import reviewsEn from '../../rules/en/reviews.json';
import reviewsFr from '../../rules/fr/reviews.json';
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import { spokenText } from '../nlp/tokens';
import { lexiconEntries, type Concept } from '../lexicon/lexicon';
import type { ReadSentence, ReadTranscript } from './read-sentences';

export interface ReviewRules {
  words: string[];
  reach: number;
  /** Words said with the review word that name the condition it reviews, which the lexicon reads otherwise ("blood pressure review"). */
  named: { words: Array<{ words: string; condition: string }>; example: string; expect: string };
  example: string;
  expect: string;
}
export const REVIEW_RULES: Record<Lang, ReviewRules> = {
  en: reviewsEn,
  fr: reviewsFr,
};

const reviewIndex = indexPerLanguage((lang) => REVIEW_RULES[lang].words.map((w) => [w, true] as const));
/** The conditions named by the words said with a review word, as the lexicon holds them. */
const namedIndex = indexPerLanguage((lang) =>
  REVIEW_RULES[lang].named.words.flatMap(({ words, condition }) => {
    const entry = lexiconEntries(lang, 'condition').find((e) => e.id === condition);
    const concept: Concept | undefined = entry && { kind: 'condition', id: entry.id, name: entry.name };
    return concept ? [[words, concept] as const] : [];
  }),
);

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
      const named = namedIndex(read.lang)
        .find(s)
        .map((m) => ({ from: m.from, to: m.to, concept: m.values[0], assertion: 'present' }));
      const conditions = [...s.mentions, ...named].filter(
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
