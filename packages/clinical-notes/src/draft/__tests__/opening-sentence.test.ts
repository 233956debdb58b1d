// The history's opening sentence is written where it says something of its own: the patient's
// name or age. Without either, "presents today for evaluation of cough" would only say again
// what "presents with cough for ten days" says.
import { draftNote } from '../generate';
import type { DraftTemplate } from '../types';

const SUBJECTIVE: DraftTemplate = { id: 'soap', sections: [{ id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } }] };
const said = ["[doctor] What's brought you in?", "[patient] I've had a cough for ten days and it's not shifting."].join('\n');
const lines = (options: { patientName?: string }) =>
  draftNote(said, SUBJECTIVE, { language: 'en', ...options }).sections[0].items.map((i) => i.body);

describe('the opening sentence of the history', () => {
  it('is left out where the visit model presents the complaint and no name or age is given', () => {
    const written = lines({});
    expect(written).toContain('The patient presents with cough for ten days.');
    expect(written.some((l) => l.includes('presents today for evaluation of'))).toBe(false);
  });

  it("is written with the patient's name", () => {
    expect(lines({ patientName: 'Sandra Kelly' })).toContain('Sandra Kelly presents today for evaluation of cough.');
  });
});
