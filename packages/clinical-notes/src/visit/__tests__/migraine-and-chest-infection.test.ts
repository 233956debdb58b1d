// Two GP consultations written for the tests and read as a clinician reads their drafts:
// migraine with aura on the combined pill (a medication said to be unsafe and stopped by "it",
// painkillers said to cause headaches, a fraction of an hour, a headache's character, the
// fundi), and a chest infection in a patient with COPD (a known condition named beside today's
// impression, a dosing in steps, an inhaler by its brand, a finding the clinician hears).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { extractVisit } from '../extract';
import type { DraftTemplate } from '../../draft/types';

const read = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');
const template = EXAM_AND_PLAN;
const drafted = (transcript: string) =>
  draftNote(transcript, template, { language: 'en' }).sections.map((s) => s.items.map((i) => i.body).join('\n'));

describe('migraine with aura, on the combined pill', () => {
  const transcript = read('migraine-gp.txt');
  const visit = extractVisit(transcript, 'en');

  it('holds the impressions, the headache as it feels and the aura for half an hour', () => {
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['migraine', 'icd10cm-G444']);
    const headache = visit.symptoms.find((f) => f.concept.id === 'headache');
    expect(headache?.attributes.character).toBe('throbbing');
    expect(visit.symptoms.find((f) => f.concept.id === 'visual-aura')?.attributes.duration).toBe('about half an hour');
    expect(visit.family.map((f) => f.concept.id)).toEqual(['migraine']);
  });

  it('stops the combined pill, starts the progesterone only pill, and advises no painkillers', () => {
    const plan = visit.medications.filter((m) => m.status === 'advised').map((m) => [m.concept.id, m.change ?? null]);
    expect(plan).toEqual(
      expect.arrayContaining([
        ['contraceptive-pill', 'stop'],
        ['progestogen-only-pill', 'start'],
      ]),
    );
    expect(plan).not.toContainEqual(['contraceptive-pill', null]);
    expect(plan.map(([id]) => id)).not.toContain('painkillers');
  });

  it('drafts the plan without advice to take the pill, and the examination without a planned test', () => {
    const [exam, plan] = drafted(transcript);
    expect(plan).toMatch(/advised to stop combined pill/);
    expect(plan).not.toMatch(/advised to take combined pill|advised to take painkillers/i);
    expect(exam).toMatch(/Fundoscopy is normal\./);
    expect(visit.plan.map((p) => p.text).join(' ')).not.toMatch(/check your blood pressure/i);
  });

  it('writes each finding of one sentence under its own system: the fundi under the eyes, the nerves of the limbs as neurological', () => {
    // "The back of your eyes looks normal, and the nerves in your arms and legs are all fine."
    const [exam] = draftNote(transcript, template, { language: 'en' }).sections.map((s) => s.items.map((i) => `${i.title}: ${i.body}`));
    expect(exam).toContain('Eyes: Fundoscopy is normal.');
    expect(exam).toContain('Neurological: Peripheral neurological examination is normal.');
    expect(exam.join('\n')).not.toMatch(/Musculoskeletal|Legs are normal/);
  });
});

describe('a chest infection on top of COPD', () => {
  const transcript = read('chest-infection-copd-gp.txt');
  const visit = extractVisit(transcript, 'en');

  it("holds COPD as the patient's history and the chest infection as the impression", () => {
    expect(visit.impressions.map((i) => i.concept.id)).not.toContain('copd');
    expect(visit.impressions.map((i) => i.concept.id)).toContain('chest-infection');
    expect(visit.history.map((f) => f.concept.id)).toContain('copd');
  });

  it('reads the inhalers, the dosing in steps and the X-ray', () => {
    expect(visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id)).toEqual(
      expect.arrayContaining(['inhaler', 'seretide']),
    );
    expect(visit.medications.find((m) => m.concept.id === 'doxycycline')?.dosing).toMatch(
      /200 milligrams on the first day and then 100 milligrams/,
    );
    expect(visit.medications.find((m) => m.concept.id === 'inhaler' && m.status === 'advised')?.change).toBe('continue');
    expect(visit.plan.filter((p) => p.kind === 'test').flatMap((p) => p.concepts.map((c) => c.id))).toContain('x-ray');
  });

  it('writes the X-ray with the part it is of and when it is done ("a chest X-ray in six weeks")', () => {
    const [, plan] = drafted(transcript);
    expect(plan).toMatch(/Chest x-ray will be arranged in six weeks\./);
  });

  it('writes a test said twice, once of a part, once: "an MRI of your neck" and "that MRI" are one MRI of the neck', () => {
    const said = [
      "[doctor] I do need to get an MRI of your neck, and I'll refer you to physiotherapy.",
      '[patient] Okay.',
      '[doctor] Before you start, we do need to get that MRI.',
    ].join('\n');
    const [, plan] = drafted(said);
    expect(plan.match(/MRI will be arranged/g)).toEqual(['MRI will be arranged']);
    expect(plan).toMatch(/Neck MRI will be arranged\./);
  });

  it("writes each vital sign once, in its line, where a sentence gives only vital signs (a SOAP note's objective)", () => {
    // "Your temperature is 38.2, your oxygen levels are 94 percent, and your pulse is 96."
    const objective: DraftTemplate = { id: 'soap', sections: [{ id: 'objective', title: { en: 'Objective', fr: 'Objectif' } }] };
    const lines = draftNote(transcript, objective, { language: 'en' }).sections[0].items.map((i) => `${i.title}: ${i.body}`);
    expect(lines).toEqual(expect.arrayContaining(['Heart rate: 96 beats per minute.', 'Temperature: 38.2.', 'Oxygen saturation: 94%.']));
    expect(lines.join('\n')).not.toMatch(/temperature is 38\.2|Pulse is 96/i);
  });

  it('writes the crackles heard as there, not as what the clinician may do', () => {
    const [exam] = drafted(transcript);
    expect(exam).toMatch(/There are some crackles at the bottom of their right lung\./);
    expect(exam).not.toMatch(/May hear/);
  });
});
