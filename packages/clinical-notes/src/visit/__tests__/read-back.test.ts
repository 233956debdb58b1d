// What a patient reads back of the clinician's safety-netting ("Weeping, crusting, fever. Okay.")
// asserts nothing: the fever the clinician told them to look out for is not one they have.
import { extractVisit } from '../extract';

const fever = (lines: string[]) => extractVisit(lines.join('\n'), 'en').symptoms.find((f) => f.concept.id === 'fever')?.assertion;
const visit = [
  "[patient] He's got dry, itchy patches on his elbows.",
  '[doctor] Has he had any temperatures?',
  "[patient] No, he's been fine.",
  '[doctor] If the skin starts weeping, or getting crusty, or he gets a fever, come back to us the same day.',
];

describe("a patient reading back the clinician's safety-netting", () => {
  it('says no symptom of their own ("Weeping, crusting, fever. Okay.")', () => {
    expect(fever([...visit, '[patient] Weeping, crusting, fever. Okay.'])).toBe('absent');
  });

  it('nor with a pronoun of a thing or of a part\'s owner ("Yellow, fever, or if it doesn\'t settle.", "... or my eyes")', () => {
    expect(fever([...visit, "[patient] Weeping, fever, or if it doesn't settle."])).toBe('absent');
    expect(fever([...visit, '[patient] Fever, or my eyes, go to A&E.'])).toBe('absent');
  });

  it('unlike telling one ("He has had a fever since last night.")', () => {
    expect(fever([...visit, '[patient] He has had a fever since last night, actually.'])).toBe('present');
  });
});
