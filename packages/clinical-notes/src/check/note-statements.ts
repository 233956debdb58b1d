// What a written note says of each concept: the same reader as the transcript (NLP, lexicon,
// ConText), run on the note's text, one sentence at a time.
import type { Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';
import { readTranscript } from '../visit/read-sentences';
import type { Assertion } from '../visit/assertion';

export interface Statement {
  concept: Concept;
  assertion: Assertion;
  /** Offsets of the concept's words in the text read. */
  start: number;
  end: number;
}

/** The concepts a written sentence (or any note text) names, with what it asserts of each. */
export function statementsOf(text: string, lang: Lang): Statement[] {
  // A note is written text: one plain turn, read as nobody's speech.
  const read = readTranscript(text.replace(/\n/g, ' '), lang);
  return read.sentences.flatMap((s) =>
    s.mentions.map((m) => ({ concept: m.concept, assertion: m.assertion, start: s.tokens[m.from].start, end: s.tokens[m.to - 1].end })),
  );
}
