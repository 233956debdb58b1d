// What the patient is to call for names what may happen, not what they have: "if you get a
// fever, call us" backs no note sentence reporting a fever, and a denied fever stays denied.
import { sentenceChecker } from './one-sentence';

const SECTION = { id: 'review-of-systems' as const, en: 'Review of systems', fr: 'Revue des systèmes' };
const visit = (...history: string[]) =>
  sentenceChecker(
    ['[doctor] What brings you in today?', ...history, '[doctor] Drink plenty of fluids. If you get a fever, call us back.'].join('\n'),
    SECTION,
  );

describe('a symptom named in what to call for', () => {
  it('backs no sentence reporting it', () => {
    const reported = visit('[patient] I have had a cough for two weeks.')('Constitutional: Reports fever.');
    expect(reported.state).toBe('unsupported');
    expect(reported.conflicts).toContain('fever: only said as what may happen in the source');
  });

  it('leaves a denial of it as said', () => {
    const check = visit('[patient] I have had a cough for two weeks.', '[doctor] Any fever?', '[patient] No.');
    expect(check('Constitutional: Reports fever.').state).toBe('contradicted');
    expect(check('Constitutional: Denies fever.').state).toBe('supported');
  });

  it('is backed where the visit holds it of a part ("my knee has been hurting" backs "the pain")', () => {
    const check = visit('[patient] My knee has been hurting for a week.', '[doctor] If the pain gets any worse, call us back.');
    expect(check('The pain gets worse with stairs.').conflicts).not.toContain('pain: only said as what may happen in the source');
  });
});
