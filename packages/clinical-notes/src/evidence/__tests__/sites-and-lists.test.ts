// How the check reads a symptom's site and a list of findings: a symptom denied everywhere is
// denied at any site ("no numbness or tingling" backs "denies tingling in the left arm"), and
// the side a list of findings is placed at is no item of the list ("denies numbness and
// tingling in the right hand" is mostly a conflict when the patient told of tingling).
import { sentenceChecker } from './one-sentence';

const stateIn = (transcript: string) => sentenceChecker(transcript);

describe('a symptom denied everywhere', () => {
  const check = stateIn(
    [
      '[doctor] What brings you in today?',
      '[patient] I hurt my left arm lifting a box last week.',
      '[doctor] and so with your shoulder have you experienced any numbness in your arm or in your fingers',
      '[patient] no numbness or tingling',
    ].join('\n'),
  );

  it('backs a note denying it at a site', () => {
    expect(check('He denies any numbness or tingling in his left arm or fingers.').state).toBe('supported');
  });
});

describe('a list of findings at one side', () => {
  const check = stateIn(
    [
      '[doctor] so i see that you injured your right wrist could you tell me what happened',
      '[patient] i slipped on the stairs and put my hand out and it got real swollen',
      '[doctor] okay any numbness any tingling',
      "[patient] a little one and one ca n't tell if it's just because of the swelling in my wrist but just i can like i can feel it my fingers still",
      '[doctor] mm-hmm',
      '[patient] but just maybe a little bit of tingling',
    ].join('\n'),
  );

  it('is mostly the conflict when one of its two findings was told', () => {
    const s = check('Neurological: Denies numbness and tingling to the digits of the right hand.');
    expect(s.state).toMatch(/^(unsupported|contradicted)$/);
    expect(s.conflicts.join(' ')).toContain('tingling');
  });

  it('keeps the finding told, at its side, supported or partly', () => {
    expect(check('Reports tingling in the digits of the right hand.').state).toMatch(/^(supported|partial)$/);
  });
});

describe('a finding the source places only at the opposite aspect or movement', () => {
  const check = stateIn(
    [
      '[doctor] so when i press here on the inside of your knee does that hurt',
      '[patient] yes that hurts',
      '[doctor] okay so on your knee exam i see that you do have pain to palpation of the medial aspect of your right knee',
      '[doctor] okay so you do have pain you were positive for pain when you pronate that forearm',
    ].join('\n'),
  );

  it.each([
    'No pain to palpation of the lateral aspect.',
    'Pain to palpation of the lateral aspect.',
    'No pain with supination of the forearm.',
  ])('is not contradicted by it, nor supported: "%s"', (sentence) => {
    const s = check(sentence);
    expect(s.state).toBe('unsupported');
    expect(s.conflicts.join(' ')).toMatch(/(lateral|supination): the source names the other side/);
  });

  it('is checked as said where the source names the same aspect', () => {
    expect(check('No pain to palpation of the medial aspect.').state).toBe('contradicted');
  });
});
