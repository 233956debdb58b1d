// A three-year-old brought by her mother, written for the tests: the child's name is no
// diagnosis, the examination goes on for as long as the clinician tells findings, and an ear
// infection renamed after its side ("on the right, what we call acute otitis media") is one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractVisit } from '../extract';

const visit = extractVisit(readFileSync(join(__dirname, 'consultations', 'ear-pulling-child-gp.txt'), 'utf8'), 'en');

describe('a child with a temperature pulling at her ear', () => {
  it('takes the complaint from what her mother tells, not from her name', () => {
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['fever', 'ear-pulling']);
  });

  it('reads every finding the clinician tells one after another, the eardrum four sentences after "let me have a look"', () => {
    expect(visit.examination.map((f) => f.text)).toEqual(
      expect.arrayContaining(['Chest is clear.', 'Throat is red.', 'Right eardrum is red and bulging.']),
    );
  });

  it('holds one impression: the ear infection by the name the clinician gives it after its side', () => {
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['icd10cm-H669']);
  });
});
