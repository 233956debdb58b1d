// The plan said aloud: each thing the clinician says is to be done, by kind (rules/<lang>/plan.json
// cues: tests, prescriptions, over-the-counter products, self-care, time off, referrals,
// follow-up, safety-netting), the items led into without a cue ("I want you to | weigh yourself
// every morning"), what the patient is to call or come back for, what the clinician decided is
// not needed, and the medications the plan names with what it does to them (start, continue, a
// dose up or down, stop). A statement ending with "okay?" is said, not asked.
import { classesInApposition, namedTo } from './medication-apposition';
import { readSpokenNumber } from '../nlp/numbers';
import { perLanguage, type Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';
import { NAMING_POS, nameAsSaid, saidBefore, saidFrom, saidWords, spokenText } from '../nlp/tokens';
import { PhraseIndex } from '../lexicon/phrase-index';
import { fold } from '../text/fold';
import { durationIn, durationSpanIn, nextPeriodIn, sameDayIn } from './durations';
import type { Evidence, Medication, MedicationChange, PlanItem, PlanKind } from './model';
import { asksToExamine, comparedWith, cueGoesOver, cueInIdiom, cueInTimeFrame, planAside, reassures, saidAsTried } from './plan-asides';
import { planIndex } from './plan-rules';
import {
  callItems,
  itemLeads,
  imperativeOpening,
  namesPlanObject,
  notNeededItems,
  opensPlan,
  openingCondition,
  secondItems,
  weakItem,
  planItemAt,
  inThirdPerson,
  isPronoun,
  isReviewTiming,
  isTimeOffTiming,
  saidIfUnimproved,
  saidOnCondition,
  writePlanItem,
  PLAN_ITEM_RULES,
} from './plan-writer';
import type { Mention, ReadSentence, ReadTranscript } from './read-sentences';
import dosingEn from '../../rules/en/dosing.json';
import dosingFr from '../../rules/fr/dosing.json';
import { capital } from '../text/words';
import { isBloodTests } from '../write/sited-test';
import { impersonal } from './generic-talk';

/** How many words from a plan cue what it acts on may be said, and how far after an order its test. */
const CUE_REACH = 8;
const ORDER_REACH = 12;
/** How many sentences back the medication an "it" stands for may have been named. */
const PRONOUN_REACH = 2;
/** Words said after a medication that tell its dosing, as whole words ("day", not "today"): rules/<lang>/dosing.json. */
export const DOSING_RULES: Record<
  Lang,
  {
    words: string[];
    /** Words after which a dosing's next step is said ("200 mg on the first day and then 100 mg once a day"). */
    then: string[];
    /** How long a course lasts, said after a comma at the end of its dosing ("..., five times a day, | for | seven days"). */
    course: { words: string[]; example: string; expect: string };
    /** Words opening an aside said between commas inside a dosing ("Forty milligrams, | that's | eight of the little five milligram tablets, once a day"). */
    asides: { note: string; words: string[] };
    example: string;
    expect: string;
    notExample: string;
    /** A dose said before the medication's name ("500 mg of metformin"): its units, the words joining it to the name. */
    doseBefore: { units: string[]; joins: string[]; example: string; expect: string };
    /** A prescription to collect only if needed ("a delayed prescription for clarithromycin"), said before the name in its clause. */
    delayed: { words: string[]; example: string };
    /** Words of taking said early in a sentence of its own after a medication advised ("On the first day | you take | two capsules"). */
    taking: { words: string[]; reach: number; example: string; expect: string };
    /** Words that may lie between a medication and its class said beside it ("diclofenac, | which is an | anti-inflammatory"). */
    apposition: { words: string[]; example: string; expect: string };
    /** How a medication is used, said just after its name ("Voltarol gel"; "le diclofénac en gel", after a joining word). */
    forms: {
      words: string[];
      joins: string[];
      /** A strength said between the name and the form ("hydrocortisone | one percent | cream"), written with the form. */
      strengths: { words: string[]; joins: string[]; example: string; expect: string };
      example: string;
      expect: string;
    };
  }
> = {
  en: dosingEn,
  fr: dosingFr,
};
const formIndex = perLanguage((lang) => {
  const index = new PhraseIndex<string>(lang);
  for (const form of DOSING_RULES[lang].forms.words) index.add(form, form);
  return index;
});

/** Whether a word says a number, in figures or in words of either language ("1", "one", "deux"). */
const isNumber = (t: ReadSentence['tokens'][number]) =>
  t.pos === 'NUM' || /^\d/.test(t.text) || readSpokenNumber([t.text.toLowerCase()], 0) !== null;

const strengthIndex = perLanguage((lang) => {
  const index = new PhraseIndex<true>(lang);
  for (const words of DOSING_RULES[lang].forms.strengths.words) index.add(words, true);
  return index;
});

/**
 * The form a medication is said in just after its name ("Voltarol | gel", "diclofénac | en gel"), as said, with a strength
 * said before it ("hydrocortisone | one percent cream", "hydrocortisone à | 1 % en crème"); undefined if none.
 */
function formAfter(s: ReadSentence, m: { to: number }, lang: Lang): string | undefined {
  const { joins, strengths } = DOSING_RULES[lang].forms;
  const joined = (at: number, words: string[]) => (at < s.tokens.length && words.includes(s.tokens[at].text.toLowerCase()) ? at + 1 : at);
  let at = m.to;
  let from: number | undefined;
  const number = joined(at, strengths.joins);
  const figure = s.tokens[number];
  const strength = figure && isNumber(figure) ? strengthIndex(lang).matchAt(s, number + 1) : null;
  if (strength) {
    from = number;
    at = strength.to;
  }
  at = joined(at, joins);
  const found = at < s.tokens.length ? formIndex(lang).matchAt(s, at) : null;
  return found ? spokenText(s, from ?? found.from, found.to).toLowerCase() : undefined;
}

/** A dosing less the form said with a strength ("one percent cream", "à 1 % en crème"): the form's, no dosing; undefined if nothing else is said. */
function withoutForm(dosing: string | undefined, form: string | undefined, lang: Lang): string | undefined {
  if (!dosing || !form || !dosing.toLowerCase().includes(form)) return dosing;
  const rest = dosing.slice(dosing.toLowerCase().indexOf(form) + form.length).replace(/^[,\s]+/, '');
  return rest && dosingWords(lang).test(rest) ? rest : undefined;
}

const takingIndex = perLanguage((lang) => {
  const index = new PhraseIndex<true>(lang);
  for (const words of DOSING_RULES[lang].taking.words) index.add(words, true);
  return index;
});

const delayedIndex = perLanguage((lang) => {
  const index = new PhraseIndex<true>(lang);
  for (const words of DOSING_RULES[lang].delayed.words) index.add(words, true);
  return index;
});

const dosingWords = perLanguage((lang) => new RegExp(`\\d|(?<!\\p{L})(?:${DOSING_RULES[lang].words.join('|')})(?!\\p{L})`, 'iu'));

export const evidenceOf = (s: ReadSentence, m?: { from: number; to: number }): Evidence => ({
  start: m ? s.tokens[m.from].start : s.start,
  end: m ? s.tokens[m.to - 1].end : s.end,
  sentence: s.index,
  role: s.role,
});

/** The sentence opening the plan: the clinician's first impression or words opening it; undefined where none says it. */
export function planOpening(read: ReadTranscript): ReadSentence | undefined {
  return read.sentences.find(
    (s) =>
      s.role === 'clinician' &&
      ((!s.question && s.mentions.some((m) => m.categories.has('impression') || m.categories.has('differential'))) ||
        opensPlan(s, read.lang)),
  );
}

/** Where the plan starts: the sentence opening it, else the last third of the visit. */
export function planStart(read: ReadTranscript): number {
  return planOpening(read)?.index ?? Math.floor((read.sentences.length * 2) / 3);
}

/** How many tokens a clause holds at most: a run-on sentence is cut there. */
const MAX_CLAUSE = 28;

/** The clause of a sentence around token `at`: from the last clause break before it to the next after. */
const CLAUSE_BREAKS = new Set([';', '.', '!', '?', 'but', 'so', 'because', 'cause', 'okay', 'alright']);

/** The clause that starts at token `at`: to the next clause break. */
export function clauseFrom(s: ReadSentence, at: number): { from: number; to: number } {
  let to = at + 1;
  while (to < s.tokens.length && !CLAUSE_BREAKS.has(s.tokens[to].key) && to - at < MAX_CLAUSE) to += 1;
  return { from: at, to };
}

export function clauseAround(s: ReadSentence, at: number, endAt = at): { from: number; to: number } {
  const breaks = CLAUSE_BREAKS;
  let from = at;
  while (from > 0 && !breaks.has(s.tokens[from - 1].key) && !(s.tokens[from - 1].text === ',' && at - from > 3)) from -= 1;
  let to = endAt + 1;
  while (to < s.tokens.length && !breaks.has(s.tokens[to].key) && to - from < MAX_CLAUSE) to += 1;
  return { from, to };
}

/** The item written from a clause: a clause cut for its length is read on to its sentence's end (the writer ends the item itself). */
const itemIn = (s: ReadSentence, clause: { from: number; to: number }, at: number, lang: Lang) =>
  writePlanItem(s, clause.from, clause.to - clause.from >= MAX_CLAUSE ? s.tokens.length : clause.to, at, lang);
/** The tokens the item of a clause is written from, or the clause where none is written. */
const itemSpan = (s: ReadSentence, clause: { from: number; to: number }, at: number, lang: Lang) =>
  planItemAt(s, clause.from, clause.to - clause.from >= MAX_CLAUSE ? s.tokens.length : clause.to, at, lang) ?? clause;

const asItem = (text: string) => capital(text.replace(/^(and|then|also|just|so|um|okay)\s+/i, '').replace(/[.,;:\s]+$/, '')) + '.';

/** Words after which the dosing said after a medication has ended, unless a number follows ("... once a day | and motrin for my knee"). */
const DOSING_ENDS = new Set(['and', 'but', 'because', 'which', 'so', 'et', 'mais']);
/** "for" / "pour" followed by whose it is ("for my bones", "pour ma tension") says what a medication is for. */
const PURPOSE = new Set(['for', 'pour']);
const OWNERS = new Set([
  'my',
  'your',
  'his',
  'her',
  'their',
  'our',
  'mon',
  'ma',
  'mes',
  'ton',
  'ta',
  'tes',
  'votre',
  'vos',
  'son',
  'sa',
  'ses',
]);

/** The dosing said after a medication in its clause ("two tablets up to four times a day"), to the next medication said, if any. */
export function dosingAfter(s: ReadSentence, m: { from: number; to: number }, lang: Lang): string | undefined {
  const clause = clauseAround(s, m.from, m.to - 1);
  const nextMedication = s.mentions.find((x) => x.concept.kind === 'medication' && x.from >= m.to)?.from ?? clause.to;
  let to = m.to;
  for (; to < Math.min(clause.to, nextMedication); to += 1) {
    const t = s.tokens[to];
    // "... and 100 mg", "... and then 100 milligrams once a day": the dosing goes on.
    const next = s.tokens[to + 1];
    const then = !!next && DOSING_RULES[lang].then.includes(fold(next.text));
    const goesOn = (!!next && isNumber(next)) || (then && !!s.tokens[to + 2] && isNumber(s.tokens[to + 2]));
    if (!t.skip && DOSING_ENDS.has(t.key) && !goesOn) break;
    // What it is for is no dosing ("once a week | for my bones"; "for three days" is).
    if (!t.skip && PURPOSE.has(t.key) && OWNERS.has(fold(s.tokens[to + 1]?.text ?? ''))) break;
  }
  const dosing = spokenText(s, m.to, to).replace(/[,\s]+$/, '');
  return dosingWords(lang).test(dosing) ? dosing : undefined;
}

/** The dose said right before a medication's name ("500 mg of metformin", "500 mg de metformine"): its number and unit, as said. */
export function doseBefore(s: ReadSentence, m: { from: number }, lang: Lang): string | undefined {
  const { units, joins } = DOSING_RULES[lang].doseBefore;
  let at = m.from - 1;
  for (let joined = 0; joined < 2 && at >= 0 && joins.includes(fold(s.tokens[at].text)); joined += 1) at -= 1;
  const unit = s.tokens[at];
  const amount = s.tokens[at - 1];
  if (!unit || !amount || !units.includes(fold(unit.text)) || !/^\d+(?:[.,]\d+)?$/.test(amount.text)) return undefined;
  return spokenText(s, at - 1, at + 1);
}

/**
 * The first duration in tokens [from, to) a review is counted in (days or more), said as when where `when` ("in two weeks",
 * not "a day" of "twice a day"); not one said as how long where `lengths` is false ("for several years").
 */
function reviewTimingIn(s: ReadSentence, lang: Lang, from: number, to: number, when: boolean, lengths = true): string | undefined {
  const { lengths: lengthWords } = PLAN_ITEM_RULES[lang].reviewTimings;
  for (let span = durationSpanIn(s, lang, from, to); span; span = durationSpanIn(s, lang, span.to, to))
    if (isReviewTiming(span.text, lang, when) && (lengths || !lengthWords.includes(fold(span.text.split(/\s+/)[0])))) return span.text;
  return undefined;
}

/** The first duration in tokens [from, to) said as how long, not when ("for two to three days"; not "in two weeks"): time off's, said elsewhere in its sentence. */
function timeOffTimingIn(s: ReadSentence, lang: Lang, from = 0, to = s.tokens.length): string | undefined {
  for (let span = durationSpanIn(s, lang, from, to); span; span = durationSpanIn(s, lang, span.to, to))
    if (isTimeOffTiming(span.text, lang)) return span.text;
  return undefined;
}

/**
 * Whether a sentence may say "it" of a medication named in sentence `named`: within a few of the clinician's sentences, a turn
 * of the patient's between them at most ("Does it work?" "It's 500 micrograms, ..."; "... the Microgynon isn't safe for you."
 * "Oh." "So I'd like you to stop it ...").
 */
function withinPronounReach(sentences: readonly ReadSentence[], named: number, s: ReadSentence): boolean {
  const since = sentences.slice(named + 1, s.index + 1);
  return since.filter((x) => x.role === 'clinician').length <= PRONOUN_REACH && s.turn - sentences[named].turn <= 2;
}

/** A safety net's time to come back, counted in days or more (rules plan-items reviewTimings.notUnits). */
function safetyNetTiming(timing: string | undefined, lang: Lang): string | undefined {
  const { notUnits } = PLAN_ITEM_RULES[lang].reviewTimings;
  return timing &&
    !timing
      .toLowerCase()
      .split(/\s+/)
      .some((w) => notUnits.includes(w))
    ? timing
    : undefined;
}

/** The kinds of plan cue that say no item negated just before: "it's not an emergency" is no safety net. */
const NEGATED_NONE: ReadonlySet<PlanKind> = new Set(['safety-net', 'referral', 'examination', 'self-care', 'time-off']);
/** How many words a negation may be said before a cue it negates ("doesn't | have to be | face-to-face"). */
const NEGATION_REACH = 3;

/**
 * Whether a negation is said just before the token at `at`, within a few words and no comma, in
 * whose scope it is ("it's not an emergency"); one further back negates something else ("if
 * you're not responding to the medications or your neck pain is getting worse").
 */
function negatedJustBefore(s: ReadSentence, at: number): boolean {
  return s.modifiers.some(
    (m) =>
      m.rule.category === 'negated' &&
      at >= m.scopeFrom &&
      at < m.scopeTo &&
      m.to <= at &&
      at - m.to <= NEGATION_REACH &&
      !s.tokens.slice(m.to, at).some((t) => t.text === ','),
  );
}

/** Whether a clinician's sentence says what it says: a statement, or one asking only for agreement ("..., okay?"). */
const says = (s: ReadSentence) => s.role === 'clinician' && (!s.question || s.tagged);

/** The plan items and the medications the plan advises, from the clinician's sentences. */
export function readPlan(read: ReadTranscript): { items: PlanItem[]; advised: Medication[]; asides: Evidence[] } {
  const items: PlanItem[] = [];
  const advised: Medication[] = [];
  const asides: Evidence[] = [];
  const lang: Lang = read.lang;
  const start = planStart(read);
  /** The medication the clinician named last: "increase | it | to 40 mg" acts on it. */
  let lastNamed: { concept: Concept; said: string; sentence: number } | null = null;
  for (const s of read.sentences) {
    // The medication named before this sentence: "stop | it | and switch to the progesterone only pill" acts on it.
    const namedBefore = lastNamed;
    if (s.role === 'clinician') {
      const named = s.mentions.filter((m) => m.concept.kind === 'medication').pop();
      if (named) lastNamed = { concept: named.concept, said: nameAsSaid(s, named.from, named.to), sentence: s.index };
    }
    if (!says(s)) continue;
    if (s.index >= start && namedBefore && withinPronounReach(read.sentences, namedBefore.sentence, s))
      actOnNamed(s, lang, namedBefore, advised);
    // What the patient is to call or come back for is an item wherever the clinician says it; what to call said in a sentence
    // of its own, on the condition the clinician's sentence before opened with ("If you ever get chest pain that's crushing,
    // ..., don't assume it's the reflux. | Ring nine nine nine."), is said on that condition.
    const before = read.sentences[s.index - 1];
    const own = callItems(s, lang);
    const carried = own.length === 0 && before && before.turn === s.turn && says(before) ? openingCondition(before, lang) : null;
    for (const { condition, text } of carried ? callItems(s, lang, carried) : own) {
      // The symptoms and conditions the condition names ("if you get a fever").
      const said = condition.toLowerCase();
      const of = carried ? before : s;
      const named = of.mentions
        .filter(
          (m) =>
            (m.concept.kind === 'symptom' || m.concept.kind === 'condition') && said.includes(spokenText(of, m.from, m.to).toLowerCase()),
        )
        .map((m) => m.concept);
      items.push({
        kind: 'safety-net',
        text: asItem(spokenText(s)),
        concepts: [],
        ...(named.length > 0 ? { callOf: named } : {}),
        conditional: true,
        callIf: text,
        led: true,
        evidence: carried ? { ...evidenceOf(s), start: before.tokens[0].start } : evidenceOf(s),
      });
    }
    // Before the plan, only what is led into is an item ("I'm going to order an echocardiogram" said during the history).
    readSentence(s, lang, { items, advised, asides }, s.index < start, read.sentences[s.index - 1]);
    if (s.index >= start) doseNamedBefore(s, lang, advised, read.sentences);
    testsListedAfter(s, read.sentences[s.index - 1], lang, items);
    if (s.index >= start) testsCountedOut(s, lang, items);
    if (s.index >= start) toldNotToDo(s, lang, items);
  }
  return { items, advised, asides };
}

/**
 * What the clinician tells the patient not to do, opening the sentence ("Please don't eat or drink anything from now until
 * you've been seen"; "Please don't drive yourself."): self-care written "Do not ..." (plan-items.json toldNotToDo), the thing
 * not to do read as an item is, else its verb alone. One naming a medication is the medication's.
 */
function toldNotToDo(s: ReadSentence, lang: Lang, items: PlanItem[]): void {
  const rules = PLAN_ITEM_RULES[lang].toldNotToDo;
  if (!rules || s.mentions.some((m) => m.concept.kind === 'medication')) return;
  const said = s.tokens.map((t, k) => ({ t, k })).filter(({ t }) => !t.skip && t.text !== ',');
  let at = 0;
  while (at < said.length && rules.openers.includes(said[at].t.text.toLowerCase())) at += 1;
  const negation = rules.negations.find((n) => n.split(' ').every((w, k) => said[at + k]?.t.key === w));
  if (!negation) return;
  const verb = said[at + negation.split(' ').length];
  if (!verb || verb.t.pos !== 'VERB' || rules.notVerbs.includes(verb.t.key)) return;
  const clause = clauseFrom(s, verb.k);
  const item = planItemAt(s, verb.k, clause.to, verb.k, lang);
  if (!item && !rules.aloneVerbs.includes(verb.t.key)) return;
  const thing = item ? item.text.replace(/[.]$/, '') : verb.t.text.toLowerCase();
  const text = `${rules.write.replace('{item}', thing.charAt(0).toLowerCase() + thing.slice(1))}.`;
  items.push({
    kind: 'self-care',
    text: asItem(spokenText(s)),
    concepts: [],
    conditional: false,
    write: text,
    evidence: evidenceOf(s),
  });
}

/** How many words may come between a counting word and the test it counts ("Second, | an | ECG"). */
const COUNTED_WITHIN = 2;

/**
 * The tests of a statement of the plan that counts it out ("First, blood tests."; "Second, an ECG, a heart tracing, which the
 * practice nurse can do ..."): a test item, where the sentence has none of its own.
 */
function testsCountedOut(s: ReadSentence, lang: Lang, items: PlanItem[]): void {
  if (items.some((p) => p.kind === 'test' && p.evidence.sentence === s.index)) return;
  const said = s.tokens.filter((t) => !t.skip);
  const counting = PLAN_ITEM_RULES[lang].countedOut.words.map(fold);
  if (!said[0] || !counting.includes(fold(said[0].text.toLowerCase())) || said[1]?.text !== ',') return;
  const tests = s.mentions.filter((m) => m.concept.kind === 'test' && m.assertion === 'present');
  const first = tests[0];
  const opening = s.tokens.indexOf(said[1]) + 1;
  if (!first || saidWords(s.tokens, opening, first.from).length > COUNTED_WITHIN) return;
  // The tests of the fragment that counts, before the clause that says more of them ("which the nurse can do ...").
  const clause = s.tokens.findIndex((t, k) => k >= first.to && !t.skip && (t.pos === 'VERB' || t.pos === 'AUX'));
  const counted = tests.filter((t) => clause < 0 || t.from < clause);
  const concepts = counted.map((t) => withSite(s, t, lang)).filter((c, k, all) => all.findIndex((o) => o.id === c.id) === k);
  items.push({ kind: 'test', text: asItem(spokenText(s)), concepts, conditional: false, evidence: evidenceOf(s) });
}

/** How many words may open a list of tests said after their order ("And | a full blood count, ..."). */
const LIST_OPENS_WITHIN = 2;

/**
 * The blood tests named in a list of its own just after the clinician ordered blood tests ("I'd also like some bloods. | A
 * full blood count, your cholesterol, your sugar, that's the HbA1c, your kidney function ..."): the order's tests.
 */
function testsListedAfter(s: ReadSentence, previous: ReadSentence | undefined, lang: Lang, items: PlanItem[]): void {
  if (!previous || previous.turn !== s.turn) return;
  // An order of blood tests as such ("some bloods"), the blood tests it is.
  const order = items.find(
    (p) => p.kind === 'test' && p.evidence.sentence === previous.index && p.concepts.length > 0 && p.concepts.every(isBloodTests),
  );
  if (!order) return;
  const tests = s.mentions.filter((m) => m.concept.kind === 'test' && m.concept.blood === true && m.assertion === 'present');
  const first = tests[0];
  if (!first || s.tokens.slice(0, first.from).filter((t) => !t.skip && NAMING_POS.has(t.pos)).length > 0) return;
  if (saidWords(s.tokens, 0, first.from).length > LIST_OPENS_WITHIN) return;
  // A list, not one test said with what it showed ("Your full blood count last month was normal.").
  const listed = testList(s, first, tests, lang);
  if (listed.length < 2) return;
  for (const t of listed) if (!order.concepts.some((c) => c.id === t.concept.id)) order.concepts.push(withSite(s, t, lang));
}

/** How many words into a sentence the word standing for a medication may be ("It's ...", "Take it ..."). */
const DOSED_PRONOUN_AT = 2;

/**
 * The dosing said in a sentence of its own after a medication advised just before, by a word
 * standing for it ("... something called clarithromycin instead. | It's one tablet twice a day
 * for five days."): that medication's dosing, where it has none.
 */
function doseNamedBefore(s: ReadSentence, lang: Lang, advised: Medication[], sentences: readonly ReadSentence[]): void {
  if (s.role !== 'clinician' || s.question || s.mentions.some((m) => m.concept.kind === 'medication')) return;
  // A class named after its member ("hydrocortisone one percent cream. | That's a mild steroid. | Use it twice a day."): the member.
  const named = advised[advised.length - 1];
  const member = advised
    .slice(0, -1)
    .reverse()
    .find((m) => named && m.concept.classes?.includes(named.concept.id) && named.evidence.sentence - m.evidence.sentence <= PRONOUN_REACH);
  const last = member ?? named;
  if (!last || last.dosing || last.status !== 'advised') return;
  if (!withinPronounReach(sentences, last.evidence.sentence, s)) return;
  const words = s.tokens.map((t, i) => ({ t, i })).filter(({ t }) => !t.skip && /[\p{L}\p{N}]/u.test(t.text));
  // Or a dose said first, in the sentence just after the one naming it ("Prednisolone. | Forty milligrams, once a day ...").
  // Not where the sentence naming it ends with a number: a decimal cut by a full stop ("aldactone twelve . five milligrams").
  const namedIn = sentences[last.evidence.sentence];
  const namedEnd = namedIn.tokens.filter((t) => !t.skip && /[\p{L}\p{N}]/u.test(t.text)).pop();
  const doseFirst =
    s.index === namedIn.index + 1 && s.turn === namedIn.turn && words[0] && isNumber(words[0].t) && !(namedEnd && isNumber(namedEnd));
  const pronoun = words.slice(0, DOSED_PRONOUN_AT).find(({ t }) => isPronoun(t, lang));
  // Or words of taking said early in it ("On the first day | you take | two capsules together ...").
  const { reach } = DOSING_RULES[lang].taking;
  const taking = takingIndex(lang)
    .find(s)
    .find((m) => words.slice(0, reach).some(({ i }) => i === m.from));
  const starts = [
    ...(pronoun ? [{ at: pronoun.i, to: pronoun.i + 1 }] : []),
    ...(taking ? [{ at: taking.from, to: taking.to }] : []),
    ...(doseFirst ? [{ at: words[0].i, to: words[0].i }] : []),
  ];
  let dosing: string | undefined;
  for (const start of starts) {
    // The copula after the word ("it's", "it is") is no part of the dosing.
    let from = start.to;
    while (from < s.tokens.length && (s.tokens[from].skip || s.tokens[from].pos === 'AUX')) from += 1;
    // A dosing says how much or how often first ("one tablet ...", "twice a day"); "it should help within a couple of days" is none.
    const first = s.tokens[from];
    if (!first || !(isNumber(first) || dosingWords(lang).test(first.text))) continue;
    dosing = dosingAfter(s, { from: start.at, to: from }, lang);
    if (dosing) break;
  }
  if (!dosing) return;
  last.dosing = dosing;
  last.dosingEvidence = evidenceOf(s);
}

/**
 * Where a word standing for a thing said before is said right after a verb ending at `from`, joined
 * to it as the language joins one (rules/<lang>/plan-items.json pronounJoin: "stop | it", "arrêtez | - | le";
 * "éviter | le repos" is an article); -1 where none is.
 */
function pronounAfter(s: ReadSentence, from: number, lang: Lang): number {
  const join = PLAN_ITEM_RULES[lang].pronounJoin;
  let at = saidFrom(s.tokens, from);
  if (join && at < s.tokens.length) at = s.tokens[at].text === join ? saidFrom(s.tokens, at + 1) : s.tokens.length;
  return at < s.tokens.length && isPronoun(s.tokens[at], lang) ? at : -1;
}

/**
 * A change said of a medication named before, by a word standing for it ("we talked about
 * increasing your prozac. | we'll increase it from 20 mg to 40 mg."): the medication advised,
 * written with its name ("Increase Prozac from 20 mg to 40 mg.").
 */
function actOnNamed(s: ReadSentence, lang: Lang, named: { concept: Concept; said: string }, advised: Medication[]): void {
  for (const cue of planIndex(lang).find(s)) {
    const change = cue.values.find((r) => r.action)?.action;
    const at = pronounAfter(s, cue.to, lang);
    if (!change || at < 0) continue;
    // Said in a condition, it tells when, not what to do ("It works well if you | start it | early").
    if (inConditionClause(s, cue.from, lang) || inConditionWords(s, cue.from, lang)) continue;
    // A medication named before the word in this sentence is what it stands for ("start the amoxicillin and continue it").
    if (s.mentions.some((m) => m.concept.kind === 'medication' && m.from < at)) return;
    const clause = clauseAround(s, cue.from, at);
    const written = writePlanItem(s, clause.from, clause.to, cue.from, lang, new Map([[at, named.said]]));
    const dosing = dosingAfter(s, { from: at, to: at + 1 }, lang);
    advised.push({
      concept: named.concept,
      said: named.said,
      status: 'advised',
      change,
      ...(dosing ? { dosing } : {}),
      ...(written ? { written } : {}),
      evidence: evidenceOf(s, { from: cue.from, to: at + 1 }),
    });
    return;
  }
}

/** How many tokens after a cue of stopping ("avoid") a cue may be said and be what is avoided ("avoid | bed | rest"). */
const AVOIDED_REACH = 3;
/** Words that join a predicate of its own to the one before (rules/<lang>/plan-items.json predicateJoins). */
const predicateJoins = perLanguage((lang) => new Set(PLAN_ITEM_RULES[lang].predicateJoins));
/** Whether the word said before token `at` (fillers passed over) joins a predicate of its own. */
function joinedBefore(s: ReadSentence, at: number, lang: Lang): boolean {
  let i = at - 1;
  while (i >= 0 && (s.tokens[i].skip || /^[,;]$/.test(s.tokens[i].text))) i -= 1;
  return i >= 0 && predicateJoins(lang).has(fold(s.tokens[i].text));
}

/** Share of a sentence's words the patient's sentence before it says, from which it is an echo. */
const ECHO_SHARE = 0.6;
/** Whether the clinician's sentence mostly says back the patient's sentence before it. */
function echoes(s: ReadSentence, previous: ReadSentence | undefined): boolean {
  if (!previous || previous.role === 'clinician') return false;
  const said = new Set(previous.tokens.map((t) => t.key));
  const words = s.tokens.filter((t) => !t.skip && /[\p{L}]/u.test(t.text));
  return words.length > 0 && words.filter((t) => said.has(t.key)).length / words.length >= ECHO_SHARE;
}

/** Whether a medication is named in the list of what a test before it measures: no verb nor end of a clause said between them. */
function measuredBy(s: ReadSentence, m: Mention, tests: readonly Mention[]): boolean {
  return tests.some((t) => t.to <= m.from && listedAfter(s, t, m));
}

/**
 * Whether `next` is said in the list `first` is said in: no verb and no sentence's end between them, but a word naming the
 * one before ("a blood test | called | a D-dimer and an ultrasound scan").
 */
function listedAfter(s: ReadSentence, first: Mention, next: Mention, naming: readonly string[] = []): boolean {
  return !s.tokens
    .slice(first.to, next.from)
    .filter((k) => !k.skip)
    .some((k) => (k.pos === 'VERB' && !naming.includes(k.key)) || /^[.;!?]$/.test(k.text));
}

/**
 * The tests an order orders: the first said after its cue and those listed with it ("a full blood
 * count, your kidney function and a CRP"), to an alternative ("a CT scan | or an MRI") or a condition.
 */
function testList<T extends Mention>(s: ReadSentence, first: T, tests: readonly T[], lang: Lang): T[] {
  const { testLists, conditions } = PLAN_ITEM_RULES[lang];
  const ends = new Set([...testLists.alternatives, ...conditions.before]);
  const list = [first];
  for (const t of tests) {
    const last = list[list.length - 1];
    if (t.from < last.to) continue;
    if (!listedAfter(s, last, t, testLists.naming) || s.tokens.slice(last.to, t.from).some((k) => !k.skip && ends.has(k.key))) break;
    list.push(t);
  }
  return list;
}

function readSentence(
  s: ReadSentence,
  lang: Lang,
  { items, advised, asides }: { items: PlanItem[]; advised: Medication[]; asides: Evidence[] },
  ledOnly: boolean,
  previous: ReadSentence | undefined,
): void {
  // A cue said inside an idiom says no plan ("put your mind at rest", "double-check").
  const cues = ledOnly
    ? []
    : planIndex(lang)
        .find(s)
        .filter((c) => !cueInIdiom(s, c.from, c.to, lang) && !cueGoesOver(s, c.from, c.to, lang) && !cueInTimeFrame(s, c.from, lang));
  const meds = s.mentions.filter((m) => m.concept.kind === 'medication');
  // A test that is done ("I looked at your x-ray") is a result: only a test a cue orders is an item.
  const tests = s.mentions
    .filter((m) => m.concept.kind === 'test' && m.assertion !== 'absent' && m.assertion !== 'historical')
    .map((m) => ({ ...m, concept: withSite(s, m, lang) }));
  // A sentence told of medications in general, to nobody ("When people take painkillers, especially ones with codeine, ..."),
  // advises none.
  const apposed = classesInApposition(s, meds, lang);
  /** The medications named, a class said beside one of them left out (it is that one). */
  const ownMeds = meds.filter((m) => !apposed.has(m));
  for (const m of ledOnly || impersonal(s, lang) ? [] : meds) {
    if (m.assertion === 'family' || m.assertion === 'historical') continue;
    // A class said beside a medication of it is that medication, named again.
    if (apposed.has(m)) continue;
    // What the patient is allergic to is no advice ("clarithromycin because of the penicillin allergy").
    if (m.categories.has('allergy')) continue;
    // What the plan does to it: the nearest cue with an action before it ("you can stop | the ibuprofen"), unless a cue of a
    // predicate joined after it comes between ("stop the ibuprofen, and use paracetamol instead": paracetamol is not stopped).
    const acting = cues
      .filter((c) => c.to <= m.from && m.from - c.to <= CUE_REACH && c.values.some((r) => r.action))
      // Nor one of a clause before, a clause of its own subject between ("after the physio has | started, we can talk about |
      // a steroid injection").
      .filter((c) => !newClauseBetween(s, c.to, m.from, lang))
      .filter((c) => !cues.some((o) => o.from >= c.to && o.to <= m.from && joinedBefore(s, o.from, lang)))
      .pop();
    let change: MedicationChange | undefined = acting?.values.find((r) => r.action)?.action;
    // An action said negated: "don't stop the amlodipine" keeps it; "lymecycline doesn't stop the pill working" tells, and
    // advises nothing.
    if (acting && change && negatedCue(s, acting.from, lang)) {
      if (change !== 'stop' || !toldNotTo(s, acting.from, lang)) continue;
      change = 'continue';
    }
    const keptOn = change === 'continue' && acting !== undefined && negatedCue(s, acting.from, lang);
    // A stop said with what to call for, on its condition ("if you get a painful swollen calf, ..., stop the patch and get
    // seen urgently"), is the safety net's, no advice to stop now.
    if (change === 'stop' && acting && saidOnCondition(s, acting.from, m.to, lang) && callItems(s, lang).length > 0) continue;
    // What the patient takes, read out to them, is no advice ("I have that you take vitamin D"), nor what they tried ("you
    // tried paracetamol but it didn't help").
    const clause = clauseAround(s, m.from, m.to - 1);
    if ((m.categories.has('reported') || saidAsTried(s, clause.from, clause.to, lang)) && !change) continue;
    // Nor what another is compared with or replaces ("something thicker than E45", "paracetamol instead of ibuprofen").
    if (comparedWith(s, m.from, lang)) continue;
    // Nor what is given as the reason for a decision ("not ... because of your asthma and ibuprofen").
    if (m.categories.has('reason') && !change) continue;
    // Nor what is said to bring the problem on ("the ibuprofen can make it worse"), unless the plan acts on it ("stop it").
    if (m.categories.has('cause') && !change) continue;
    // Nor what a test measures, named in the test's list with no verb between ("some blood tests: a full blood count, your
    // iron levels, and your vitamin D and B12").
    if (!change && measuredBy(s, m, tests)) continue;
    // "Try not to take any motrin" stops it; "you don't need antibiotics" says it is not needed.
    const status = change === 'stop' || keptOn ? 'advised' : m.assertion === 'absent' ? 'not-needed' : 'advised';
    // "You may need antibiotics": a possibility, no advice to take them; nor is one to start on a result still to come ("If the
    // blood test shows you're low on iron, I'll start you on ferrous fumarate"), unlike one to take if a symptom comes.
    const onResult = tests.some((t) => t.to <= m.from) && saidOnCondition(s, acting?.from ?? m.from, m.to, lang);
    // ... nor one on prescription said as the step if the problem is not better ("if it's not healing, there's an ointment called
    // GTN we can try"): a step the plan may take.
    const ifUnimproved = !m.concept.otc && !change && saidIfUnimproved(s, acting?.from ?? m.from, m.to, lang);
    const onCondition = (change !== 'stop' && onResult) || ifUnimproved;
    // One on prescription said on a condition ("if the pain is still bad, we can talk about a steroid injection") is possible
    // too; one bought over the counter is taken when needed ("if you've any pain, you can take paracetamol").
    const supposed = m.categories.has('hypothetical') && !m.concept.otc;
    // "They're the ones who can start isotretinoin": a start said as a possibility is one.
    const possible = status === 'advised' && ((change !== 'stop' && m.assertion === 'possible') || (!change && supposed) || onCondition);
    const form = formAfter(s, m, lang);
    const dosing = withoutForm(dosingAfter(s, { from: m.from, to: namedTo(m, apposed) }, lang), form, lang);
    // The item as written, where its words hold the dosing said ("prescribe you some diclofenac, | which is an anti-inflammatory
    // painkiller, fifty milligrams three times a day": no item "Prescribe some diclofenac.", the dosed medication says it).
    const itemAt = acting?.from ?? m.from;
    const holdsDosing = !dosing || namedTo(m, apposed) === m.to || itemSpan(s, clause, itemAt, lang).to > namedTo(m, apposed);
    const written = status === 'advised' && !possible && !keptOn && holdsDosing ? itemIn(s, clause, itemAt, lang) : null;
    // Prescribed to collect only if needed: "a delayed prescription for | clarithromycin", in its clause.
    const delayed = delayedIndex(lang)
      .find(s)
      .some((d) => d.to <= m.from && d.from >= clause.from);
    advised.push({
      concept: m.concept,
      said: nameAsSaid(s, m.from, m.to),
      status,
      ...(possible ? { possible: true as const } : {}),
      ...(dosing ? { dosing } : {}),
      ...(form ? { form } : {}),
      ...(delayed ? { delayed: true as const } : {}),
      ...(change ? { change } : {}),
      // The item as written names the medication it is about.
      ...(written && written.toLowerCase().includes(spokenText(s, m.from, m.to).toLowerCase()) ? { written } : {}),
      evidence: evidenceOf(s, m),
    });
  }
  const seen = new Set<string>();
  const writtenHere = new Set<string>();
  /** The clauses saying an examination in person: what is led into there is that examination ("get someone to have a look ..."). */
  const examining: Array<{ from: number; to: number }> = [];
  /** `conditionBefore`: where the item's words end, a cue of another item after it; `thingAt`: where what it orders was said. */
  const push = (
    kind: PlanKind,
    at: number,
    endAt: number,
    concepts: Concept[],
    write?: string,
    conditionBefore?: number,
    thingAt?: number,
    asSaid = false,
    writeIfNeeded?: string,
  ) => {
    const clause = clauseAround(s, at, endAt);
    const text = spokenText(s, clause.from, clause.to);
    const key = `${kind}:${write ?? ''}:${text}`;
    if (text.split(/\s+/).length < 2 || seen.has(key)) return;
    seen.add(key);
    const span = itemSpan(s, clause, at, lang);
    // A review's or time off's time is the one said in the item's own words, else elsewhere in its clause or sentence
    // ("..., for five days, review in one week": the week); a review's is counted in days or more ("six to eight hours" is
    // a dose's), and one said elsewhere is said as when ("in two weeks"); time off's, as how long ("for three days").
    const timing =
      kind === 'follow-up'
        ? // What the cue says follows it ("..., pendant cinq jours, réévaluation dans une semaine": the week).
          (reviewTimingIn(s, lang, Math.max(span.from, at), Math.max(span.to, at), false) ??
          reviewTimingIn(s, lang, at, clause.to, false) ??
          reviewTimingIn(s, lang, span.from, span.to, false) ??
          reviewTimingIn(s, lang, clause.from, clause.to, false) ??
          reviewTimingIn(s, lang, 0, s.tokens.length, true) ??
          nextPeriodIn(s, lang, clause.from, clause.to) ??
          sameDayIn(s, lang, clause.from, clause.to))
        : kind === 'time-off'
          ? // Said after its cue first ("Pas de sport pendant trois semaines, et arrêt de travail de cinq jours": the five days).
            (timeOffTimingIn(s, lang, at, Math.max(span.to, clause.to)) ??
            timeOffTimingIn(s, lang, span.from, span.to) ??
            timeOffTimingIn(s, lang, clause.from, clause.to) ??
            timeOffTimingIn(s, lang))
          : kind === 'test'
            ? // A test's time is when it is done ("repeat the bloods in six weeks"), not a course said beside it ("for five days",
              // "for several years").
              thingAt !== undefined
              ? reviewTimingIn(s, lang, thingAt, conditionBefore ?? clause.to, false, false)
              : reviewTimingIn(s, lang, clause.from, clause.to, true)
            : kind === 'safety-net'
              ? // A safety net's time is when to come back if no better, in days or more: "an aura lasting more than an hour" is none.
                safetyNetTiming(durationIn(s, lang, clause.from, clause.to), lang)
              : durationIn(s, lang, clause.from, clause.to);
    // An item written as said, where no lead shapes it ("Calf raises, three sets of fifteen, twice a day.").
    const written = itemIn(s, clause, at, lang) ?? (asSaid ? asItem(inThirdPerson(s, clause.from, clause.to, lang)) : null);
    if (written) writtenHere.add(written);
    // A condition said with the item ("if it's not better ..."), not one of another item of the sentence.
    const conditional = saidOnCondition(s, span.from, Math.min(span.to, conditionBefore ?? span.to), lang);
    const writes = conditional && writeIfNeeded ? writeIfNeeded : write;
    items.push({
      kind,
      text: asItem(text),
      ...(timing ? { timing } : {}),
      concepts,
      conditional,
      ...(writes ? { write: writes } : {}),
      ...(written ? { written } : {}),
      evidence: { ...evidenceOf(s), start: s.tokens[clause.from].start, end: s.tokens[clause.to - 1].end },
    });
  };
  // What the clinician decided is not needed ("I don't think you need time off work"): no cue in it is an item to do.
  const saidNotNeeded = ledOnly ? [] : notNeededItems(s, lang);
  const notNeeded = saidNotNeeded.filter((item) => !reassures(s, item.what, item.to, lang));
  for (const cue of cues) {
    if (notNeeded.some((item) => cue.from >= item.from && cue.from < item.to)) continue;
    for (const rule of cue.values) {
      let kind = rule.kind;
      // What a cue acts on is said near it; what an order orders comes after it ("we may need to do further tests like a sample of your stool").
      const near =
        rule.kind === 'order'
          ? [
              // A test said in the cue's own words ("a blood | test for | your kidney function"), then those it orders.
              ...tests.filter((m) => m.from < cue.from && m.to > cue.from),
              ...tests
                .filter((m) => m.from >= cue.to && m.from - cue.to <= (rule.reach ?? ORDER_REACH))
                .slice(0, 1)
                .flatMap((first) => testList(s, first, tests, lang)),
            ]
          : (rule.kind === 'medication' ? ownMeds : [...ownMeds, ...tests]).filter((m) => Math.abs(m.from - cue.from) <= CUE_REACH);
      // Advice about a medication ("avoid the motrin") is the medication's: the medication list writes it.
      if ((kind === 'self-care' || kind === 'advice') && !rule.write && near.some((m) => m.concept.kind === 'medication')) continue;
      // What a cue said to be avoided names is not to be done ("avoid bed rest", "éviter le repos au lit"): its own words are no
      // item ("Rest."); the avoiding cue's item says it.
      if (rule.write && cues.some((c) => c.to <= cue.from && cue.from - c.to <= AVOIDED_REACH && c.values.some((r) => r.action === 'stop')))
        continue;
      // Self-care's words said in a condition say when, not what to do ("call 999 if there's stridor at rest").
      if (rule.write && kind === 'self-care' && inConditionClause(s, cue.from, lang)) continue;
      if (rule.notFollowedBy?.includes(s.tokens[saidFrom(s.tokens, cue.to)]?.key ?? '')) continue;
      if (rule.notAfter && saidAfterSubject(s, cue.from, rule.notAfter, lang)) continue;
      if (rule.notAfterAux && saidJustAfter(s, cue.from, rule.notAfterAux)) continue;
      if (rule.onlyOnCondition && !inConditionWords(s, cue.from, lang) && !inConditionClause(s, cue.from, lang)) continue;
      if (kind === 'medication') {
        // A medication's cue with none near is advice in the clinician's words, if they name something ("continue with your statin").
        if (near.length === 0) {
          // What a condition says ("if you | start losing weight, come back", "but if you ever start getting an aura, ...") is
          // none, nor a cue said as a noun ("a small increase in the risk of breast cancer").
          if (inConditionWords(s, cue.from, lang) || inConditionClause(s, cue.from, lang)) continue;
          if (saidAsNoun(s, cue.from)) continue;
          // What to do on a condition said with what to call for is the safety net's ("..., stop the patch and get seen urgently").
          if (saidOnCondition(s, cue.from, cue.to, lang) && callItems(s, lang).length > 0) continue;
          const written = itemIn(s, clauseAround(s, cue.from, cue.to - 1), cue.from, lang);
          if (written && !writtenHere.has(written) && !weakItem(written, lang)) push('advice', cue.from, cue.to - 1, []);
          continue;
        }
        kind = near.some((m) => m.concept.otc) ? 'otc' : 'prescription';
      }
      // A safety net, a referral, an examination in person or self-care said in a negation's scope is none ("it's not an
      // emergency", "the follow-up appointment doesn't have to be face-to-face", "try not to rest it completely").
      if (NEGATED_NONE.has(kind) && negatedJustBefore(s, cue.from)) continue;
      // An examination in person: of the parts of the body said in its clause ("get someone to have a look inside your ear").
      if (kind === 'examination') {
        const clause = clauseAround(s, cue.from, cue.to - 1);
        const parts = s.mentions.filter((m) => m.concept.kind === 'body-part' && m.from >= clause.from && m.from < clause.to);
        // "I'd like to try and have a look down your throat": the examination now, on the video.
        const now =
          rule.needsPart &&
          Array.from({ length: cue.from - clause.from + 1 }, (_, k) => clause.from + k).some((at) => asksToExamine(s, at, clause.to, lang));
        if (now || (rule.needsPart && parts.length === 0)) continue;
        examining.push(clause);
        push(
          kind,
          cue.from,
          cue.to - 1,
          parts.map((m) => m.concept).filter((c, i, all) => all.findIndex((d) => d.id === c.id) === i),
        );
        continue;
      }
      // An order is a test item only with the test it orders ("I'll order a chest x-ray").
      if (kind === 'order') {
        if (near.length === 0) continue;
        kind = 'test';
      }
      // A test of a list ("Plan doxycycline ..., chest x-ray, review in one week or sooner if worse") is not said on the
      // condition of another cue's item after it.
      const lastNear = near[near.length - 1];
      const nextCue = kind === 'test' && lastNear ? cues.find((c) => c.from >= lastNear.to) : undefined;
      // One is referred to a service, never to a medication said beside the cue ("sertraline once a day, | self-referral to ...").
      const named = kind === 'referral' ? near.filter((m) => m.concept.kind !== 'medication') : near;
      push(
        kind,
        cue.from,
        cue.to - 1,
        named.map((m) => m.concept),
        rule.write,
        nextCue?.from,
        kind === 'test' ? near[0]?.from : undefined,
        rule.asSaid,
        rule.writeIfNeeded,
      );
    }
  }
  // What the clinician decided is not needed (a medication not needed is the medication's).
  const decided: Array<{ from: number; to: number }> = [];
  for (const item of saidNotNeeded) {
    decided.push(item);
    // "You don't need to worry": a reassurance, no decision of the plan.
    if (!notNeeded.includes(item)) continue;
    if (meds.some((m) => m.from >= item.from && m.from < item.to)) continue;
    items.push({
      kind: 'not-needed',
      led: true,
      text: asItem(spokenText(s, item.from, item.to)),
      concepts: tests.filter((m) => m.from >= item.from && m.from < item.to).map((m) => m.concept),
      conditional: false,
      written: item.text,
      evidence: { ...evidenceOf(s), start: s.tokens[item.from].start, end: s.tokens[Math.max(item.from, item.to - 1)].end },
    });
  }
  // A test the clinician says is not needed, in words no rule of "not needed" lists ("I don't think blood tests are needed",
  // "there's nothing that makes me think we need blood tests"): the plan's decision, written as one.
  if (!ledOnly)
    for (const m of s.mentions) {
      if (m.concept.kind !== 'test' || m.assertion !== 'absent' || !m.categories.has('negated')) continue;
      if (decided.some((d) => m.from >= d.from && m.from < d.to) || inConditionClause(s, m.from, lang)) continue;
      const article = s.tokens[m.from - 1];
      const kept = article && PLAN_ITEM_RULES[lang].notNeededArticles.words.includes(article.text.toLowerCase());
      const what = spokenText(s, kept ? m.from - 1 : m.from, m.to).toLowerCase();
      const written = capital(PLAN_ITEM_RULES[lang].notNeededWrite.for.replace('{what}', what));
      if (items.some((i) => i.kind === 'not-needed' && i.written === written)) continue;
      const clause = clauseAround(s, m.from, m.to - 1);
      items.push({
        kind: 'not-needed',
        led: true,
        text: asItem(spokenText(s, clause.from, clause.to)),
        concepts: [m.concept],
        conditional: false,
        written,
        evidence: { ...evidenceOf(s), start: s.tokens[m.from].start, end: s.tokens[m.to - 1].end },
      });
    }
  // What is led into with no cue of its own ("I want you to | weigh yourself every morning"), and a second thing to do
  // after it ("... and | continue with those dietary modifications").
  const leads = itemLeads(s, lang);
  // An imperative opening the sentence that says back what the patient just said is an echo ("it comes and goes" "come and go").
  const opening = ledOnly || echoes(s, previous) ? -1 : imperativeOpening(s, lang);
  // In the plan, an imperative needs no lead ("avoid alcohol and fatty foods"); before it, only what follows a lead counts.
  const led = opening >= 0 ? [opening, ...leads] : leads;
  const starts = led.length > 0 ? [...led, ...secondItems(s, lang).filter((at) => at > Math.min(...led))] : [];
  for (const at of [...new Set(starts)].sort((a, b) => a - b)) {
    if ([...decided, ...examining].some((d) => at >= d.from && at < d.to)) continue;
    // A second thing to do starts where it is said, not at the lead of the first.
    const clause = leads.includes(at) ? clauseAround(s, at) : clauseFrom(s, at);
    const found = planItemAt(s, clause.from, clause.to - clause.from >= MAX_CLAUSE ? s.tokens.length : clause.to, at, lang);
    const written = found?.text;
    if (!found || !written || writtenHere.has(written) || advised.some((m) => m.written === written)) continue;
    // The consultation's logistics ("send a message to our admin team") and an examination's instructions ("get you to feel
    // inside your neck") are said as things to do, and are no plan.
    const aside = planAside(s, found.from, found.to, lang);
    // The instructions of an examination on the video are kept, to be left out of the plan's discussion.
    if (aside === 'examining' && asksToExamine(s, found.from, found.to, lang))
      asides.push({ ...evidenceOf(s), start: s.tokens[found.from].start, end: s.tokens[Math.max(found.from, found.to - 1)].end });
    if (aside || cueInIdiom(s, found.from, found.from + 1, lang)) continue;
    // What a condition says ("if you | start losing weight, come back") is none; nor what is asked whether ("des critères qui
    // nous disent s'il faut | faire une radio").
    if (inConditionWords(s, at, lang) || inConditionClause(s, at, lang) || saidAsWhether(s, at, lang)) continue;
    // What the item itself says: the concepts in its own words.
    const inClause = (m: { from: number }) => m.from >= found.from && m.from < found.to;
    if (meds.some(inClause)) continue;
    // ... and the tests listed after the last of them ("a blood test called a D-dimer | and an ultrasound scan").
    const inItem = tests.filter(inClause);
    const listed = inItem.length > 0 ? testList(s, inItem[inItem.length - 1], tests, lang).slice(1) : [];
    const named = [...inItem, ...listed].map((m) => m.concept);
    // An item led into names what it acts on: a test, a concept, a number, or a thing a plan acts on ("the diet", "a brace").
    const names =
      named.length > 0 ||
      s.mentions.some(inClause) ||
      /\d/.test(written) ||
      namesPlanObject(s, found.from, found.to, lang) ||
      // ... or, with a verb that says what is done ("ice", "elevate", "avoid") or any verb the clinician's sentence opens with
      // in the plan ("keep | a light on at night"), a thing it is done to.
      ((!weakItem(written, lang) || at === opening) &&
        s.tokens.slice(found.from, found.to).some((t) => !t.skip && (t.pos === 'NOUN' || t.pos === 'PROPN') && written.includes(t.text)));
    if (!names) continue;
    writtenHere.add(written);
    items.push({
      kind: named.length > 0 ? 'test' : 'advice',
      led: true,
      text: asItem(spokenText(s, found.from, found.to)),
      ...(durationIn(s, lang, found.from, found.to) ? { timing: durationIn(s, lang, found.from, found.to) } : {}),
      concepts: named,
      conditional: saidOnCondition(s, found.from, found.to, lang),
      written,
      evidence: { ...evidenceOf(s), start: s.tokens[found.from].start, end: s.tokens[Math.max(found.from, found.to - 1)].end },
    });
  }
}

/** Whether a clause with a subject of its own opens between tokens `from` and `to` (", we can ..."). */
function newClauseBetween(s: ReadSentence, from: number, to: number, lang: Lang): boolean {
  const { person } = PLAN_ITEM_RULES[lang];
  for (let k = from; k < to; k += 1) {
    if (s.tokens[k].text !== ',') continue;
    const next = s.tokens.slice(k + 1, to).find((t) => !t.skip);
    if (next && person.includes(next.key)) return true;
  }
  return false;
}

/** Whether the words at `at` open a condition: said right after its word, with who it is of between at most ("if you | start ..."). */
function inConditionWords(s: ReadSentence, at: number, lang: Lang): boolean {
  const { conditionCues, person } = PLAN_ITEM_RULES[lang];
  let k = at - 1;
  while (k >= 0 && (s.tokens[k].skip || person.includes(s.tokens[k].key))) k -= 1;
  return k >= 0 && conditionCues.words.includes(s.tokens[k].key);
}

/** Parts of speech of the words before a cue that make it a noun ("a small | increase in the risk"). */
const NOUN_BEFORE_POS = new Set(['DET', 'ADJ']);

/** Whether a cue is said as a noun after a determiner or an adjective ("a small | increase in the risk"). */
function saidAsNoun(s: ReadSentence, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && s.tokens[k].skip) k -= 1;
  return NAMING_POS.has(s.tokens[at].pos ?? '') && k >= 0 && NOUN_BEFORE_POS.has(s.tokens[k].pos ?? '');
}

/** Whether the subject said just before a cue, past the verbs that help it ("can", "may", "will") or go on ("keeps"), is one of `subjects`. */
function saidAfterSubject(s: ReadSentence, at: number, subjects: readonly string[], lang: Lang): boolean {
  const aspect = PLAN_ITEM_RULES[lang].aspectVerbs?.words ?? [];
  let k = at - 1;
  while (k >= 0 && (s.tokens[k].skip || s.tokens[k].pos === 'AUX' || s.tokens[k].pos === 'PART' || aspect.includes(s.tokens[k].key)))
    k -= 1;
  return k >= 0 && subjects.includes(s.tokens[k].key);
}

/** Whether the word said just before token `at` is one of `keys` (by lemma): "has | come back". */
function saidJustAfter(s: ReadSentence, at: number, keys: readonly string[]): boolean {
  let k = at - 1;
  while (k >= 0 && s.tokens[k].skip) k -= 1;
  return k >= 0 && keys.includes(s.tokens[k].key);
}

/** How many words before an item a "whether" may be said. */
const WHETHER_REACH = 4;

/** Whether an item is said after "if" meaning whether, after a verb of asking or telling ("they tell us if | we need to x-ray it"). */
function saidAsWhether(s: ReadSentence, at: number, lang: Lang): boolean {
  const { words, asking } = PLAN_ITEM_RULES[lang].conditionCues;
  for (let k = at - 1; k >= Math.max(0, at - WHETHER_REACH); k -= 1) {
    // "s'il faut": the "si" elided is read as written.
    if (s.tokens[k].skip || (!words.includes(s.tokens[k].key) && !words.includes(fold(s.tokens[k].text)))) continue;
    const before = saidBefore(s.tokens, k);
    return before !== undefined && asking.includes(fold(before));
  }
  return false;
}

/** Whether a cue is said just after a negation ("doesn't | stop", "ne pas | arrêter"). */
function negatedCue(s: ReadSentence, at: number, lang: Lang): boolean {
  const before = saidBefore(s.tokens, at);
  return before !== undefined && PLAN_ITEM_RULES[lang].toldNotTo.negators.includes(fold(before));
}

/** Whether the words before a cue in its clause tell the patient not to ("don't | stop", "please do not | stop"). */
function toldNotTo(s: ReadSentence, at: number, lang: Lang): boolean {
  const { from } = clauseAround(s, at, at);
  const { told, softeners } = PLAN_ITEM_RULES[lang].toldNotTo;
  const said = saidWords(s.tokens, from, at)
    .filter((t) => !softeners.includes(t.key))
    .map((t) => t.key);
  return said.join(' ') === told;
}

/**
 * Whether a word is said in a condition's clause: after an "if" opening the sentence, up to the comma closing it ("If you get
 * the pain when you're resting, ..."), or after an "if" said after the main clause, to the end ("Call 999 if there's stridor at
 * rest, drawing in of his chest").
 */
function inConditionClause(s: ReadSentence, at: number, lang: Lang): boolean {
  const { words } = PLAN_ITEM_RULES[lang].conditionCues;
  let comma = false;
  for (let k = at - 1; k >= 0; k -= 1) {
    const t = s.tokens[k];
    if (t.text === ',') comma = true;
    if (t.skip || !words.includes(t.key)) continue;
    const opens = s.tokens.slice(0, k).every((x) => x.skip || !/\p{L}/u.test(x.text));
    // Opening the sentence, it ends at its comma; after the main clause, a list of them may go on past commas; either,
    // said with no punctuation, within a few words ("but if you ever | start getting an aura").
    const between = saidWords(s.tokens, k + 1, at).length;
    if (opens && comma) return false;
    return between <= (comma ? CONDITION_LIST_WORDS : CONDITION_WORDS);
  }
  return false;
}

/** How many words after an "if" said with no comma are still its condition, and after one whose list goes on past commas. */
const CONDITION_WORDS = 8;
const CONDITION_LIST_WORDS = 16;

/** A test with the body part it is said of: just before it ("a chest x-ray"), or after a link ("an x-ray of your knee"). */
function withSite(s: ReadSentence, test: Mention, lang: Lang): Concept {
  const { links, determiners } = PLAN_ITEM_RULES[lang].testSites;
  const said = (i: number) => saidFrom(s.tokens, i);
  const word = (i: number) => (i < s.tokens.length ? fold(s.tokens[i].text) : '');
  const parts = s.mentions.filter((m) => m.concept.kind === 'body-part');
  let at = said(test.to);
  const linked = links.includes(word(at));
  if (linked) at = said(at + 1);
  if (linked && determiners.includes(word(at))) at = said(at + 1);
  const part = parts.find((p) => said(p.to) === test.from) ?? (linked ? parts.find((p) => p.from === at) : undefined);
  return part ? { ...test.concept, site: part.concept } : test.concept;
}
