// A symptom said of a part the lexicon names by a name of its own ("blocked" of the nose is
// nasal congestion), and a symptom only of a part ("blocked") said of none.
import { extractVisit } from '../../visit/extract';

const held = (transcript: string, lang: 'en' | 'fr' = 'en') =>
  extractVisit(transcript, lang).symptoms.map((f) => `${f.concept.id}:${f.assertion}`);

describe('a symptom said of a part that names it', () => {
  it('reads "blocked" of the nose as nasal congestion, of the ear as blocked ears (English and French)', () => {
    expect(held('[patient] My nose has been blocked for a week.')).toEqual(['nasal-congestion:present']);
    expect(held('[patient] My left ear has been blocked since the flight.')).toEqual(['blocked-ears:present']);
    expect(held("[patient] J'ai le nez complètement bouché depuis une semaine.", 'fr')).toEqual(['nasal-congestion:present']);
  });

  it('reads nothing for "blocked" said of no part', () => {
    expect(held('[patient] It was blocked, so I took the other road.')).toEqual([]);
  });

  it('takes the symptom asked of a part, said again with no yes and no part, for a yes to it alone', () => {
    const transcript = [
      '[doctor] And your nose, is it blocked? Any discharge?',
      '[patient] Blocked, completely blocked on the left.',
      '[doctor] Are your ears blocked?',
      '[patient] No.',
    ].join('\n');
    expect(held(transcript)).toEqual(['nasal-congestion:present', 'blocked-ears:absent']);
  });
});
