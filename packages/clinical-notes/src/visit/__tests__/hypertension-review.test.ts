// A blood pressure review, written for the tests: the review is the visit's reason (not the ankle
// swelling told along the way), a medication the pressure is "not controlled on" is still taken, and
// a reading given by pointing back at the sign named before it ("check your blood pressure now.
// It's 154 over 96") is read and written beside the pulse said with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { extractVisit } from '../extract';
import { checkEvidence } from '../../evidence/check';

const transcript = readFileSync(join(__dirname, 'consultations', 'hypertension-review-gp.txt'), 'utf8');
const visit = extractVisit(transcript, 'en');

describe('a blood pressure review', () => {
  it('holds the review as the reason of the visit', () => {
    expect(visit.complaint?.text).toBe('blood pressure review');
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['hypertension']);
  });

  it('opens the note with the review the patient came for ("presents today for a blood pressure review")', () => {
    const opening = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' })
      .sections.flatMap((s) => s.items.map((i) => i.body))
      .filter((body) => /presents today/.test(body));
    expect(opening[0]).toBe('The patient presents today for a blood pressure review.');
  });

  it('reads no medication as not needed from "not controlled on the amlodipine alone", and adds the ramipril', () => {
    const amlodipine = visit.medications.filter((m) => m.concept.id === 'amlodipine');
    expect(amlodipine.map((m) => m.status)).not.toContain('not-needed');
    // Named as what the pressure is controlled on, it is taken, not advised: "Not in the note" offers no advice to take it.
    expect(amlodipine.map((m) => m.status)).toEqual(['current', 'current']);
    expect(visit.medications.some((m) => m.concept.id === 'ramipril' && m.status === 'advised')).toBe(true);
  });

  it('reads the blood pressure given after the sentence naming it, and writes it beside the pulse', () => {
    expect(visit.examination.map((e) => e.text)).toEqual(expect.arrayContaining(['Blood pressure is 154/96.', 'Pulse is 78.']));
    const [exam, plan] = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' }).sections.map((s) =>
      s.items.map((i) => (i.title ? `${i.title}: ${i.body}` : i.body)).join('\n'),
    );
    expect(exam).toMatch(/154\/96/);
    expect(exam).toMatch(/78/);
    expect(plan).not.toMatch(/no need for amlodipine/i);
  });

  it('reads "let\'s review you in four weeks" as the follow-up, and "let\'s review your blood work" as none', () => {
    expect(visit.plan.filter((p) => p.kind === 'follow-up' && !p.led).map((p) => p.timing)).toEqual(['in four weeks']);
    const goingOver = extractVisit("[patient] I'm tired.\n[doctor] All right, let's review your blood work real quick.", 'en').plan;
    expect(goingOver.filter((p) => p.kind === 'follow-up')).toEqual([]);
  });

  it('writes the blood test the clinician led into, named by what it checks, with its time, and no test of the blood pressure measured in the room', () => {
    const [, plan] = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' }).sections.map((s) => s.items.map((i) => i.body).join('\n'));
    expect(plan).toContain('Blood tests (kidney function tests) will be arranged in two weeks.');
    expect(plan).not.toMatch(/Blood pressure check/);
  });

  it('writes no test led into that was already done ("your current biopsy site")', () => {
    const planOf = (said: string) =>
      draftNote(`[patient] I'm short of breath.\n[doctor] I think it's your heart failure.\n[doctor] ${said}`, EXAM_AND_PLAN, {
        language: 'en',
      })
        .sections[1].items.map((i) => i.body)
        .join('\n');
    expect(planOf("I'll cut out an area wider than your current biopsy site.")).not.toMatch(/Biopsy will be arranged/);
  });

  it('holds the ankle swelling told after a "no" said of others asked with it: a note reporting it is supported', () => {
    expect(visit.symptoms.find((f) => f.concept.id === 'leg-swelling')).toMatchObject({ assertion: 'present', settled: true });
    // The "no" said of chest pain and breathlessness denies those, not the headaches asked with them.
    expect(visit.symptoms.find((f) => f.concept.id === 'headache')).toBeUndefined();
    const note = (body: string) => ({ language: 'en' as const, sections: [{ title: 'Subjective', items: [{ title: '', body }] }] });
    const state = (body: string) => checkEvidence({ transcript }, note(body), [EXAM_AND_PLAN]).sentences[0].state;
    expect(state('The patient also reports leg swelling.')).toBe('supported');
    expect(state('The patient denies leg swelling.')).toBe('contradicted');
  });

  it('offers no check of the blood pressure measured in the visit in "Not in the note", but the blood test to come', () => {
    const note = { language: 'en' as const, sections: [{ title: 'Subjective', items: [{ title: '', body: 'Blood pressure review.' }] }] };
    const offered = checkEvidence({ transcript }, note, [EXAM_AND_PLAN]).omissions.map((o) => o.text);
    expect(offered.filter((text) => /check the blood pressure/i.test(text))).toEqual([]);
    expect(offered.some((text) => /kidney function/i.test(text))).toBe(true);
  });

  it('reads no reading pointed at after a question, nor a number that is no reading', () => {
    const read = (said: string) => extractVisit(said, 'en').examination.map((e) => e.text);
    expect(read('[doctor] How is your blood pressure at home?\n[doctor] It is 20 past 3.')).toEqual([]);
    expect(read("[doctor] I'll check your temperature.\n[patient] OK.\n[doctor] It's 38.2.")).toEqual(['Temperature is 38.2.']);
  });
});
