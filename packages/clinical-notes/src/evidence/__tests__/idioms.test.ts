// Spoken idioms whose "not" denies nothing: "I generally don't feel well" says the patient
// feels ill (a ConText pseudo rule), so a note reporting it is not contradicted and one denying
// it is.
import { sentenceChecker } from './one-sentence';

const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  '[patient] I have had a cough for two weeks.',
  '[doctor] How are you feeling otherwise?',
  "[patient] I generally don't feel well.",
].join('\n');

const check = sentenceChecker(TRANSCRIPT, { id: 'review-of-systems', en: 'Review of systems', fr: 'Revue des systèmes' });
const stateOf = (body: string) => check(body).state;

describe('"I don\'t feel well"', () => {
  it('reports feeling ill, and denies nothing', () => {
    expect(stateOf('Constitutional: Reports general ill feelings.')).not.toBe('contradicted');
    expect(stateOf('Constitutional: Denies general ill feelings.')).toBe('contradicted');
  });
});
