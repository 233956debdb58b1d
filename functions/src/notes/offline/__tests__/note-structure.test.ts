// How the offline visit note is laid out as a clinician's note: the chief complaint with its
// side, the past medical history, and the assessment and plan: the impression, then the plan
// by kind (tests, treatment, ...), then what else the clinician said of it.
import { generateOfflineNote } from '../generate';
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
  const section = (title: string) => note.sections.find((s) => s.title === title)?.items ?? [];

  it('names the chief complaint with the side the conversation gives the injured part', () => {
    expect(section('CHIEF COMPLAINT')[0].body).toBe('Right knee pain.');
    expect(text).toContain('Jane Doe presents today for evaluation of right knee pain.');
  });

  it('lists the past medical history, and keeps what the patient said of work and habits', () => {
    const hpi = section('HISTORY OF PRESENT ILLNESS')
      .map((c) => c.body)
      .join('\n');
    expect(hpi).toMatch(/past medical history of hypertension\./);
    expect(hpi).toMatch(/works as a teacher/);
    expect(text).not.toMatch(/history of [^.]*diabetes/i);
  });

  it("writes the assessment and plan: the impression, then the plan by kind in a clinician's order", () => {
    const plan = section('ASSESSMENT AND PLAN');
    const titles = plan.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Impression', 'Additional testing', 'Medical treatment']));
    expect(plan.find((c) => c.title === 'Impression')?.body).toMatch(/^Sprain\.$/);
    expect(plan.find((c) => c.title === 'Additional testing')?.body).toMatch(/^MRI will be arranged\.$/);
    expect(plan.find((c) => c.title === 'Medical treatment')?.body).toMatch(/ibuprofen 600 mg 3 times a day/);
    // Tests before treatment; what no item of the plan says ("ice it") after them, in the clinician's words.
    const at = (pattern: RegExp) => plan.findIndex((c) => pattern.test(c.body));
    expect(at(/MRI/)).toBeLessThan(at(/ibuprofen/));
    expect(at(/ibuprofen/)).toBeLessThan(at(/^She should ice it and avoid running for 2 weeks\.$/));
  });
});
