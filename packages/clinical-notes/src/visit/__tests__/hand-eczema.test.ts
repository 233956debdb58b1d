// A consultation for hand eczema, written for the tests: its plan says when, compares and
// supposes as much as it advises. Washing the hands is when to use the emollient, not advice;
// the cream it is compared with is not the one advised; antibiotics are what an infection might
// need; time off work is what the GP thinks is not needed; the backs of the hands are no back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { extractVisit } from '../extract';

const transcript = readFileSync(join(__dirname, 'consultations', 'hand-eczema-gp.txt'), 'utf8');
const visit = extractVisit(transcript, 'en');
const plan = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' })
  .sections.filter((s) => /plan/i.test(s.title))
  .flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`))
  .join('\n');

describe('a consultation for hand eczema', () => {
  it('advises the emollient, not the cream it is compared with ("something thicker than E45")', () => {
    const advised = visit.medications.filter((m) => m.status === 'advised');
    expect(advised.map((m) => m.concept.id)).toContain('emollients');
    expect(advised.map((m) => m.concept.id)).not.toContain('e45');
  });

  it('gives the complaint the duration said in the patient\'s next sentence ("It\'s been like this for about three weeks now.")', () => {
    expect(visit.symptoms.find((f) => f.concept.id === 'itching')?.attributes.duration).toBe('for about three weeks');
    // How long an episode lasts is none: "... cramps. It seems to go away after about an hour."
    const cramps = extractVisit(
      ['[doctor] What brings you in?', '[patient] I get this tummy pain. It seems to go away after about an hour.'].join('\n'),
      'en',
    );
    expect(cramps.symptoms.map((f) => f.attributes.duration)).toEqual([undefined]);
  });

  it('examines the backs of the hands, not the back ("the skin on the backs of both hands is red and quite dry")', () => {
    expect(visit.examination.map((e) => e.text)).toEqual(['Backs of both hands are red and dry.']);
  });

  it('holds antibiotics as what an infection might need, not as advice', () => {
    expect(visit.medications.filter((m) => m.concept.id === 'antibiotics').map((m) => [m.status, m.possible])).toEqual([['advised', true]]);
    expect(plan).toContain('Antibiotics may be needed.');
    expect(plan).not.toMatch(/advised to take antibiotics/i);
  });

  it('writes no hand washing ("every time you wash your hands") and no time off ("I don\'t think you need time off work")', () => {
    expect(plan).not.toMatch(/wash hands/i);
    expect(plan).not.toMatch(/time off work is advised/i);
    // The fit note is offered "if you need one": not given.
    expect(visit.plan.filter((p) => p.kind === 'time-off').map((p) => p.write)).toEqual(['A fit note is offered if needed.']);
    expect(plan).toContain('A fit note is offered if needed.');
    const given = extractVisit("[doctor] I think this is eczema. I'll do you a fit note for a week.", 'en');
    expect(given.plan.filter((p) => p.kind === 'time-off').map((p) => p.write)).toEqual(['A fit note is given.']);
  });
});
