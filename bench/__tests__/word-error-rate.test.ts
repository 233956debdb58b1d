import { normaliseWords, parseSphinxTranscripts, totalWordErrors, wordErrorRate, wordErrors } from '../lib/word-error-rate';

describe('normaliseWords', () => {
  it('lower-cases, drops punctuation and keeps apostrophes inside words', () => {
    expect(normaliseWords('Hello, World! Don\'t  "stop" -- now.')).toEqual(['hello', 'world', "don't", 'stop', 'now']);
  });

  it('drops Sphinx markup: sentence marks, fillers, alternative pronunciations', () => {
    expect(normaliseWords('<s> he was(2) <sil> [NOISE] not </s>')).toEqual(['he', 'was', 'not']);
  });

  it('keeps letters of other alphabets and digits', () => {
    expect(normaliseWords('Café 42 naïve')).toEqual(['café', '42', 'naïve']);
  });

  it('turns empty or markup-only text into no words', () => {
    expect(normaliseWords('')).toEqual([]);
    expect(normaliseWords(' <s> </s> ')).toEqual([]);
  });
});

describe('wordErrors', () => {
  it('is zero for identical texts, whatever their case and punctuation', () => {
    expect(wordErrors('He was not an ill-disposed young man.', 'he was not an ill disposed young man')).toMatchObject({
      errors: 0,
      rate: 0,
      referenceWords: 8,
    });
  });

  it('counts a substitution', () => {
    expect(wordErrors('the cat sat', 'the cap sat')).toMatchObject({
      substitutions: 1,
      deletions: 0,
      insertions: 0,
      errors: 1,
      referenceWords: 3,
    });
  });

  it('counts deletions and insertions', () => {
    expect(wordErrors('the cat sat on the mat', 'the cat on the mat')).toMatchObject({ deletions: 1, errors: 1 });
    expect(wordErrors('the cat sat', 'the big cat sat down')).toMatchObject({ insertions: 2, errors: 2 });
  });

  it('finds the cheapest alignment', () => {
    // "a b c d" → "b c d e": delete a, insert e (2), not four substitutions.
    expect(wordErrors('a b c d', 'b c d e')).toMatchObject({ errors: 2, deletions: 1, insertions: 1, substitutions: 0 });
  });

  it('computes the rate against the reference length and may exceed 1', () => {
    expect(wordErrorRate('one two three four', 'one too three')).toBeCloseTo(0.5);
    expect(wordErrorRate('yes', 'no no no')).toBe(3);
  });

  it('handles empty texts', () => {
    expect(wordErrors('', '')).toMatchObject({ errors: 0, rate: 0 });
    expect(wordErrors('', 'uh')).toMatchObject({ insertions: 1, rate: 1 });
    expect(wordErrors('hello there', '')).toMatchObject({ deletions: 2, rate: 1 });
  });

  it('accepts word arrays', () => {
    expect(wordErrors(['a', 'b'], ['a', 'c']).substitutions).toBe(1);
  });

  it('scores the shipped PocketSphinx output of a librivox clip as Sphinx does', () => {
    const reference = 'had he married a more a amiable woman he might have been made still more respectable than he was';
    const decoded = 'had he married a more amiable woman he might have been made still more respectable many watts';
    // "a" deleted, "than he was" → "many watts" (2 substitutions, 1 deletion).
    expect(wordErrors(reference, decoded)).toMatchObject({ errors: 4, referenceWords: 19 });
  });
});

describe('totalWordErrors', () => {
  it('sums errors and reference words before dividing', () => {
    const total = totalWordErrors([wordErrors('a b c d', 'a b c d'), wordErrors('e f', 'x')]);
    expect(total).toMatchObject({ errors: 2, referenceWords: 6, substitutions: 1, deletions: 1 });
    expect(total.rate).toBeCloseTo(2 / 6);
  });

  it('is zero for no results', () => {
    expect(totalWordErrors([])).toMatchObject({ errors: 0, rate: 0, referenceWords: 0 });
  });
});

describe('parseSphinxTranscripts', () => {
  it('reads reference transcriptions and decoder .match output', () => {
    const reference = '<s> he was not an ill disposed young man </s> (sense_and_sensibility_01_austen_64kb-0880)\n';
    const match = 'he was not an illness those young man (sense_and_sensibility_01_austen_64kb-0880 -11423)\n\n';
    expect(parseSphinxTranscripts(reference).get('sense_and_sensibility_01_austen_64kb-0880')).toBe('he was not an ill disposed young man');
    expect(parseSphinxTranscripts(match).get('sense_and_sensibility_01_austen_64kb-0880')).toBe('he was not an illness those young man');
  });

  it('skips lines without an utterance id', () => {
    expect(parseSphinxTranscripts('no id here\n(only-id)\n').size).toBe(1);
  });
});
