// How the offline draft names the patient in what the patient says: "The patient" with the
// verb made singular, alternated with "The patient reports that" in a paragraph.
import { alternatePatientSubject, withPatientSubject } from '../patient-subject';

describe('the patient as the subject of the offline draft', () => {
  it('opens what the patient says with "The patient", the verb made singular after "they"', () => {
    expect(withPatientSubject('She has had a cough for 3 days.', 'she')).toBe('The patient has had a cough for 3 days.');
    expect(withPatientSubject('They have had a cough for 3 days.', 'they')).toBe('The patient has had a cough for 3 days.');
    expect(withPatientSubject('They walk every day.', 'they', 'Client')).toBe('The client walks every day.');
    // A verb whose base form ends in "-ed" is made singular, not taken for a past tense; a past tense stays.
    expect(withPatientSubject('They need to stay close to the toilet.', 'they')).toBe('The patient needs to stay close to the toilet.');
    expect(withPatientSubject('They bleed when they brush.', 'they')).toBe('The patient bleeds when they brush.');
    expect(withPatientSubject('They noticed it last week.', 'they')).toBe('The patient noticed it last week.');
    // A pronoun that is not the patient's stays.
    expect(withPatientSubject('He said it would pass.', 'she')).toBe('He said it would pass.');
  });

  it('alternates "The patient" with "The patient reports that" (or "states", "notes") in a paragraph', () => {
    const sentences = [
      'The patient has been hiking.',
      'The patient is watching her diet.',
      'The patient denies chest pain.',
      'Her knee is better.',
      'The patient walks daily.',
    ];
    expect(alternatePatientSubject(sentences, 'she')).toEqual([
      'The patient has been hiking.',
      'The patient reports that she is watching her diet.',
      'The patient denies chest pain.',
      'Her knee is better.',
      'The patient walks daily.',
    ]);
    expect(alternatePatientSubject(['The client is tired.', 'The client sleeps badly.'], 'he', 'Client')).toEqual([
      'The client is tired.',
      'The client reports that he sleeps badly.',
    ]);
    // The reporting verb varies: reports, states, notes.
    const four = [
      'The patient is tired.',
      'The patient sleeps badly.',
      'The patient walks.',
      'The patient swims.',
      'The patient runs.',
      'The patient cycles.',
    ];
    expect(alternatePatientSubject(four, 'he').filter((x) => / that he /.test(x))).toEqual([
      'The patient reports that he sleeps badly.',
      'The patient states that he swims.',
      'The patient notes that he cycles.',
    ]);
    // A sentence that already reports ("denies", "states") is left as it is.
    expect(alternatePatientSubject(['The patient is tired.', 'The patient denies fever.'], 'she')).toEqual([
      'The patient is tired.',
      'The patient denies fever.',
    ]);
    // With "they" the sentences stay as they are.
    expect(alternatePatientSubject(sentences, 'they')).toEqual(sentences);
  });
});
