// A condition made specific by the answer to a choice the clinician offered, and the two ways a
// symptom feels: each case names the sentence it serves.
import { extractVisit } from '../extract';

describe('a choice answered', () => {
  it('makes the condition specific ("I have diabetes." "Is that type one or type two?" "Type two.")', () => {
    const visit = extractVisit(
      [
        '[doctor] Do you have any medical conditions?',
        '[patient] I have diabetes.',
        "[doctor] Do you know if that's type one or type two?",
        '[patient] Type two.',
      ].join('\n'),
      'en',
    );
    expect(visit.history.map((f) => f.concept.id)).toEqual(['type-2-diabetes']);
    expect(visit.history[0].evidence.length).toBeGreaterThan(1);
  });

  it('leaves it as said when the answer is an account, not one of the options', () => {
    const visit = extractVisit(
      [
        '[doctor] Do you have any medical conditions?',
        '[patient] I have diabetes.',
        '[doctor] Is that type one or type two?',
        "[patient] I'm not sure, the nurse told me last year but I forgot which one it was.",
      ].join('\n'),
      'en',
    );
    expect(visit.history.map((f) => f.concept.id)).toEqual(['diabetes']);
  });
});

describe('how a symptom feels', () => {
  it('holds two ways it was said ("a throbbing headache", then "the headache is sharp")', () => {
    const visit = extractVisit(
      [
        "[patient] I've had a throbbing headache for two days.",
        '[doctor] Anything else about it?',
        '[patient] Sometimes the headache is sharp too.',
      ].join('\n'),
      'en',
    );
    expect(visit.symptoms.find((f) => f.concept.id === 'headache')?.attributes.character).toBe('throbbing and sharp');
  });
});
