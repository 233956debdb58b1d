// Spoken numbers to digits and the values a text states.
import { numericValues, readSpokenNumber, spokenNumbersToDigits } from '../numbers';

describe('spokenNumbersToDigits', () => {
  it.each([
    ['five hundred milligrams of metformin', '500 milligrams of metformin'],
    ['one thirty over eighty', '130/80'],
    ['ninety eight point six', '98.6'],
    ['about two weeks ago', 'about 2 weeks ago'],
    ['a fifty-year-old female', 'a 50-year-old female'],
    ['type two diabetes', 'type 2 diabetes'],
    ['one of them was normal', 'one of them was normal'],
    ['forty five %', '45%'],
    ['quatre-vingt-dix milligrammes', '90 milligrammes'],
    ['vingt et un jours', '21 jours'],
    ['elle a dix-huit mois', 'elle a 18 mois'],
    ['soixante-dix-sept ans', '77 ans'],
    ['quatre-vingt-dix-neuf', '99'],
    // A number said digit by digit, one digit twice running: the emergency number, the Samaritans'.
    ['you call nine nine nine', 'you call 999'],
    ['the Samaritans on one one six, one two three', 'the Samaritans on 116, one two three'],
    // A dose, then how many times a day, over a comma: two numbers, not one ("403 times a day").
    ['ibuprofen, four hundred, three times a day', 'ibuprofen, 400, 3 times a day'],
    ['cinq cents, trois fois par jour', '500, 3 fois par jour'],
    // A number said on over a hesitation's comma is one.
    ['three hundred, twenty five milligrams', '325 milligrams'],
  ])('%s → %s', (spoken, written) => {
    expect(spokenNumbersToDigits(spoken)).toBe(written);
  });
});

describe('readSpokenNumber', () => {
  it('reads compounds and stops at the first word that is not part of the number', () => {
    expect(readSpokenNumber(['one', 'hundred', 'and', 'twenty', 'pills'], 0)).toEqual({ value: 120, words: 4 });
    expect(readSpokenNumber(['two', 'three', 'times'], 0)).toEqual({ value: 2, words: 1 });
    expect(readSpokenNumber(['pills'], 0)).toBeNull();
  });
});

describe('numericValues', () => {
  it('collects values written in digits or in words', () => {
    expect(numericValues('she ought to call nine one one').has(911)).toBe(true);
    const values = numericValues('five hundred milligrams, 1,000 units, one thirty over eighty, 45 % and twice a day');
    for (const v of [500, 1000, 130, 80, 45, 2]) expect(values.has(v)).toBe(true);
    expect(values.has(7)).toBe(false);
  });
});
