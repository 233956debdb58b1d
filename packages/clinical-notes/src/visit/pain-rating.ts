// The pain rating of a visit: the number out of ten the patient gives when asked on a scale
// ("On a scale of one to ten, how bad is it?" "Maybe a six, or a seven?" → 6-7), or the one the
// clinician reads out and the patient agrees to ("Nine out of 10?" "Yeah."), or one said as a
// rating ("it's a seven out of ten"). The scale's own numbers ("one to ten", "ten being the
// worst") are no rating. The words are data per language (rules/<lang>/ratings.json).
import { perLanguage, type Lang } from '../language';
import { readSpokenNumber } from '../nlp/numbers';
import { polarityOf } from './answers';
import type { Evidence } from './model';
import type { ReadSentence, ReadTranscript } from './read-sentences';
import ratingsEn from '../../rules/en/ratings.json';
import ratingsFr from '../../rules/fr/ratings.json';

export interface PainRating {
  /** Out of ten, as a note writes it: "6", "6-7". */
  value: string;
  evidence: Evidence[];
}

const RULES = { en: ratingsEn, fr: ratingsFr };
/** The scale's top: ten. */
const TOP = 10;

/** The words of a text, lower case, an elided article apart ("l'EVA": "l'", "eva"). */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, "' ")
    .match(/[\p{L}\p{N}']+|[/-]/gu) ?? [];

const rulesOf = perLanguage((lang: Lang) => {
  const r = RULES[lang];
  return {
    scale: r.scale.map((s) => words(s.words)),
    top: r.top.words.map(words),
    bounds: new Set(r.bounds.words),
    worst: new Set(r.worst.words),
    range: new Set(r.range.words),
    notRating: new Set(r.notRating.words),
    notPain: new Set(r.notPain.words),
    pain: new Set(r.notPain.pain),
  };
});

const endsWith = (said: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((w, i) => said[at - phrase.length + i] === w);

/** A number said at words[at] (digits or words) and how many words it spans. */
function numberAt(said: readonly string[], at: number): { value: number; span: number } | null {
  if (/^\d+$/.test(said[at])) return { value: Number(said[at]), span: 1 };
  const spoken = readSpokenNumber(said, at);
  return spoken ? { value: spoken.value, span: spoken.words } : null;
}

/** The ratings a text states, in order, the scale's own numbers left out: "6-7" for "a six, or a seven". */
export function ratingsIn(text: string, lang: Lang): string[] {
  const rules = rulesOf(lang);
  const said = words(text);
  const numbers: Array<{ value: number; at: number; end: number }> = [];
  for (let i = 0; i < said.length; i += 1) {
    const n = numberAt(said, i);
    if (!n) continue;
    numbers.push({ value: n.value, at: i, end: i + n.span });
    i += n.span - 1;
  }
  const ratings: string[] = [];
  for (let k = 0; k < numbers.length; k += 1) {
    const n = numbers[k];
    const next = numbers[k + 1];
    const after = said[n.end];
    // The scale's top ("out of ten"), its bounds ("one to ten") and its worst ("ten being the worst").
    if (rules.top.some((t) => endsWith(said, n.at, t)) || rules.worst.has(after)) continue;
    if (n.value <= 1 && next?.value === TOP && next.at === n.end + 1 && rules.bounds.has(after)) {
      k += 1;
      continue;
    }
    if (n.value > TOP || rules.notRating.has(after)) continue;
    // A range said with its second number next ("six or seven", "a six, or a seven", "two through seven", "a four five").
    const ranged = next && (rules.range.has(said[n.end] ?? '') ? next.at <= n.end + 2 : next.at === n.end && next.value === n.value + 1);
    if (next && ranged && next.value <= TOP && next.value > n.value) {
      const nextAfter = said[next.end];
      if (!rules.notRating.has(nextAfter)) {
        ratings.push(`${n.value}-${next.value}`);
        k += 1;
        continue;
      }
    }
    ratings.push(String(n.value));
  }
  return ratings;
}

/** Whether a sentence asks for a rating on a scale ("on a scale of one to ten", "nine out of 10?"). */
function asksRating(s: ReadSentence, lang: Lang): boolean {
  const said = words(s.text);
  return rulesOf(lang).scale.some((phrase) => said.some((_w, i) => endsWith(said, i + phrase.length, phrase)));
}

/** What else than pain a scale is asked of ("your mood overall, out of ten?": "mood"), pain named nowhere in it; null for pain. */
export function ratedOtherThanPain(text: string, lang: Lang): string | null {
  const said = words(text);
  const rules = rulesOf(lang);
  if (said.some((w) => rules.pain.has(w))) return null;
  return said.find((w) => rules.notPain.has(w)) ?? null;
}

/** Whether a scale is asked of something else than pain ("your mood overall, out of ten?"), pain named nowhere in it. */
export const asksOtherThanPain = (text: string, lang: Lang): boolean => ratedOtherThanPain(text, lang) !== null;

/** What else than pain the patient rates out of ten when asked ("your mood overall, out of ten?" "About a four."): mood 4. */
export function readOtherRatings(read: ReadTranscript): Array<{ of: string; value: string; evidence: Evidence[] }> {
  const out: Array<{ of: string; value: string; evidence: Evidence[] }> = [];
  const sentences = read.sentences;
  for (let i = 0; i < sentences.length; i += 1) {
    const s = sentences[i];
    if (s.role !== 'clinician' || !s.question || !asksRating(s, read.lang)) continue;
    const of = ratedOtherThanPain(s.text, read.lang);
    const answer = sentences[i + 1];
    if (!of || !answer || answer.role === 'clinician' || out.some((r) => r.of === of)) continue;
    const [value] = ratingsIn(answer.text, read.lang);
    if (value) out.push({ of, value, evidence: [evidenceOf(s), evidenceOf(answer)] });
  }
  return out;
}

/** Whether a sentence states a rating as such: a number out of ten ("it's a six out of ten"), not "out of the woods". */
function statesRating(s: ReadSentence, lang: Lang): boolean {
  const said = words(s.text);
  return rulesOf(lang).top.some((t) => said.some((_w, i) => endsWith(said, i, t) && numberAt(said, i)?.value === TOP));
}

const evidenceOf = (s: ReadSentence): Evidence => ({ start: s.start, end: s.end, sentence: s.index, role: s.role });

/** The pain rating of a visit, if one is given: the first answered, else the first stated. */
export function readPainRating(read: ReadTranscript): PainRating | undefined {
  const sentences = read.sentences;
  for (let i = 0; i < sentences.length; i += 1) {
    const s = sentences[i];
    // Asked as a question, or said as one with no rating of its own ("so on a scale of one to ten how severe is the pain").
    const offered =
      s.role === 'clinician' && asksRating(s, read.lang) && !asksOtherThanPain(s.text, read.lang)
        ? [...new Set(ratingsIn(s.text, read.lang))]
        : null;
    if (offered && (s.question || offered.length === 0)) {
      // The patient's answer: their sentences after the clinician's turn, up to the clinician's next.
      let j = i + 1;
      while (j < sentences.length && sentences[j].role === 'clinician' && sentences[j].turn === s.turn) j += 1;
      const answer: ReadSentence[] = [];
      for (; j < sentences.length && sentences[j].role !== 'clinician'; j += 1) answer.push(sentences[j]);
      if (answer.length === 0) continue;
      const given = answer.map((a) => ({ a, ratings: ratingsIn(a.text, read.lang) })).find((x) => x.ratings.length > 0);
      if (given) return { value: given.ratings[0], evidence: [evidenceOf(s), evidenceOf(given.a)] };
      // A value the clinician read out, agreed to: only where the question offers one, and is the last they asked.
      const last = sentences[i + 1]?.role !== 'clinician';
      if (last && offered.length === 1 && polarityOf(answer[0], read.lang) === 'affirm')
        return { value: offered[0], evidence: [evidenceOf(s), evidenceOf(answer[0])] };
      continue;
    }
    // An answer to a scale asked of something else ("your mood, out of ten?" "Ten out of ten.") rates that, not pain.
    const before = sentences[i - 1];
    const answersOther = before?.role === 'clinician' && before.question && asksOtherThanPain(before.text, read.lang);
    if (s.role !== 'clinician' && !s.question && !answersOther && statesRating(s, read.lang)) {
      const ratings = ratingsIn(s.text, read.lang);
      if (ratings.length > 0) return { value: ratings[0], evidence: [evidenceOf(s)] };
    }
  }
  return undefined;
}
