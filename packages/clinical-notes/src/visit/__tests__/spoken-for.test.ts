// rules/<lang>/spoken-for.json: a visit where someone speaks for the patient (a parent for a child), and what the speaker
// tells of themselves, which is theirs, not the patient's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { readTranscript } from '../read-sentences';
import { saidOfSpeaker, spokenForPatient, SPOKEN_FOR_RULES } from '../spoken-for';

const consultation = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');

describe.each(LANGUAGES)('what the one speaking for the patient tells of themselves (%s)', (lang) => {
  it.each(SPOKEN_FOR_RULES[lang].examples.map((e) => [e.example, e.speaker, e.patient] as const))(
    '"%s": the speaker\'s %j, the patient\'s %j',
    (example, speaker, patient) => {
      const said = readTranscript(example, lang).sentences.filter((s) => s.role !== 'clinician');
      const of = (speakers: boolean) =>
        said.flatMap((s) => s.mentions.filter((m) => saidOfSpeaker(s, m.from, lang) === speakers).map((m) => m.concept.id));
      expect(of(true)).toEqual(speaker);
      expect(of(false)).toEqual(patient);
    },
  );
});

describe('a visit where a parent speaks for their child', () => {
  const transcript = consultation('tonsillitis-child-gp.txt');

  it('is told apart from one where the patient speaks for themselves', () => {
    expect(spokenForPatient(readTranscript(transcript, 'en'))).toBe(true);
    expect(spokenForPatient(readTranscript(consultation('insomnia-gp.txt'), 'en'))).toBe(false);
  });

  it("writes nothing the mother tells of herself as the child's history in the draft", () => {
    const note = draftNote(transcript, SUBJECTIVE_AND_PLAN, { language: 'en' });
    const text = note.sections.flatMap((sec) => sec.items.map((i) => i.body)).join('\n');
    expect(text).not.toMatch(/allergic to penicillin/i);
    expect(text).not.toMatch(/came out in a rash/i);
    // What she tells of him stays ("He had an ear infection when he was 4.").
    expect(text).toMatch(/ear infection/i);
  });

  it("holds no allergy of the mother's as the child's ('Not him, no. But I'm allergic to penicillin.')", () => {
    const visit = extractVisit(transcript, 'en');
    expect(visit.allergies).toEqual([]);
    expect(visit.symptoms.filter((f) => f.assertion === 'present').map((f) => f.concept.id)).not.toContain('rash');
  });
});

describe('someone the patient names', () => {
  const symptoms = (transcript: string) =>
    extractVisit(transcript, 'en')
      .symptoms.filter((f) => f.assertion === 'present')
      .map((f) => f.concept.id);

  it('has what the patient tells of them ("Maureen had a cough a few weeks back, but I never caught it.")', () => {
    const transcript = [
      '[doctor] Who do you live with?',
      '[patient] The wife, Maureen.',
      '[doctor] Any coughs or colds recently?',
      "[patient] No. Maureen had a cough a few weeks back, but I never caught it. I've been dizzy though.",
    ].join('\n');
    expect(symptoms(transcript)).not.toContain('cough');
    expect(symptoms(transcript)).toContain('dizziness');
  });

  it('is read only where the transcript writes names: one in lower case has none', () => {
    const transcript = '[doctor] any coughs?\n[patient] maureen had a cough a few weeks back, and now i have one too.';
    expect(symptoms(transcript)).toContain('cough');
  });
});
