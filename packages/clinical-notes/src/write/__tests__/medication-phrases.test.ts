// Each class of rules/<lang>/medication-phrases.json and rules/en/introduction.json on the
// sentence it names, and on one it must leave alone.
import phrasesEn from '../../../rules/en/medication-phrases.json';
import phrasesFr from '../../../rules/fr/medication-phrases.json';
import introduction from '../../../rules/en/introduction.json';
import { MEDICATION_PHRASES } from '../medication-phrases';
import { INTRO_REASON } from '../introduction';

const { DOSE, ROUTE, FREQUENCY, DURATION_AFTER, STATUS, REACTIONS } = MEDICATION_PHRASES;
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
