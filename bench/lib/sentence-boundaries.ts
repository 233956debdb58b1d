// How well a transcript's sentences match a reference dialogue: the share of transcript
// sentences written as sentences (a capital first, a full stop or a question mark last), and
// the share of its sentence boundaries that fall where the reference has a sentence or turn
// end. The transcript's words are aligned to the reference's (word-level Levenshtein), so a
// boundary after a transcript word is placed after the reference word it was aligned to.
// Imports nothing (the benchmark loads it with load-ts.mjs).

export interface ReferenceWord {
  word: string;
  /** The word ends a sentence (. ? !) or a turn. */
  sentenceEnd: boolean;
  turnEnd: boolean;
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .split(' ')
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** The words of a dialogue's turns, each marked where a sentence or the turn ends. */
export function referenceWords(turns: readonly string[]): ReferenceWord[] {
  const out: ReferenceWord[] = [];
  for (const turn of turns) {
    for (const token of turn.split(/\s+/).filter(Boolean)) {
      if (/^[.?!]+$/.test(token) && out.length > 0) out[out.length - 1].sentenceEnd = true;
      for (const word of wordsOf(token)) out.push({ word, sentenceEnd: false, turnEnd: false });
      if (/[.?!]$/.test(token) && out.length > 0) out[out.length - 1].sentenceEnd = true;
    }
    if (out.length > 0) out[out.length - 1].turnEnd = true;
  }
  return out;
}

/** A transcript's words, and after which of them it ends a sentence (or a paragraph). */
export function transcriptWords(text: string): { words: string[]; boundaries: number[] } {
  const words: string[] = [];
  const boundaries: number[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const token of paragraph.split(/\s+/).filter(Boolean)) {
      words.push(...wordsOf(token));
      if (/[.?!]$/.test(token) && words.length > 0) boundaries.push(words.length - 1);
    }
    if (words.length > 0 && boundaries[boundaries.length - 1] !== words.length - 1) boundaries.push(words.length - 1);
  }
  return { words, boundaries: boundaries.filter((b) => b < words.length - 1) };
}

/** For each hypothesis word, the reference word it is aligned to (an inserted word: the one before it, or -1). */
export function alignWords(reference: readonly string[], hypothesis: readonly string[]): number[] {
  const n = reference.length;
  const m = hypothesis.length;
  const cost = Array.from({ length: n + 1 }, (_, i) => Uint32Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      cost[i][j] = Math.min(cost[i - 1][j - 1] + same, cost[i - 1][j] + 1, cost[i][j - 1] + 1);
    }
  }
  const toRef = new Array<number>(m).fill(-1);
  let i = n;
  let j = m;
  while (j > 0) {
    if (i > 0 && cost[i][j] === cost[i - 1][j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1)) {
      toRef[--j] = --i;
    } else if (i > 0 && cost[i][j] === cost[i - 1][j] + 1) {
      i--;
    } else {
      toRef[--j] = i - 1;
    }
  }
  return toRef;
}

export interface SentenceScores {
  sentences: number;
  /** Share of transcript sentences with a capital first and . or ? last. */
  wellFormed: number;
  boundaries: number;
  /** Share of the transcript's sentence boundaries at a reference sentence or turn end. */
  atTrueEnd: number;
  /** The same, allowing the boundary one word off (a word misheard at the end). */
  withinOneWord: number;
  /** Share of the reference's turn ends where the transcript has a boundary (within one word). */
  turnEndsFound: number;
}

/** Scores `transcript` against the reference `turns`. */
export function scoreSentences(turns: readonly string[], transcript: string): SentenceScores {
  const sentences = transcript
    .split(/(?<=[.?!])\s+|\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  const reference = referenceWords(turns);
  const { words, boundaries } = transcriptWords(transcript);
  const toRef = alignWords(
    reference.map((r) => r.word),
    words,
  );
  const isEnd = (k: number) => k >= 0 && k < reference.length && (reference[k].sentenceEnd || reference[k].turnEnd);
  const placed = boundaries.map((b) => toRef[b]);
  const share = (count: number, of: number) => (of === 0 ? NaN : count / of);
  const turnEnds = reference.flatMap((r, k) => (r.turnEnd && k < reference.length - 1 ? [k] : []));
  const near = new Set(placed.flatMap((k) => [k - 1, k, k + 1]));
  return {
    sentences: sentences.length,
    wellFormed: share(sentences.filter((s) => /^[A-Z].*[.?]$/s.test(s)).length, sentences.length),
    boundaries: placed.length,
    atTrueEnd: share(placed.filter(isEnd).length, placed.length),
    withinOneWord: share(placed.filter((k) => isEnd(k) || isEnd(k - 1) || isEnd(k + 1)).length, placed.length),
    turnEndsFound: share(turnEnds.filter((k) => near.has(k)).length, turnEnds.length),
  };
}
