// What the clinician says to the patient, written in the third person (French): the rule
// file's own sentence, each verb form, and a condition that cannot be written so.
import { asThirdPerson } from '../second-person';
import itemsFr from '../../../rules/fr/plan-items.json';

const rules = itemsFr.secondPerson;
const third = (text: string) => asThirdPerson(text, rules);

describe('what is said to the patient, in the third person', () => {
  it(`writes the rule file's sentence: "${rules.example}"`, () => {
    expect(third(rules.example)).toBe(rules.expect);
  });

  it.each([
    ['si vous avez de la fièvre', 'si la personne a de la fièvre'],
    ['si vous vomissez', 'si la personne vomit'],
    ['si vous toussez du sang', 'si la personne tousse du sang'],
    ['si vous perdez du poids', 'si la personne perd du poids'],
    ["si vous n'allez pas mieux", 'si la personne ne va pas mieux'],
    ['si vous ne pouvez pas respirer', 'si la personne ne peut pas respirer'],
    ['si vous vous inquiétez', "si la personne s'inquiète"],
    ['si votre épaule gonfle', 'si son épaule gonfle'],
  ])('"%s" -> "%s"', (said, written) => {
    expect(third(said)).toBe(written);
  });

  it('writes nothing where the person or the gender it needs is not said ("vous réveille", "votre toux")', () => {
    expect(third('si la douleur vous réveille la nuit')).toBeNull();
    expect(third('si votre toux revient')).toBeNull();
  });
});
