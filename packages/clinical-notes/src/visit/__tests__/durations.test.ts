// How long something has lasted, read from a sentence: an amount and its unit after a lead
// word; a rate ("four hours a night", "deux fois par jour") is how often, not how long.
import { durationIn, durationInLanguage } from '../durations';
import { readTranscript } from '../read-sentences';

const said = (text: string, lang: 'en' | 'fr' = 'en') => durationIn(readTranscript(text, lang).sentences[0], lang);

describe('durations', () => {
  it('reads how long something has lasted', () => {
    expect(said("I've had this cough for the last three days.")).toBe('for the last three days');
    expect(said("J'ai mal au ventre depuis trois jours.", 'fr')).toBe('depuis trois jours');
  });

  it('reads no duration in a rate: an amount of a unit a night, a day, per week', () => {
    expect(said("I've been sleeping badly, maybe four hours a night.")).toBeUndefined();
    expect(said('I run about ten miles, two hours a week.')).toBeUndefined();
    expect(said('Je dors quatre heures par nuit.', 'fr')).toBeUndefined();
    // A rate beside a duration leaves the duration.
    expect(said('For two weeks I have slept four hours a night.')).toBe('for two weeks');
    // Said first in its sentence, it is written inside another, in lower case.
    expect(said('Depuis deux jours, ça me brûle.', 'fr')).toBe('depuis deux jours');
  });
});

describe('a duration in the other language', () => {
  it('writes one number and its unit in the other language, and nothing for a range or a word of no number', () => {
    expect(durationInLanguage('dans trois jours', 'fr', 'en')).toBe('3 days');
    expect(durationInLanguage('deux semaines', 'fr', 'en')).toBe('2 weeks');
    expect(durationInLanguage('6 mois', 'fr', 'en')).toBe('6 months');
    expect(durationInLanguage('in one week', 'en', 'fr')).toBe('1 semaine');
    expect(durationInLanguage('2 months', 'en', 'fr')).toBe('2 mois');
    expect(durationInLanguage('trois à quatre jours', 'fr', 'en')).toBeUndefined();
    expect(durationInLanguage('a few days', 'en', 'fr')).toBeUndefined();
  });
});
