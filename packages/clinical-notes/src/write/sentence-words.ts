// Word classes the offline writer reads a sentence it writes by: the speaker's own person, a
// finite verb, an answer's opening word of agreement, a subject before a comma that is a pause,
// an answer opening with "sometimes", a word after "they" that stays as it is after "the
// patient". The words are data (rules/<lang>/sentence.json), each
// class with the sentence it serves; each is one expression built from its list (English words,
// then French where a class reads both).
import sentenceEn from '../../rules/en/sentence.json';
import sentenceFr from '../../rules/fr/sentence.json';
import { unicodeWords } from '../text/word-boundary';

const any = (words: readonly string[]) => words.join('|');

export const SENTENCE_WORDS = {
  /** "I", "you", "we" and their forms: a sentence holding one is not written as it is. */
  PERSON_EN: new RegExp(`\\b(?:${any(sentenceEn.person.words)})\\b`, 'i'),
  /** "je", "vous", "nous" and their forms, and "j'", "m'", "t'". */
  PERSON_FR: new RegExp(`(?:^|[\\s,(])(?:(?:${any(sentenceFr.person.words)})(?=[\\s,.;:!?)]|$)|[jmt]['’](?=\\p{L}))`, 'iu'),
  /** A finite verb: an answer opening with "nothing" or "not" is a sentence only with one. */
  FINITE_EN: new RegExp(`\\b(?:${any(sentenceEn.finite.words)})\\b`, 'i'),
  /** Words of agreement opening an answer ("yeah, sure, ..."). */
  POSITIVE_OPENING: new RegExp(
    `^(?:(?:${any([...sentenceEn['positive-opening'].words, ...sentenceFr['positive-opening'].words])})\\b[\\s,.!-]*)+`,
    'i',
  ),
  /** A French finite verb, or a subject pronoun before a word. */
  VERB_FR: unicodeWords(new RegExp(`\\b(?:${any(sentenceFr.verb.words)})\\b|\\b(?:il|elle|ils|elles|on) \\p{L}{2,}`, 'iu')),
  /** "the pain, started ...": a short subject, a comma that is a pause, its verb. */
  SUBJECT_COMMA: new RegExp(`^((?:the|her|his|their|this|that) \\w+), (?=(?:${any(sentenceEn['subject-comma'].words)})\\b)`, 'i'),
  /** "sometimes it hurts ...": an answer opening with "sometimes" before its subject and verb. */
  SOMETIMES_FIRST: new RegExp(
    `^(?:sometimes|occasionally),?\\s+(she|he|they|it)\\s+(?=(?:${any(sentenceEn['sometimes-first'].words)})\\b)`,
    'i',
  ),
  /** A word after "they" that stays as it is after "the patient" ("will", "had", "walked"), the whole word. */
  SAME_AFTER_THEY: new RegExp(`^(?:${any(sentenceEn['same-after-they'].words)})$`, 'i'),
};
