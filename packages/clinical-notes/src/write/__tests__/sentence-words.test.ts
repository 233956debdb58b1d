// Each word class of rules/<lang>/sentence.json on the sentence it names, and on one it must
// not take; the class moved from the offline writer's code as the same expression as before.
import sentenceEn from '../../../rules/en/sentence.json';
import sentenceFr from '../../../rules/fr/sentence.json';
import { SENTENCE_WORDS as W } from '../sentence-words';

const CASES: Array<[string, RegExp, string, string]> = [
  ['person (en)', W.PERSON_EN, sentenceEn.person.example, 'The patient should rest.'],
  ['finite (en)', W.FINITE_EN, sentenceEn.finite.example, 'Nothing at all.'],
  ['positive opening (en)', W.POSITIVE_OPENING, sentenceEn['positive-opening'].example, 'It started on Monday.'],
  ['subject comma (en)', W.SUBJECT_COMMA, sentenceEn['subject-comma'].example, 'the pain, the swelling and the redness'],
  ['sometimes first (en)', W.SOMETIMES_FIRST, sentenceEn['sometimes-first'].example, 'it sometimes hurts at night'],
  ['same after they (en)', W.SAME_AFTER_THEY, sentenceEn['same-after-they'].example, 'walks'],
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

describe('the words after "they" that stay as they are', () => {
  it('are whole words, a past tense among them', () => {
    expect(['walked', 'will', 'sometimes'].map((w) => W.SAME_AFTER_THEY.test(w))).toEqual([true, true, true]);
    expect(['willing', 'still walk', 'are'].map((w) => W.SAME_AFTER_THEY.test(w))).toEqual([false, false, false]);
  });

  it('are the same expression as before', () => {
    // As the offline writer wrote it before its words were data.
    const before =
      /^(?:will|would|can|could|should|may|might|must|cannot|had|did|was|\w+ed|still|also|never|always|usually|only|often|sometimes)$/i;
    expect(W.SAME_AFTER_THEY.source).toBe(before.source);
    expect(W.SAME_AFTER_THEY.flags).toBe(before.flags);
  });
});
