// Where a pain goes (rules/<lang>/radiation.json): each rule's sentence gives what it says, and
// a part the pain does not go to is not where it goes.
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { RADIATION_RULES, radiationSentence } from '../radiation';

const radiations = (said: string, lang: 'en' | 'fr') =>
  extractVisit(said, lang)
    .symptoms.filter((f) => f.attributes.radiation)
    .map((f) => f.attributes.radiation);

describe.each(LANGUAGES)('radiation rules (%s)', (lang) => {
  const rules = RADIATION_RULES[lang];

  it(`reads "${rules.asksExpect}" from the answer to whether the pain goes anywhere: "${rules.asksExample}"`, () => {
    expect(radiations(rules.asksExample, lang)).toEqual([rules.asksExpect]);
  });

  it(`reads the part the patient says the pain goes to: "${rules.saysExample}"`, () => {
    expect(radiations(rules.saysExample, lang)).toEqual([rules.saysExpect]);
  });
});

describe('radiation', () => {
  it('is not a part the pain does not go to ("it doesn\'t go into my shoulder ... it can go down a bit into my forearm")', () => {
    const said = [
      '[patient] I have pain in my right elbow.',
      '[doctor] And then does the pain radiate down your arm or up into your shoulder or anything like that?',
      "[patient] It doesn't go into my shoulder, it stays mostly at my elbow but it can go down a bit into my forearm.",
    ].join('\n');
    expect(radiations(said, 'en')).toEqual(['forearm']);
  });

  it('is written as a sentence of its own, in either language', () => {
    expect(radiationSentence('none', 'chest pain', 'en')).toBe('The chest pain does not radiate.');
    expect(radiationSentence('jambe gauche', 'douleur lombaire', 'fr')).toBe('Douleur lombaire irradiant vers jambe gauche.');
  });
});
