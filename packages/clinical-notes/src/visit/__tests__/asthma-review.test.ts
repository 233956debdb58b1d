// An asthma review, written for the tests: the courses of the winter are past ("I had antibiotics
// and some steroid tablets for five days"), the flu jab is a vaccine (no influenza), the peak
// flow is no spirometry, and the preventer the patient takes is stopped where the plan says so
// after naming it once with nothing done to it ("That'll replace the Clenil." ... "you can stop
// the Clenil").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { extractVisit } from '../extract';

const transcript = readFileSync(join(__dirname, 'consultations', 'asthma-review-gp.txt'), 'utf8');
const visit = extractVisit(transcript, 'en');
const plan = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' })
  .sections.filter((s) => /plan/i.test(s.title))
  .flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`))
  .join('\n');

describe('an asthma review', () => {
  it('takes the inhalers now, not the courses of the winter', () => {
    const taken = visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id);
    expect(taken).toEqual(expect.arrayContaining(['salbutamol', 'beclometasone']));
    expect(taken).not.toContain('antibiotics');
    expect(taken).not.toContain('steroids');
  });

  it('holds asthma, not influenza: the flu jab is advised', () => {
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['asthma']);
    expect(plan).toContain('The patient is advised to have the flu jab.');
    const french = draftNote(transcript, EXAM_AND_PLAN, { language: 'fr' })
      .sections.flatMap((sec) => sec.items.map((i) => i.body))
      .join('\n');
    expect(french).toContain('Vaccination conseillée : vaccin contre la grippe.');
  });

  it('plans the peak flow again, the switch to Symbicort and the Clenil stopped', () => {
    expect(visit.plan.filter((p) => p.kind === 'test').flatMap((p) => p.concepts.map((c) => c.id))).not.toContain('spirometry');
    expect(plan).toContain('Peak flow will be arranged');
    expect(plan).toContain('Symbicort');
    expect(plan).toMatch(/Stop the Clenil\./);
  });
});
