// The words a note writes in capitals or with a capital (lexicon/<lang>/written-case.json):
// each list names the sentence it serves, and speech in lower case gets them back.
import { withWrittenCase } from '../written-case';
import casesEn from '../../../lexicon/en/written-case.json';
import casesFr from '../../../lexicon/fr/written-case.json';

describe.each([
  ['en', casesEn],
  ['fr', casesFr],
] as const)('written case (%s)', (_lang, cases) => {
  it(`writes "${cases.example}" as "${cases.expect}"`, () => {
    expect(withWrittenCase(cases.example)).toBe(cases.expect);
  });

  it('lists each word once, as a note writes it', () => {
    const lower = cases.words.map((w) => w.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(cases.words.filter((w) => w === w.toLowerCase())).toEqual([]);
  });
});

describe('written case', () => {
  it('writes a word capitalised only as a sentence starts in its case ("Mri showed" → "MRI showed")', () => {
    expect(withWrittenCase('Mri showed no tear. Tsh normal.')).toBe('MRI showed no tear. TSH normal.');
  });

  it('leaves a word said with a case of its own, and a listed word inside another', () => {
    expect(withWrittenCase('The mRNA test and the CTs; a gpx reading')).toBe('The mRNA test and the CTs; a gpx reading');
    expect(withWrittenCase('go to a&e tonight')).toBe('go to A&E tonight');
  });
});
