// Splits a long run-on sentence of unpunctuated speech into its clauses, at the points where
// a new subject starts one ("... a straight leg brace and i'll prescribe some mobic you can
// start ..."), so that each clause can become a sentence of its own or be left out alone.
import { VERB_BASES } from './third-person';

const SUBJECTS = new Set([
  'i',
  "i'm",
  "i'll",
  "i've",
  "i'd",
  'we',
  "we're",
  "we'll",
  "we've",
  'you',
  "you're",
  "you'll",
  "you've",
  'she',
  "she's",
  'he',
  "he's",
  'they',
  "they're",
  "it's",
  "there's",
  "that's",
  "let's",
]);
const VERBISH = new Set(
  "am are is was were will would have has had do did don't didn't can can't could should might may must want need think know feel see got went took just also really still do".split(
    ' ',
  ),
);
/** Words after which a subject continues the same clause ("the tests that you ordered", "I was convinced I was going to faint"). */
const BINDING = new Set(
  'that if when whenever because since as where which who whom whose whether what how why until unless before after though although while than to think thought know knew see hope hoped said say says mean guess feel felt believe believed sure convinced worried scared afraid realised realized reckon reckoned suppose wonder wondered noticed decided figured make makes let tell told ask asked and or but so then of for with about like once just even'.split(
    ' ',
  ),
);
const CONJUNCTIONS = new Set(['and', 'but', 'so', 'then', 'or']);

/** Clauses of a sentence; short or punctuated sentences come back whole. */
export function splitRunOn(text: string, minWords = 18): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length < minWords) return [text];
  const clauses: string[][] = [[]];
  for (let k = 0; k < tokens.length; k++) {
    const word = tokens[k].toLowerCase().replace(/[,.;:!?]+$/, '');
    const next = (tokens[k + 1] ?? '').toLowerCase().replace(/[,.;:!?]+$/, '');
    const current = clauses[clauses.length - 1];
    const prev = (current[current.length - 1] ?? '').toLowerCase();
    const prevBare = prev.replace(/[,.;:!?]+$/, '');
    const startsClause =
      current.length >= 4 &&
      SUBJECTS.has(word) &&
      (VERBISH.has(next) || VERB_BASES.has(next) || /ed$/.test(next) || word.includes("'")) &&
      (/[,;]$/.test(prev) || !BINDING.has(prevBare) || CONJUNCTIONS.has(prevBare));
    if (startsClause) {
      // "... brace and i'll prescribe": the conjunction goes with the new clause.
      const moved = CONJUNCTIONS.has(prevBare) && !/[,;]$/.test(prev) ? [current.pop() as string] : [];
      clauses.push([...moved, tokens[k]]);
    } else current.push(tokens[k]);
  }
  return clauses.map((c) => c.join(' ')).filter((c) => c !== '');
}
