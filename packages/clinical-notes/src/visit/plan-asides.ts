// What a clinician says in the form of a thing to do that no note puts in its plan: the
// logistics of a remote consultation ("I'll send a message to our admin team", "you can ring
// the support team", "ring them after five minutes"), the instructions of an examination said
// to the patient while examining ("if I can get you to feel inside your neck", "try and have a
// look down your throat"), the clinician's thinking ("consider other possibilities"), a plan cue said inside an idiom ("put your mind at rest",
// "double-check") and a reassurance said as something not needed ("you don't need to worry").
// Every word list is data (rules/<lang>/plan-asides.json); each entry names the sentence it serves.
import { perLanguage, type Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { fold } from '../text/fold';
import { durationIn } from './durations';
import { namesPlanObject } from './plan-writer';
import type { ReadSentence } from './read-sentences';
import asidesEn from '../../rules/en/plan-asides.json';
import asidesFr from '../../rules/fr/plan-asides.json';

/** A rule with the sentence it serves and the item it gives there ('' for none). */
export interface AsideRule {
  words: string;
  example: string;
  item: string;
}
/** A list of words with one sentence it serves. */
export interface AsideList {
  words: string[];
  example: string;
  item: string;
}
export interface PlanAsideRules {
  /** Verbs of getting in touch: an item opening with one that names nothing clinical is the consultation's logistics. */
  contactVerbs: AsideRule[];
  /** The ways a remote consultation is run (a message, the admin team, a link): an item naming one and nothing clinical is logistics. */
  channels: AsideRule[];
  /** Words that make an item of getting in touch part of the plan ("ring for your results", "call an ambulance"). */
  clinical: AsideRule[];
  /** What an examination asks of the patient, or the clinician does while examining. */
  examining: AsideRule[];
  /** Words said between an item's start and what it asks for ("get you to | try and | feel"). */
  wordsBefore: AsideList;
  /** What is examined besides the body parts of the lexicon ("the pulse", "the ceiling"). */
  examined: AsideList;
  /** Sentences whose examining is a thing to do (someone else examines later, or the patient keeps doing it). */
  examiningKept: AsideRule[];
  /** Words saying an instruction is a routine to keep ("look at your feet every day"), not said for the examination now. */
  routine: AsideList;
  /** What the clinician says they perceive while examining ("I can see | other side"): a finding, not a thing to do, unless said of a person ("I can see you again"). */
  perceiving: { words: string[]; notOf: string[]; examples: string[]; kept: Array<{ example: string; item: string }> };
  /** The clinician's thinking said as a thing to do ("consider", "work out"): an item of one naming nothing the plan acts on is no plan. */
  reasoning: AsideRule[];
  /** Sentences whose thinking names what the plan acts on ("consider a referral"). */
  reasoningKept: AsideRule[];
  /** A medication the patient tried, said back to them ("you tried paracetamol", "the ibuprofen hasn't helped"): no advice. */
  tried: {
    /** Words, as written, saying it was taken ("tried", "been taking"). */
    words: string[];
    /** Verbs saying what it did, said denied after an auxiliary of what was or is ("hasn't helped", "wasn't working"). */
    failed: string[];
    auxiliaries: string[];
    examples: string[];
    /** Sentences that advise, or decide it is not needed, all the same ("try paracetamol", "ibuprofen wouldn't be helpful"). */
    kept: Array<{ example: string; status: string }>;
  };
  /** Words saying results, a history or a form are gone over now, as written ("in reviewing the results", "let's review your blood work"): the review they say is no follow-up. */
  goingOver: AsideRule[];
  /** Sentences whose review is a follow-up all the same ("we'll review you in three to four days", "get reviewed in a clinic"). */
  goingOverKept: AsideRule[];
  /** Phrases in which a plan cue says no plan ("put your mind at rest": no rest; "double-check": no dose doubled). */
  cueIdioms: AsideRule[];
  /** What a clinician says is not needed that is a feeling, not a decision ("you don't need to worry"). */
  reassurance: AsideRule[];
  /** Words said right before a medication that make it what another is compared with or replaces ("thicker than E45"): no advice. */
  comparedWith: { words: string[]; examples: string[]; advised: string[] };
  /**
   * Words opening a clause that says when something else is to be done ("use the cream every time you wash your
   * hands"): a plan cue said in it is no item (`item`: the one its example does not give).
   */
  timeFrames: AsideRule[];
}
export const PLAN_ASIDE_RULES: Record<Lang, PlanAsideRules> = { en: asidesEn, fr: asidesFr };

export type Aside = 'logistics' | 'examining' | 'reasoning';

interface Compiled {
  contactVerbs: PhraseIndex<true>;
  channels: PhraseIndex<true>;
  clinical: PhraseIndex<true>;
  examining: PhraseIndex<true>;
  wordsBefore: Set<string>;
  examined: PhraseIndex<true>;
  routine: Set<string>;
  reasoning: PhraseIndex<true>;
  cueIdioms: PhraseIndex<true>;
  timeFrames: PhraseIndex<true>;
  comparedWith: PhraseIndex<true>;
  reassurance: PhraseIndex<true>;
  tried: PhraseIndex<true>;
  goingOver: PhraseIndex<true>;
  perceiving: PhraseIndex<true>;
  perceivedNotOf: Set<string>;
  failed: Set<string>;
  auxiliaries: Set<string>;
}
const rulesOf = perLanguage((lang): Compiled => {
  const r = PLAN_ASIDE_RULES[lang];
  const index = (words: string[]) => {
    const built = new PhraseIndex<true>(lang);
    for (const w of words) built.add(w, true);
    return built;
  };
  const of = (list: AsideRule[]) => index(list.map((x) => x.words));
  /** Phrases added as written, not by their lemmas. */
  const written = (words: string[]) => {
    const built = new PhraseIndex<true>(lang);
    for (const w of words) built.addWritten(w, true);
    return built;
  };
  return {
    contactVerbs: of(r.contactVerbs),
    channels: of(r.channels),
    clinical: of(r.clinical),
    examining: of(r.examining),
    wordsBefore: new Set(r.wordsBefore.words.map(fold)),
    examined: index(r.examined.words),
    routine: new Set(r.routine.words.map(fold)),
    reasoning: of(r.reasoning),
    cueIdioms: of(r.cueIdioms),
    timeFrames: of(r.timeFrames),
    comparedWith: written(r.comparedWith.words),
    reassurance: of(r.reassurance),
    tried: written(r.tried.words),
    goingOver: written(r.goingOver.map((x) => x.words)),
    perceiving: index(r.perceiving.words),
    perceivedNotOf: new Set(r.perceiving.notOf.map(fold)),
    failed: new Set(r.tried.failed.map(fold)),
    auxiliaries: new Set(r.tried.auxiliaries.map(fold)),
  };
});

const word = (s: ReadSentence, i: number) => s.tokens[i].folded ?? fold(s.tokens[i].text);

/** Whether a phrase of `index` is said in tokens [from, to). */
function saysIn(s: ReadSentence, index: PhraseIndex<true>, from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) {
    const m = index.matchAt(s, i);
    if (m && m.to <= to) return true;
  }
  return false;
}

/** The first token said in [from, to), or -1. */
function firstSaid(s: ReadSentence, from: number, to: number): number {
  for (let i = from; i < to; i += 1) if (!s.tokens[i].skip && /[\p{L}\p{N}]/u.test(s.tokens[i].text)) return i;
  return -1;
}

/** Whether tokens [from, to) name something clinical: a concept of the lexicon or a word of the plan's substance. */
function namesClinical(s: ReadSentence, from: number, to: number, c: Compiled): boolean {
  return s.mentions.some((m) => m.from >= from && m.from < to) || saysIn(s, c.clinical, from, to);
}

/** Whether the item in tokens [from, to) of a sentence (from its first word) is the logistics of the consultation. */
function isLogistics(s: ReadSentence, from: number, to: number, c: Compiled): boolean {
  const first = firstSaid(s, from, to);
  if (first < 0) return false;
  const contact = c.contactVerbs.matchAt(s, first) !== null;
  if (!contact && !saysIn(s, c.channels, from, to)) return false;
  return !namesClinical(s, from, to, c);
}

/**
 * Where a phrase of `index` is said in an item's tokens [from, to) after only the words leading
 * into what is asked ("get you to | try and | feel"), with the token it ends at; null where the
 * item says something else first ("get | someone | to have a look").
 */
function askedAt(s: ReadSentence, index: PhraseIndex<true>, from: number, to: number, c: Compiled): { from: number; to: number } | null {
  for (let i = from; i < to; i += 1) {
    if (s.tokens[i].skip || s.tokens[i].text === ',') continue;
    const m = index.matchAt(s, i);
    if (m && m.to <= to) return { from: m.from, to: m.to };
    if (!c.wordsBefore.has(word(s, i))) return null;
  }
  return null;
}

/**
 * Whether the item in tokens [from, to) asks for an examination now: a verb of examining, of a
 * part of the body or a thing examined, said as no routine to keep.
 */
function isExamining(s: ReadSentence, from: number, to: number, lang: Lang, c: Compiled): boolean {
  const verb = askedAt(s, c.examining, from, to, c);
  if (!verb) return false;
  const i = verb.from;
  const part = s.mentions.some((m) => m.concept.kind === 'body-part' && m.from >= i && m.from < to) || saysIn(s, c.examined, i, to);
  if (!part) return false;
  const routine = s.tokens.slice(i, to).some((t) => !t.skip && c.routine.has(t.folded ?? fold(t.text)));
  return !routine && !durationIn(s, lang, i, to) && !s.tokens.slice(i, to).some((t) => /\d/.test(t.text));
}

/** Whether the item in tokens [from, to) opens with the verb of what the clinician says they perceive ("I can | see | other side"), not said of a person. */
function isPerceiving(s: ReadSentence, from: number, to: number, c: Compiled): boolean {
  const verb = firstSaid(s, from, to);
  if (verb < 0 || !c.perceiving.find(s).some((m) => m.to === verb + 1 && m.from < verb)) return false;
  const object = firstSaid(s, verb + 1, to);
  return object < 0 || !c.perceivedNotOf.has(word(s, object));
}

/** Whether the item in tokens [from, to) is the clinician's thinking ("consider other possibilities", "try and work out"), naming nothing the plan acts on. */
function isReasoning(s: ReadSentence, from: number, to: number, lang: Lang, c: Compiled): boolean {
  const verb = askedAt(s, c.reasoning, from, to, c);
  return verb !== null && !namesClinical(s, verb.to, to, c) && !namesPlanObject(s, verb.to, to, lang);
}

/** What the item said in tokens [from, to) of a sentence is, where it is no plan item: null for a plan item. */
export function planAside(s: ReadSentence, from: number, to: number, lang: Lang): Aside | null {
  const c = rulesOf(lang);
  if (isLogistics(s, from, to, c)) return 'logistics';
  if (isExamining(s, from, to, lang, c) || isPerceiving(s, from, to, c)) return 'examining';
  if (isReasoning(s, from, to, lang, c)) return 'reasoning';
  return null;
}

/** Whether the item in tokens [from, to) asks the patient to do something for an examination now ("get you to feel inside your neck"). */
export function asksToExamine(s: ReadSentence, from: number, to: number, lang: Lang): boolean {
  return isExamining(s, from, to, lang, rulesOf(lang));
}

/** Whether a plan cue at tokens [from, to) is said inside an idiom that says no plan ("put your mind at rest"). */
export function cueInIdiom(s: ReadSentence, from: number, to: number, lang: Lang): boolean {
  const c = rulesOf(lang);
  for (const m of c.cueIdioms.find(s)) if (m.from < to && from < m.to) return true;
  return false;
}

/** How many words may come between the words of a comparison and the medication compared with ("than | the | E45"). */
const COMPARED_REACH = 2;

/** Whether a medication said at token `from` is what another is compared with or replaces ("thicker than | E45"). */
export function comparedWith(s: ReadSentence, from: number, lang: Lang): boolean {
  return rulesOf(lang)
    .comparedWith.find(s)
    .some(
      (m) => m.to <= from && s.tokens.slice(m.to, from).filter((t) => !t.skip && /[\p{L}\p{N}]/u.test(t.text)).length <= COMPARED_REACH,
    );
}

/** How many words after the words of a time frame a cue may be said and be in it ("every time you | wash your hands"). */
const FRAME_REACH = 4;

/** Whether a plan cue at token `from` is said in a clause saying when something else is done ("every time you | wash your hands"). */
export function cueInTimeFrame(s: ReadSentence, from: number, lang: Lang): boolean {
  return rulesOf(lang)
    .timeFrames.find(s)
    .some((m) => m.to <= from && from - m.to <= FRAME_REACH && !s.tokens.slice(m.to, from).some((t) => /^[,;:.!?]$/.test(t.text)));
}

/** Whether what is said not to be needed in tokens [from, to) is a feeling, not a decision ("don't need to | worry"). */
export function reassures(s: ReadSentence, from: number, to: number, lang: Lang): boolean {
  const c = rulesOf(lang);
  const first = firstSaid(s, from, to);
  return first >= 0 && c.reassurance.matchAt(s, first) !== null;
}

/**
 * Whether a medication said in tokens [from, to) of a sentence is one the patient tried, said
 * back to them: a word saying it was taken ("you tried | paracetamol"), or what it did denied
 * after an auxiliary of what was or is ("the ibuprofen has | n't really | helped"); "ibuprofen
 * wouldn't be helpful" decides it is not needed.
 */
export function saidAsTried(s: ReadSentence, from: number, to: number, lang: Lang): boolean {
  const c = rulesOf(lang);
  if (saysIn(s, c.tried, from, to)) return true;
  return s.modifiers.some((m) => {
    if (m.rule.category !== 'negated' || m.from < from || m.from >= to) return false;
    let before = m.from - 1;
    while (before >= 0 && s.tokens[before].skip) before -= 1;
    if (before < 0 || !c.auxiliaries.has(word(s, before))) return false;
    return s.tokens.slice(m.to, to).some((t) => !t.skip && c.failed.has(t.key));
  });
}

/** Whether a plan cue at tokens [from, to) is said inside words going over results now ("let's | review | your blood work"), no follow-up. */
export function cueGoesOver(s: ReadSentence, from: number, to: number, lang: Lang): boolean {
  return rulesOf(lang)
    .goingOver.find(s)
    .some((m) => m.from < to && from < m.to);
}
