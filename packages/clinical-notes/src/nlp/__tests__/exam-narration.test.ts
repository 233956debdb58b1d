// A clinician narrating the examination states findings, whatever a speech engine's punctuation
// or a false start makes of the sentence: each rule of rules/en/questions.json serves its example.
import { narratesExamination } from '../questions';
import questionsEn from '../../../rules/en/questions.json';

describe('examination narration', () => {
  it('reads "now when i look at your neck i don\'t see any jugular vein distention" as a statement', () => {
    expect(narratesExamination("now when i look at your neck i don't see any jugular vein distention")).toBe(true);
  });

  it('reads "i do not appreciate any murmurs rubs or gallops" after a false start as a statement', () => {
    expect(narratesExamination('do you have a regular rate and regular rhythm i do not appreciate any murmurs rubs or gallops')).toBe(true);
  });

  it('serves every example of its rules', () => {
    for (const r of [...questionsEn.narrationOpeners, ...questionsEn.narrationFindings]) expect(narratesExamination(r.example)).toBe(true);
  });

  it('leaves a question about the patient a question', () => {
    expect(narratesExamination('do you have any chest pain')).toBe(false);
    expect(narratesExamination('when did you first see the rash')).toBe(false);
  });
});
