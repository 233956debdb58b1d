// A question about the family's history answered with who has it ("Does anyone in your family
// have kidney stones?" "My dad had them.") gives the condition asked of, with that relative; an
// answer that denies first, or names a condition of its own, does not. An operation a relative had
// is in the family's history too.
import { extractVisit } from '../extract';

const familyOf = (lines: string[], lang: 'en' | 'fr' = 'en') =>
  extractVisit(lines.join('\n'), lang).family.map((f) => [f.concept.id, f.attributes.relatives ?? []]);
const opening = ["[patient] I've got this terrible pain in my side.", '[doctor] Any sickness?', '[patient] I was sick once.'];

describe("answers to a question about the family's history", () => {
  it('give the condition asked of, with the relative named ("My dad had them.")', () => {
    expect(
      familyOf([...opening, '[doctor] Does anyone in your family have kidney stones?', '[patient] Funny you say that. My dad had them.']),
    ).toEqual([['kidney-stones', ['father']]]);
    expect(familyOf([...opening, '[doctor] Any diabetes in the family?', '[patient] Yes, my mum.'])).toEqual([['diabetes', ['mother']]]);
    expect(
      familyOf(["[patient] J'ai mal au ventre.", '[médecin] Il y a du diabète dans la famille ?', '[patient] Oui, ma mère.'], 'fr'),
    ).toEqual([['diabetes', ['mère']]]);
  });

  it('give nothing where the answer denies first, or names a condition of its own', () => {
    expect(
      familyOf([...opening, '[doctor] Breast cancer in the family?', "[patient] No. My mum had her gallbladder out, but that's it."]),
    ).toEqual([['cholecystectomy', ['mother']]]);
    expect(familyOf([...opening, '[doctor] Any diabetes in the family?', '[patient] My mum had high blood pressure.'])).toEqual([
      ['hypertension', ['mother']],
    ]);
  });

  it("hold nothing a relative said of the patient's own condition ('my daughter said, you know, with the diabetes, ...')", () => {
    expect(
      familyOf([
        '[doctor] What were you thinking it might be?',
        "[patient] Well, I thought it's probably infected. But my daughter said, you know, with the diabetes, I should get it looked at.",
      ]),
    ).toEqual([]);
  });

  it("hold an operation a relative had ('my mum had her gallbladder out')", () => {
    expect(familyOf([...opening, '[doctor] Any problems in the family?', '[patient] My mum had her gallbladder out.'])).toEqual([
      ['cholecystectomy', ['mother']],
    ]);
  });
});
