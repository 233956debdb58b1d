// Where a pain goes (rules/<lang>/radiation.json): each rule's sentence gives what it says, and
// a part the pain does not go to is not where it goes.
import { LANGUAGES } from '../../language';
import { factsNotStated } from '../../check/omissions';
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

describe.each(LANGUAGES)('where a pain goes, "Not in the note" (%s)', (lang) => {
  const rules = RADIATION_RULES[lang];
  const left = (said: string, ...lines: string[]) =>
    factsNotStated(
      extractVisit(said, lang),
      lines.map((text) => ({ text, planPart: false })),
    ).map((f) => f.text);
  const [noteSays] = rules.noteSays;

  it(`offers that the pain does not radiate, stated by a note saying "${noteSays}"`, () => {
    const offered = left(rules.asksExample, 'x');
    expect(offered.filter((t) => /radiat|irradi/i.test(t))).toHaveLength(1);
    const [sentence] = offered.filter((t) => /radiat|irradi/i.test(t));
    expect(left(rules.asksExample, `Pain, ${noteSays}.`)).not.toContain(sentence);
  });

  it(`offers the part the pain goes to ("${rules.saysExpect}"), stated by a note naming it`, () => {
    // A conversation: the clinician asks first.
    const said = `[doctor] ${lang === 'fr' ? 'Bonjour, je vous écoute ?' : 'What brings you in?'}\n${rules.saysExample}`;
    const offered = left(said, 'x').filter((t) => t.includes(rules.saysExpect));
    expect(offered).toHaveLength(1);
    expect(left(said, `Pain to the ${rules.saysExpect}.`)).not.toContain(offered[0]);
  });
});
