// A terminating cue ends the scope of the cues before it without hiding a cue it overlaps.
import { readTranscript } from '../../visit/read-sentences';

const assertion = (text: string, id: string) =>
  readTranscript(text, 'en')
    .sentences.flatMap((s) => s.mentions)
    .find((m) => m.concept.id === id)?.assertion;

describe('terminating cues', () => {
  it('"and your" ends a negation: "no fever and your cough is better"', () => {
    expect(assertion('No fever and your cough is better.', 'cough')).toBe('present');
    expect(assertion('No fever and your cough is better.', 'fever')).toBe('absent');
  });

  it('does not hide the family cue it overlaps ("and your mum had a stroke")', () => {
    expect(assertion('And your mum had a stroke.', 'stroke')).toBe('family');
  });
});
