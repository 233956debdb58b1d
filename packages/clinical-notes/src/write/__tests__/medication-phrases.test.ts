// Each class of rules/<lang>/medication-phrases.json and rules/en/introduction.json on the
// sentence it names, on one it must leave alone, and as the same expression the offline writer
// held before its words were data.
import phrasesEn from '../../../rules/en/medication-phrases.json';
import phrasesFr from '../../../rules/fr/medication-phrases.json';
import introduction from '../../../rules/en/introduction.json';
import { MEDICATION_PHRASES } from '../medication-phrases';
import { INTRO_REASON } from '../introduction';

const { DOSE, ROUTE, FREQUENCY, DURATION_AFTER, STATUS, REACTIONS, ALLERGEN, NO_ALLERGY, ALLERGIC_TO } = MEDICATION_PHRASES;
/** What each expression gives of a sentence: the whole dose, the first group otherwise. */
const read = {
  'dose-units': (text: string) => DOSE.exec(text)?.[0],
  routes: (text: string) => ROUTE.exec(text)?.[1],
  frequency: (text: string) => FREQUENCY.exec(text)?.[1],
  duration: (text: string) => DURATION_AFTER.exec(text)?.[1],
  reactions: (text: string) => REACTIONS.exec(text)?.[1],
};
/** What is done with a medication: the first class, in their order, that the sentence holds. */
const done = (text: string) => STATUS.find(([, words]) => words.test(text))?.[0];

describe.each([
  ['en', phrasesEn],
  ['fr', phrasesFr],
] as const)('medication phrases (%s)', (_lang, phrases) => {
  it.each(Object.keys(read) as Array<keyof typeof read>)('%s reads its sentence', (name) => {
    const { example, expect: expected } = phrases[name];
    expect(read[name](example)).toBe(expected);
  });

  it('no-allergy reads its sentence', () => {
    const { example, expect: expected } = phrases['no-allergy'];
    expect(NO_ALLERGY.exec(example)?.[0]).toBe(expected);
  });

  it('allergic-to reads its sentence: the allergen, and one joined to it', () => {
    const { example, expect: expected } = phrases['allergic-to'];
    expect([...example.matchAll(ALLERGIC_TO)].map((m) => m[1])).toEqual([expected]);
  });

  it.each(STATUS.map(([status]) => status))('status "%s" reads its sentence, before the classes after it', (status) => {
    const { example, expect: expected } = phrases.status[status];
    expect(STATUS.find(([s]) => s === status)?.[1].exec(example)?.[1]).toBe(expected);
    expect(done(example)).toBe(status);
  });
});

describe('medication phrases left alone', () => {
  it('a number with no unit, no route, no frequency, no duration', () => {
    const said = 'She walks 500 metres most mornings since the move.';
    expect(Object.values(read).map((r) => r(said))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(done(said)).toBeUndefined();
  });

  it('an allergy neither denied nor said to something, and words that are not an allergen', () => {
    expect(NO_ALLERGY.test('she has not had allergies this spring')).toBe(false);
    expect([...'the allergy clinic called'.matchAll(ALLERGIC_TO)]).toEqual([]);
    expect(ALLERGEN.test('peanut butter')).toBe(false);
  });
});

describe('common allergens', () => {
  it('reads its word, whole', () => {
    const { example, expect: expected } = phrasesEn.allergens;
    expect(ALLERGEN.exec(example)?.[1]).toBe(expected);
  });
});

describe('medication phrases as expressions', () => {
  // The expressions as the offline writer wrote them before their words were data.
  const BEFORE: Array<[string, RegExp, RegExp]> = [
    [
      'DOSE',
      DOSE,
      /(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)?)\s*(mg|milligrams?|mcg|micrograms?|grams?|g|ml|milliliters?|cc|units?|iu|international units|%|milligrammes?|unités?|ui)(?![a-z])/i,
    ],
    [
      'ROUTE',
      ROUTE,
      /\b(by mouth|orally|po|topical(?:ly)?|intravenous(?:ly)?|iv|intramuscular(?:ly)?|subcutaneous(?:ly)?|inhaled|inhaler|nebulizer|injections?|shots?|cream|gel|ointment|patch|(?:eye |ear |nasal )?drops|nasal spray|spray|sublingual(?:ly)?|rectal(?:ly)?|suppository|par voie orale|par la bouche|en crème|injection|pommade|inhalateur)\b/i,
    ],
    [
      'FREQUENCY',
      FREQUENCY,
      /\b((?:once|twice|1|2|3|4|three times|four times|\d+ times) (?:a|per|each|every) (?:day|week|month|night)|(?:once |twice )?daily|nightly|weekly|monthly|every (?:morning|night|evening|day|other day|\d+ (?:to \d+ )?(?:hours|hrs|days|weeks))|as needed|prn|at bedtime|before bed|in the morning|at night|with meals|bid|tid|qid|qd|q\d+h|a day|per day|(?:une|deux|trois|\d+) fois par (?:jour|semaine|mois)|par jour|le matin|le soir|au coucher|au besoin)\b/i,
    ],
    [
      'DURATION_AFTER',
      DURATION_AFTER,
      /\b(?:for|x|pendant) (?:the next |another |a total of )?((?:\d+|a|an|one|two|three|four|five|six|seven|ten|fourteen|a couple of|a few) (?:days?|weeks?|months?|jours?|semaines?|mois))\b/i,
    ],
    [
      'STATUS stop',
      STATUS[0][1],
      /\b(stop|stopped|discontinue|discontinued|hold|holding|come off|get off|quit|taper off|avoid|not to take|do n't take|don't take|stay away from|arr[êe]ter|arr[êe]t|[ée]viter)\b/i,
    ],
    [
      'STATUS change',
      STATUS[1][1],
      /\b(increase|increasing|increased|decrease|decreasing|decreased|reduce|reducing|bump|raise|lower|adjust|change|changing|switch|switching|double|cut back|augmenter|diminuer|changer)\b/i,
    ],
    [
      'STATUS start',
      STATUS[2][1],
      /\b(prescribe|prescribing|prescribed|prescription|start|starting|put (?:you|her|him|them) on|begin|initiate|send in|sent in|call in|give (?:you|her|him|them)|recommend|try|trial|prescrire|commencer|débuter)\b/i,
    ],
    ['STATUS current', STATUS[3][1], /\b(taking|take|takes|took|on|using|uses|continue|continuing|still|prends|prend|sous)\b/i],
    [
      'REACTIONS',
      REACTIONS,
      /\b(rash(?:es)?|hives|swelling|swell up|anaphylaxis|anaphylactic|itch(?:ing|y)?|nausea|vomiting|throat (?:closing|closes|swelling)|trouble breathing|shortness of breath|upset stomach|diarrhea|headaches?|blisters?|urticaire|[ée]ruption|d[ée]mangeaisons|gonflement)\b/i,
    ],
    [
      'ALLERGEN',
      ALLERGEN,
      /^(peanuts?|nuts?|tree-nut|shellfish|seafood|fish|latex|sulfa|penicillin|eggs?|milk|dairy|soy|wheat|gluten|bees?|bee-sting|wasp|pollen|dust|cats?|dogs?|iodine|contrast|codeine|morphine|adhesive|nickel)$/i,
    ],
    [
      'NO_ALLERGY',
      NO_ALLERGY,
      /\b(no|not any|don't have any|do not have any|denies|without) (?:known )?(?:drug |medication )?allergies\b|\bnot allergic to (?:any|anything)\b|\bnkda\b|\baucune allergie\b|\bpas d'allergies?\b/,
    ],
    [
      'ALLERGIC_TO',
      ALLERGIC_TO,
      /\b(?:allergic to|allergy to|allergies to|allergique (?:à(?: la)?|au|aux)|allergie (?:à(?: la)?|au|aux))\s+(?:l['’])?((?:[\p{L}-]+)(?:\s+(?:and|or|et|ou)\s+[\p{L}-]+)?)/giu,
    ],
    [
      'INTRO_REASON',
      INTRO_REASON,
      /\b\d+[- ]years?[- ]old\b.*?\b(?:presents?|here|is here|coming in|comes in|seen) (?:today |in (?:the )?clinic |to (?:the )?clinic (?:today )?)?(?:for|with) (?:an? |the |some |his |her |their )?(?:evaluation of |follow[- ]up of |complaints? of |symptoms of )?(?:an? |the |some |his |her |their )?([a-z][a-z -]+?)(?=\s*(?:[,.;]|$| who | which | that | and (?:she|he|they|i|we)\b| today\b| because\b))/,
    ],
  ];

  it.each(BEFORE)('%s is the same expression as before', (_name, built, before) => {
    expect(built.source).toBe(before.source);
    expect(built.flags).toBe(before.flags);
  });
});

describe('the reason in an introduction', () => {
  it('reads its sentence', () => {
    const { example, expect: expected } = introduction['intro-reason'];
    expect(INTRO_REASON.exec(example)?.[1]).toBe(expected);
  });

  it('needs the age that opens an introduction', () => {
    expect(INTRO_REASON.exec('he is here with abnormal lab findings.')).toBeNull();
  });
});
