// The classes of rules/en/introduction.json that introduce the patient on the sentence each
// names, on one it must leave alone, and as the same expression the offline writer held before
// its words were data.
import introduction from '../../../rules/en/introduction.json';
import introductionFr from '../../../rules/fr/introduction.json';
import { INTRODUCTION, INTRO_REASON, PATIENT_NAMED, PATIENT_NAMED_IN } from '../introduction';

describe('how a clinician introduces the patient', () => {
  it('intro-sentence reads its sentence', () => {
    const { example, expect: expected } = introduction['intro-sentence'];
    expect(INTRODUCTION.exec(example)?.[0]).toBe(expected);
  });

  it.each(['she presents today with a cough', 'a man who is coming in for his knee', 'he is a 5-year-old boy'])(
    'intro-sentence reads "%s"',
    (said) => {
      expect(INTRODUCTION.test(said)).toBe(true);
    },
  );

  it('intro-sentence leaves a sentence with no introduction alone', () => {
    expect(INTRODUCTION.test('the pain has been here for three days')).toBe(false);
  });

  it.each(['female', 'male'] as const)('patient-words (%s) read their sentence: every naming', (who) => {
    const { example, expect: expected } = introduction['patient-words'][who];
    expect(example.match(PATIENT_NAMED[who])).toEqual(expected);
  });

  it("patient-words do not take the other's words, nor a word inside another", () => {
    expect('this is a 50-year-old female, mrs. jones'.match(PATIENT_NAMED.male)).toBeNull();
    expect('the man is mr. smith'.match(PATIENT_NAMED.female)).toBeNull();
    expect('mission and commission'.match(PATIENT_NAMED.female)).toBeNull();
  });

  it.each(['female', 'male'] as const)('French patient-words (%s) read their sentence: every naming', (who) => {
    const { example, expect: expected } = introductionFr['patient-words'][who];
    expect(example.match(PATIENT_NAMED_IN.fr[who])).toEqual(expected);
    expect('Le patient est là.'.match(PATIENT_NAMED_IN.fr[who])).toBeNull();
  });
});

describe('how a clinician introduces the patient, as expressions', () => {
  // The expressions as the offline writer wrote them before their words were data.
  const BEFORE: Array<[string, RegExp, RegExp]> = [
    [
      'INTRODUCTION',
      INTRODUCTION,
      /\b(?:is an? (?:pleasant )?\d+[- ]year[- ]old|presents? (?:today )?(?:for|with)|(?:who|which) (?:is )?(?:here|coming in) (?:today )?(?:for|with))\b/,
    ],
    [
      'PATIENT_NAMED female',
      PATIENT_NAMED.female,
      /\b(?:\d+\s*-?\s*years?[- ]old (?:female|woman|lady|girl)|(?:this|the|a) (?:pleasant )?(?:\d+\s*-?\s*years?[- ]old )?(?:lady|woman|female patient)|mrs\.?|ms\.?|miss)\b/gi,
    ],
    [
      'PATIENT_NAMED male',
      PATIENT_NAMED.male,
      /\b(?:\d+\s*-?\s*years?[- ]old (?:male|man|gentleman|boy)|(?:this|the|a) (?:pleasant )?(?:\d+\s*-?\s*years?[- ]old )?(?:gentleman|man|male patient)|mr\.?)\b/gi,
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
