// Spoken idioms whose "not" denies nothing: "I generally don't feel well" says the patient
// feels ill (a ConText pseudo rule), so a note reporting it is not contradicted and one denying
// it is.
import { checkEvidence } from '../check';
import type { NoteHeadings } from '../../draft/types';

const TEMPLATES: NoteHeadings = [{ sections: [{ id: 'review-of-systems', title: { en: 'Review of systems', fr: 'Revue des systèmes' } }] }];
const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  '[patient] I have had a cough for two weeks.',
  '[doctor] How are you feeling otherwise?',
  "[patient] I generally don't feel well.",
].join('\n');

const stateOf = (body: string) =>
  checkEvidence({ transcript: TRANSCRIPT }, { sections: [{ title: 'Review of systems', items: [{ title: '', body }] }] }, TEMPLATES)
    .sentences[0].state;

describe('"I don\'t feel well"', () => {
  it('reports feeling ill, and denies nothing', () => {
    expect(stateOf('Constitutional: Reports general ill feelings.')).not.toBe('contradicted');
    expect(stateOf('Constitutional: Denies general ill feelings.')).toBe('contradicted');
  });
});
