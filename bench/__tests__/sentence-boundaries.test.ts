// The sentence benchmark's measure: alignment of a transcript to a reference dialogue and
// where its sentence boundaries fall.
import { alignWords, referenceWords, scoreSentences, transcriptWords } from '../lib/sentence-boundaries';

describe('sentence boundaries', () => {
  it('marks the reference’s sentence and turn ends', () => {
    const words = referenceWords(['what brings you in ?', 'my knee hurts . it is swollen']);
    expect(words.map((w) => w.word)).toEqual(['what', 'brings', 'you', 'in', 'my', 'knee', 'hurts', 'it', 'is', 'swollen']);
    expect(words.filter((w) => w.sentenceEnd).map((w) => w.word)).toEqual(['in', 'hurts']);
    expect(words.filter((w) => w.turnEnd).map((w) => w.word)).toEqual(['in', 'swollen']);
  });

  it('reads the transcript’s boundaries, the last word and paragraphs included once', () => {
    expect(transcriptWords('What brings you in? My knee\n\nhurts. It is swollen.')).toEqual({
      words: ['what', 'brings', 'you', 'in', 'my', 'knee', 'hurts', 'it', 'is', 'swollen'],
      boundaries: [3, 5, 6],
    });
  });

  it('aligns substitutions, deletions and insertions', () => {
    expect(alignWords(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual([0, 1, 2]);
    expect(alignWords(['a', 'b', 'c', 'd'], ['a', 'b', 'd'])).toEqual([0, 1, 3]);
    expect(alignWords(['a', 'b'], ['a', 'z', 'b'])).toEqual([0, 0, 1]);
  });

  it('scores well-formed sentences and boundaries at true ends', () => {
    const scores = scoreSentences(
      ['what brings you in today ?', 'my knee hurts . it is swollen .'],
      'What brings you in today? My knee. hurts it is swollen',
    );
    expect(scores).toEqual({ sentences: 3, wellFormed: 2 / 3, boundaries: 2, atTrueEnd: 0.5, withinOneWord: 1, turnEndsFound: 1 });
  });
});
