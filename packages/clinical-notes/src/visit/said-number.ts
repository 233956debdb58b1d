// A number said at a token of a read sentence: in digits ("38.2", "38,2" said in French) or in
// words ("one thirty two", "ninety nine point one", "trente huit virgule deux").
import { readSpokenNumber } from '../nlp/numbers';
import type { ReadSentence } from './read-sentences';

const DIGITS = /^\d+([.,]\d+)?$/;

/** The number said at token `at`: its value, as a note writes it (digits as said), and the token after it; null where none is. */
export function numberAt(s: ReadSentence, at: number): { value: number; text: string; end: number } | null {
  const said = s.tokens[at]?.text ?? '';
  if (DIGITS.test(said)) return { value: Number(said.replace(',', '.')), text: said, end: at + 1 };
  const spoken = readSpokenNumber(
    s.tokens.slice(at).map((t) => t.text.toLowerCase()),
    0,
  );
  return spoken ? { value: spoken.value, text: String(spoken.value), end: at + spoken.words } : null;
}
