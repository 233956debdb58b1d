// Each word class of rules/en/conversation.json on the sentence it names, and a sentence of
// another class it must not take; the classes moved from the offline writer's code as the same
// expressions as before.
import conversation from '../../../rules/en/conversation.json';
import * as terms from '../conversation-terms';

type ClassName = Exclude<keyof typeof conversation, 'note'>;
const CLASSES = Object.keys(conversation).filter((k): k is ClassName => k !== 'note');

/** A sentence each class must not take. */
const NOT: Record<ClassName, string> = {
  EXAM_TERMS: 'I have had a cough for three days.',
  RESULT_TERMS: 'I have had a cough for three days.',
  EXAM_FINDINGS: 'I have had a cough for three days.',
  EXPLANATION: 'There is some swelling around the ankle.',
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
  ANNOUNCED_QUESTIONS: 'We need to get an x-ray of your knee.',
  IDENTITY_CHECK: 'What is the name of the tablet you take?',
  GREETINGS: 'I have had a cough for three days.',
  CHIT_CHAT: 'I have had a cough for three days.',
  EMBEDDED_QUESTION: "I'll have you come back in two weeks.",
  INSTRUCTION: 'Do you have any fever?',
};

describe('the conversation word classes', () => {
  it('are all read: one expression per class of the rule file', () => {
    expect(CLASSES.length).toBe(20);
    for (const name of CLASSES) expect(terms[name]).toBeInstanceOf(RegExp);
  });

  it.each(CLASSES)('%s takes the sentence it names and not another', (name) => {
    const expression = terms[name];
    expect(expression.test(conversation[name].example.toLowerCase())).toBe(true);
    expect(expression.test(NOT[name].toLowerCase())).toBe(false);
  });
});

describe('questions and advice as a GP says them', () => {
  it('a question framed by its topic first is a question ("In terms of your ears, any dullness or blocked ears?")', () => {
    expect(terms.QUESTION_START.test(conversation.QUESTION_START.framesExample.toLowerCase())).toBe(true);
    expect(terms.QUESTION_START.test('in terms of your ears, they look fine.')).toBe(false);
  });

  it.each([
    'You can take regular paracetamol.',
    'If you are feeling hot and sweaty, taking regular paracetamol would be beneficial.',
    'We can also add in other painkillers like codeine.',
    "I'd suggest some antihistamines from the pharmacy.",
  ])("advice to the patient is the plan's: %s", (sentence) => {
    expect(terms.PLAN_TERMS.test(sentence.toLowerCase())).toBe(true);
  });

  it('what the patient says they can do is not advice ("I can walk fine")', () => {
    expect(terms.PLAN_TERMS.test('i can walk fine.')).toBe(false);
  });
});

describe('the conversation word classes as expressions', () => {
  // The expressions as the offline writer wrote them before their words were data.
  const BEFORE: Array<[string, RegExp, RegExp]> = [
    [
      'EMBEDDED_QUESTION',
      terms.EMBEDDED_QUESTION,
      /(?<!\b(?:if|when|that|what|how|where|whether|because|until|unless|as|so|to|we'll|we will|i'll|i will)\s)\b(?:are|do|did|have|were|can|could|would|will|does) you\b/i,
    ],
    [
      'INSTRUCTION',
      terms.INSTRUCTION,
      /^(?:(?:so|and|okay|ok|also|then|just|please)[\s,]+)*(?:call me|let me know|make sure|come back|follow up|keep|continue|stop|avoid|ice|elevate|weigh)\b/i,
    ],
  ];

  it.each(BEFORE)('%s is the same expression as before', (_name, built, before) => {
    expect(built.source).toBe(before.source);
    expect(built.flags).toBe(before.flags);
  });

  it('reads "do you" after a word of a statement as no question', () => {
    expect(terms.EMBEDDED_QUESTION.test("i'll do you a referral to physio")).toBe(false);
    expect(terms.EMBEDDED_QUESTION.test('okay are you still smoking at all')).toBe(true);
  });
});
