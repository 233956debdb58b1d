// How the offline visit note is laid out as a clinician's note: the chief complaint with its
// side, the past medical and social history apart, and the assessment and plan per problem
// with its reasoning, tests, treatment and counselling.
import { generateOfflineNote } from '../generate';
import { planCategory } from '../plan-categories';
import { alternatePatientSubject, withPatientSubject } from '../patient-subject';
import { renderNoteText } from '../render';

const visit = [
  '[doctor] hi jane , i see you hurt your knee .',
  '[patient] yes , i twisted it playing soccer and now it really hurts .',
  '[doctor] which knee is it ?',
  '[patient] my right knee .',
  '[doctor] do you have a history of diabetes or high blood pressure ?',
  '[patient] i have a history of high blood pressure .',
  '[patient] i work as a teacher and i do not smoke .',
  '[doctor] on exam of your right knee , there is swelling and tenderness .',
  '[doctor] for your right knee pain , i think you have a sprain of the medial collateral ligament .',
  "[doctor] i'm going to order an mri of your right knee .",
  "[doctor] i'm going to prescribe ibuprofen 600 mg three times a day .",
  '[doctor] i want you to ice it and avoid running for 2 weeks .',
  '[patient] okay .',
].join('\n');

describe('the offline visit note, laid out as a clinician writes it', () => {
  const note = generateOfflineNote(visit, { templateId: 'visit-note', pronoun: 'she', patientName: 'jane doe' });
  const text = renderNoteText(note);
  const section = (title: string) => note.noteSubheadings.find((s) => s.subheadingTitle === title)?.content ?? [];

  it('names the chief complaint with the side the conversation gives the injured part', () => {
    expect(section('CHIEF COMPLAINT')[0].stringBody).toBe('Right knee pain.');
    expect(text).toContain('Jane Doe presents today for evaluation of right knee pain.');
  });

  it('lists the past medical history and keeps work and habits apart as the social history', () => {
    const hpi = section('HISTORY OF PRESENT ILLNESS');
    expect(hpi).toContainEqual({ stringTitle: 'Past medical history', stringBody: 'Hypertension.' });
    expect(hpi.find((c) => c.stringTitle === 'Social history')?.stringBody).toMatch(/^The patient works as a teacher/);
    expect(text).not.toMatch(/Past medical history: .*diabetes/i);
  });

  it('writes the assessment and plan per problem: reasoning, tests, treatment, counselling', () => {
    const plan = section('ASSESSMENT AND PLAN');
    const titles = plan.map((c) => c.stringTitle);
    expect(titles).toEqual(expect.arrayContaining(['Medical Reasoning', 'Additional Testing', 'Medical Treatment', 'Patient Education and Counseling']));
    // Each problem is a heading line of its own, as a clinician heads it ("Right knee pain."), over its entries.
    const heading = plan.findIndex((c) => c.stringTitle === '' && /knee/i.test(c.stringBody) && c.stringBody.split(' ').length <= 4);
    expect(heading).toBeGreaterThan(0);
    expect(plan[heading + 1].stringTitle).not.toBe('');
    expect(titles).not.toContain('Problem');
    expect(plan.find((c) => c.stringTitle === 'Additional Testing')?.stringBody).toBe('Will order an mri of her right knee.');
    expect(plan.find((c) => c.stringTitle === 'Medical Treatment')?.stringBody).toMatch(/ibuprofen 600 mg 3 times a day/);
    expect(plan.find((c) => c.stringTitle === 'Patient Education and Counseling')?.stringBody).toMatch(/^She should ice it and avoid running for 2 weeks\.$/);
  });

  it('sorts a plan statement by what it does', () => {
    expect(planCategory("i'm going to order an x-ray of your knee")).toBe('testing');
    expect(planCategory('we will start you on lisinopril 10 mg daily')).toBe('treatment');
    expect(planCategory('i want you to avoid salty foods')).toBe('education');
    expect(planCategory('i think this is a sprain')).toBe('reasoning');
  });

  it('opens what the patient says with "The patient", the verb made singular after "they"', () => {
    expect(withPatientSubject('She has had a cough for 3 days.', 'she')).toBe('The patient has had a cough for 3 days.');
    expect(withPatientSubject('They have had a cough for 3 days.', 'they')).toBe('The patient has had a cough for 3 days.');
    expect(withPatientSubject('They walk every day.', 'they', 'Client')).toBe('The client walks every day.');
    // A pronoun that is not the patient's stays.
    expect(withPatientSubject('He said it would pass.', 'she')).toBe('He said it would pass.');
  });

  it('alternates "The patient" with "The patient reports that" (or "states", "notes") in a paragraph', () => {
    const sentences = ['The patient has been hiking.', 'The patient is watching her diet.', 'The patient denies chest pain.', 'Her knee is better.', 'The patient walks daily.'];
    expect(alternatePatientSubject(sentences, 'she')).toEqual([
      'The patient has been hiking.',
      'The patient reports that she is watching her diet.',
      'The patient denies chest pain.',
      'Her knee is better.',
      'The patient walks daily.',
    ]);
    expect(alternatePatientSubject(['The client is tired.', 'The client sleeps badly.'], 'he', 'Client')).toEqual(['The client is tired.', 'The client reports that he sleeps badly.']);
    // The reporting verb varies: reports, states, notes.
    const four = ['The patient is tired.', 'The patient sleeps badly.', 'The patient walks.', 'The patient swims.', 'The patient runs.', 'The patient cycles.'];
    expect(alternatePatientSubject(four, 'he').filter((x) => / that he /.test(x))).toEqual([
      'The patient reports that he sleeps badly.',
      'The patient states that he swims.',
      'The patient notes that he cycles.',
    ]);
    // A sentence that already reports ("denies", "states") is left as it is.
    expect(alternatePatientSubject(['The patient is tired.', 'The patient denies fever.'], 'she')).toEqual(['The patient is tired.', 'The patient denies fever.']);
    // With "they" the sentences stay as they are.
    expect(alternatePatientSubject(sentences, 'they')).toEqual(sentences);
  });
});
