// What the clinician tells the patient to do while examining them ("Keep the leg up on a stool
// when you're sitting, it helps the swelling.") is no finding of the examination: it goes with the plan.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../generate';
import { EXAM_AND_PLAN } from './exam-and-plan';

const transcript = readFileSync(join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', 'cellulitis-leg-gp.txt'), 'utf8');

describe('an instruction said while examining', () => {
  it('is written in the plan, not the examination', () => {
    const [exam, plan] = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' }).sections.map((s) =>
      s.items.map((i) => i.body).join('\n'),
    );
    expect(exam).not.toMatch(/Keep the leg up/);
    expect(exam).toMatch(/37\.4/);
    expect(plan).toMatch(/Keep the leg up on a stool/);
  });
});
