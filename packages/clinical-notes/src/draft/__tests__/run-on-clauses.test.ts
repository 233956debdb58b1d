// A run-on sentence of speech is cut where a new subject starts a clause, but not after a word
// that takes a clause of its own: cut there, the belief is lost and what was believed is
// written as a fact ("I was convinced | I was going to faint" would say "He was going to faint").
import { splitRunOn } from '../clauses';

describe('run-on speech cut into clauses', () => {
  it('cuts where a new subject starts a clause after the last one ended', () => {
    expect(
      splitRunOn('It was packed, and I started feeling my heart racing, and my chest went tight, and I got off at the next stop.'),
    ).toEqual(['It was packed,', 'and I started feeling my heart racing, and my chest went tight,', 'and I got off at the next stop.']);
  });

  it.each([
    ['convinced', 'It was packed, and my chest went tight, and my heart was racing, and I was convinced I was going to faint.'],
    ['thought', 'It was packed, and my chest went tight, and my heart was racing, and I honestly thought I was having a heart attack.'],
    ['felt', 'It was packed, and my chest went tight, and my heart was racing, and I really felt I was going to pass out there.'],
  ])('keeps what was believed with its belief ("%s")', (word, said) => {
    const clauses = splitRunOn(said);
    expect(clauses.some((c) => c.includes(word) && /going to|having/.test(c))).toBe(true);
  });
});
