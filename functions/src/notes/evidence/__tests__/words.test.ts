import { compareAssertions, contentStems, stem, type PolarWord } from '../words';

describe('words compared as one', () => {
  it('meets a note and speech that say one thing in two words', () => {
    expect(stem('weigh')).toBe(stem('weights'));
    expect(stem('weighing')).toBe(stem('weight'));
    expect(stem('sodium')).toBe(stem('salt'));
    expect(stem('daily')).toBe(stem('day'));
    expect(stem('hurting')).toBe(stem('pain'));
    expect(stem('Aircast')).toBe(stem('cast'));
    expect(stem('hep')).toBe(stem('hepatitis'));
    expect(stem('referral')).toBe(stem('refer'));
    expect(stem('surgical')).toBe(stem('surgery'));
    expect(stem('discontinue')).toBe(stem('stop'));
    expect(stem('contact')).toBe(stem('call'));
    expect(stem('notify')).toBe(stem('call'));
    expect(stem('worse')).toBe(stem('worsening'));
    expect(contentStems('He is to contact me if he is worse.')).toEqual(['call', 'worsen']);
    // A short word said for a longer one carries content.
    expect(contentStems('give antibiotics through the iv')).toContain(stem('intravenously'));
  });

  it('keeps apart words that only look alike', () => {
    expect(stem('weight')).not.toBe(stem('wait'));
    expect(stem('salt')).not.toBe(stem('sale'));
  });

  it('leaves out function words and the note’s framing', () => {
    expect(contentStems('The patient reports that she weighs herself daily.')).toEqual(['weight', 'day']);
  });
});

describe('what a sentence and its passages assert of the words they share', () => {
  const said = (text: string, negatedFrom = Infinity): PolarWord[] =>
    text.split(' ').map((w, i) => ({ text: w, negated: i >= negatedFrom }));

  it('disagrees on the words a passage states the other way round ("denies that she is staying active")', () => {
    const r = compareAssertions(said('she denies that she is staying active', 2), [said("i've been staying active")]);
    expect(r.disagree.map((w) => w.text)).toEqual(['staying', 'active']);
    expect(r.disagree[0].passages).toEqual([0]);
    expect(r.agree).toEqual([]);
  });

  it('agrees when any passage says the word the same way, and leaves out words said both ways', () => {
    const r = compareAssertions(said('no swelling of the legs', 0), [
      said('your legs look fine'),
      said('there is no swelling of your legs', 2),
    ]);
    expect(r.disagree).toEqual([]);
    expect(r.agree).toEqual([stem('swelling'), stem('legs')]);
    expect(
      compareAssertions(
        [
          { text: 'pain', negated: true },
          { text: 'pain', negated: false },
        ],
        [said('pain')],
      ),
    ).toEqual({ agree: [], disagree: [] });
  });
});
