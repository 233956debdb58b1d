// An instruction typed under a note, read exactly: one of the phrases of ./phrases.ts in
// English or French, or not understood. Nothing is guessed: a sentence that matches none of
// the phrases is answered as not understood (with the list of what works, on the screen).
import type { Lang } from '../language';
import { PHRASES, type Instruction } from './phrases';

/** Longest instruction read, in characters. */
export const MAX_INSTRUCTION_CHARS = 500;

export type ParsedInstruction =
  { ok: true; instruction: Instruction; language: Lang } | { ok: false; reason: 'too-long' | 'unknown' | 'every-section' };

/** Lower case, plain quotes and apostrophes, one space between words, no closing full stop or "please". */
export function normaliseInstruction(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:please|s'il (?:te|vous) pla[iî]t,?|merci de) /i, '')
    .replace(/,? (?:please|s'il (?:te|vous) pla[iî]t)$/i, '')
    .replace(/[.!]+$/, '')
    .trim();
}

/** The instruction `text` states, or why it is not one. */
export function parseInstruction(text: string): ParsedInstruction {
  if (text.length > MAX_INSTRUCTION_CHARS) return { ok: false, reason: 'too-long' };
  const plain = normaliseInstruction(text);
  // Terms keep the case they were typed in ("Pt"); the phrases are matched in lower case.
  const lower = plain.toLowerCase();
  const typed = lower.length === plain.length ? plain : lower;
  for (const language of ['en', 'fr'] as const) {
    for (const phrase of PHRASES[language]) {
      // With indices: each group is taken from the text as typed (lower case keeps the offsets of these texts).
      const match = new RegExp(phrase.pattern.source, 'd').exec(lower);
      if (!match?.indices) continue;
      const places = match.indices;
      const groups = match.slice(1).map((_, i) => {
        const place = places[i + 1];
        return place ? typed.slice(place[0], place[1]) : '';
      });
      const read = phrase.read(groups);
      if (read === 'everything') return { ok: false, reason: 'every-section' };
      if (read) return { ok: true, instruction: read, language };
    }
  }
  return { ok: false, reason: 'unknown' };
}
