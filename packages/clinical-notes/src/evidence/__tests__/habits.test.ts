// The habits of the social history in the evidence check: a note's "Alcohol use: none." stands
// on the patient's "no" to the question, a habit over only on the patient saying it is over,
// and the words a note says a habit with are rule data, each with its example.
import { sentenceChecker } from './one-sentence';
import { habitConcepts, habitKey } from '../social';
import { SOCIAL_RULES } from '../../visit/social';

const checkIn = (transcript: string) => {
  const check = sentenceChecker(transcript, { id: 'subjective', en: 'Social history', fr: 'Mode de vie' });
  return (sentence: string) => check(sentence).state;
};

const NEVER = [
  '[doctor] What brings you in today?',
  '[patient] I have had headaches for two weeks.',
  '[doctor] Do you drink any alcohol, smoke, or use recreational drugs?',
  '[patient] Nope.',
].join('\n');

describe('habits the patient denied', () => {
  const check = checkIn(NEVER);

  it('back a note saying there are none, however it says it', () => {
    expect(check('Alcohol Use: None.')).toBe('supported');
    expect(check('Tobacco Use: Non-smoker.')).toBe('supported');
    expect(check('Recreational Drugs: None.')).toBe('supported');
  });

  it('back no note saying a habit is there, or over', () => {
    expect(check('He smokes a pack a day.')).not.toBe('supported');
    expect(check('Former smoker.')).not.toBe('supported');
  });
});

describe('a habit that is over', () => {
  const check = checkIn(['[doctor] Do you smoke?', '[patient] I used to, but I quit about ten years ago.'].join('\n'));

  it('backs a note saying it is over, and one saying the patient does not smoke now', () => {
    expect(check('Tobacco: Former smoker.')).toBe('supported');
    expect(check('Denies smoking.')).toBe('supported');
  });
});

describe('a habit said the other way round from how the patient told it', () => {
  it('contradicts the sentence: "Denies smoking." where the patient smokes once a week', () => {
    const check = checkIn(['[doctor] Do you smoke at all?', '[patient] Just one a week.'].join('\n'));
    expect(check('He denies smoking.')).toBe('contradicted');
    expect(check('Non-smoker.')).toBe('contradicted');
    expect(check('He smokes one a week.')).toBe('supported');
  });

  it('contradicts a habit affirmed where the patient denied it', () => {
    const check = checkIn(NEVER);
    expect(check('He drinks alcohol daily.')).toBe('contradicted');
  });

  it('never contradicts a sentence denying the habit the patient denied, however it opens ("No recreational drug use.")', () => {
    const check = checkIn(NEVER);
    expect(check('No recreational drug use.')).not.toBe('contradicted');
    expect(check('No alcohol use.')).not.toBe('contradicted');
  });

  it('leaves a habit the patient gave up to the other checks: a sentence may speak of the past', () => {
    const check = checkIn(
      ['[doctor] Any recreational drugs?', '[patient] I used IV drugs, but I have been clean for fifteen years.'].join('\n'),
    );
    expect(check('He admits to intravenous drug use.')).not.toBe('contradicted');
  });
});

describe('a sentence naming two habits', () => {
  it('reads each in its own clause', () => {
    const [smoking, drugs] = habitConcepts('Smokes a pack a day, never used recreational drugs.', 'en');
    expect(smoking).toMatchObject({ key: habitKey('smoking'), negated: false });
    expect(drugs).toMatchObject({ key: habitKey('drugs'), negated: true });
    const [formerSmoker, alcohol] = habitConcepts('Former smoker; drinks alcohol daily.', 'en');
    expect(formerSmoker.key).toBe(habitKey('smoking', true));
    expect(alcohol).toMatchObject({ key: habitKey('alcohol'), negated: false });
    expect(habitConcepts('Alcohol and tobacco use: none.', 'en').map((c) => c.negated)).toEqual([true, true]);
  });
});

describe('how a note says a habit (rules/<lang>/social.json noteSays)', () => {
  const cases = (['en', 'fr'] as const).flatMap((lang) => {
    const says = SOCIAL_RULES[lang].noteSays;
    return [
      ...says.none.map((w) => [lang, 'none', w.words, w.example] as const),
      ...says.over.map((w) => [lang, 'over', w.words, w.example] as const),
      ...says.with.map((w) => [lang, 'with', w.words, w.example] as const),
    ];
  });

  it.each(cases)('%s %s "%s": "%s"', (lang, kind, words, example) => {
    expect(example.toLowerCase()).toContain(words.toLowerCase());
    const [habit] = habitConcepts(example, lang);
    expect(habit).toBeDefined();
    if (kind === 'none') expect(habit.negated).toBe(true);
    if (kind === 'over') expect(habit.key.endsWith(':over')).toBe(true);
    if (kind === 'with') expect(habit.key).toBe(habitKey(habit.key.split(':')[1] as 'smoking'));
  });
});

describe.each(['en', 'fr'] as const)('a marker naming something else after it (rules/%s/social.json markersNotBefore)', (lang) => {
  const topics = SOCIAL_RULES[lang].topics.filter((t) => t.markersNotBeforeExample);

  it('has some', () => expect(topics.length).toBeGreaterThan(0));

  it.each(topics.map((t) => [t.topic, t.markersNotBeforeExample!] as const))('%s: no habit in "%s"', (topic, example) => {
    expect(habitConcepts(example, lang).map((c) => c.key)).not.toContain(habitKey(topic));
  });
});
