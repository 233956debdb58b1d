// Yes and no: a patient's answer to the clinician's question, from the answer words of
// rules/<lang>/answers.json read at the start of the answer.
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import type { Sentence } from '../nlp/tokens';
import answersEn from '../../rules/en/answers.json';
import answersFr from '../../rules/fr/answers.json';

export type Polarity = 'affirm' | 'deny';
interface AnswerRules {
  affirm: Array<{ words: string; example: string }>;
  deny: Array<{ words: string; example: string }>;
}
export const ANSWER_RULES: Record<Lang, AnswerRules> = { en: answersEn, fr: answersFr };

const answerIndex = indexPerLanguage((lang) =>
  (['affirm', 'deny'] as const).flatMap((polarity) => ANSWER_RULES[lang][polarity].map((rule) => [rule.words, polarity] as const)),
);

/** How many words from the start of an answer its yes or no may stand ("Um, no, ..."). */
const LEAD = 3;

/** Whether the sentence answers yes or no, from its first words; null when it does neither. */
export function polarityOf(sentence: Sentence, lang: Lang): Polarity | null {
  return polarityAt(sentence, lang, 0);
}

/** Whether the words from token `from` (a clause of the sentence) answer yes or no; null when they do neither. */
export function polarityAt(sentence: Sentence, lang: Lang, from: number, to = sentence.tokens.length): Polarity | null {
  let words = 0;
  for (let i = from; i < to && words < LEAD; i += 1) {
    const token = sentence.tokens[i];
    if (token.skip || !/[\p{L}\p{N}]/u.test(token.text)) continue;
    const match = answerIndex(lang).matchAt(sentence, i);
    if (match && match.to <= to) return match.values[match.values.length - 1];
    words += 1;
  }
  return null;
}
