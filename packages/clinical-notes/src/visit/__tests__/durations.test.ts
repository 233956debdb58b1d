// How long something has lasted, read from a sentence: an amount and its unit after a lead
// word; a rate ("four hours a night", "deux fois par jour") is how often, not how long.
import { durationIn, durationInLanguage, durationPhrase, durationSpanIn, durationWords, nextPeriodIn, sameDayIn } from '../durations';
import { extractVisit } from '../extract';
import { readTranscript } from '../read-sentences';

const said = (text: string, lang: 'en' | 'fr' = 'en') => durationIn(readTranscript(text, lang).sentences[0], lang);

describe('durations', () => {
  it('reads how long something has lasted', () => {
    expect(said("I've had this cough for the last three days.")).toBe('for the last three days');
    expect(said("J'ai mal au ventre depuis trois jours.", 'fr')).toBe('depuis trois jours');
    // A plural the stemmer leaves as said.
    expect(said("J'ai de l'asthme depuis deux ans.", 'fr')).toBe('depuis deux ans');
  });

  it('reads no duration in a rate: an amount of a unit a night, a day, per week', () => {
    expect(said("I've been sleeping badly, maybe four hours a night.")).toBeUndefined();
    expect(said('I run about ten miles, two hours a week.')).toBeUndefined();
    expect(said('Je dors quatre heures par nuit.', 'fr')).toBeUndefined();
    // An article for one after a number is a rate too.
    expect(said('I used to smoke twenty a day.')).toBeUndefined();
    expect(said('Two a day, for a week.')).toBe('for a week');
    // A rate beside a duration leaves the duration.
    expect(said('For two weeks I have slept four hours a night.')).toBe('for two weeks');
    // Said first in its sentence, it is written inside another, in lower case.
    expect(said('Depuis deux jours, ça me brûle.', 'fr')).toBe('depuis deux jours');
  });
});

describe('an age', () => {
  const { ageExample } = durationWords('en');

  it(`reads no duration in "${ageExample}"`, () => {
    expect(durationIn(readTranscript(ageExample, 'en').sentences[0], 'en')).toBeUndefined();
    expect(durationIn(readTranscript('She has had right knee pain for 43 years.', 'en').sentences[0], 'en')).toBe('for 43 years');
  });
});

describe.each(['en', 'fr'] as const)('a fraction said with a duration (%s)', (lang) => {
  const { fractionExample, fractionExpect } = durationWords(lang);

  it(`reads ${fractionExpect.map((e) => `"${e}"`).join(' and ')} in "${fractionExample}", the fraction with its number`, () => {
    const sentence = readTranscript(fractionExample, lang).sentences[0];
    const first = durationSpanIn(sentence, lang);
    const found = [first?.text, first && durationIn(sentence, lang, first.to)];
    expect(found.filter(Boolean)).toEqual(fractionExpect);
    // Not one number and a unit: it stays as said in a note of the other language.
    for (const duration of fractionExpect) expect(durationInLanguage(duration, lang, lang === 'en' ? 'fr' : 'en')).toBeUndefined();
  });
});

describe.each(['en', 'fr'] as const)('the next period (%s)', (lang) => {
  const { nextPeriodExample, nextPeriodExpect } = durationWords(lang);

  it(`reads "${nextPeriodExpect}" in "${nextPeriodExample}", and writes it as said`, () => {
    expect(nextPeriodIn(readTranscript(nextPeriodExample, lang).sentences[0], lang)).toBe(nextPeriodExpect);
    expect(durationPhrase(nextPeriodExpect, lang)).toBe(nextPeriodExpect);
  });

  it('reads a time of the day or the next as when a review is, with no preposition put before it', () => {
    const { sameDayExample, sameDayExpect } = durationWords(lang);
    expect(sameDayIn(readTranscript(sameDayExample, lang).sentences[0], lang)).toBe(sameDayExpect);
    expect(durationPhrase(sameDayExpect, lang)).toBe(sameDayExpect);
    const said = lang === 'en' ? `[doctor] ${sameDayExample}` : `[médecin] ${sameDayExample}`;
    expect(extractVisit(said, lang).plan.find((p) => p.kind === 'follow-up')?.timing).toBe(sameDayExpect);
  });

  it('times a review said with it: "Review next week if not improving."', () => {
    const said =
      lang === 'en'
        ? [
            '[doctor] What brings you in?',
            '[patient] I have a cough.',
            "[doctor] If you're still not better, come back and see me next week.",
          ]
        : [
            "[médecin] Qu'est-ce qui vous amène ?",
            "[patient] J'ai de la toux.",
            '[médecin] Si ça ne va pas mieux, revenez me voir la semaine prochaine.',
          ];
    const review = extractVisit(said.join('\n'), lang).plan.find((p) => p.kind === 'follow-up');
    expect(review?.timing).toBe(nextPeriodExpect);
  });
});

describe('whose duration it is', () => {
  const durations = (transcript: string) =>
    Object.fromEntries(extractVisit(transcript, 'en').symptoms.map((f) => [f.concept.id, f.attributes.duration]));

  it('gives a duration to the symptoms said before it, not to one named after it', () => {
    const visit = durations(
      "[doctor] What brings you in?\n[patient] I've had a headache for three days and some pain in my left knee.\n[doctor] Okay.",
    );
    expect(visit.headache).toBe('for three days');
    expect(visit['knee-pain']).toBeUndefined();
    expect(durations('[doctor] What brings you in?\n[patient] Fever and vomiting for two days.')).toMatchObject({
      fever: 'for two days',
      vomiting: 'for two days',
    });
    expect(durations('[doctor] What brings you in?\n[patient] For two days I have had a fever and a cough.')).toMatchObject({
      fever: 'for two days',
      cough: 'for two days',
    });
  });

  it("reads no symptom's duration in the clinician's plan", () => {
    const visit = durations(
      [
        '[doctor] What brings you in?',
        '[patient] My knee hurts.',
        '[doctor] Any fever?',
        '[patient] No.',
        "[doctor] I think this is a sprain, so keep taking the ibuprofen for the pain and I'll see you back in a month.",
      ].join('\n'),
    );
    expect(visit['knee-pain']).toBeUndefined();
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
