// A negation said inside a finding's own words ("can't swallow", "can't open your mouth") is
// the finding's: it denies nothing said after it.
import { extractVisit } from '../extract';
import { readTranscript } from '../read-sentences';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';

const assertions = (text: string) =>
  Object.fromEntries(readTranscript(text, 'en').sentences.flatMap((s) => s.mentions.map((m) => [m.concept.id, m.assertion])));

describe('a negation inside a finding’s words', () => {
  it('denies nothing after it ("I can\'t swallow properly and I\'ve had a fever")', () => {
    expect(assertions("[patient] I can't swallow properly and I've had a fever since Monday.")).toEqual({
      'difficulty-swallowing': 'present',
      fever: 'present',
    });
    expect(
      extractVisit("[patient] I can't swallow properly and I've had a fever since Monday.", 'en').symptoms.map((f) => f.assertion),
    ).toEqual(['present', 'present']);
  });

  it('writes a safety net calling for each of its conditions ("... or you can\'t swallow fluids, or you get a muffled voice or can\'t open your mouth, come back or call 111")', () => {
    const transcript = [
      "[patient] My throat's been really sore for five days.",
      "[doctor] I think this is most likely a viral sore throat. And if your throat isn't getting better in a week, or you can't swallow fluids, or you get a muffled voice or can't open your mouth, come back or call 111.",
    ].join('\n');
    const plan = draftNote(transcript, SUBJECTIVE_AND_PLAN, { language: 'en' }).sections[1].items.map((i) => i.body);
    expect(plan).toContainEqual(
      expect.stringContaining(
        "call 111 if their throat isn't getting better in a week, or they can't swallow fluids, or they get a muffled voice",
      ),
    );
  });
});
