// Each exam-system rule (rules/<lang>/draft.json "exam-systems") on the finding it serves:
// its example is read as its system, by no earlier rule; and a finding no rule's words name
// has no system.
import { LANGUAGES } from '../../language';
import { examSystemOf, examSystemRules } from '../exam-systems';

describe.each(LANGUAGES)('exam-system rules (%s)', (lang) => {
  it.each(examSystemRules(lang).map((rule) => [rule.system, rule.example, rule] as const))('%s: "%s"', (system, example, rule) => {
    expect(examSystemOf(example, lang)).toBe(system);
    expect(rule.words.length).toBeGreaterThan(0);
  });
});

describe('examSystemOf', () => {
  it('reads whole words, and a word ending in "*" as the words it begins', () => {
    expect(examSystemOf('There is expiratory wheezing on the left.', 'en')).toBe('respiratory');
    expect(examSystemOf('Heartburn is better.', 'en')).toBeUndefined();
    expect(examSystemOf('Everything looks fine.', 'en')).toBeUndefined();
    // The abdomen by its lay names: tender there is not a joint's tenderness.
    expect(examSystemOf('Your tummy is soft, a bit tender on the right side.', 'en')).toBe('gastrointestinal');
    expect(examSystemOf('The belly is tender.', 'en')).toBe('gastrointestinal');
    expect(examSystemOf('The knee is tender.', 'en')).toBe('musculoskeletal');
  });
});
