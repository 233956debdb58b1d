// A term said or typed the British way is the same term as the American one (PriMock57's GPs
// say "diarrhoea"; before, the symptom lexicon missed it and the draft's chief complaint was a
// symptom the patient denied).
import { withBritishSpellings } from '../british';
import { findConditions } from '../conditions';
import { findSymptoms } from '../symptoms';

describe('British spellings in the lexicons', () => {
  it('adds the British form of an American word a term matches whole, singular and plural', () => {
    expect(withBritishSpellings(['diarrh(?:e|o)a', 'loose stools?'])).toContain('diarrhoea');
    expect(withBritishSpellings(['hemorrhoids?'])).toEqual(expect.arrayContaining(['haemorrhoid', 'haemorrhoids']));
    expect(withBritishSpellings(['tumou?r'])).toEqual(['tumou?r']);
    expect(withBritishSpellings(['knee pain'])).toEqual(['knee pain']);
  });

  it('finds a symptom said the British way where the American one is, at the same place', () => {
    const british = findSymptoms("i've had diarrhoea for three days");
    expect(british.map((s) => [s.term.en, s.index, s.length])).toEqual([['diarrhea', 9, 9]]);
    expect(findSymptoms("i've had diarrhea for three days").map((s) => s.term.en)).toEqual(['diarrhea']);
  });

  it('finds a condition said the British way', () => {
    expect(findConditions('she has anaemia').map((c) => c.term.en)).toEqual(findConditions('she has anemia').map((c) => c.term.en));
    expect(findConditions('she has anaemia').length).toBe(1);
  });
});
