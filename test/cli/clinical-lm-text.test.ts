// What the clinical language model is built from: pronunciations of drug names from
// espeak-ng's phonemes mapped to the CMU phone set (scripts/lib/clinical-lm/espeak-g2p.ts),
// and written clinical text turned into the words a speaker says (spoken-words.ts).
// Runs espeak-ng for real; no stack.
import { CMU_PHONES, ipaToCmu, pronounce } from '../../scripts/lib/clinical-lm/espeak-g2p';
import { numberWords, spokenSentences, spokenWords } from '../../scripts/lib/clinical-lm/spoken-words';

/** Drug names the en-us dictionary lacks, with the pronunciation expected. */
const DRUGS: Record<string, string> = {
  lisinopril: 'L IH S IH N AA P R AH L',
  metformin: 'M EH T F AO R M IH N',
  atorvastatin: 'AE T AO R V AE S T AH T IH N',
  gabapentin: 'G AE B EY P EH N T IH N',
  sertraline: 'S ER T R AH L AY N',
  amlodipine: 'AE M L AH D IH P AY N',
  jardiance: 'JH AA R D IY AH N S',
  levothyroxine: 'L EH V AH TH IH R AH K S AY N',
};

describe('espeak-ng pronunciations in the CMU phone set', () => {
  it('pronounces a list of drug names', () => {
    const names = [...Object.keys(DRUGS), 'hydrochlorothiazide', 'omeprazole', 'escitalopram', 'rosuvastatin', 'pantoprazole', 'z-pack'];
    const phones = pronounce(names);
    for (const [drug, expected] of Object.entries(DRUGS)) expect(phones.get(drug)?.join(' ')).toBe(expected);
    for (const name of names) {
      expect(phones.get(name)!.length).toBeGreaterThanOrEqual(4);
      for (const phone of phones.get(name)!) expect(CMU_PHONES.has(phone)).toBe(true);
    }
  });

  it('maps r-coloured vowels, syllabic consonants and the flap, and refuses a phoneme it does not know', () => {
    expect(ipaToCmu('f_ˈaɪɚ')).toEqual(['F', 'AY', 'ER']);
    expect(ipaToCmu('l_ˈɪ_s_ɪ_n_ˌɑː_p_ɹ_əl')).toEqual('L IH S IH N AA P R AH L'.split(' '));
    expect(ipaToCmu('ˈæ_ɾ_ə')).toEqual(['AE', 'T', 'AH']);
    expect(() => ipaToCmu('ʘ_a')).toThrow(/No CMU phone for espeak-ng phoneme "ʘ"/);
  });
});

describe('clinical text as spoken words', () => {
  it('spells out numbers, doses, blood pressures and ordinals', () => {
    expect(numberWords(2019)).toBe('two thousand nineteen');
    expect(numberWords(115)).toBe('one hundred fifteen');
    expect(spokenWords('[doctor] a 50-year-old , bp 120/80 , lisinopril 10 mg daily')).toBe(
      'a fifty year old bp one hundred twenty over eighty lisinopril ten milligrams daily',
    );
    expect(spokenWords('a1c of 7.2 % on the 2nd')).toBe('a one c of seven point two percent on the second');
  });

  it('joins split contractions and splits sentences', () => {
    expect(spokenSentences("[patient] i do n't know . it 's been 3 weeks ? yes")).toEqual(["i don't know", "it's been three weeks", 'yes']);
  });
});
