// A knee injury's impression as a GP says it in plain words: a torn cartilage is a meniscus
// tear, and what they cannot rule out is a differential, not a diagnosis ruled out.
import { extractVisit } from '../extract';

describe('the impression of a twisted knee', () => {
  const visit = extractVisit(
    [
      '[patient] I twisted it playing football and now it locks and gives way.',
      "[doctor] So, I think you've most likely torn the cartilage on the inside of your knee.",
      "[doctor] I can't completely rule out a ligament injury as well.",
    ].join('\n'),
    'en',
  );
  const of = (id: string) => visit.impressions.find((i) => i.concept.id === id);

  it('reads "torn the cartilage" as a meniscus tear, the impression', () => {
    expect(of('meniscus-tear')?.differential).toBe(false);
  });

  it('reads what the GP "can\'t completely rule out" as a differential, not as ruled out', () => {
    expect(of('ligament-injury')?.differential).toBe(true);
    expect(visit.ruledOut.map((i) => i.concept.id)).not.toContain('ligament-injury');
  });
});
