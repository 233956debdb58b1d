// ROUGE as rouge_score computes it, on cases worked out by hand.
import { rougeLsumTokens, rougeN, rougeScores, rougeTokens } from '../lib/rouge';

describe('rougeTokens', () => {
  it('lower-cases and splits on every run of characters other than a-z and 0-9', () => {
    expect(rougeTokens("Hello, World! It's 3:30pm")).toEqual(['hello', 'world', 'it', 's', '3', '30pm']);
    expect(rougeTokens('café  -- naïve')).toEqual(['caf', 'na', 've']);
    expect(rougeTokens('  ')).toEqual([]);
  });
});

describe('ROUGE-N', () => {
  it('counts clipped unigram and bigram overlaps', () => {
    const s = rougeScores('the cat sat on the mat', 'the cat lay on the mat');
    expect(s.rouge1.precision).toBeCloseTo(5 / 6);
    expect(s.rouge1.recall).toBeCloseTo(5 / 6);
    expect(s.rouge1.fmeasure).toBeCloseTo(5 / 6);
    expect(s.rouge2.fmeasure).toBeCloseTo(3 / 5);
  });

  it('weighs precision and recall by the candidate and reference lengths', () => {
    const s = rougeN(['a', 'b', 'c', 'd'], ['a', 'b', 'x'], 2);
    expect(s.precision).toBeCloseTo(1 / 2);
    expect(s.recall).toBeCloseTo(1 / 3);
    expect(s.fmeasure).toBeCloseTo(0.4);
  });

  it('clips repeated words to the count in the reference', () => {
    const s = rougeN(['a', 'b'], ['a', 'a', 'a', 'a'], 1);
    expect(s.precision).toBeCloseTo(1 / 4);
    expect(s.recall).toBeCloseTo(1 / 2);
  });

  it('scores 0 when either side is empty', () => {
    expect(rougeScores('', 'something').rouge1.fmeasure).toBe(0);
    expect(rougeScores('something', '').rougeLsum.fmeasure).toBe(0);
  });
});

describe('ROUGE-Lsum', () => {
  it('is the LCS on a single line', () => {
    expect(rougeScores('the cat sat on the mat', 'the cat lay on the mat').rougeLsum.fmeasure).toBeCloseTo(5 / 6);
  });

  it('takes the union of LCS hits of every candidate line for each reference line', () => {
    // Plain ROUGE-L would find "a c d e" (4 of 5); line by line the union covers all 5.
    const s = rougeScores('a b c\nd e', 'a c\nb d e');
    expect(s.rougeLsum.precision).toBeCloseTo(1);
    expect(s.rougeLsum.recall).toBeCloseTo(1);
  });

  it('does not count a token twice', () => {
    const s = rougeLsumTokens([['a', 'a'], ['a']], [['a']]);
    expect(s.precision).toBeCloseTo(1);
    expect(s.recall).toBeCloseTo(1 / 3);
    expect(s.fmeasure).toBeCloseTo(0.5);
  });

  it('ignores empty lines', () => {
    expect(rougeScores('a b\n\n\nc', 'a b c').rougeLsum.fmeasure).toBeCloseTo(
      rougeLsumTokens([['a', 'b'], ['c']], [['a', 'b', 'c']]).fmeasure,
    );
  });
});
