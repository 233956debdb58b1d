// Word boundaries that know every alphabet: `\b` in JavaScript knows ASCII letters only.
import { unicodeWords } from '../word-boundary';

describe('a pattern whose word boundaries know every alphabet', () => {
  it('finds a word that is whole, not the end of a word with an accented letter before it', () => {
    const me = unicodeWords(/\bme\b/gi);
    expect('Ça me gratte.'.replace(me, 'lui')).toBe('Ça lui gratte.');
    expect('un problème, un thème'.replace(me, 'lui')).toBe('un problème, un thème');
    // The ASCII boundary it replaces did find them.
    expect('un problème'.replace(/\bme\b/g, 'lui')).toBe('un problèlui');
  });

  it('ends a word after an accented letter, as it ends one after any other letter', () => {
    expect(unicodeWords(/\bvoilà\b/i).test('voilà, c’est tout')).toBe(true);
    expect(/\bvoilà\b/i.test('voilà, c’est tout')).toBe(false);
    expect(unicodeWords(/\bvoilà\b/i).test('voilàs')).toBe(false);
  });

  it('keeps the flags, adds the u flag, and leaves an escaped backslash before "b" as it is', () => {
    const pattern = unicodeWords(/\bde\b/gi);
    expect(pattern.flags).toBe('giu');
    expect(unicodeWords(/a\\b/).test('a\\b')).toBe(true);
    expect('12 ans'.match(unicodeWords(/\b\d+\b/))?.[0]).toBe('12');
  });
});
