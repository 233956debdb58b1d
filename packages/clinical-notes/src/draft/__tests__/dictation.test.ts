// A note the clinician dictates (no speakers, the patient in the third person): the visit model
// reads it as the clinician's, and the draft writes their findings, impression and plan in the
// template's sections, each by kind, with the time a review was said with; what the patient
// told is written as dictated, not asserted again.
import { draftNote } from '../generate';
import type { DraftTemplate } from '../types';
import { extractVisit } from '../../visit/extract';
import { checkEvidence } from '../../evidence/check';

const SOAP: DraftTemplate = {
  id: 'soap',
  sections: [
    { id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } },
    { id: 'objective', title: { en: 'Objective', fr: 'Objectif' } },
    { id: 'assessment', title: { en: 'Assessment', fr: 'Évaluation' } },
    { id: 'plan', title: { en: 'Plan', fr: 'Plan' } },
  ],
};

const DICTATION = [
  'Fifty two year old man with three days of cough productive of green sputum and fever.',
  'He denies haemoptysis and chest pain. He has a history of asthma. He is allergic to penicillin.',
  'On examination temperature 38.2, crackles at the right base.',
  'Impression community acquired pneumonia.',
  'Plan doxycycline 200 mg on day one then 100 mg daily for five days, chest x-ray, review in one week or sooner if worse.',
].join(' ');

const sectionText = (title: string) => {
  const note = draftNote(DICTATION, SOAP, { language: 'en' });
  return (note.sections.find((s) => s.title === title)?.items ?? []).map((i) => `${i.title}: ${i.body}`).join('\n');
};

describe('a dictated note', () => {
  it("is read as the clinician's", () => {
    const visit = extractVisit(DICTATION, 'en');
    expect(visit.dictated).toBe(true);
    expect(visit.speakersKnown).toBe(false);
    expect(visit.impressions.map((i) => i.concept.id)).toContain('pneumonia');
  });

  it('has its impression in the assessment and its plan by kind, the review at the time said with it', () => {
    expect(sectionText('Assessment')).toMatch(/Impression: Pneumonia/);
    expect(sectionText('Plan')).toMatch(/doxycycline 200 mg/);
    expect(sectionText('Plan')).toMatch(/in one week/);
    expect(sectionText('Plan')).not.toMatch(/five days if/);
    // The x-ray of the list is arranged, not on the condition said with the review after it.
    expect(sectionText('Plan')).toMatch(/Chest x-ray will be arranged\./);
  });

  it('writes the examination the clinician dictated', () => {
    expect(sectionText('Objective')).toMatch(/Crackles are heard over the right lung base\./);
  });

  it('keeps what the patient told as dictated, once', () => {
    const subjective = sectionText('Subjective');
    expect(subjective).toMatch(/denies haemoptysis and chest pain/i);
    expect(subjective.match(/penicillin/gi)).toHaveLength(1);
  });

  it('is read in French too, each item of the plan with its own time', () => {
    const visit = extractVisit(
      [
        'Homme de cinquante-deux ans, toux depuis trois jours avec fièvre. Il ne rapporte pas de douleur thoracique.',
        "À l'examen, crépitants à la base droite. Diagnostic : pneumonie.",
        'Conduite à tenir : doxycycline 100 mg par jour pendant cinq jours, radiographie thoracique, réévaluation dans une semaine.',
      ].join(' '),
      'fr',
    );
    expect(visit.dictated).toBe(true);
    expect(visit.impressions.map((i) => i.concept.id)).toContain('pneumonia');
    expect(visit.plan.find((p) => p.kind === 'follow-up')?.timing).toBe('dans une semaine');
    // The x-ray is arranged, not for the five days of the antibiotic said before it.
    expect(visit.plan.find((p) => p.kind === 'test')?.timing).toBeUndefined();
    expect(visit.examination.map((f) => f.text).join(' ')).toMatch(/base pulmonaire droite/);
  });

  it('keeps a test\'s own time in a conversation ("repeat the bloods in six weeks")', () => {
    const visit = extractVisit('[patient] I am tired all the time.\n[doctor] We will repeat the bloods in six weeks.', 'en');
    expect(visit.plan.find((p) => p.kind === 'test')?.timing).toBe('in six weeks');
  });

  it('backs the sentences of a note in the other language by its facts (a French dictation, an English note)', () => {
    const dictated = [
      'Homme de cinquante-deux ans, toux depuis trois jours. Il ne rapporte pas de douleur thoracique.',
      'Diagnostic : pneumonie. Conduite à tenir : doxycycline 100 mg par jour pendant cinq jours, radiographie thoracique.',
    ].join(' ');
    const states = checkEvidence(
      { transcript: dictated },
      {
        language: 'en',
        sections: [
          { title: 'Assessment', items: [{ title: 'Impression', body: 'Pneumonia.' }] },
          {
            title: 'Plan',
            items: ['The patient is advised to take doxycycline.', 'X-ray will be arranged.', 'Start amoxicillin.'].map((body) => ({
              title: '',
              body,
            })),
          },
        ],
      },
      [SOAP],
    ).sentences.map((s) => [s.text, s.state]);
    expect(states).toEqual([
      ['Impression: Pneumonia.', expect.stringMatching(/^(supported|partial)$/)],
      ['The patient is advised to take doxycycline.', expect.stringMatching(/^(supported|partial)$/)],
      ['X-ray will be arranged.', expect.stringMatching(/^(supported|partial)$/)],
      ['Start amoxicillin.', 'unsupported'],
    ]);
  });

  it('leaves a conversation as it was: a transcript with speakers is no dictation', () => {
    expect(extractVisit('[doctor] What brings you in?\n[patient] He has had a cough.', 'en').dictated).toBeUndefined();
  });
});
