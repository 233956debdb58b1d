// The name a clinician gave a diagnosis, with what they said of it beside its words: which
// kind, how bad, which side or where ("infective | conjunctivitis", "rotator cuff |
// tendinopathy", "osteoarthritis | of your knee", "conjonctivite | infectieuse"). A note naming
// only the lexicon's name ("conjunctivitis", "tendinitis", "osteoarthritis") loses what the
// clinician decided. The words are data (rules/<lang>/diagnosis-qualifiers.json).
import qualifiersEn from '../../rules/en/diagnosis-qualifiers.json';
import qualifiersFr from '../../rules/fr/diagnosis-qualifiers.json';
import { perLanguage, type Lang } from '../language';
import { lexiconEntries, type Concept } from '../lexicon/lexicon';
import { indexPerLanguage } from '../lexicon/phrase-index';
import { spokenText } from '../nlp/tokens';
import { fold } from '../text/fold';
import { wordsOf } from '../text/words';
import type { Mention, ReadSentence } from './read-sentences';

export interface DiagnosisQualifierRules {
  before: string[];
  after: string[];
  partAfter: string[];
  partWrite: Record<string, string>;
  /** Words joining the two ends of a grade ("mild | to | moderate"), both kept. */
  gradedAfter: string[];
  /** Adverbs of a grade, kept with it ("moderately | severe"); another adverb ("probably") is no part of the name. */
  gradeAdverbs: string[];
  examples: Array<{ example: string; expect: string }>;
}

export const DIAGNOSIS_QUALIFIER_RULES: Record<Lang, DiagnosisQualifierRules> = { en: qualifiersEn, fr: qualifiersFr };

const qualifiers = indexPerLanguage((lang) => [
  ...DIAGNOSIS_QUALIFIER_RULES[lang].before.map((w) => [w, 'before'] as const),
  ...DIAGNOSIS_QUALIFIER_RULES[lang].after.map((w) => [w, 'after'] as const),
]);
const gradedAfter = perLanguage((lang) => new Set(DIAGNOSIS_QUALIFIER_RULES[lang].gradedAfter.map(fold)));
const gradeAdverbs = perLanguage((lang) => new Set(DIAGNOSIS_QUALIFIER_RULES[lang].gradeAdverbs.map(fold)));
const partLeads = indexPerLanguage((lang) => DIAGNOSIS_QUALIFIER_RULES[lang].partAfter.map((w) => [w, w] as const));

/** The next said token from i going by `step`, or -1. */
function said(s: ReadSentence, i: number, step: 1 | -1): number {
  let k = i;
  while (k >= 0 && k < s.tokens.length && s.tokens[k].skip) k += step;
  return k >= 0 && k < s.tokens.length ? k : -1;
}

/**
 * The clinician's name for the condition of mention `m`: `name` (the lexicon's, or the term said
 * where it holds the name and more) with the qualifiers and the part said just before it, and the
 * qualifiers and the part (with its side) said after it; undefined where nothing is said beside it.
 */
export function qualifiedDiagnosis(s: ReadSentence, m: Mention, name: string, lang: Lang): string | undefined {
  const rules = DIAGNOSIS_QUALIFIER_RULES[lang];
  const found = qualifiers(lang).find(s);
  const parts = s.mentions.filter((p) => p.concept.kind === 'body-part');
  const text = (q: { from: number; to: number }) => spokenText(s, q.from, q.to).toLowerCase();
  const qualifierAt = (i: number, side: 'before' | 'after') =>
    side === 'before'
      ? found.find((f) => f.to === i && f.values.includes(side))
      : found.find((f) => f.from === i && f.values.includes(side));
  // Before it, right up to its words: qualifiers, a part, a side ("left | knee | osteoarthritis").
  const before: string[] = [];
  let first = m.from;
  for (let end = said(s, m.from - 1, -1) + 1; end > 0;) {
    const q = qualifierAt(end, 'before') ?? parts.find((p) => p.to === end);
    if (!q) break;
    before.unshift(text(q));
    first = q.from;
    end = said(s, q.from - 1, -1) + 1;
  }
  // A grade said with more before it is kept whole: its adverb ("moderately | severe") or its other end ("mild to | moderate").
  const at = said(s, first - 1, -1);
  const preceding = s.tokens[at];
  const lower = at >= 0 ? said(s, at - 1, -1) : -1;
  const otherEnd = preceding && gradedAfter(lang).has(fold(preceding.text)) ? qualifierAt(lower + 1, 'before') : undefined;
  if (preceding && gradeAdverbs(lang).has(fold(preceding.text))) before.unshift(preceding.text.toLowerCase());
  else if (otherEnd) before.unshift(text({ from: otherEnd.from, to: at + 1 }));
  // After it: qualifiers ("conjonctivite | infectieuse") ...
  const after: string[] = [];
  let next = said(s, m.to, 1);
  for (let q = qualifierAt(next, 'after'); q; q = qualifierAt(next, 'after')) {
    after.push(text(q));
    next = said(s, q.to, 1);
    // ... a grade with both its ends ("légère | à | modérée").
    const graded = next >= 0 && gradedAfter(lang).has(fold(s.tokens[next].text));
    const end = graded ? qualifierAt(said(s, next + 1, 1), 'after') : undefined;
    if (end) {
      after[after.length - 1] = text({ from: q.from, to: end.to });
      next = said(s, end.to, 1);
    }
  }
  // ... then "of the" and a part, with its side before or after it ("of your | left knee", "au | genou gauche").
  const lead = next >= 0 ? partLeads(lang).matchAt(s, next) : null;
  const write = lead ? rules.partWrite[lead.values[0]] : undefined;
  if (lead && write) {
    const sideBefore = found.find((f) => f.from === said(s, lead.to, 1) && f.values.includes('before'));
    const part = parts.find((p) => p.from === said(s, sideBefore ? sideBefore.to : lead.to, 1));
    const sideAfter = part && qualifierAt(said(s, part.to, 1), 'after');
    if (part) after.push(`${write} ${text({ from: (sideBefore ?? part).from, to: (sideAfter ?? part).to })}`);
  }
  const nameWords = new Set(fold(name).split(/\s+/));
  const fresh = (w: string) =>
    !fold(w)
      .split(/\s+/)
      .every((x) => nameWords.has(x));
  const kept = [...before.filter(fresh), name, ...after.filter(fresh)];
  return kept.length > 1 ? kept.join(' ').replace(/' /g, "'") : undefined;
}

/** Whether a term said for a condition names a diagnosis of its own, written as said ("biliary colic" beside "gallstones"). */
export function saidAsItself(conceptId: string, term: string, lang: Lang): boolean {
  const entry = lexiconEntries(lang, 'condition').find((e) => e.id === conceptId);
  return !!entry?.asSaid?.some((t) => fold(t) === fold(term));
}

/**
 * The term said for a concept where it is one of its lexicon's terms holding its name and more
 * ("atopic eczema" for eczema), in its case as said but a sentence's first capital; undefined
 * otherwise, or where the name has capitals of its own ("COVID" is not said better in a
 * transcript without any).
 */
export function fullerTerm(said: string, concept: Concept, name: string, lang: Lang): string | undefined {
  const saidWords = wordsOf(said);
  const nameWords = wordsOf(name);
  const fuller =
    !/\p{Lu}/u.test(name) &&
    saidWords.length > nameWords.length &&
    nameWords.every((w) => saidWords.includes(w)) &&
    lexiconEntries(lang, concept.kind).some((e) => e.id === concept.id && e.terms.some((t) => t.toLowerCase() === said.toLowerCase()));
  return fuller ? asSaidInside(said) : undefined;
}

/** A term as written inside a sentence: its capitals kept ("COVID-19", "hepatitis C"), but a sentence's first ("Atopic eczema"). */
const asSaidInside = (said: string) => (/^\p{Lu}\p{Ll}/u.test(said) ? said[0].toLowerCase() + said.slice(1) : said);

/**
 * The name a note gives the clinician's diagnosis of mention `m` where it says more than the
 * concept's name: the term said where it names a diagnosis of its own ("biliary colic") or holds
 * the name and more ("unstable angina"), with what was said beside it; undefined otherwise.
 */
export function clinicianName(s: ReadSentence, m: Mention, concept: Concept, lang: Lang): string | undefined {
  const term = spokenText(s, m.from, m.to);
  const own = concept.kind === 'condition' && saidAsItself(concept.id, term, lang) ? asSaidInside(term) : undefined;
  const core = own ?? fullerTerm(term, concept, concept.name, lang);
  return qualifiedDiagnosis(s, m, core ?? concept.name, lang) ?? core;
}
