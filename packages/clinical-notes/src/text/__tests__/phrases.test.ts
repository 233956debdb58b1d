// Phrase lists as patterns: groups expanded, stems, and whole words in any alphabet.
import { expandPhrase, phrasePattern, wordClass } from '../phrases';

describe('a phrase list as a pattern', () => {
  it('expands groups and optional words', () => {
    expect(expandPhrase('(do|did) you (really |)mean')).toEqual([
      'do you really mean',
      'do you mean',
      'did you really mean',
      'did you mean',
    ]);
  });

  it('finds a French phrase only as whole words, an accented letter beside it counting as a letter', () => {
    const pattern = phrasePattern(['pas de', 'sans'], 'i');
    expect(pattern.test('pas de fièvre')).toBe(true);
    // "repas de" ends with "pas de" after a letter; "problème" with "me" after an accented one: neither is the phrase.
    expect(pattern.test('un repas de midi')).toBe(false);
    expect(phrasePattern(['me'], 'i').test('un problème')).toBe(false);
  });

  it('reads a stem with the letters of any alphabet after it', () => {
    expect(phrasePattern(['prescri*'], 'i').exec('je vous ai prescrité')?.[0]).toBe('prescrité');
    const words = wordClass(['prescri*']);
    expect(words.has('prescrité')).toBe(true);
    expect(words.has('prescri-bed')).toBe(false);
  });
});
