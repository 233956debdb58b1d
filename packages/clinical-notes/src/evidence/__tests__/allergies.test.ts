// "No known allergies": read from what the patient said, written in the draft, offered by "Not
// in the note", supported by what was said and contradicted by an allergy the patient named.
import { checkEvidence } from '../check';
import { extractVisit } from '../../visit/extract';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { sentenceChecker } from './one-sentence';

const NONE_ASKED = ['[doctor] What brings you in?', '[patient] A cough for a week.', '[doctor] Any allergies?', '[patient] No, none.'].join(
  '\n',
);
const NONE_TOLD = ['[doctor] What brings you in?', "[patient] He's had a fever since Sunday. He's not allergic to anything."].join('\n');
const PENICILLIN = [
  '[doctor] What brings you in?',
  '[patient] A cough for a week.',
  '[doctor] Any allergies?',
  '[patient] Yes, penicillin.',
].join('\n');

describe('no known allergies', () => {
  it('is read from a "no" to the question, and from a negation said of allergy, none being named', () => {
    expect(extractVisit(NONE_ASKED, 'en').noKnownAllergies).toBeDefined();
    expect(extractVisit(NONE_TOLD, 'en').noKnownAllergies).toBeDefined();
    expect(extractVisit(PENICILLIN, 'en').noKnownAllergies).toBeUndefined();
  });

  it('is written in the draft, in both languages', () => {
    const written = (transcript: string, language: 'en' | 'fr') =>
      draftNote(transcript, SUBJECTIVE_AND_PLAN, { language })
        .sections[0].items.map((i) => i.body)
        .join('\n');
    expect(written(NONE_ASKED, 'en')).toContain('The patient has no known allergies.');
    expect(
      written('[médecin] Des allergies ?\n[patient] Non, aucune.\n[médecin] Et la toux ?\n[patient] Depuis une semaine.', 'fr'),
    ).toContain("Le patient n'a pas d'allergie connue.");
  });

  it('is offered by "Not in the note" until the note says it', () => {
    const omitted = (body: string) =>
      checkEvidence({ transcript: NONE_ASKED }, { sections: [{ title: 'Subjective', items: [{ title: '', body }] }] }, [
        { sections: [{ id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } }] },
      ]).omissions.filter((o) => o.kind === 'allergy');
    expect(omitted('Cough for a week.').map((o) => o.text)).toEqual(['Has no known allergies.']);
    expect(omitted('Cough for a week. NKDA.')).toEqual([]);
  });

  it('is supported where the patient said it, and contradicted where they named an allergy', () => {
    expect(sentenceChecker(NONE_TOLD)('No known drug allergies.').state).toBe('supported');
    const named = sentenceChecker(PENICILLIN)('NKDA.');
    expect(named.state).toBe('contradicted');
    expect(named.conflicts).toEqual(['penicillin: stated present in the source']);
  });
});
