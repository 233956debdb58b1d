// The dosing words of each language (rules/<lang>/dosing.json), on the sentences they serve:
// the dosing said after a medication is read, and a word of when ("today") is none.
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { DOSING_RULES } from '../plan';

describe.each(LANGUAGES)('dosing words (%s)', (lang) => {
  const rules = DOSING_RULES[lang];
  const patient = lang === 'en' ? '[patient] I have a headache.' : "[patient] J'ai mal à la tête.";
  const dosings = (said: string) => extractVisit(`${patient}\n${said}`, lang).medications.map((m) => m.dosing);

  it(`reads "${rules.expect}" in "${rules.example}"`, () => {
    expect(dosings(rules.example)).toContain(rules.expect);
  });

  it(`reads no dosing in "${rules.notExample}"`, () => {
    const read = dosings(rules.notExample);
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((d) => d === undefined)).toBe(true);
  });
});
