// Each statement-class rule (rules/<lang>/draft.json "statement-classes") on the sentence it
// serves: its example is of its class; and the word forms the matcher reads ("improv*",
// "*ologist", a phrase of words) on sentences of no class.
import { LANGUAGES } from '../../language';
import { STATEMENT_CLASSES, isOfClass, statementClassRules, type StatementClass } from '../statement-classes';

describe.each(LANGUAGES)('statement-class rules (%s)', (lang) => {
  it('has a rule for every class', () => {
    expect(
      statementClassRules(lang)
        .map((r) => r.class)
        .sort(),
    ).toEqual([...STATEMENT_CLASSES].sort());
  });

  it.each(statementClassRules(lang).map((rule) => [rule.class, rule.example] as const))('%s: "%s"', (statementClass, example) => {
    expect(isOfClass(example, lang, statementClass as StatementClass)).toBe(true);
  });
});

describe('isOfClass', () => {
  it('reads a word by its beginning, a word by its ending and a phrase of words', () => {
    expect(isOfClass('My sleep has improved a lot.', 'en', 'progress')).toBe(true);
    expect(isOfClass('We will get you in with a cardiologist.', 'en', 'referral-request')).toBe(true);
    expect(isOfClass('So that you can lift your grandchildren.', 'en', 'goals')).toBe(true);
    expect(isOfClass('I have been thinking about self-harm.', 'en', 'risk')).toBe(true);
    expect(isOfClass('I slept at my sister’s house.', 'en', 'progress')).toBe(false);
    expect(isOfClass('The skill is useful.', 'en', 'risk')).toBe(false);
  });
});
