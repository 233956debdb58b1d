// Each pair of plan sentences names a sentence the plan rules of each language write, and is
// read both ways.
import { planRules } from '../../visit/plan-rules';
import { sentenceIn } from '../sentences-alike';
import alike from '../../../rules/plan-sentences-alike.json';

describe('plan sentences alike in both languages', () => {
  it.each(alike.pairs.map((pair) => [pair.en, pair.fr] as const))('"%s" is "%s"', (en, fr) => {
    expect(planRules('en').some((rule) => rule.write === en)).toBe(true);
    expect(planRules('fr').some((rule) => rule.write === fr)).toBe(true);
    expect(sentenceIn(fr, 'fr', 'en')).toBe(en);
    expect(sentenceIn(en, 'en', 'fr')).toBe(fr);
  });

  it("has an English sentence for each French rule's, so an English note of a French visit writes no French advice", () => {
    const paired = new Set(alike.pairs.map((pair) => pair.fr));
    const writes = planRules('fr').flatMap((rule) => (rule.write ? [rule.write] : []));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((w) => !paired.has(w))).toEqual([]);
  });

  it('writes nothing for a sentence no pair holds', () => {
    expect(sentenceIn('Wear gloves to protect the hands.', 'en', 'fr')).toBeUndefined();
  });
});
