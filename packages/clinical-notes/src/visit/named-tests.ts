// Clinical tests done in the room, named with their result ("McMurray's test is positive on the
// right", "le Lasègue est positif à gauche à quarante degrés"): an examination finding each, with
// the side and the angle said with it. The tests, the result words and how a finding is written
// are data: rules/<lang>/named-tests.json.
import { categoriesAt } from '../context/matcher';
import { perLanguage, type Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { spokenText } from '../nlp/tokens';
import { fold } from '../text/fold';
import { capital } from '../text/words';
import type { ExamFinding } from './model';
import type { ReadSentence } from './read-sentences';
import { numberAt } from './said-number';
import namedEn from '../../rules/en/named-tests.json';
import namedFr from '../../rules/fr/named-tests.json';

export interface NamedTestRules {
  /** Each test: the words it is said with, and the name a note gives it (its body system read from its words, draft.json "exam-systems"). */
  tests: Array<{ words: string; name: string }>;
  /** The words of its result, written as said ("positive", "négatif"). */
  results: string[];
  /** Where the result may be said of it: within this many words. */
  reach: number;
  /** The side said with it, written as said ("on the right", "à gauche", "des deux côtés"). */
  sides: string[];
  /** The unit of an angle said with it ("at forty degrees"), and how the angle is written ("at {n} degrees"). */
  degrees: string[];
  angle: string;
  /** How the finding is written: {Name}, {result}, {side} and {angle} (each with its space, or nothing). */
  write: string;
  example: string;
  expect: string[];
}

/** How many words from a test or its result its side may be said ("À droite, le Lasègue est négatif"). */
const SIDE_REACH = 5;

export const NAMED_TEST_RULES: Record<Lang, NamedTestRules> = { en: namedEn, fr: namedFr };

const rulesOf = perLanguage((lang) => {
  const r = NAMED_TEST_RULES[lang];
  const tests = new PhraseIndex<NamedTestRules['tests'][number]>(lang);
  for (const t of r.tests) tests.add(t.words, t);
  const sides = new PhraseIndex<true>(lang);
  for (const w of r.sides) sides.add(w, true);
  return { r, tests, sides, results: new Set(r.results.map(fold)), degrees: new Set(r.degrees.map(fold)) };
});

/** The named clinical tests a clinician's sentence gives the result of, as examination findings. */
export function namedTestsIn(s: ReadSentence, lang: Lang): ExamFinding[] {
  if (s.role !== 'clinician' || s.question) return [];
  const { r, tests, sides, results, degrees } = rulesOf(lang);
  const found = tests.find(s);
  if (found.length === 0) return [];
  const sidesSaid = sides.find(s);
  const out: ExamFinding[] = [];
  found.forEach((m, k) => {
    // What is said of it: from the test before it (or the sentence's start) to the test after it (or the sentence's end).
    const from = k > 0 ? found[k - 1].to : 0;
    const to = k + 1 < found.length ? found[k + 1].from : s.tokens.length;
    // One supposed ("if Tinel's is positive") is no finding.
    if (categoriesAt(s.modifiers, m.from, m.to).has('hypothetical')) return;
    const words = (a: number, b: number) => s.tokens.slice(a, b).filter((t) => !t.skip).length;
    const isResult = (i: number) => results.has(fold(s.tokens[i].text));
    let result = -1;
    for (let i = m.to; i < to && result < 0 && words(m.to, i) <= r.reach; i += 1) if (isResult(i)) result = i;
    for (let i = m.from - 1; i >= from && result < 0 && words(i, m.from) <= r.reach; i -= 1) if (isResult(i)) result = i;
    if (result < 0) return;
    // The side said with it: near the test or its result ("negative Murphy's sign ... [lungs] clear bilaterally" is not).
    const near = (x: { from: number; to: number }) =>
      Math.min(...[m.from, m.to, result].map((at) => (x.from >= at ? words(at, x.from) : words(x.to, at)))) <= SIDE_REACH;
    const side = sidesSaid.find((x) => x.from >= from && x.to <= to && near(x));
    let angle = '';
    for (let i = m.to; i < to && !angle; i += 1) {
      const n = numberAt(s, i);
      if (n && n.end < s.tokens.length && degrees.has(fold(s.tokens[n.end].text))) angle = r.angle.replace('{n}', n.text);
    }
    const text = r.write
      .replace('{Name}', capital(m.values[0].name))
      .replace('{result}', s.tokens[result].text.toLowerCase())
      .replace('{side}', side ? ` ${spokenText(s, side.from, side.to).toLowerCase()}` : '')
      .replace('{angle}', angle ? ` ${angle}` : '');
    out.push({
      kind: 'exam',
      text,
      evidence: {
        start: s.tokens[Math.min(m.from, result, side?.from ?? m.from)].start,
        end: s.tokens[Math.max(m.to, result + 1, side?.to ?? 0) - 1].end,
        sentence: s.index,
        role: s.role,
      },
    });
  });
  return out;
}
