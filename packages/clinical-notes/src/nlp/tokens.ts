// What the NLP layer gives every later step: sentences of one speaker, their tokens with a
// comparison key (lemma, folded), part of speech and offsets in the transcript.
import type { Role } from '../transcript/turns';
import { withWrittenCase } from '../text/written-case';

export interface Token {
  /** Index in its sentence. */
  i: number;
  text: string;
  /** What rules and lexicons compare: the folded lemma ("diarrhoea", "diarrhoeas" -> "diarrhea"). */
  key: string;
  /** Universal part of speech (NOUN, VERB, NUM, PUNCT, ...); '' where the language has no tagger. */
  pos: string;
  start: number;
  end: number;
  /** Spoken filler or a false start: skipped by every rule (speech/clean-up.ts). */
  skip: boolean;
  /** The text folded (lower case, no accents), worked out once: every phrase matcher compares it. */
  folded?: string;
}

export interface Sentence {
  /** Index in the transcript's sentences. */
  index: number;
  turn: number;
  role: Role;
  start: number;
  end: number;
  text: string;
  tokens: Token[];
  question: boolean;
}

/** A run of tokens of one sentence, [from, to). */
export interface TokenSpan {
  sentence: number;
  from: number;
  to: number;
}

/** The word said before token `at`, skipped ones passed over; undefined at the sentence's start. */
export function saidBefore(tokens: readonly Token[], at: number): string | undefined {
  let i = at - 1;
  while (i >= 0 && tokens[i].skip) i -= 1;
  return i < 0 ? undefined : tokens[i].text;
}

/** The index of the first token said at or after `at` (skipped ones passed over); the tokens' length where none is. */
export function saidFrom(tokens: readonly Token[], at: number): number {
  let i = at;
  while (i < tokens.length && tokens[i].skip) i += 1;
  return i;
}

/** The words said in tokens [from, to): not skipped, with a letter (no punctuation, no figure alone). */
export function saidWords(tokens: readonly Token[], from = 0, to = tokens.length): Token[] {
  return tokens.slice(from, to).filter((t) => !t.skip && /\p{L}/u.test(t.text));
}

/**
 * A name as said in tokens [from, to), without the capital its place at the sentence's start gave it ("Ibuprofen, four
 * hundred, three times a day" names ibuprofen); a name said with a capital inside a sentence keeps it ("Dioralyte").
 */
export function nameAsSaid(sentence: Sentence, from: number, to: number): string {
  const said = spokenText(sentence, from, to);
  const first = sentence.tokens.findIndex((t) => !t.skip && /\p{L}/u.test(t.text));
  const opens = first >= from && first < to && sentence.tokens.slice(from, first).every((t) => t.skip || !/\p{L}/u.test(t.text));
  // The name as the written case writes it (a brand with its capital: "Tylenol").
  return opens && /^\p{Lu}\p{Ll}/u.test(sentence.tokens[first].text) ? withWrittenCase(said[0].toLowerCase() + said.slice(1)) : said;
}

/** The sentence's words without the skipped ones, as written. */
export function spokenText(sentence: Sentence, from = 0, to = sentence.tokens.length): string {
  let out = '';
  let last = -1;
  for (const token of sentence.tokens.slice(from, to)) {
    if (token.skip) continue;
    if (last >= 0 && token.start > last) out += ' ';
    out += token.text;
    last = token.end;
  }
  return withWrittenCase(
    out
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/^[,;:\s]+/, '')
      .trim(),
  );
}

/** Parts of speech that name a thing or a finding ("masses", "an increase"), not a state or an action. */
export const NAMING_POS: ReadonlySet<string> = new Set(['NOUN', 'PROPN']);
