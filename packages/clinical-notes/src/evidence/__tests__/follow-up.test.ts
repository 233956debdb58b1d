// A note's follow-up stands on how a clinician says it: "I want to see you again in a week"
// is a follow-up in 1 week ("a week" is one week; "follow up" is the note's word for it), and
// not one in 2 weeks.
import { sentenceChecker } from './one-sentence';
import { sourceNumbers } from '../concepts';

const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  '[patient] My elbow has hurt for a week since I started pottery.',
  "[doctor] okay alright now what i wan na do is i wan na see you again in a week and i wan na see how you're doing okay",
].join('\n');

const check = sentenceChecker(TRANSCRIPT, { id: 'plan', en: 'Plan', fr: 'Plan' });
const stateOf = (sentence: string) => check(sentence).state;

describe('a follow-up said as seeing the patient again', () => {
  it('supports the follow-up in the time said, and not in another', () => {
    expect(stateOf('The patient will follow up in 1 week.')).toBe('supported');
    expect(stateOf('The patient will follow up in 2 weeks.')).not.toBe('supported');
  });

  it('reads a unit of time said with an article as one of it', () => {
    expect([...sourceNumbers('see you again in a week')]).toContain(1);
    expect([...sourceNumbers('dans une semaine')]).toContain(1);
    expect([...sourceNumbers('a weekly dose')]).not.toContain(1);
  });
});

describe('a follow-up in French', () => {
  it('supports "Réévaluation dans 1 semaine" on "je vous revois dans une semaine"', () => {
    const check = sentenceChecker(
      [
        "[médecin] Qu'est-ce qui vous amène ?",
        "[patient] J'ai mal au poignet depuis dimanche.",
        '[médecin] Je vous revois dans une semaine.',
      ].join('\n'),
      { id: 'plan', en: 'Plan', fr: 'Plan' },
    );
    expect(check('Réévaluation dans 1 semaine.').state).toBe('supported');
  });
});

describe('a test the draft arranges', () => {
  it('is supported by the test ordered and its time: "arranged" is the note\'s word for it, and another time is not', () => {
    const check = sentenceChecker(
      [
        '[doctor] I think this is a chest infection.',
        "[doctor] I'd like you to have a chest X-ray in six weeks to make sure it has cleared.",
      ].join('\n'),
      { id: 'plan', en: 'Plan', fr: 'Plan' },
    );
    expect(check('Chest x-ray will be arranged in six weeks.').state).toBe('supported');
    expect(check('Chest x-ray will be arranged in two weeks.').state).not.toBe('supported');
  });
});
