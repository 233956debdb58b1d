// The facts a sentence states, read by the visit model's reader one sentence at a time: what
// the "check before signing" panel lists for a sentence in the clinician's words, and what the
// evidence check reads of a note's medications.
import { LANGUAGES } from '../../language';
import { DOSING_RULES } from '../plan';
import { sentenceFacts } from '../sentence-facts';

const one = (sentence: string, lang: 'en' | 'fr' = 'en') => sentenceFacts([sentence], lang)[0];

describe('medications', () => {
  it('read with their dosing, numbers and doses as a note writes them', () => {
    expect(one("i'm going to prescribe amoxicillin five hundred milligrams by mouth three times a day for ten days").medications).toEqual([
      {
        id: 'amoxicillin',
        said: 'amoxicillin',
        dosing: '500 mg by mouth 3 times a day for 10 days',
        dose: '500 mg',
        text: 'amoxicillin 500 mg by mouth 3 times a day for 10 days',
      },
    ]);
  });

  it('each of a list with its own dosing', () => {
    expect(one('i take ibuprofen 400 mg three times a day and lisinopril 10 mg daily').medications.map((m) => [m.said, m.dose])).toEqual([
      ['ibuprofen', '400 mg'],
      ['lisinopril', '10 mg'],
    ]);
  });

  it('a medication named as said ("Advil"), its concept by its id', () => {
    expect(one('She takes Advil 200 mg as needed.').medications.map((m) => [m.id, m.text])).toEqual([
      ['ibuprofen', 'Advil 200 mg as needed'],
    ]);
  });

  it('one named as an allergen is no medication taken ("Allergies: penicillin.")', () => {
    expect(one('i take amoxicillin 500 mg, i am allergic to penicillin').medications.map((m) => m.id)).toEqual(['amoxicillin']);
  });
});

describe.each(LANGUAGES)('a dose said before the name (%s: rules/%s/dosing.json doseBefore)', (lang) => {
  const { example, expect: expected } = DOSING_RULES[lang].doseBefore;

  it(`reads "${expected}" in "${example}"`, () => {
    expect(one(example, lang).medications.map((m) => m.dose)).toEqual([expected]);
  });
});

describe('allergies', () => {
  it('the allergen and its reaction', () => {
    expect(one("yeah i'm allergic to penicillin , i get hives").allergies).toEqual([{ allergen: 'penicillin', reaction: 'hives' }]);
    expect(one('she has a sulfa allergy that gives her a rash').allergies).toEqual([{ allergen: 'sulfa', reaction: 'rash' }]);
    expect(one('je suis allergique à la pénicilline.', 'fr').allergies).toEqual([{ allergen: 'pénicilline' }]);
  });

  it("a form's field listing them", () => {
    expect(one('Allergies: penicillin, sulfa (hives).').allergies.map((a) => a.allergen)).toEqual(['penicillin', 'sulfa']);
  });

  it('none where the sentence denies it or asks', () => {
    expect(one("you're not allergic to penicillin, right?").allergies).toEqual([]);
    expect(one('any allergies to medicines?').allergies).toEqual([]);
    expect(one('my fall allergies are acting up').allergies).toEqual([]);
  });
});

describe('how long', () => {
  it('for how long, or how long ago, with its figures', () => {
    expect(one('my throat has been hurting for four days').durations).toEqual(['for 4 days']);
    expect(one('it started two weeks ago').durations).toEqual(['2 weeks ago']);
    expect(one('douleur au genou depuis trois jours', 'fr').durations).toEqual(['depuis 3 jours']);
  });

  it('how often is no duration ("twice a day")', () => {
    expect(one('I take 500 mg of metformin twice a day').durations).toEqual([]);
  });
});

describe('sides', () => {
  it('a part said with a side, on its own or of a symptom', () => {
    expect(one('the inside of my right knee hurts').sides).toEqual([{ part: 'knee', side: 'right', text: 'right knee' }]);
    expect(one('for your right knee pain, i think this is a medial meniscus strain').sides).toEqual([
      { part: 'knee', side: 'right', text: 'right knee' },
    ]);
    expect(one('douleur au genou gauche', 'fr').sides).toEqual([{ part: 'knee', side: 'left', text: 'genou gauche' }]);
  });

  it('none where a side is said of no part ("turn to your right")', () => {
    expect(one('turn to your right, please').sides).toEqual([]);
  });
});

it('reads each sentence on its own, an empty one included', () => {
  const read = sentenceFacts(['Allergic to penicillin.', '', 'Takes ibuprofen.'], 'en');
  expect(read.map((r) => [r.allergies.length, r.medications.length])).toEqual([
    [1, 0],
    [0, 0],
    [0, 1],
  ]);
});
