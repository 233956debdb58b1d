// A measure the patient says is high is the condition of it ("my cholesterol's a bit high": high cholesterol); one they are
// treated for is that condition ("tablets for my blood pressure"), as is one they say they have ("j'ai de la tension") and
// one named alone as an answer ("Blood pressure."). The words are data (rules/<lang>/raised-measures.json).
import raisedEn from '../../rules/en/raised-measures.json';
import raisedFr from '../../rules/fr/raised-measures.json';
import type { Lang } from '../language';
import { conditionById, type Concept } from '../lexicon/lexicon';
import { indexPerLanguage } from '../lexicon/phrase-index';
import { perLanguage } from '../language';
import type { Sentence } from '../nlp/tokens';

interface RaisedMeasureRules {
  measures: Array<{ words: string[]; condition: string }>;
  copulas: string[];
  degrees: string[];
  high: string[];
  treatedAfter: string[];
  possessives: string[];
  notBefore: string[];
  partitives: string[];
  /** Words a measure named alone may be said after ("And cholesterol."). */
  leading: string[];
  examples: Array<{ example: string; expect: string[] }>;
}

export const RAISED_MEASURE_RULES: Record<Lang, RaisedMeasureRules> = { en: raisedEn, fr: raisedFr };

/** How many words may stand between a measure and the word saying it is high ("cholesterol | 's a bit | high"). */
const HIGH_REACH = 5;

const measureIndex = indexPerLanguage((lang) =>
  RAISED_MEASURE_RULES[lang].measures.flatMap((m) => m.words.map((w) => [w, m.condition] as const)),
);

const wordSets = perLanguage((lang) => {
  const r = RAISED_MEASURE_RULES[lang];
  const set = (words: string[]) => new Set(words.map((w) => w.toLowerCase()));
  return {
    between: set([...r.copulas, ...r.degrees]),
    high: set(r.high),
    treatedAfter: set(r.treatedAfter),
    possessives: set(r.possessives),
    notBefore: set(r.notBefore),
    partitives: r.partitives.map((p) => p.split(' ')),
    leading: set(r.leading),
  };
});

/**
 * Where a measure the patient says is high, is treated for, or has is said, with the condition it is; and, answering a question
 * about their health, one named alone or as an item of a list of conditions.
 */
export function raisedMeasures(
  sentence: Sentence,
  lang: Lang,
  { answersHistory = false, conditionsSaid = false }: { answersHistory?: boolean; conditionsSaid?: boolean } = {},
): Array<{ concept: Concept; from: number; to: number }> {
  const words = wordSets(lang);
  const kept = sentence.tokens.map((t, i) => ({ t, i })).filter(({ t }) => !t.skip && /[\p{L}\p{N}]/u.test(t.text));
  const word = (k: number) => kept[k]?.t.text.toLowerCase();
  const out: Array<{ concept: Concept; from: number; to: number }> = [];
  for (const m of measureIndex(lang).find(sentence)) {
    const concept = conditionById(lang, m.values[0]);
    if (!concept) continue;
    const first = kept.findIndex(({ i }) => i >= m.from);
    const last = kept.findIndex(({ i }) => i >= m.to);
    const after = last < 0 ? kept.length : last;
    if (words.notBefore.has(word(after) ?? '')) continue;
    // Said high: the measure, a copula and words of degree, then the high word.
    let k = after;
    while (k < kept.length && k - after < HIGH_REACH && words.between.has(word(k)!)) k += 1;
    const high = k < kept.length && words.high.has(word(k)!);
    // Treated for ("for | my | blood pressure"), had ("j'ai | de la | tension"), or named alone ("Blood pressure.").
    const before = words.possessives.has(word(first - 1) ?? '') ? first - 1 : first;
    const treated = words.treatedAfter.has(word(before - 1) ?? '');
    const had = words.partitives.some((p) => p.every((w, j) => word(first - p.length + j) === w));
    const alone = answersHistory && (before === 0 || (before === 1 && words.leading.has(word(0)!))) && after === kept.length;
    // Or an item of a list of conditions ("The blood pressure, and the cholesterol, and a bit of arthritis in my knees.").
    const listed = answersHistory && conditionsSaid && listItemAt(sentence, kept[before]?.i ?? m.from, m.to, words.leading);
    if (high) out.push({ concept, from: m.from, to: kept[k].i + 1 });
    else if (treated || had || alone || listed) out.push({ concept, from: m.from, to: m.to });
  }
  return out;
}

/** Whether tokens [from, to) stand as an item of a list: a comma, "and" or the sentence's start before, a comma, "and" or its end after, a comma on one side. */
function listItemAt(sentence: Sentence, from: number, to: number, leading: ReadonlySet<string>): boolean {
  const said = (k: number, step: number) => {
    while (k >= 0 && k < sentence.tokens.length && sentence.tokens[k].skip) k += step;
    return sentence.tokens[k]?.text.toLowerCase();
  };
  const before = said(from - 1, -1);
  const after = said(to, 1);
  const separates = (w: string | undefined) => w === undefined || w === ',' || w === '.' || leading.has(w);
  // A comma beside it: "and" alone joins subjects as often as items ("the blood pressure and the pulse were fine").
  return separates(before) && separates(after) && (before === ',' || after === ',');
}
