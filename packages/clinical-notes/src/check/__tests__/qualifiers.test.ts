// A finding denied with a circumstance right after it ("no pain with movement") is a narrower
// claim: it does not contradict the finding the visit holds; denied plainly, it does.
import type { Lang } from '../../language';
import { extractVisit } from '../../visit/extract';
import { contradictionsOf } from '../contradictions';
import { readSentences, statementsOf } from '../note-statements';
import { QUALIFIERS } from '../qualifiers';

const rules = (['en', 'fr'] as Lang[]).flatMap((lang) => QUALIFIERS[lang].map((r) => [r.literal, r.example, lang, r] as const));

describe('qualifier rules', () => {
  it.each(rules)('"%s" qualifies its target in its own sentence "%s" (%s)', (literal, example, lang, rule) => {
    expect(readSentences([example], lang)[0].statements.find((s) => s.concept.id === rule.target)).toMatchObject({ qualified: true });
    expect(statementsOf(example, lang).some((s) => s.qualified)).toBe(true);
    // The sentence cut before the circumstance names the same finding unqualified.
    const cut = example.slice(0, example.toLowerCase().lastIndexOf(` ${literal}`));
    const unqualified = readSentences([cut], lang)[0].statements;
    expect(unqualified.length).toBeGreaterThan(0);
    expect(unqualified.some((s) => s.qualified)).toBe(false);
  });
});

describe('a circumstance said of no number', () => {
  it('is a time window before a number: "in the past 6 months" qualifies nothing, "in the past" does', () => {
    const [windowed, past] = readSentences(
      ['She denies she has lost weight in the past 6 months.', 'She denies any weight loss in the past.'],
      'en',
    );
    expect(windowed.statements.find((s) => s.concept.id === 'weight-loss')?.qualified).toBeFalsy();
    expect(past.statements.find((s) => s.concept.id === 'weight-loss')?.qualified).toBe(true);
  });
});

describe('a denial with a circumstance against the visit', () => {
  const visit = extractVisit(
    ['[doctor] What brings you in today?', '[patient] My right knee hurts, on the outside.', '[doctor] Let me examine it.'].join('\n'),
    'en',
  );

  it('does not contradict the knee pain the visit holds ("No right knee pain with movement.", "She denies knee pain when walking.")', () => {
    expect(contradictionsOf(visit, 'No right knee pain with movement.')).toEqual([]);
    expect(contradictionsOf(visit, 'She denies knee pain when walking.')).toEqual([]);
  });

  it('contradicts it denied plainly ("Denies right knee pain.")', () => {
    expect(contradictionsOf(visit, 'Denies right knee pain.').map((c) => c.concept.id)).toEqual(['knee-pain']);
  });
});
