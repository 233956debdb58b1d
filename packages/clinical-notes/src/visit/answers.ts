// Yes and no: a patient's answer to the clinician's question, from the answer words of
// rules/<lang>/answers.json read at the start of the answer.
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import type { Sentence } from '../nlp/tokens';
import answersEn from '../../rules/en/answers.json';
import answersFr from '../../rules/fr/answers.json';

export type Polarity = 'affirm' | 'deny';
interface AnswerRule {
  words: string;
  example: string;
  /** Parts of speech the words are no answer before ("I've | noticed ...": a statement, not "I have, yes."), with the sentence that shows it. */
  notBefore?: string[];
  notBeforeExample?: string;
  /**
   * The words open a statement too ("I had my gallbladder out"): naming another finding than those asked, the answer
   * tells that, and is no yes to them. With the question, the answer and the finding it says no yes to.
   */
  statement?: { asked: string; answer: string; notYesTo: string };
}
interface AnswerRules {
  affirm: AnswerRule[];
  deny: AnswerRule[];
}
export const ANSWER_RULES: Record<Lang, AnswerRules> = { en: answersEn, fr: answersFr };

const answerIndex = indexPerLanguage((lang) =>
  (['affirm', 'deny'] as const).flatMap((polarity) =>
    ANSWER_RULES[lang][polarity].map(
      (rule) => [rule.words, { polarity, notBefore: rule.notBefore, statement: rule.statement !== undefined }] as const,
    ),
  ),
);

/** How many words from the start of an answer its yes or no may stand ("Um, no, ..."). */
const LEAD = 3;

/** Whether the word said at token `at` is of a part of speech the answer words are no answer before. */
function beforeNot(sentence: Sentence, at: number, notBefore: readonly string[] | undefined): boolean {
  if (!notBefore) return false;
  let i = at;
  while (i < sentence.tokens.length && sentence.tokens[i].skip) i += 1;
  return i < sentence.tokens.length && notBefore.includes(sentence.tokens[i].pos);
}

/** Whether the sentence answers yes or no, from its first words; null when it does neither. */
export function polarityOf(sentence: Sentence, lang: Lang): Polarity | null {
  return polarityAt(sentence, lang, 0);
}

/** Whether the words from token `from` (a clause of the sentence) answer yes or no; null when they do neither. */
export function polarityAt(sentence: Sentence, lang: Lang, from: number, to = sentence.tokens.length): Polarity | null {
  return replyAt(sentence, lang, from, to)?.polarity ?? null;
}

/** The sentence's yes or no, and whether its words open a statement too ("I have ..."); null when it says neither. */
export function replyOf(sentence: Sentence, lang: Lang): { polarity: Polarity; statement: boolean } | null {
  return replyAt(sentence, lang, 0, sentence.tokens.length);
}

function replyAt(sentence: Sentence, lang: Lang, from: number, to: number): { polarity: Polarity; statement: boolean } | null {
  let words = 0;
  for (let i = from; i < to && words < LEAD; i += 1) {
    const token = sentence.tokens[i];
    if (token.skip || !/[\p{L}\p{N}]/u.test(token.text)) continue;
    const match = answerIndex(lang).matchAt(sentence, i);
    const rule = match?.values[match.values.length - 1];
    if (match && rule && match.to <= to && !beforeNot(sentence, match.to, rule.notBefore))
      return { polarity: rule.polarity, statement: rule.statement };
    words += 1;
  }
  return null;
}
