// The lexicon's phrase finder: a word is tried only against the phrases that can start with
// its first letter, with the same matches as the whole alternation.
import { firstLetters, phraseFinder } from '../first-letter';
import { findConditions } from '../conditions';
import { findSymptoms } from '../symptoms';

const FRAGMENTS = [
  'fevers?',
  'f[ée]brile',
  '[ée]tourdi(?:e)?',
  '(?:loss of|poor) appetite',
  'chest pain',
  'type (?:2|two) diabetes',
  'a-?fib',
  '(?:heat|cold)? intolerance',
];

/** The whole alternation the finder stands for. */
function wholeMatches(text: string): Array<{ text: string; index: number }> {
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])(?:${FRAGMENTS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(whole)].map((m) => ({ text: m[0], index: m.index ?? 0 }));
}

describe('the lexicon phrase finder', () => {
  it('knows the letters a phrase can start with', () => {
    expect(firstLetters('fevers?')).toEqual(new Set(['f']));
    expect(firstLetters('[ée]tourdi(?:e)?')).toEqual(new Set(['e']));
    expect(firstLetters('(?:loss of|poor) appetite')).toEqual(new Set(['l', 'p']));
    // An optional first part: not simple enough, tried at every word.
    expect(firstLetters('(?:heat|cold)? intolerance')).toBeUndefined();
    // "ſ" matches "s" case-insensitively.
    expect(firstLetters('ſweats')).toEqual(new Set(['s']));
  });

  it('finds what the whole alternation finds, at word starts only', () => {
    const find = phraseFinder(FRAGMENTS);
    for (const text of [
      'No fever, no chest pain, Fébrile, étourdie and ÉTOURDI.',
      'feverish fevers afib a-fib AFIB type two diabetes; type 2 diabetesx',
      'poor appetite, loss of appetite, cold intolerance,  intolerance',
      'Ｆever 😀 fever chest  pain chest pain',
      '',
    ]) {
      expect(find(text)).toEqual(wholeMatches(text));
    }
  });

  it('finds symptoms and conditions in a sentence', () => {
    expect(findSymptoms('i have had a fever and some chest pain').map((s) => s.term.en)).toEqual(['fever', 'chest pain']);
    expect(findConditions('history of type 2 diabetes and high blood pressure').map((c) => c.term.en)).toEqual([
      'type 2 diabetes',
      'hypertension',
    ]);
  });
});
