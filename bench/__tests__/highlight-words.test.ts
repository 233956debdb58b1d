// The content words of a GP's highlighted term and whether a text says them: shorthand and
// stop words dropped, British and American spellings and simple plurals made one, synonyms not.
/* eslint-disable @typescript-eslint/no-require-imports */
const { normaliseWord, textWords, contentWords, wordSet, saysAll } =
  require('../lib/highlight-words.cjs') as typeof import('../lib/highlight-words.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

describe('spelling normaliser', () => {
  it('makes British and American spellings one', () => {
    const pairs: Array<[string, string]> = [
      ['diarrhoea', 'diarrhea'],
      ['haematuria', 'hematuria'],
      ['haemoptysis', 'hemoptysis'],
      ['anaemia', 'anemia'],
      ['oedema', 'edema'],
      ['oesophagus', 'esophagus'],
      ['dyspnoea', 'dyspnea'],
      ['paediatric', 'pediatric'],
      ['coeliac', 'celiac'],
      ['generalised', 'generalized'],
      ['hospitalisation', 'hospitalization'],
      ['analyse', 'analyze'],
      ['tumour', 'tumor'],
      ['colouring', 'coloring'],
      ['centre', 'center'],
    ];
    for (const [british, american] of pairs) expect([british, normaliseWord(british)]).toEqual([british, normaliseWord(american)]);
  });

  it('makes simple plurals and number words one with their singular and digits', () => {
    expect(normaliseWord('stools')).toBe('stool');
    expect(normaliseWord('allergies')).toBe('allergy');
    expect(normaliseWord('glasses')).toBe('glass');
    expect(normaliseWord('migraines')).toBe(normaliseWord('migraine'));
    expect(textWords('two')).toEqual(['2']);
    expect(textWords('seven')).toEqual(['7']);
  });

  it('reads numbers said in words as the digits a note writes, and units of measure as written', () => {
    expect(contentWords('four hundred and eighty')).toEqual(['480']);
    expect(contentWords('a hundred and twenty-six over eighty')).toEqual(['126', '80']);
    expect(contentWords('Thirty-seven point one')).toEqual(textWords('37.1'));
    expect(contentWords('Forty milligrams')).toEqual(['40', 'mg']);
    expect(contentWords('five hundred micrograms')).toEqual(['500', 'mcg']);
    expect(contentWords('call nine nine nine')).toEqual(['call', '999']);
    // A number ends at a mark of punctuation; "and" after a number joins only what a number can hold.
    expect(textWords('one one six, one two three')).toEqual(['116', '123']);
    expect(textWords('five and six')).toEqual(['5', 'and', '6']);
    expect(textWords('seven and a half')).toEqual(['7', 'and', 'a', 'half']);
    expect(saysAll(wordSet('Prednisolone 40 mg once a day for 5 days.'), 'Forty milligrams')).toBe(true);
    expect(saysAll(wordSet('Peak flow 340.'), 'four hundred and eighty')).toBe(false);
  });

  it('leaves words that only look like those endings', () => {
    for (const w of ['stress', 'virus', 'arthritis', 'pouring', 'hour', 'your', 'shoe', 'noise', 'gas'])
      expect([w, normaliseWord(w)]).toEqual([w, w]);
    expect(normaliseWord('hours')).toBe('hour');
  });

  it('does not turn words into synonyms', () => {
    expect(normaliseWord('tummy')).toBe('tummy');
    expect(normaliseWord('abdo')).toBe('abdo');
    expect(normaliseWord('tummy')).not.toBe(normaliseWord('abdomen'));
  });
});

describe('content words of a highlight', () => {
  it('drops stop words, GP shorthand words and shorthand durations or frequencies', () => {
    expect(contentWords('3/7 hx of diarrhea')).toEqual(['diarrhea']);
    expect(contentWords('Opening bowels x6/day')).toEqual(['opening', 'bowel']);
    expect(contentWords('5-6x/day')).toEqual([]);
    expect(contentWords('No PMHx of anaphylaxis')).toEqual(['anaphylaxis']);
    expect(contentWords('for OTC antihistamines')).toEqual(['antihistamine']);
    expect(contentWords('Nil allergies')).toEqual(['allergy']);
    expect(contentWords('hx')).toEqual([]);
    expect(contentWords('')).toEqual([]);
  });

  it('splits on every character other than a letter or a digit, and keeps each word once', () => {
    expect(contentWords('No chest pain/palpitations')).toEqual(['chest', 'pain', 'palpitation']);
    expect(contentWords('mother and sister - migraines')).toEqual(['mother', 'sister', 'migraine']);
    expect(contentWords('Type 2 diabetes, type II')).toEqual(['type', '2', 'diabete', 'ii']);
    expect(contentWords('? CVA')).toEqual(['cva']);
  });

  it('keeps medical abbreviations as words to be said', () => {
    expect(contentWords('LLQ pain')).toEqual(['llq', 'pain']);
  });
});

describe('whether a text says a highlight', () => {
  const said = wordSet("[doctor] So you've had diarrhoea for three days? [patient] Yes, and my stools are watery, with haematuria twice.");

  it('finds every content word, across spellings and plurals', () => {
    expect(saysAll(said, '3/7 hx of diarrhea')).toBe(true);
    expect(saysAll(said, 'watery stool')).toBe(true);
    expect(saysAll(said, 'hematuria')).toBe(true);
    expect(saysAll(said, ['diarrhea', '3'])).toBe(true);
  });

  it('needs all of them, and a term without content words is never said', () => {
    expect(saysAll(said, 'bloody diarrhoea')).toBe(false);
    expect(saysAll(said, 'LLQ pain')).toBe(false);
    expect(saysAll(said, 'hx')).toBe(false);
    expect(saysAll(said, [])).toBe(false);
  });

  it("reads a text's words with the same normaliser, keeping stop words", () => {
    expect(textWords('No blood in the Stools, 2/52 ago')).toEqual(['no', 'blood', 'in', 'the', 'stool', 'ago']);
  });
});
