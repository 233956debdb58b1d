// Each word class of rules/<lang>/sentence.json on the sentence it names, and on one it must
// not take.
import sentenceEn from '../../../rules/en/sentence.json';
import sentenceFr from '../../../rules/fr/sentence.json';
import { SENTENCE_WORDS as W } from '../sentence-words';

const CASES: Array<[string, RegExp, string, string]> = [
  ['person (en)', W.PERSON_EN, sentenceEn.person.example, 'The patient should rest.'],
  ['finite (en)', W.FINITE_EN, sentenceEn.finite.example, 'Nothing at all.'],
  ['positive opening (en)', W.POSITIVE_OPENING, sentenceEn['positive-opening'].example, 'It started on Monday.'],
  ['subject comma (en)', W.SUBJECT_COMMA, sentenceEn['subject-comma'].example, 'the pain, the swelling and the redness'],
  ['sometimes first (en)', W.SOMETIMES_FIRST, sentenceEn['sometimes-first'].example, 'it sometimes hurts at night'],
  ['person (fr)', W.PERSON_FR, sentenceFr.person.example, 'La patiente doit se reposer.'],
  ['verb (fr)', W.VERB_FR, sentenceFr.verb.example, 'Douleur au genou droit.'],
  ['positive opening (fr)', W.POSITIVE_OPENING, sentenceFr['positive-opening'].example, 'Ça a commencé lundi.'],
];

describe('the sentence word classes', () => {
  it.each(CASES)('%s takes the sentence it names and not another', (_name, expression, example, other) => {
    expect(expression.test(example.toLowerCase())).toBe(true);
    expect(expression.test(other.toLowerCase())).toBe(false);
  });
});
