// What a written note says of each concept: the same reader as the transcript (NLP, lexicon,
// ConText), run on the note's text, one sentence at a time.
import type { Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';
import { readTranscript } from '../visit/read-sentences';
import type { Assertion } from '../visit/assertion';
import { expandShorthand } from './shorthand';

export interface Statement {
  concept: Concept;
  assertion: Assertion;
  /** Offsets of the concept's words in the text read. */
  start: number;
  end: number;
}

/**
 * What each of a note's sentences says, read in one pass (the NLP library reads one document
 * faster than many): each sentence is its own turn, so no rule's scope crosses from one
 * sentence into the next. Offsets are not kept.
 */
export function statementsBySentence(sentences: readonly string[], lang: Lang): Statement[][] {
  // An empty sentence still takes its line (a turn of its own), so turn i is sentence i.
  // Shorthand is read as the words it stands for ("No SOB": no shortness of breath).
  const read = readTranscript(sentences.map((s) => `[note] ${expandShorthand(s, lang).replace(/\s+/g, ' ').trim() || '.'}`).join('\n'), lang);
  const out: Statement[][] = sentences.map(() => []);
  for (const s of read.sentences) {
    for (const m of s.mentions) out[s.turn]?.push({ concept: m.concept, assertion: m.assertion, start: s.tokens[m.from].start, end: s.tokens[m.to - 1].end });
  }
  return out;
}

/** The concepts a written sentence (or any note text) names, with what it asserts of each. */
export function statementsOf(text: string, lang: Lang): Statement[] {
  // A note is written text: one plain turn, read as nobody's speech.
  const read = readTranscript(text.replace(/\n/g, ' '), lang);
  return read.sentences.flatMap((s) =>
    s.mentions.map((m) => ({ concept: m.concept, assertion: m.assertion, start: s.tokens[m.from].start, end: s.tokens[m.to - 1].end })),
  );
}
