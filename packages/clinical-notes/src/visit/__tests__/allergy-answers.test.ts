// rules/<lang>/allergy-answers.json: what a patient answering a question about allergies names is an allergy, except a
// medication they say they take or are fine with, and a class said beside a medication of it.
import { LANGUAGES } from '../../language';
import { ALLERGY_ANSWER_RULES } from '../allergy-answers';
import { extractVisit } from '../extract';

describe.each(LANGUAGES)('allergy answers (%s)', (lang) => {
  it.each(ALLERGY_ANSWER_RULES[lang].examples.map((e) => [e.example, e.expect] as const))('"%s" -> %j', (example, expected) => {
    expect(extractVisit(example, lang).allergies.map((a) => a.concept.id)).toEqual(expected);
  });
});

describe('allergy answers: the reaction', () => {
  it('goes to the medication, not to its class said beside it', () => {
    const [allergy] = extractVisit('[doctor] Any allergies?\n[patient] Trimethoprim, the antibiotic. My lips swelled up.', 'en').allergies;
    expect([allergy.concept.id, allergy.reaction]).toEqual(['trimethoprim', 'lip swelling']);
    // Nor is the class a medication taken.
    const visit = extractVisit('[doctor] Any allergies?\n[patient] Trimethoprim, the antibiotic. My lips swelled up.', 'en');
    expect(visit.medications).toEqual([]);
  });
});
