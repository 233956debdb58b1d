// Each word class of the plain-speech rules (rules/<lang>/speech.json: "plain" and "turns"),
// of the negation cues (rules/<lang>/negation.json) and of the unit words
// (lexicon/<lang>/units.json) names the sentence it serves and does what it says there.
import { LANGUAGES } from '../../language';
import { rolesOfUnits, splitRawSpeech } from '../raw-speech';
import { parseTranscript, speechLean } from '../../transcript/parse';
import { negatedAt } from '../../nlp/negation';
import { spokenNumbersToDigits } from '../../nlp/numbers';
import { expandPhrase, opensWith, phrasePattern, wordClass } from '../../text/phrases';
import speechEn from '../../../rules/en/speech.json';
import speechFr from '../../../rules/fr/speech.json';
import negationEn from '../../../rules/en/negation.json';
import negationFr from '../../../rules/fr/negation.json';
import unitsEn from '../../../lexicon/en/units.json';
import unitsFr from '../../../lexicon/fr/units.json';

interface Rule {
  example: string | string[];
  expect: string[] | number;
}
const SPEECH = { en: speechEn, fr: speechFr } as const;
const rulesOf = (group: Record<string, unknown>) => Object.entries(group as Record<string, Rule>);

describe.each(LANGUAGES)('plain speech rules (%s)', (lang) => {
  const plain = rulesOf(SPEECH[lang].plain);
  const splits = plain.filter(([, rule]) => typeof rule.example === 'string');
  const roles = plain.filter(([, rule]) => Array.isArray(rule.example));
  const turns = rulesOf(SPEECH[lang].turns);

  it.each(splits.map(([name, rule]) => [name, rule.example as string, rule.expect] as const))(
    '%s cuts "%s" into its units',
    (name, example, expected) => {
      const units = splitRawSpeech(example, { start: 0, end: example.length }, name === 'dictationPairs');
      expect(units.map((u) => example.slice(u.start, u.end))).toEqual(expected);
    },
  );

  it.each(roles.map(([name, rule]) => [name, (rule.example as string[]).join(' / '), rule] as const))(
    '%s gives the speakers of "%s"',
    (_name, _said, rule) => {
      expect(rolesOfUnits(rule.example as string[])).toEqual(rule.expect);
    },
  );

  it.each(turns.map(([name, rule]) => [name, rule.example as string, rule.expect] as const))('%s reads "%s"', (name, example, expected) => {
    if (typeof expected === 'number') {
      const lean = speechLean(example);
      expect(name === 'clinicianSpeech' ? lean.clinician : lean.patient).toBe(expected);
    } else expect(parseTranscript(example).sentences.map((s) => s.text)).toEqual(expected);
  });
});

describe.each([
  ['en', negationEn],
  ['fr', negationFr],
] as const)('negation cues (%s)', (_lang, rules) => {
  it(`negate "${rules.cues.target}" in "${rules.cues.example}"`, () => {
    const lower = rules.cues.example.toLowerCase();
    expect(negatedAt(lower, lower.indexOf(rules.cues.target))).toBe(true);
  });
});

describe.each([
  ['en', unitsEn],
  ['fr', unitsFr],
] as const)('unit words (%s)', (_lang, units) => {
  it.each([units.after, units.before].map((rule) => [rule.example, rule.expect] as const))('"%s" is written "%s"', (example, written) => {
    expect(spokenNumbersToDigits(example)).toBe(written);
  });
});

describe('phrase lists', () => {
  it('expand groups in the order a pattern tries them, an empty alternative making a part optional', () => {
    expect(expandPhrase("(i am|i'm) going to (order|refer)")).toEqual([
      'i am going to order',
      'i am going to refer',
      "i'm going to order",
      "i'm going to refer",
    ]);
    expect(expandPhrase('on (your |)exam')).toEqual(['on your exam', 'on exam']);
    expect(expandPhrase('milligram(s|)')).toEqual(['milligrams', 'milligram']);
  });

  it('match whole words, stems ending in "*"', () => {
    const pattern = phrasePattern(['prescrib*', 'let me (check|listen)'], 'g');
    expect('i prescribed it, let me check, let me see'.match(pattern)).toEqual(['prescribed', 'let me check']);
    const words = wordClass(['heal*', 'do you']);
    expect(['healing', 'heal', 'do you', 'healthy-ish', 'do'].map((w) => words.has(w))).toEqual([true, true, true, false, false]);
  });

  it('tell an opening phrase after lead-in words, at a word boundary', () => {
    const leadIns = new Set(['so', 'and']);
    expect(opensWith("so and what's that", leadIns, ['what'])).toBe(true);
    expect(opensWith('whatever it is', leadIns, ['what'])).toBe(false);
    expect(opensWith('well what is it', leadIns, ['what'])).toBe(false);
  });
});
