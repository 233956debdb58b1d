// rules/<lang>/taking.json: a medication the clinician asks whether the patient takes, answered
// yes, is taken now, with the dosing said first in the answer; one offered is not.
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { TAKING_RULES } from '../taking-questions';

const taken = (transcript: string, lang: (typeof LANGUAGES)[number]) =>
  extractVisit(transcript, lang)
    .medications.filter((m) => m.status === 'current')
    .map((m) => [m.concept.id, m.dosing]);

describe.each(LANGUAGES)('taking questions (%s)', (lang) => {
  const { example, expect: expected, offer } = TAKING_RULES[lang];

  it(`holds the medication asked about and affirmed as taken, with its dosing: "${example}"`, () => {
    expect(taken(example, lang)).toEqual([expected]);
  });

  it(`holds none offered and accepted: "${offer}"`, () => {
    expect(taken(offer, lang)).toEqual([]);
  });

  const { confirming } = TAKING_RULES[lang];
  it(`holds the medications read out and confirmed as taken, each with its dose: "${confirming.example}"`, () => {
    expect(taken(confirming.example, lang)).toEqual(confirming.expect);
  });

  it(`holds none of a plan agreed to: "${confirming.control}"`, () => {
    expect(taken(confirming.control, lang)).toEqual([]);
    // Denied, the medications read out are not taken.
    const denied = confirming.example.replace(
      /\n\[patient\].*$/,
      lang === 'en' ? '\n[patient] No, not any more.' : '\n[patient] Non, plus maintenant.',
    );
    expect(taken(denied, lang)).toEqual([]);
  });
});

describe('taking questions: what they keep apart', () => {
  it('holds none denied ("are you still taking the sertraline?" "No, I stopped it.")', () => {
    expect(taken('[doctor] Are you still taking the sertraline?\n[patient] No, I stopped it last month.', 'en')).toEqual([]);
  });
});
