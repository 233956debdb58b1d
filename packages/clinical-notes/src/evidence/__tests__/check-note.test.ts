import type { NoteSection } from '../../draft/types';
import { checkNote } from '../check-note';

const transcript = [
  '[doctor] what brings you in?',
  '[patient] my left knee has hurt for three weeks.',
  '[patient] i take ibuprofen 400 mg twice a day.',
  '[patient] i am allergic to penicillin, it gives me a rash.',
  '[doctor] any fever? [patient] no fever.',
  '[patient] and i do have some chest pain when i climb stairs.',
  '[doctor] your blood pressure is 128 over 82.',
].join('\n');
const sources = { transcript, ownNotes: 'Knee swollen on exam.', context: '' };
const note = (...items: string[]): NoteSection[] => [{ title: 'Subjective', items: items.map((body) => ({ title: '', body })) }];

describe('check before signing', () => {
  it('finds every fact of a faithful note, each with its source sentence, and flags none', () => {
    const facts = checkNote(
      note(
        'Left knee pain for 3 weeks.',
        'Ibuprofen 400 mg twice a day.',
        'Allergic to penicillin (rash).',
        'Denies fever.',
        'Blood pressure 128/82.',
      ),
      sources,
    );
    expect(facts.filter((f) => f.flagged)).toEqual([]);
    const medication = facts.find((f) => f.kind === 'medication');
    expect(medication?.text.toLowerCase()).toContain('ibuprofen 400 mg');
    expect(medication?.source?.text).toBe('i take ibuprofen 400 mg twice a day.');
    expect(transcript.slice(medication!.source!.start, medication!.source!.end)).toBe(medication!.source!.text);
    expect(facts.find((f) => f.kind === 'laterality')).toMatchObject({ text: 'Left knee', flagged: false });
    expect(facts.find((f) => f.kind === 'negation')?.source?.text).toContain('no fever');
    expect(facts.find((f) => f.kind === 'allergy')?.source?.text).toContain('penicillin');
    expect(facts.filter((f) => f.kind === 'number').map((f) => f.flagged)).toEqual(expect.arrayContaining([false]));
  });

  it('flags a changed dose, the other side, an invented medication or number, and a negation the patient did not make', () => {
    const facts = checkNote(
      note('Right knee pain.', 'Ibuprofen 600 mg twice a day.', 'Started metformin.', 'Blood pressure 140/90.', 'Denies chest pain.'),
      sources,
    );
    const flagged = Object.fromEntries(facts.filter((f) => f.flagged).map((f) => [f.text.toLowerCase(), f.reason]));
    expect(flagged['right knee']).toBe('side-differs');
    expect(Object.entries(flagged).find(([text]) => text.startsWith('ibuprofen 600'))?.[1]).toBe('dose-differs');
    expect(Object.entries(flagged).find(([text]) => text.startsWith('metformin'))?.[1]).toBe('not-in-sources');
    expect(Object.entries(flagged).find(([text]) => text.includes('140'))?.[1]).toBe('not-in-sources');
    expect(flagged['denies chest pain']).toBe('negation-differs');
  });

  it('reads the clinician’s own notes as a source too', () => {
    const facts = checkNote(note('Knee swollen on the left.'), sources);
    expect(facts.find((f) => f.kind === 'laterality')).toBeUndefined();
    const swollen = checkNote(note('Left knee swollen.'), sources).find((f) => f.kind === 'laterality');
    expect(swollen?.flagged).toBe(false);
  });
});

describe('what a check leaves alone', () => {
  it('does not take "Not discussed" for a negated finding', () => {
    expect(checkNote(note('Not discussed.'), sources)).toEqual([]);
  });
});
