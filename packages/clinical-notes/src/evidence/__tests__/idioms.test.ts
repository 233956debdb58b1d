// Spoken idioms whose words deny nothing: "I generally don't feel well" says the patient feels
// ill (a ConText pseudo rule), so a note reporting it is not contradicted and one denying it is;
// "any type of injury" denies the injury, not a "type" (a note's "Diabetes mellitus type 2.").
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

describe('a word naming a kind of thing ("any type of injury")', () => {
  const check = sentenceChecker(
    [
      '[doctor] have you ever had any type of injury to that knee',
      '[patient] no',
      "[doctor] for your diabetes mellitus i'm going to order a hemoglobin a1c and continue the metformin",
    ].join('\n'),
  );

  it('is no finding denied: "Diabetes mellitus type 2." is not contradicted by it', () => {
    expect(check('Diabetes mellitus type 2.').state).not.toBe('contradicted');
  });

  it('leaves the finding after it denied: "Reports an injury to the knee." is not supported', () => {
    expect(check('Reports an injury to the knee.').state).toMatch(/^(contradicted|unsupported)$/);
  });
});
