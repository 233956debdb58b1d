// A number said at a token of a read sentence: in digits ("38.2", "38,2" said in French) or in
// words ("one thirty two", "ninety nine point one", "trente huit virgule deux", "seventy-two").
import { readSpokenNumber } from '../nlp/numbers';
import type { ReadSentence } from './read-sentences';

const DIGITS = /^\d+([.,]\d+)?$/;

/** The number said at token `at`: its value, as a note writes it (digits as said), and the token after it; null where none is. */
export function numberAt(s: ReadSentence, at: number): { value: number; text: string; end: number } | null {
  const said = s.tokens[at]?.text ?? '';
  if (DIGITS.test(said)) return { value: Number(said.replace(',', '.')), text: said, end: at + 1 };
  // The words from `at`, a hyphen joining two of them passed over ("seventy-two", "quatre-vingt-dix"): each word's token.
  const words: string[] = [];
  const tokenOf: number[] = [];
  for (let i = at; i < s.tokens.length; i++) {
    const text = s.tokens[i].text;
    if (text === '-' && words.length > 0 && i + 1 < s.tokens.length && s.tokens[i + 1].start === s.tokens[i].end) continue;
    words.push(text.toLowerCase());
    tokenOf.push(i);
  }
  const spoken = readSpokenNumber(words, 0);
  return spoken ? { value: spoken.value, text: String(spoken.value), end: tokenOf[spoken.words - 1] + 1 } : null;
}
