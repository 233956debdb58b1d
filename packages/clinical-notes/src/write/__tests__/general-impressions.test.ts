// A general diagnosis said beside a specific one it is ("your diabetes ... your type 2 diabetes"):
// the impression names the specific one, in the draft and in "Not in the note".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractVisit } from '../../visit/extract';
import { draftFromVisit, type DraftSection } from '../draft';
import { visitFacts } from '../facts';

// A type 2 diabetes review: the HbA1c has risen; the GP speaks of "the diabetes" and of "your type 2 diabetes".
const REVIEW = readFileSync(join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', 'diabetes-hba1c-rise-gp.txt'), 'utf8');

const ASSESSMENT: DraftSection[] = [{ id: 'assessment', parts: ['assessment'] }];

describe('a general diagnosis beside a specific one', () => {
  const visit = extractVisit(REVIEW, 'en');

  it('is held by the visit model, both of them', () => {
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(expect.arrayContaining(['diabetes', 'type-2-diabetes']));
  });

  it('is written as the specific one alone, in the draft and in "Not in the note"', () => {
    const texts = draftFromVisit(visit, ASSESSMENT)
      .itemsOf('assessment', 'assessment')
      .map((i) => i.text)
      .join('\n');
    expect(texts).toMatch(/type 2 diabetes/i);
    expect(texts).not.toMatch(/\bdiabetes and type 2 diabetes|\bdiabetes, type 2 diabetes/i);
    const diagnoses = visitFacts(visit)
      .filter((f) => f.kind === 'diagnosis')
      .map((f) => f.text);
    expect(diagnoses.some((d) => /type 2 diabetes/i.test(d))).toBe(true);
    expect(diagnoses.some((d) => /(^|\s)diabetes\.$/i.test(d) && !/type 2/i.test(d))).toBe(false);
  });
});
