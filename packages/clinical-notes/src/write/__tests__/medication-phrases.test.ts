// Each class of rules/<lang>/medication-phrases.json and rules/en/introduction.json on the
// sentence it names, and on one it must leave alone.
import phrasesEn from '../../../rules/en/medication-phrases.json';
import phrasesFr from '../../../rules/fr/medication-phrases.json';
import introduction from '../../../rules/en/introduction.json';
import { MEDICATION_PHRASES } from '../medication-phrases';
import { INTRO_REASON } from '../introduction';

const { DOSE, ROUTE, FREQUENCY, DURATION_AFTER } = MEDICATION_PHRASES;
/** What each expression gives of a sentence: the whole dose, the first group otherwise. */
const read = {
  'dose-units': (text: string) => DOSE.exec(text)?.[0],
  routes: (text: string) => ROUTE.exec(text)?.[1],
  frequency: (text: string) => FREQUENCY.exec(text)?.[1],
  duration: (text: string) => DURATION_AFTER.exec(text)?.[1],
};

describe.each([
  ['en', phrasesEn],
  ['fr', phrasesFr],
] as const)('medication phrases (%s)', (_lang, phrases) => {
  it.each(Object.keys(read) as Array<keyof typeof read>)('%s reads its sentence', (name) => {
    const { example, expect: expected } = phrases[name];
    expect(read[name](example)).toBe(expected);
  });
});

describe('medication phrases left alone', () => {
  it('a number with no unit, no route, no frequency, no duration', () => {
    const said = 'She walks 500 metres most mornings since the move.';
    expect(Object.values(read).map((r) => r(said))).toEqual([undefined, undefined, undefined, undefined]);
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
