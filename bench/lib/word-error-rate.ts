// Word error rate: how far a transcript is from a reference, as the share of reference
// words that had to be substituted, deleted or inserted (word-level Levenshtein distance
// over normalised words). Used by the engine tests and the transcription benchmark.

/**
 * Lower-cases and splits into words: drops Sphinx markup (<s>, </s>, <sil>, [NOISE],
 * alternative-pronunciation marks such as "been(2)") and punctuation, keeps apostrophes
 * inside words ("don't") and hyphenated parts as separate words.
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/<[^>]*>|\[[^\]]*\]|\(\d+\)/g, ' ')
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** substitutions + deletions + insertions */
  errors: number;
  referenceWords: number;
  /** errors / referenceWords; with an empty reference, 0 when the hypothesis is empty too, else errors. */
  rate: number;
}

function withRate(counts: Omit<WordErrors, 'errors' | 'rate'>): WordErrors {
  const errors = counts.substitutions + counts.deletions + counts.insertions;
  return { ...counts, errors, rate: errors === 0 ? 0 : errors / Math.max(counts.referenceWords, 1) };
}

/** The word errors of `hypothesis` against `reference` (texts are normalised first). */
export function wordErrors(reference: string | string[], hypothesis: string | string[]): WordErrors {
  const ref = typeof reference === 'string' ? normaliseWords(reference) : reference;
  const hyp = typeof hypothesis === 'string' ? normaliseWords(hypothesis) : hypothesis;
  // cost[j] for the current row: [errors, substitutions, deletions, insertions] aligning ref[0..i) with hyp[0..j).
  type Cell = [number, number, number, number];
  let previous: Cell[] = Array.from({ length: hyp.length + 1 }, (_, j) => [j, 0, 0, j] as Cell);
  for (let i = 1; i <= ref.length; i++) {
    const current: Cell[] = [[i, 0, i, 0]];
    for (let j = 1; j <= hyp.length; j++) {
      const same = ref[i - 1] === hyp[j - 1];
      const diagonal = previous[j - 1];
      const up = previous[j]; // ref word deleted
      const left = current[j - 1]; // hyp word inserted
      const viaDiagonal = diagonal[0] + (same ? 0 : 1);
      if (viaDiagonal <= up[0] + 1 && viaDiagonal <= left[0] + 1) {
        current[j] = [viaDiagonal, diagonal[1] + (same ? 0 : 1), diagonal[2], diagonal[3]];
      } else if (up[0] <= left[0]) {
        current[j] = [up[0] + 1, up[1], up[2] + 1, up[3]];
      } else {
        current[j] = [left[0] + 1, left[1], left[2], left[3] + 1];
      }
    }
    previous = current;
  }
  const [, substitutions, deletions, insertions] = previous[hyp.length];
  return withRate({ substitutions, deletions, insertions, referenceWords: ref.length });
}

/** The word error rate of `hypothesis` against `reference`. */
export function wordErrorRate(reference: string | string[], hypothesis: string | string[]): number {
  return wordErrors(reference, hypothesis).rate;
}

/** Several utterances together: errors and reference words are summed before dividing. */
export function totalWordErrors(results: WordErrors[]): WordErrors {
  return withRate({
    substitutions: results.reduce((n, r) => n + r.substitutions, 0),
    deletions: results.reduce((n, r) => n + r.deletions, 0),
    insertions: results.reduce((n, r) => n + r.insertions, 0),
    referenceWords: results.reduce((n, r) => n + r.referenceWords, 0),
  });
}

/**
 * Reads a Sphinx transcript listing: one utterance a line, "<s> words </s> (utterance-id)"
 * (a reference `transcription` file) or "words (utterance-id score)" (a decoder's .match
 * output). Returns the text by utterance id.
 */
export function parseSphinxTranscripts(listing: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const line of listing.split('\n')) {
    const match = /^(.*)\(\s*(\S+)(?:\s+[-\d.]+)?\s*\)\s*$/.exec(line.trim());
    if (match)
      texts.set(
        match[2],
        match[1]
          .replace(/<\/?s>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
  }
  return texts;
}
