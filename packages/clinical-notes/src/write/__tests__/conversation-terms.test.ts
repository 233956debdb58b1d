// Each word class of rules/en/conversation.json on the sentence it names, and a sentence of
// another class it must not take.
import conversation from '../../../rules/en/conversation.json';
import * as terms from '../conversation-terms';

type ClassName = Exclude<keyof typeof conversation, 'note'>;
const CLASSES = Object.keys(conversation).filter((k): k is ClassName => k !== 'note');

/** A sentence each class must not take. */
const NOT: Record<ClassName, string> = {
  EXAM_TERMS: 'I have had a cough for three days.',
  RESULT_TERMS: 'I have had a cough for three days.',
  EXAM_FINDINGS: 'I have had a cough for three days.',
  RESULT_FINDINGS: 'I have had a cough for three days.',
  RESULT_VERBS: 'I have had a cough for three days.',
  PLAN_TERMS: 'I have had a cough for three days.',
  EXAM_CUE: 'I have had a cough for three days.',
  PLAN_CUE: 'I have had a cough for three days.',
  STRONG_PLAN_CUE: 'I have had a cough for three days.',
  QUESTION_START: "What I think we're dealing with is a sprain.",
  TAG_QUESTION: 'Is it on the left or on the right?',
  NEGATIVE_ANSWER: 'Yes, a little.',
  POSITIVE_ANSWER: 'No, not really.',
  GREETINGS: 'I have had a cough for three days.',
  CHIT_CHAT: 'I have had a cough for three days.',
};

describe('the conversation word classes', () => {
  it('are all read: one expression per class of the rule file', () => {
    expect(CLASSES.length).toBe(15);
    for (const name of CLASSES) expect(terms[name]).toBeInstanceOf(RegExp);
  });

  it.each(CLASSES)('%s takes the sentence it names and not another', (name) => {
    const expression = terms[name];
    expect(expression.test(conversation[name].example.toLowerCase())).toBe(true);
    expect(expression.test(NOT[name].toLowerCase())).toBe(false);
  });
});
