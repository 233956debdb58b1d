// Diagnosis codes suggested from what the visit model holds, each tied to the words of the visit
// that justify it. Outpatient coding guidance decides what is coded: the clinician's stated
// impression is coded as a diagnosis; a differential, a "possible" or a patient's guess never
// is, and when no diagnosis was stated the presenting symptoms are coded instead (the
// clinician's one working impression said with doubt offered after the first of them, its
// doubt among its reasons); conditions of the past history the visit talked about follow. A concept is mapped to its code by the
// concept map (codes/concept-map.json, a category per lexicon concept, as data) or else by
// searching the code set for its name. Only billable codes are offered as final: under a
// category, the child the visit's words name is chosen (a side said), a detail the code needs
// and the visit did not say is asked ("Which side?"), and otherwise the category's unspecified
// code is offered and marked as such.
import { escapeRegExp } from '../text/phrases';
import { type Concept, lexiconEntries } from '../lexicon/lexicon';
import type { Evidence, VisitModel } from '../visit/model';
import conceptMap from '../../codes/concept-map.json';
import { CODE_SET_CONCEPT } from '../lexicon/code-set-conditions';
import { impliedByStated as implied } from './general-concepts';
import { assessedInjuries, assessedTerms, statedAt } from './assessment-terms';
import { type HeadedProblem, type ProblemHeading, problemHeadings } from './problem-headings';
import type { CodeSet, IcdCode } from './code-set';

export type CodeBasis = 'diagnosis' | 'symptom' | 'history';
export type Detail = 'side' | 'episode';

export interface CodeOption {
  code: string;
  description: string;
  /** What the option answers ("right", "left", "bilateral"). */
  label: string;
}

/**
 * One reason a code was chosen over its neighbours, as a key and the values it names (codes,
 * descriptions and the visit's words, in the code set's language), for the interface to say in
 * its own language: the first says how the concept became a code, the others how the billable
 * code was chosen under it.
 */
export type CodeReason =
  | { key: 'said'; values: { description: string; words: string } }
  | { key: 'site'; values: { description: string; concept: string; site: string } }
  | { key: 'conceptMap'; values: { code: string; concept: string } }
  | { key: 'searched'; values: { matched: string; concept: string } }
  | { key: 'billable'; values: { code: string } }
  | { key: 'noBillable'; values: { code: string } }
  | { key: 'needsSide'; values: { code: string } }
  | { key: 'needsEpisode'; values: { code: string } }
  | { key: 'sideSaid'; values: { side: string } }
  | { key: 'mostGeneral'; values: { code: string; count: number } }
  | { key: 'onlyCode'; values: { code: string } }
  | { key: 'modelProposed'; values: { model: string; code: string } }
  | { key: 'modelSupported'; values: { concept: string } }
  | { key: 'modelUnsupported'; values: Record<string, never> }
  | { key: 'modelUncertain'; values: { concept: string } }
  | { key: 'saidWithDoubt'; values: { concept: string } }
  | { key: 'modelNearest'; values: { code: string; nearest: string } }
  | { key: 'modelUnknown'; values: { code: string } };

const REASON_TEXT: { [K in CodeReason['key']]: (v: Extract<CodeReason, { key: K }>['values']) => string } = {
  said: (v) => `"${v.description}" is what the visit said: ${v.words}`,
  site: (v) => `"${v.description}" is ${v.concept} of the ${v.site}`,
  conceptMap: (v) => `the concept map names ${v.code} for ${v.concept}`,
  searched: (v) => `"${v.matched}" matches ${v.concept}`,
  billable: (v) => `${v.code} is billable as it stands`,
  noBillable: (v) => `${v.code} has no billable code under it`,
  needsSide: (v) => `${v.code} needs the side, which was not said`,
  needsEpisode: (v) => `${v.code} needs the episode of care, which was not said`,
  sideSaid: (v) => `the ${v.side} side was said`,
  mostGeneral: (v) => `no detail was said to choose among the ${v.count} codes under ${v.code}`,
  onlyCode: (v) => `${v.code} is the only code left`,
  modelProposed: (v) => `the language model (${v.model}) proposed ${v.code}`,
  modelSupported: (v) => `the visit says ${v.concept}`,
  modelUnsupported: () => 'no fact of the visit supports it',
  modelUncertain: (v) => `the visit holds ${v.concept} only as uncertain or a differential, which is not coded as a diagnosis`,
  saidWithDoubt: (v) => `the clinician said ${v.concept} with doubt: outpatient coding codes the symptom until it is confirmed`,
  modelNearest: (v) => `${v.code} is not in the code set; ${v.nearest} is the nearest code above it`,
  modelUnknown: (v) => `${v.code} is not in the code set`,
};

/** The reasons in English words, joined (the command line's and the benchmark's text; the interface translates the keys). */
export function reasonsText(reasons: readonly CodeReason[]): string {
  return reasons.map((r) => (REASON_TEXT[r.key] as (v: CodeReason['values']) => string)(r.values)).join('; ');
}

export interface CodeSuggestion {
  /** With its dot (K52.9); the category while a detail is asked. */
  code: string;
  description: string;
  billable: boolean;
  /** The code says "unspecified": a detail more precise codes need was not said. */
  unspecified: boolean;
  basis: CodeBasis;
  /** The concept of the visit model it codes. */
  concept: { id: string; name: string };
  /** Where the visit said it: transcript offsets and speaker. */
  evidence: Evidence;
  /** Why this code rather than its neighbours, in English words (reasonsText of `reasons`). */
  why: string;
  /** Why this code rather than its neighbours, as keys and values for the interface to translate. */
  reasons: CodeReason[];
  /** A detail to ask before the code is final (the side, the episode of care), with the code each answer gives. */
  question?: { detail: Detail; options: CodeOption[] };
  /** Other suggestions this one must not be accepted with (excludes1), with dots. */
  excludes: string[];
}

interface MappedConcept {
  concept: Concept;
  evidence: Evidence;
  basis: CodeBasis;
  side?: 'left' | 'right' | 'both';
  /** The code the clinician's words named in the code set's own words, when they did. */
  code?: IcdCode;
  /** The other places the visit names the same fact, where its site or qualifier may be said instead ("an ankle sprain ... this sprain"). */
  others?: Evidence[];
  /** A diagnosis the clinician said only with doubt, offered after the symptoms that are coded for it. */
  uncertain?: boolean;
}

const MAP = conceptMap.codes as Record<string, string>;
/** Concepts whose code depends on the body part (injuries): "sprain" of the knee is S83.9, not T14.8. */
const BY_SITE = new Set(conceptMap.bySite);
/** Concepts coded by the site of the presenting complaint's symptoms (a viral illness with a cough and a runny nose), each site with its code. */
const BY_SYMPTOMS = conceptMap.bySymptoms as Record<string, Array<{ site: string; code: string; symptoms: string[] }>>;
/** Characters either side of a fact's words in which a body part is its site ("a sprain of the right knee"). */
const SITE_WINDOW = 40;
/** Search hits for a concept and its site among which the most general code of the first hit's category is taken. */
const SITE_HITS = 15;

interface Site {
  name: string;
  /** Where in the transcript it was said. */
  at: number;
}

/**
 * The body part said nearest a fact's words, within the window, or nearest another mention of the same fact ("an ankle
 * sprain ... the best treatment for this sprain"); else the one the complaint names, a symptom's site, or the last one
 * said before.
 */
function siteOf(visit: VisitModel, transcript: string, evidence: Evidence, others: Evidence[] = []): Site | undefined {
  for (const mention of [evidence, ...others]) {
    const from = Math.max(0, mention.start - SITE_WINDOW);
    const near = partIn(transcript.slice(from, mention.end + SITE_WINDOW), from, mention.start);
    if (near) return near;
  }
  if (visit.complaint) {
    const { start, end } = visit.complaint.evidence;
    const inComplaint = partIn(transcript.slice(start, end), start, start);
    if (inComplaint) return inComplaint;
  }
  const sited = visit.symptoms.find((s) => s.assertion === 'present' && s.attributes.site);
  if (sited?.attributes.site) return { name: sited.attributes.site, at: sited.evidence[0].start };
  return partIn(transcript.slice(0, evidence.start), 0, evidence.start);
}

/** The body part of the lexicon said in `text` (which starts at `offset` in the transcript) nearest the transcript offset `middle`. */
function partIn(text: string, offset: number, middle: number): Site | undefined {
  const lower = text.toLowerCase();
  let best: (Site & { distance: number }) | undefined;
  for (const part of lexiconEntries('en', 'body-part')) {
    for (const term of part.terms) {
      for (const match of lower.matchAll(new RegExp(`\\b${escapeRegExp(term)}\\b`, 'g'))) {
        const at = offset + (match.index ?? 0);
        if (!best || Math.abs(at - middle) < best.distance) best = { name: part.name, at, distance: Math.abs(at - middle) };
      }
    }
  }
  return best ? { name: best.name, at: best.at } : undefined;
}

/** The details a code can need, and the words its descriptions say them with. */
const DETAILS: Array<{ detail: Detail; values: Array<{ label: string; words: RegExp }> }> = [
  {
    detail: 'side',
    values: [
      { label: 'right', words: /\bright\b/i },
      { label: 'left', words: /\bleft\b/i },
      { label: 'bilateral', words: /\bbilateral\b/i },
    ],
  },
  {
    detail: 'episode',
    values: [
      { label: 'initial encounter', words: /\binitial encounter\b/i },
      { label: 'subsequent encounter', words: /\bsubsequent encounter\b/i },
      { label: 'sequela', words: /\bsequela\b/i },
    ],
  },
];
const SIDE_LABEL = { left: 'left', right: 'right', both: 'bilateral' } as const;
const UNSPECIFIED = /\bunspecified\b/i;
const UNSPECIFIED_WORD = /\bunspecified\b/gi;

/**
 * Where the clinician's assessment starts: after the last examination finding, vital sign or
 * result they said (a visit examines, then says what it found and what it makes of it); 0 when
 * none was said, so every mention counts as assessed.
 */
export function assessmentStart(visit: VisitModel): number {
  return visit.examination.reduce((end, e) => Math.max(end, e.evidence.end), 0);
}

/** The chapter of symptoms and signs. */
const SIGNS = /^R/;

/** Symptoms the clinician takes up in the assessment coded after the stated diagnoses, at most (the first the assessment names). */
const ASSESSED_SYMPTOMS = 2;

/** Facts said several times, one per concept, ordered: those the assessment names first (by their first mention there), then the rest (by their first mention); each keeps the mention that places it. */
function byAssessment<T>(facts: Array<{ concept: Concept; mentions: Evidence[]; fact: T }>, from: number) {
  const placed = facts.map((f) => {
    const assessed = f.mentions.find((e) => e.start >= from);
    return { ...f, assessed: assessed !== undefined, at: assessed ?? f.mentions[0] };
  });
  return placed.sort((a, b) => Number(b.assessed) - Number(a.assessed) || a.at.start - b.at.start);
}

/**
 * The concepts the visit would code, in the order a claim lists them: the stated impressions
 * (those the assessment names first), then the past conditions the clinician took up in the
 * assessment after an examination, then, when no diagnosis was stated, the presenting symptoms
 * (else the symptoms the clinician takes up in the assessment), then the rest of the past history.
 */
function conceptsToCode(visit: VisitModel, codes: CodeSet, transcript: string): MappedConcept[] {
  const from = assessmentStart(visit);
  // Whose lines the transcript labels the clinician's: the visit model reads labels the wrong way round swapped, and so
  // does the reading of the code set's words in the transcript.
  const clinician = visit.labelsSwapped ? 'patient' : 'clinician';
  const byClinician = (e: Evidence) => e.role === 'clinician';
  const stated = visit.impressions.filter((i) => i.certainty === 'stated' && !i.differential && statedIn(transcript, i.evidence));
  const ids = [...new Set(stated.map((i) => i.concept.id))];
  const grouped: Array<{ concept: Concept; mentions: Evidence[]; fact: IcdCode | null }> = ids
    .filter((id) => !implied(id, ids))
    .flatMap((id) => {
      // The mentions of a concept, apart by the code their words name when a term of it is coded apart ("a mini-stroke").
      const byCode = new Map<string, Evidence[]>();
      for (const i of stated.filter((s) => s.concept.id === id)) {
        const code = termCode(id, transcript.slice(i.evidence.start, i.evidence.end)) ?? '';
        byCode.set(code, [...(byCode.get(code) ?? []), i.evidence]);
      }
      const concept = stated.find((i) => i.concept.id === id)!.concept;
      return [...byCode].map(([code, mentions]) => ({ concept, mentions, fact: code ? (codes.get(code) ?? null) : null }));
    });
  // With no examination said, the assessment is taken to be in the visit's second half (what is said before it is asked about).
  const termsFrom = from > 0 ? from : Math.floor(transcript.length / 2);
  const named = (transcript ? assessedTerms(transcript, codes, termsFrom, clinician) : []).map((term) => ({
    concept: { kind: 'condition', id: `icd-${term.code.code}`, name: term.phrase } satisfies Concept,
    mentions: [term.evidence],
    fact: term.code,
  }));
  // A symptom or sign the clinician names in the code set's words ("you have this hyperglycemia") is coded as a symptom.
  const isSign = (term: (typeof named)[number]) => SIGNS.test(term.fact.code);
  const terms = named.filter((term) => !isSign(term));
  const signs = byAssessment(named.filter(isSign), termsFrom).map((term): MappedConcept => ({
    concept: term.concept,
    evidence: term.at,
    basis: 'symptom',
    code: term.fact,
  }));
  const injuries = (transcript ? assessedInjuries(transcript, termsFrom, INJURIES, clinician) : []).map((injury) => ({
    concept: { kind: 'condition', id: `${INJURY}${injury.kind}`, name: injury.kind } satisfies Concept,
    mentions: [injury.evidence],
    fact: null,
  }));
  const neoplasms = (transcript ? assessedInjuries(transcript, termsFrom, NEOPLASMS, clinician) : []).map((tumour) => ({
    concept: { kind: 'condition', id: `${NEOPLASM}${tumour.kind}`, name: tumour.kind } satisfies Concept,
    mentions: [tumour.evidence],
    fact: null,
  }));
  // The clinician's impressions the visit model read first, then the diagnoses named in the code set's words.
  const order = [...byAssessment(grouped, from), ...byAssessment([...terms, ...injuries, ...neoplasms], from)];
  // Every mention of an impression, stated or not, may say its site or qualifier.
  const othersOf = (d: (typeof order)[number]) =>
    d.fact ? [] : visit.impressions.filter((i) => i.concept.id === d.concept.id && i.evidence !== d.at).map((i) => i.evidence);
  const diagnoses: MappedConcept[] = order.map((d) => ({
    concept: d.concept,
    evidence: d.at,
    basis: 'diagnosis',
    others: othersOf(d),
    ...(d.fact ? { code: d.fact } : {}),
  }));
  const history = visit.history.filter((f) => f.assertion === 'present' && f.concept.kind === 'condition');
  const taken = (f: (typeof history)[number]) => f.evidence.some((e) => e.start >= termsFrom && byClinician(e));
  const assessed = history
    .filter(taken)
    .map((h) => ({ concept: h.concept, mentions: h.evidence.filter((e) => e.start >= termsFrom), fact: h }));
  const conditions = byAssessment(assessed, termsFrom).map((h): MappedConcept => ({
    concept: h.concept,
    evidence: h.at,
    basis: 'history',
    side: h.fact.attributes.side,
  }));
  const present = visit.symptoms.filter((s) => s.assertion === 'present');
  const found: MappedConcept[] = [...diagnoses];
  if (diagnoses.length === 0) {
    // No diagnosis stated: the signs the clinician named and the presenting symptoms are the reason for the visit, before
    // the past conditions the assessment took up (which do not stand for a diagnosis of this visit).
    const complaint = new Set(visit.complaint?.concepts.map((c) => c.id) ?? []);
    // The complaint's symptoms first, then those the clinician takes up in the assessment ("I think you're constipated"),
    // then the rest, each in the order said.
    const takenUp = (s: (typeof present)[number]) => s.evidence.some((e) => e.start >= termsFrom && byClinician(e));
    const rank = (s: (typeof present)[number]) => (complaint.has(s.concept.id) ? 0 : 2) + (takenUp(s) ? 0 : 1);
    const first = [...present].sort((a, b) => rank(a) - rank(b));
    // The clinician's one working impression, said with doubt ("I wonder whether you may have something called
    // dermatitis"), is no diagnosis to code, but the one the note is likely to confirm: offered after the first presenting
    // symptom, with the doubt among its reasons. Two or more (a differential: "hepatitis or cirrhosis") are not.
    const doubted = visit.impressions.filter((i) => i.certainty === 'possible' && !i.differential && byClinician(i.evidence));
    const doubtedIds = [...new Set(doubted.map((d) => d.concept.id))].filter(
      (id) =>
        !implied(
          id,
          doubted.map((d) => d.concept.id),
        ),
    );
    const leaning =
      doubtedIds.length === 1
        ? byAssessment(
            doubted.filter((i) => i.concept.id === doubtedIds[0]).map((i) => ({ concept: i.concept, mentions: [i.evidence], fact: i })),
            termsFrom,
          )[0]
        : undefined;
    const symptoms = first
      .slice(0, 3)
      .map((s): MappedConcept => ({ concept: s.concept, evidence: s.evidence[0], basis: 'symptom', side: s.attributes.side }));
    const working: MappedConcept[] = leaning
      ? [{ concept: leaning.concept, evidence: leaning.at, basis: 'diagnosis', uncertain: true }]
      : [];
    found.push(...signs, ...symptoms.slice(0, 1), ...working, ...symptoms.slice(1));
    found.push(...conditions);
  } else {
    // After the stated diagnoses, the problems of this visit before the past: the symptoms the clinician takes up in the
    // assessment, which a stated diagnosis may not account for ("for your chronic back pain, physical therapy" beside
    // depression; knee pain whose cause is only suspected), as outpatient coding codes a symptom no established diagnosis
    // explains (one an excludes1 note joins to a diagnosis is dropped below); then the signs the clinician named, then the
    // past conditions the assessment took up.
    const own = (e: Evidence) => e.start >= termsFrom && byClinician(e);
    const taken = present.filter((s) => s.evidence.some(own));
    const placed = byAssessment(
      taken.map((s) => ({ concept: s.concept, mentions: s.evidence.filter(own), fact: s })),
      termsFrom,
    );
    for (const s of placed.slice(0, ASSESSED_SYMPTOMS))
      found.push({ concept: s.concept, evidence: s.at, basis: 'symptom', side: s.fact.attributes.side });
    found.push(...signs, ...conditions);
  }
  for (const h of history.filter((f) => !taken(f))) {
    found.push({ concept: h.concept, evidence: h.evidence[0], basis: 'history', side: h.attributes.side });
  }
  const headed = transcript ? byProblem(found, problemHeadings(transcript, termsFrom)) : found;
  const seen = new Set<string>();
  const key = (m: MappedConcept) => `${m.concept.id} ${m.code?.code ?? ''}`;
  return headed.filter((m) => !seen.has(key(m)) && seen.add(key(m)));
}

/** A problem a heading names, coded as what it is: a condition as a diagnosis, a symptom as a symptom. */
const headedFact = (h: HeadedProblem): MappedConcept => ({
  concept: h.concept,
  evidence: h.evidence,
  basis: h.concept.kind === 'condition' ? 'diagnosis' : 'symptom',
});

/**
 * The facts to code with the problems the clinician headed first, in the headings' order: the
 * diagnoses stated in a heading's part of the assessment stand for its problem ("first problem,
 * your back pain: I think you are having a recurrence of your kidney stones"), else what the
 * heading names is the problem; the other facts follow in their own order.
 */
function byProblem(found: MappedConcept[], headings: ProblemHeading[]): MappedConcept[] {
  const lead: MappedConcept[] = [];
  for (const heading of headings) {
    const within = (e: Evidence) => e.start >= heading.at && e.start < heading.end;
    const placed = found
      .filter((m) => m.basis === 'diagnosis')
      .map((m) => ({ m, at: [m.evidence, ...(m.others ?? [])].filter(within).map((e) => e.start) }))
      .filter((d) => d.at.length > 0)
      .sort((a, b) => Math.min(...a.at) - Math.min(...b.at))
      .map((d) => d.m);
    lead.push(...(placed.length > 0 ? placed : heading.named.map(headedFact)));
  }
  return [...lead, ...found];
}

/**
 * Whether an impression the visit model read as stated is stated where it was said: not negated ("no signs of"), and after
 * no word of doubt in its sentence but those the model's own context rules read with their scope.
 */
function statedIn(transcript: string, evidence: Evidence): boolean {
  if (!transcript) return true;
  let from = evidence.start;
  while (from > 0 && !/[.?!\n]/.test(transcript[from - 1])) from -= 1;
  return statedAt(transcript.slice(from, evidence.end).toLowerCase(), evidence.start - from, true);
}

/** Terms of a concept the code set codes apart from it ("TIA", "mini-stroke" of stroke: G45.9), by concept, in lower case. */
const TERM_CODES = conceptMap.termCodes as Record<string, Record<string, string>>;

/** The code the words said for a concept name when they are one of its terms coded apart (a plural read as its singular). */
function termCode(id: string, words: string): string | undefined {
  const said = words.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  const terms = TERM_CODES[id];
  return terms?.[said] ?? terms?.[said.replace(/s$/, '')];
}

/** Concepts whose code depends on the words said with them, searched as the code set says them, kept within a chapter (or a few categories). */
const REFINE = conceptMap.refine as Record<string, { search?: string; within: string | string[] }>;
/** The visit's words as the code set writes them: British spellings, organs' adjectives, abbreviations ("oesophag-": a word's start). */
const WORDS = Object.entries(conceptMap.words as Record<string, string>).map(([from, to]) => {
  const prefix = from.endsWith('-');
  const key = from.replace(/-$/, '');
  return { key, prefix, to, from: new RegExp(`\\b${key}${prefix ? '' : '\\b'}`, 'g') };
});

/** `text` in the code set's words (lower case, British spellings and organs' adjectives rewritten). */
export function inCodeSetWords(text: string): string {
  return WORDS.reduce((said, w) => said.replace(w.from, w.to), text.toLowerCase());
}

/** A body part as the code set's index reads it beside an injury ("back": the lower back). */
const SITES = conceptMap.sites as Record<string, string>;
/** The kinds of injury the code set codes only by their site ("contusion": see by site), as said and as the code set words them. */
const INJURIES = conceptMap.injuries as Record<string, string>;
/** The kinds of tumour the code set's index codes by the organ as a neoplasm ("adenoma": a benign neoplasm of the organ), as said and as the code set words them. */
const NEOPLASMS = conceptMap.neoplasms as Record<string, string>;
/** The start of the id of a kind of tumour named in the assessment ("neoplasm-benign neoplasm"). */
const NEOPLASM = 'neoplasm-';
/** The code of a benign neoplasm whose organ the visit did not say. */
const NEOPLASM_NO_SITE = 'D36.9';
/** The start of the id of a kind of injury named in the assessment ("injury-contusion"). */
const INJURY = 'injury-';
/** The code of an injury whose site the visit did not say. */
const INJURY_NO_SITE = 'T14.8';

/** Words before a fact's words that are never its qualifier (hesitations: "um", "uhh", "err", "ahh"). */
const FILLER = new Set(
  (
    'like you know your the a an this that my his her of acute chronic new newly diagnosed mild moderate severe ' +
    'right left bilateral sided side significant some kind sort bit little'
  ).split(' '),
);
const isFiller = (word: string) => FILLER.has(word) || /^(?:um+|uh+|er+|ah+)$/.test(word);
/** Words looked at before a fact's words for its qualifier ("ovarian", "lumbar"). */
const QUALIFIER_WORDS = 4;

/** The qualifier said just before a fact's words, in the code set's words: a body part or a word of the words map ("ovarian cancer" → "ovary"). */
export function qualifierBefore(transcript: string, evidence: Evidence): string | undefined {
  const words = wordsBefore(transcript, evidence);
  const parts = lexiconEntries('en', 'body-part').flatMap((p) => p.terms);
  let looked = 0;
  for (const word of words) {
    if (isFiller(word)) continue;
    if (WORDS.some((w) => w.key === word || (w.prefix && word.startsWith(w.key)))) return inCodeSetWords(word);
    if (parts.includes(word)) return word;
    if (++looked >= QUALIFIER_WORDS) return undefined;
  }
  return undefined;
}

/** The word said just before a fact's words, qualifiers and fillers passed over ("a benign pituitary adenoma": "pituitary"). */
export function wordBefore(transcript: string, evidence: Evidence): string | undefined {
  return wordsBefore(transcript, evidence).find((word) => !isFiller(word) && !NOT_ORGANS.has(word));
}

/** Characters before a fact's words looked at for the words said before it. */
const BEFORE_CHARS = 60;
/** The words said just before a fact's words, in lower case, the nearest first. */
function wordsBefore(transcript: string, evidence: Evidence): string[] {
  const before = transcript.slice(Math.max(0, evidence.start - BEFORE_CHARS), evidence.start).toLowerCase();
  return (before.match(/[a-z]+/g) ?? []).reverse();
}
/** Words before a kind of tumour that name no organ ("benign", "small"). */
const NOT_ORGANS = new Set('benign malignant small large simple appearing looking be is'.split(' '));

/** Words between a fact's words and the organ or body part it is of ("carcinoma of the right breast", "a fracture in his left wrist"). */
const OF_PART = /^\s*(?:of|in|on|at)\s+(?:(?:the|your|my|his|her|their|a)\s+)?(?:(?:left|right|both|upper|lower)\s+)?([a-z]+)/;

/** The organ or body part said just after a fact's words ("invasive ductal carcinoma of the right breast"), in the code set's words. */
export function qualifierAfter(transcript: string, evidence: Evidence): string | undefined {
  const word = OF_PART.exec(transcript.slice(evidence.end, evidence.end + 60).toLowerCase())?.[1];
  if (!word) return undefined;
  if (WORDS.some((w) => w.key === word || (w.prefix && word.startsWith(w.key)))) return inCodeSetWords(word);
  return lexiconEntries('en', 'body-part').some((p) => p.terms.includes(word)) ? word : undefined;
}

/**
 * The category of the first hit of `query` within `within` (codes' starts), taken at its most general code's subcategory
 * (four characters), or below it the first that still says `named` (a kind of injury): the details below are the visit's to say.
 */
function searchCategory(codes: CodeSet, query: string, within: string | string[], named?: string): IcdCode | undefined {
  const starts = typeof within === 'string' ? [within] : within;
  const hits = codes.search(query, { limit: SITE_HITS }).filter((h) => starts.some((start) => h.code.code.startsWith(start)));
  const category = hits[0]?.code.code.slice(0, 3);
  const hit = hits.filter((h) => h.code.code.startsWith(category ?? '-')).sort((a, b) => generality(b.code) - generality(a.code))[0];
  if (!hit) return undefined;
  // A subcategory that no longer names the kind of injury is too general ("Other superficial injuries of knee" for an
  // insect bite): the first one below it that does ("Insect bite (nonvenomous) of knee").
  const says = (code: IcdCode | undefined) => !named || code?.long.toLowerCase().includes(named);
  for (let length = 4; length < hit.code.code.length; length++) {
    const at = codes.get(hit.code.code.slice(0, length));
    if (at && says(at)) return at;
  }
  return codes.get(hit.code.code.slice(0, 4)) ?? hit.code;
}

/**
 * The code or category a concept maps to: for a concept whose code depends on the words said
 * with it, the words themselves ("melanoma") or its name with the qualifier or body part said
 * with it ("malignant neoplasm ovary"); for one coded by its site, its name with the site; for one
 * coded by where its symptoms are, the code of the complaint's site; else the concept map's code;
 * else the best search hit for its name.
 */
function codeOf(
  concept: Concept,
  codes: CodeSet,
  site: string | undefined,
  said: { words: string; qualifier?: string; complaint?: ReadonlySet<string>; before?: string },
): { code: IcdCode; via: CodeReason } | null {
  const refine = REFINE[concept.id];
  if (refine) {
    const name = refine.search ?? concept.name;
    const words = inCodeSetWords(said.words);
    const entry = lexiconEntries('en', concept.kind).find((e) => e.id === concept.id);
    const term = [concept.name, ...(entry?.terms ?? [])].map(inCodeSetWords);
    const queries = [...(term.includes(words) ? [] : [words]), ...(said.qualifier ? [`${name} ${said.qualifier}`] : [])];
    for (const query of queries) {
      const code = searchCategory(codes, query, refine.within);
      if (code) return { code, via: { key: 'said', values: { description: code.long, words: query } } };
    }
  }
  if (concept.id.startsWith(INJURY)) {
    // A kind of injury is coded by its site, within the injuries; with no site said, as an injury of an unspecified region.
    const at = site ? searchCategory(codes, `${concept.name} ${SITES[site] ?? site}`, 'S', concept.name) : undefined;
    if (at && site) return { code: at, via: { key: 'site', values: { description: at.long, concept: concept.name, site } } };
    const none = codes.get(INJURY_NO_SITE);
    return none ? { code: none, via: { key: 'searched', values: { matched: none.long, concept: concept.name } } } : null;
  }
  if (concept.id.startsWith(NEOPLASM)) {
    // A kind of tumour is coded by the organ said before it ("a benign pituitary adenoma"), kept when the code names it.
    const organ = said.before;
    const at = organ ? searchCategory(codes, `${concept.name} ${organ}`, 'D') : undefined;
    if (at && organ && at.long.toLowerCase().includes(organ))
      return { code: at, via: { key: 'site', values: { description: at.long, concept: concept.name, site: organ } } };
    const none = codes.get(NEOPLASM_NO_SITE);
    return none ? { code: none, via: { key: 'searched', values: { matched: none.long, concept: concept.name } } } : null;
  }
  if (site && BY_SITE.has(concept.id)) {
    const from = searchCategory(codes, `${refine?.search ?? concept.name} ${SITES[site] ?? site}`, refine?.within ?? '');
    if (from) return { code: from, via: { key: 'site', values: { description: from.long, concept: concept.name, site } } };
  }
  // A concept coded by where its symptoms are, when the complaint's symptoms are of one site only ("a viral illness" for a cough).
  const sites = BY_SYMPTOMS[concept.id]?.filter((s) => s.symptoms.some((id) => said.complaint?.has(id)));
  const bySymptoms = sites?.length === 1 ? codes.get(sites[0].code) : undefined;
  if (sites && bySymptoms)
    return { code: bySymptoms, via: { key: 'site', values: { description: bySymptoms.long, concept: concept.name, site: sites[0].site } } };
  // A condition the visit model read in the code set's own words is that code.
  const named = concept.id.startsWith(CODE_SET_CONCEPT) ? codes.get(concept.id.slice(CODE_SET_CONCEPT.length)) : undefined;
  if (named) return { code: named, via: { key: 'said', values: { description: named.long, words: said.words } } };
  const mapped = MAP[concept.id] ? codes.get(MAP[concept.id]) : undefined;
  if (mapped) return { code: mapped, via: { key: 'conceptMap', values: { code: mapped.display, concept: concept.name } } };
  const [hit] = codes.search(concept.name, { limit: 1 });
  return hit ? { code: hit.code, via: { key: 'searched', values: { matched: hit.matched, concept: concept.name } } } : null;
}

/** Words of a code to use when no complication was said ("without complication", "uncomplicated", "not intractable"). */
const UNCOMPLICATED = new RegExp(`\\b(?:${(conceptMap.uncomplicated as string[]).join('|')})\\b`, 'gi');

/**
 * How general a code is: the more its description says "unspecified", then "without" a complication, and the shorter it
 * is, the more general ("Varicella without complication" before "Varicella myelitis").
 */
function generality(code: IcdCode): number {
  const said = (words: RegExp) => code.long.split(words).length - 1;
  return 1000 * said(UNSPECIFIED_WORD) + 500 * said(UNCOMPLICATED) - code.long.length;
}

/** The most general of `codes`. */
function mostGeneral(codes: IcdCode[]): IcdCode {
  return [...codes].sort((a, b) => generality(b) - generality(a))[0];
}

/**
 * The billable code under `category` the visit's words allow: each detail the codes differ by
 * (side, episode of care) is taken from what was said, or asked when it was not; what no
 * detail decides gets the most general code.
 */
export function finalCode(
  category: IcdCode,
  codes: CodeSet,
  side: 'left' | 'right' | 'both' | undefined,
): Pick<CodeSuggestion, 'question'> & { code: IcdCode; why: CodeReason[] } {
  if (category.billable) return { code: category, why: [{ key: 'billable', values: { code: category.display } }] };
  let candidates = codes.billableUnder(category.code);
  if (candidates.length === 0) return { code: category, why: [{ key: 'noBillable', values: { code: category.display } }] };
  const chosen: CodeReason[] = [];
  for (const { detail, values } of DETAILS) {
    const present = values.map((v) => ({ ...v, codes: candidates.filter((c) => v.words.test(c.long)) })).filter((v) => v.codes.length > 0);
    if (present.length < 2) continue;
    const said = detail === 'side' && side ? present.find((v) => v.label === SIDE_LABEL[side]) : undefined;
    if (!said) {
      const options = present.map((v) => {
        const code = mostGeneral(v.codes);
        return { code: code.display, description: code.long, label: v.label };
      });
      return {
        code: category,
        why: [{ key: detail === 'side' ? 'needsSide' : 'needsEpisode', values: { code: category.display } }],
        question: { detail, options },
      };
    }
    candidates = said.codes;
    chosen.push({ key: 'sideSaid', values: { side: said.label } });
  }
  const code = mostGeneral(candidates);
  const rest: CodeReason =
    candidates.length > 1
      ? { key: 'mostGeneral', values: { code: category.display, count: candidates.length } }
      : { key: 'onlyCode', values: { code: code.display } };
  return { code, why: [...chosen, rest] };
}

/** Characters either side of a fact's words in which a side word is its side ("pain in my right knee"). */
const SIDE_WINDOW = 30;
const SIDE_WORDS: Array<{ side: 'left' | 'right' | 'both'; words: RegExp }> = [
  { side: 'right', words: /\bright\b/i },
  { side: 'left', words: /\bleft\b/i },
  { side: 'both', words: /\b(?:both|bilateral)\b/i },
];

/** The side said next to a fact's words, when exactly one side is. */
function sideNear(transcript: string, evidence: Evidence): MappedConcept['side'] {
  const near = transcript.slice(Math.max(0, evidence.start - SIDE_WINDOW), evidence.end + SIDE_WINDOW);
  const said = SIDE_WORDS.filter((s) => s.words.test(near));
  return said.length === 1 ? said[0].side : undefined;
}

/** A fact of the visit to code: its concept, where it was said, as what, and its side when said. */
export type CodedFact = MappedConcept;

/** The suggestion for one fact of the visit: its concept mapped to a code, and the billable code under it the visit's words allow. */
export function suggestionFor(m: CodedFact, visit: VisitModel, codes: CodeSet, transcript: string): CodeSuggestion | null {
  // The body part said with the fact (looked for once, and only when needed: it reads the whole transcript).
  let site: Site | undefined | null = null;
  const others = m.others ?? [];
  const siteSaid = () => (site === null ? (site = siteOf(visit, transcript, m.evidence, others)) : site);
  const words = transcript.slice(m.evidence.start, m.evidence.end);
  const qualifier = () =>
    [m.evidence, ...others].map((e) => qualifierBefore(transcript, e) ?? qualifierAfter(transcript, e)).find((q) => q !== undefined);
  const found = m.code
    ? { code: m.code, via: { key: 'said' as const, values: { description: m.code.long, words } } }
    : codeOf(m.concept, codes, siteSaid()?.name, {
        words,
        qualifier: qualifier(),
        complaint: new Set(visit.complaint?.concepts.map((c) => c.id)),
        before: m.concept.id.startsWith(NEOPLASM) ? wordBefore(transcript, m.evidence) : undefined,
      });
  if (!found) return null;
  const atSite = () => {
    const at = siteSaid();
    return at ? sideNear(transcript, { ...m.evidence, start: at.at, end: at.at + at.name.length }) : undefined;
  };
  const final = finalCode(found.code, codes, m.side ?? sideNear(transcript, m.evidence) ?? (found.code.billable ? undefined : atSite()));
  const doubt: CodeReason[] = m.uncertain ? [{ key: 'saidWithDoubt', values: { concept: m.concept.name } }] : [];
  const code = final.code;
  return {
    code: code.display,
    description: code.long,
    billable: code.billable && !final.question,
    unspecified: UNSPECIFIED.test(code.long),
    basis: m.basis,
    concept: { id: m.concept.id, name: m.concept.name },
    evidence: m.evidence,
    why: reasonsText([found.via, ...final.why, ...doubt]),
    reasons: [found.via, ...final.why, ...doubt],
    ...(final.question ? { question: final.question } : {}),
    excludes: [],
  };
}

/** Each suggestion with the other suggestions its excludes1 notes exclude. */
export function withExcludes(suggestions: CodeSuggestion[], codes: CodeSet): CodeSuggestion[] {
  for (const s of suggestions) {
    s.excludes = suggestions.filter((o) => o !== s && codes.excludes(s.code, o.code)).map((o) => o.code);
  }
  return suggestions;
}

/**
 * The codes the visit supports, each with its evidence; none when the visit holds nothing to
 * code. `transcript` (the text the model was read from) lets a side said beside a fact count.
 */
export function suggestCodes(visit: VisitModel, codes: CodeSet, transcript = ''): CodeSuggestion[] {
  const suggestions = conceptsToCode(visit, codes, transcript)
    .map((m) => suggestionFor(m, visit, codes, transcript))
    .filter((s): s is CodeSuggestion => s !== null);
  // A symptom coded beside a diagnosis is dropped when their codes exclude each other (excludes1: the symptom is part of
  // the diagnosis, as diarrhoea is of gastroenteritis); a symptom coded because no diagnosis was stated has none beside it.
  const established = suggestions.filter((s) => s.basis !== 'symptom' && !s.reasons.some((r) => r.key === 'saidWithDoubt'));
  const explained = (s: CodeSuggestion) => s.basis === 'symptom' && established.some((d) => codes.excludes(s.code, d.code));
  // One suggestion per category: the first (the assessment's order) stands for the others.
  const categories = new Set<string>();
  const once = suggestions
    .filter((s) => !explained(s))
    .filter((s) => {
      const category = s.code.slice(0, 3);
      return !categories.has(category) && categories.add(category);
    });
  return withExcludes(once, codes);
}
