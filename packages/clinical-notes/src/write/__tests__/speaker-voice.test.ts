// Each class of rules/en/speaker-voice.json on the sentence it names, on one it must leave
// alone, and as the same expression the offline writer held before its words were data.
import voice from '../../../rules/en/speaker-voice.json';
import { SPEAKER_VOICE as V } from '../speaker-voice';
import { clinicianVoice } from '../../draft/speaker-voice';

type ClassName = Exclude<keyof typeof voice, 'note' | 'subjects'>;

/** Each class's expression, and a sentence of the same speaker it must leave alone. */
const CLASSES: Record<ClassName, [RegExp, string]> = {
  asides: [V.ASIDE, 'i know how to get to the clinic'],
  instructions: [V.INSTRUCTION, 'i want to see the x-ray first'],
  plans: [V.PLAN, 'i am glad the knee is better'],
  'plans-ing': [V.PLAN_ING, 'i am worried about the knee'],
  done: [V.DONE, 'i have a question about the knee'],
  'not-found': [V.NOT_FOUND, "i don't see the swelling you mentioned"],
  found: [V.FOUND, 'i hear you have been busy'],
};

/** All a global expression matches first in a sentence. */
const firstMatch = (expression: RegExp, text: string) => text.match(expression)?.[0];

describe('the speaker voice classes', () => {
  it('are all read: one expression per class of the rule file', () => {
    const names = Object.keys(voice).filter((k) => k !== 'note' && k !== 'subjects');
    expect(names.sort()).toEqual(Object.keys(CLASSES).sort());
  });

  it.each(Object.keys(CLASSES) as ClassName[])('%s takes the sentence it names and not another', (name) => {
    const [expression, other] = CLASSES[name];
    expect(firstMatch(expression, voice[name].example)).toBe(voice[name].expect);
    expect(firstMatch(expression, other)).toBeUndefined();
  });

  it('gives the verb of a plan said as what the clinician is doing, and its base form', () => {
    const [m] = [...'we are just scheduling an mri'.matchAll(V.PLAN_ING)];
    expect(V.PLAN_BASE[m[1]]).toBe('schedule');
    expect(Object.keys(V.PLAN_BASE)).toHaveLength(16);
  });

  it('gives what an aside is about after it, as its group', () => {
    expect([...'i remember that, she had a fall'.matchAll(V.ASIDE)].map((m) => [m[0], m[1]])).toEqual([['i remember that, ', 'she']]);
  });
});

describe('the speaker voice expressions', () => {
  // The expressions as the offline writer wrote them before its words were data (PLAN since with what the clinician would
  // like the two of them to do: "i would like us to work on the thought record").
  const BEFORE: Array<[string, RegExp, RegExp]> = [
    [
      'ASIDE',
      V.ASIDE,
      /\b(?:i|we) (?:do |also )?(?:know|knew|see|saw|understand|realize|remember|hear|heard|noticed) (?:that\s*,?\s*)?(?:,\s*)?(?=(you|your|she|he|they|it|there|this|that|the|his|her|their)\b)/gi,
    ],
    [
      'INSTRUCTION',
      V.INSTRUCTION,
      /\b(?:i|we) (?:also |just |really |do )*(?:want|need|would like|would want) (?:you|her|him|them) (?:to )?(?:also |just |really )*(?:to )?/gi,
    ],
    [
      'PLAN',
      V.PLAN,
      /\b(?:i|we) (?:also |just |do |really |probably |definitely )*(?:am going to|are going to|going to|will|want to|would like us to|want us to|need us to|would like to|need to|plan to|wanna|gonna)\s+(?:also |just |go ahead and |probably |definitely |actually |kind of |then )*/gi,
    ],
    [
      'PLAN_ING',
      V.PLAN_ING,
      /\b(?:i am|we are) (?:also |just )*(prescribing|ordering|referring|sending|starting|giving|putting|increasing|decreasing|switching|stopping|continuing|recommending|scheduling|getting|checking)\b/gi,
    ],
    [
      'DONE',
      V.DONE,
      /\b(?:i|we) (?:have |also |just |did |then )*(reviewed|review|examined|ordered|prescribed|discussed|explained|drew|obtained|checked|looked at|performed|gave|sent|referred|started|increased|decreased|stopped|refilled|placed|injected|advised|encouraged|counseled|counselled)\b/gi,
    ],
    [
      'NOT_FOUND',
      V.NOT_FOUND,
      /\b(?:i|we) (?:do not|don't|did not|didn't|cannot|can't) (?:really )?(?:appreciate|hear|see|note|notice|find)\s+(?:any )?(?!(?:the|that|this|a|an|it|them|you|her|him|anything)\b)/gi,
    ],
    [
      'FOUND',
      V.FOUND,
      /\b(?:i|we) (?:do |also |did |can )?(?:appreciate|hear|feel|note|notice)\s+(?=(?:a|an|some|mild|slight|significant|\d+\+?|one|two|three|tenderness|swelling|pain|crackles|wheez\w*|murmurs?|edema|redness|bruising|decreased|increased|full|good|no)\b)/gi,
    ],
  ];

  it.each(BEFORE)('%s is the same expression as before', (_name, built, before) => {
    expect(built.source).toBe(before.source);
    expect(built.flags).toBe(before.flags);
  });

  it('gives the subject an aside or an impression is about as it was', () => {
    expect(V.SUBJECT).toBe('(you|your|she|he|they|it|there|this|that|the|his|her|their)');
  });
});

describe("the clinician's voice on a finding", () => {
  it('says what is heard or felt as there, never as what the clinician may do ("i can hear some crackles")', () => {
    expect(clinicianVoice('i can hear some crackles at the bottom of your right lung')).toBe(
      'there are some crackles at the bottom of your right lung',
    );
    expect(clinicianVoice('i can appreciate a small amount of effusion')).toBe('there is a small amount of effusion');
    expect(clinicianVoice('i can feel some tenderness over the ankle')).toBe('there is some tenderness over the ankle');
    // What the clinician can do is still an offer.
    expect(clinicianVoice('i can refer you to physio')).toBe('may refer you to physio');
  });
});
