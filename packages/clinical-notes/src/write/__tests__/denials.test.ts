// Each class of rules/en/denials.json on the sentence it names, on one it must leave alone,
// and as the same expression the offline writer held before its words were data.
import denials from '../../../rules/en/denials.json';
import { DENIALS } from '../denials';

const { NO_THEN, ASKED_ACTION } = DENIALS;

describe('what a patient\'s "no" denies', () => {
  it('no-then reads its sentence: the "no" that denies what follows', () => {
    const { example, expect: expected } = denials['no-then'];
    expect(NO_THEN.exec(example)?.[0]).toBe(expected);
    expect(example.replace(NO_THEN, 'denies ')).toBe('denies chest pain or fever');
  });

  it.each(["no, i don't think so", 'no problems with that', 'no. chest pain is gone', 'nothing else'])(
    'no-then leaves "%s" alone',
    (said) => {
      expect(NO_THEN.test(said)).toBe(false);
    },
  );

  it('then-reports reads its sentence: what follows a denial with an amount is reported', () => {
    const { example, expect: expected } = denials['then-reports'];
    expect(example.replace(DENIALS.THEN_REPORTS, '$1 but reports ')).toBe(expected);
    // A list of what is denied stays denied.
    expect(DENIALS.THEN_REPORTS.test('denies fever, chills or cough')).toBe(false);
  });

  it('asked-action reads its sentence: the verb, and the action to the end of the question', () => {
    const { example, expect: expected } = denials['asked-action'];
    const m = ASKED_ACTION.exec(example);
    expect([m?.[1], m?.[2]]).toEqual(['have', expected]);
  });

  it.each(['have you had any fever or chills, or cough?', 'do you know where the lab is?', 'okay. have you taken it'])(
    'asked-action leaves "%s" alone',
    (said) => {
      expect(ASKED_ACTION.test(said)).toBe(false);
    },
  );
});

describe('what a patient\'s "no" denies, as expressions', () => {
  // The expressions as the offline writer wrote them before their words were data.
  const BEFORE: Array<[string, RegExp, RegExp]> = [
    [
      'NO_THEN',
      NO_THEN,
      /^no,?\s+(?!(?:i|i'm|she|he|they|it|we|you|not|but|and|that|one|more|longer|problem|problems|issues?|worries)\b)(?=[a-z])/i,
    ],
    [
      'ASKED_ACTION',
      ASKED_ACTION,
      /^(?:(?:so|and|okay|ok|alright|now|but|well|also)[\s,]+)*(have|did|do|are) you ((?:taken|tried|used|had|been|seen|done|noticed|hit|take|try|use|smoke|drink|notice|taking|using|trying|smoking|drinking)\b[^?.,]*?)\s*\??$/i,
    ],
  ];

  it.each(BEFORE)('%s is the same expression as before', (_name, built, before) => {
    expect(built.source).toBe(before.source);
    expect(built.flags).toBe(before.flags);
  });
});
