// rules/<lang>/renaming.json: a condition the clinician names again by its proper name is one
// impression, the name given after; two conditions said otherwise stay two.
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { RENAMING_RULES } from '../renaming';

const impressions = (transcript: string, lang: (typeof LANGUAGES)[number]) =>
  extractVisit(transcript, lang).impressions.map((i) => i.concept.id);

describe.each(LANGUAGES)('renaming rules (%s)', (lang) => {
  const { example, expect: expected } = RENAMING_RULES[lang];

  it(`reads one impression in "${example}"`, () => {
    expect(impressions(example, lang)).toEqual(expected);
  });
});

describe('renaming rules: what they keep apart', () => {
  it('keeps two conditions the clinician names side by side', () => {
    expect(impressions('[doctor] I think you have a chest infection and asthma.', 'en')).toEqual(['chest-infection', 'asthma']);
  });

  it('reads no impression of a condition said of most people who have it ("most ear infections get better on their own")', () => {
    expect(impressions('[doctor] Most ear infections get better on their own within three days.', 'en')).toEqual([]);
  });
});
