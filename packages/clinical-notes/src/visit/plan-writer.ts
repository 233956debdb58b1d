// A plan item as a note writes it, from the clause the clinician said it in: what follows the
// words that lead into it ("I'm going to | order an x-ray of your knee", "I want you to | ice
// your ankle") up to where the clause goes on to something else ("okay", "because", the next
// speaker's "I"), with the patient left out as its object ("refer you to" -> "refer to") and
// "your" written "the". Also what the patient is to call or come back for ("call me if the
// swelling gets worse" -> "Call if the swelling gets worse.") and what the clinician decided
// is not needed ("I don't think you need an x-ray" -> "No need for an x-ray."). Every word
// list is data (rules/<lang>/plan-items.json); each entry names the sentence it serves.
import { asThirdPerson, type SecondPersonRules } from './second-person';
import { perLanguage, type Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { phraseKeys, phraseWords } from '../nlp/analyse';
import { saidBefore, saidFrom, spokenText, type Sentence, type Token } from '../nlp/tokens';
import { fold } from '../text/fold';
import { numericValues, readSpokenNumber, spokenNumbersToDigits } from '../nlp/numbers';
import itemsEn from '../../rules/en/plan-items.json';
import itemsFr from '../../rules/fr/plan-items.json';
import dosingEn from '../../rules/en/dosing.json';
import dosingFr from '../../rules/fr/dosing.json';
import { withWrittenCase } from '../text/written-case';
import { capital } from '../text/words';

/** A rule with the sentence it serves and the item it is to give there. */
export interface ItemRule {
  words: string;
  example: string;
  item: string;
}
export interface CallRule extends ItemRule {
  /** The item, with {condition} for what to call for. */
  write: string;
}
export interface PlanItemRules {
  leads: ItemRule[];
  /** Words said inside a lead without changing it ("I'd also like you to", "we'll just get"). */
  insideLeads: { words: string[]; example: string; item: string };
  dictation: ItemRule[];
  verbs: string[];
  /** Words joined to a verb by a dash, said as part of it ("self-refer"). */
  verbPrefixes?: { words: string[]; example: string; item: string };
  connectives: string[];
  /** Where an item ends; `offer`: the patient's choice said as a condition ("if you'd like"), no condition of the item. */
  ends: Array<ItemRule & { offer?: boolean }>;
  person: string[];
  objects: string[];
  objectsWith: Record<string, string[]>;
  possessive: Record<string, string>;
  asThey: Record<string, string>;
  /** ... and a word for the patient said as an object, after a verb or a preposition ("that bothers | you": "them"), with its sentence. */
  asThem: Record<string, string>;
  asThemExample: { example: string; expect: string };
  trailing: string[];
  notNeeded: ItemRule[];
  notNeededWrite: { for: string; to: string };
  /** The articles a test not needed keeps, said just before it ("I wouldn't do | an | x-ray": "No need for an x-ray."). */
  notNeededArticles: { words: string[]; example: string; expect: string };
  calls: CallRule[];
  /** Calls a patient makes to someone else than the clinic ("a pendant alarm so you can call for help if you fall"): no return. */
  /** `naming`: a call's word as a thing's name is said with it ("a stomach bug | called | H. pylori"), no call. */
  notCalls: {
    words: string[];
    example: string;
    control: string;
    /** What keeps coming back is the problem, not the patient returning ("if it | keeps coming back |, ..."). */
    returning: { words: string[]; example: string };
    naming: string[];
    namingExample: string;
  };
  /** How what is said to the patient is written in the third person, where the verbs change with it (French). */
  secondPerson?: SecondPersonRules;
  /** Words a condition opens with, said after the call ("call me if ...") and before it ("if ..., call us"). */
  /** Words a condition starts with, after its call or before it; words joining two said before it, with their example. */
  conditions: {
    after: string[];
    before: string[];
    joined: string[];
    joinedExample: string;
    /** Verbs after which the condition word asks whether ("see if it helps"), with the sentence that shows it. */
    whetherAfter: string[];
    whetherExample: string;
    /** What is said of a condition after it, no part of it ("..., that's an emergency, go to A&E"), with the sentence that shows it. */
    asides: string[];
    asidesExample: string;
    /** An aside of time set off by commas just after the condition's word ("if, | before you get there, | ..."), its opening words. */
    timeAsides: string[];
    timeAsidesExample: string;
    /**
     * A number called ("call one-one-one", "appelez le quinze"): the words that may come between the
     * call and the number, and how the call is written with it, with the sentence that shows it.
     */
    numberLeads: string[];
    numberWrite: string;
    numberExample: string;
    numberItem: string;
    /** Two calls said of one condition ("call us or go to A&E"): as one item, {first} and {second} each a call's action. */
    callsJoined: { write: string; example: string; item: string };
  };
  /** The clinician, in a condition: what the clinician does, not what to call for ("if I don't hear from you"). */
  clinician: string[];
  anyReason: string[];
  /** What a plan acts on when it names no concept of the lexicon (a diet, a brace, an appointment): an item led into names one. */
  planObjects: string[];
  /** Words joining two things to do ("and"). */
  joins: string[];
  /** Words joining a predicate of its own to the one before: a change said before them reaches no medication after ("stop the ibuprofen | and use paracetamol"). */
  predicateJoins: string[];
  predicateJoinsExample: string;
  /** What, said after a lead, is talk around the plan, not an item ("let's | see how it goes"). */
  notItems: ItemRule[];
  /** Verbs of advice: followed by what to do ("I might recommend | putting you on magnesium"), the item is that. */
  recommending: string[];
  /** Words that, after a comma, start a clause of their own ("try not to take any motrin, | it can raise your blood pressure"). */
  commaSubjects: string[];
  /** An aside inside a dose, between commas ("250 milligrams, | that's five mils, | four times a day"), opened by dosing.json's asides. */
  doseAsides: { about: string; example: string; item: string };
  /** Words that, in a condition run on into the clinician's next thought, lead into it ("... in two days | for the hypertension that we ..."). */
  runOnTail: string[];
  /** Forms of the plan's verbs that say what was found, not what is to be done ("was elevated"). */
  findingForms: string[];
  /** Words standing for a thing said before ("increase | it | to 40 mg"). */
  pronouns: string[];
  /** What joins a verb to such a word said after it: nothing in English, a hyphen in French ("arrêtez-le"), with its sentence. */
  pronounJoin: string;
  pronounJoinExample: string;
  /** Verbs saying what is, not what is to be done: a note's sentence without any ("X-ray of the left knee.") is an item of a list. */
  copulas: string[];
  /** Words that, said before a test, make it no test ordered ("after we get his | MRI | results back", "his last | echocardiogram"). */
  notOrdering: string[];
  /** Words a clinician opens the plan with ("let's talk about my assessment and plan"). */
  planOpeners: ItemRule[];
  /** Verbs that say little of what is done ("give", "do"): an item led into with one names what it acts on (a concept, a number, a thing a plan acts on). */
  /** A weak verb opening the clinician's sentence in the plan, acting on a thing: an item ('Keep a light on at night.'); led into, none. */
  weakOpening: Array<{ about: string; example: string; item: string; control: string }>;
  weakVerbs: string[];
  /** Words that stand for part of a thing named after them ("one of | our GPs"): an item ending on one, its thing cut off, ends before it. */
  partitives: { words: string[]; example: string; item: string };
  /** How a test is said of a body part after it ("an x-ray | of your | knee"): the links and the determiners between; a part said just before it counts too ("a chest x-ray"). */
  testSites: { links: string[]; determiners: string[]; example: string; expect: string[] };
  /** Tests said in one list after an order: the words after which a test is an alternative ("a CT scan or an MRI"), with the tests the example orders, item by item. */
  testLists: { alternatives: string[]; naming: string[]; example: string; expect: string[][] };
  countedOut: { words: string[]; example: string; expect: string[] };
  toldNotToDo?: {
    openers: string[];
    negations: string[];
    notVerbs: string[];
    aloneVerbs: string[];
    write: string;
    example: string;
    control: string;
  };
  /** How a review's time said elsewhere in its sentence opens, and the units it is not counted in ("in two weeks"; not "six to eight hours"). */
  reviewTimings: {
    opens: string[];
    /** How a duration said as when opens, and so is no time off's ("in two weeks"; "the next two days" is one). */
    notTimeOff: string[];
    notUnits: string[];
    /** How a duration said as how long opens ("for five days"): no time a test is done. */
    lengths: string[];
    lengthsExample: string;
    example: string;
    timing: string;
  };
  /** The words telling the patient not to do what a cue says ("don't | stop the amlodipine"), as keys, and those said around them ("please"). */
  toldNotTo: { negators: string[]; told: string; softeners: string[]; example: string; control: string };
  /** The name of the person told after a comma ends the item ("Keep the rash covered, | Gary."); a name the lexicon holds does not. */
  namedListener: { about: string; example: string; item: string; control: string; controlItem: string };
  /** Verbs of going on or starting said between a subject and what it does ("it | keeps | coming back"): walked over to the subject. */
  aspectVerbs?: { words: string[]; example: string };
  /** Words for a thing said as the subject of a lead ("it | can take three months to work"): what the thing does, no item. */
  thingSubjects: { words: string[]; example: string; control: string };
  /** Words an item's condition opens with ("if", "in case"): an item said with one in its clause, or one opening the clause before it, is said on a condition. */
  conditionCues: {
    words: string[];
    /** Verbs after which "if" asks whether ("to see | if we need to make any adjustments"): no condition. */
    asking: string[];
    /** Words that end a condition said before its item besides a comma ("if it's not better | then we'll get an MRI"). */
    ends: string[];
    /** The subjects of an item's clause that end a short condition said with no comma ("if it's not better | we can refer you"). */
    subjects?: string[];
    subjectsExample?: string;
    /** Words of a condition saying the problem is not better ("if it's | not | healing"): a prescription said on it is a step the plan may take. */
    unimproved: string[];
    unimprovedExample: string;
    example: string;
    item: string;
    askingExample: string;
  };
}
export const PLAN_ITEM_RULES: Record<Lang, PlanItemRules> = { en: itemsEn, fr: itemsFr };
/** The words opening an aside inside a dose, as the draft's dose writer reads them too. */
const DOSE_ASIDES: Record<Lang, string[]> = { en: dosingEn.asides.words, fr: dosingFr.asides.words };

/** Words an item may have at most; a longer clause is cut. */
const MAX_WORDS = 18;
/** Words an item cut at its length keeps at least, back to the last thing it joined on. */
const MIN_CUT_WORDS = 4;
/** Words a condition may have at most (punctuation apart): a longer one is run-on speech, not what to call for; three joined by "or" fit. */
const MAX_CONDITION_WORDS = 22;
/** ... a list of them, each part at most so many words, at most so many in all. */
const MAX_LIST_PART_WORDS = 15;
const MAX_LIST_CONDITION_WORDS = 45;
/** How many tokens after the end of a condition said first its item may start ("if it's not better, | it's probably worth | coming back"). */
const CONDITION_TO_ITEM = 10;
/** How many words a condition said with no comma may have before the subject of the item's clause ("if it's not better | we ..."). */
const BARE_CONDITION = 6;
/** Words of a condition before the clinician speaks of themselves, at least, for it to be what to call for, run on into something else. */
const MIN_CONDITION_BEFORE_RUN_ON = 3;
/** How far back from the clinician's words the phrase leading into them may start. */
const RUN_ON_TAIL_WORDS = 6;
/** Words a decision that something is not needed may have at most. */
const MAX_DECISION_WORDS = 12;
/** Words that name nothing by themselves: an item saying only these after its verb says nothing. */
const EMPTY = new Set([
  'it',
  'that',
  'this',
  'those',
  'these',
  'them',
  'there',
  'here',
  'one',
  'ones',
  'thing',
  'things',
  'stuff',
  'ca',
  'cela',
  'ici',
]);
const CLAUSE_END = new Set(['.', '?', '!', ';']);

/** A word broken off ("an mri-") or a quote mark ("'cause"): no word of the item. */
const DASH = /^(?:[-–—]+|['’"]+)$/;
/** Parts of speech that name what an item acts on. */
const NAMING = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ']);

interface Compiled {
  rules: PlanItemRules;
  leads: PhraseIndex<true>;
  dictation: PhraseIndex<true>;
  ends: PhraseIndex<true>;
  offers: PhraseIndex<true>;
  notNeeded: PhraseIndex<string>;
  calls: PhraseIndex<CallRule>;
  notCalls: PhraseIndex<true>;
  verbs: Set<string>;
  verbPrefixes: Set<string>;
  connectives: Set<string>;
  person: Set<string>;
  objects: Set<string>;
  trailing: Set<string>;
  conditionsAfter: Set<string>;
  conditionsBefore: Set<string>;
  whetherAfter: Set<string>;
  /** Words joining two conditions said before a call ("if A or if B, call us"). */
  conditionsJoined: Set<string>;
  clinician: Set<string>;
  anyReason: Set<string>;
  planObjects: PhraseIndex<true>;
  joins: Set<string>;
  notItems: PhraseIndex<true>;
  weakVerbs: Set<string>;
  planOpeners: PhraseIndex<true>;
  recommending: Set<string>;
  commaSubjects: Set<string>;
  doseAsides: PhraseIndex<true>;
  runOnTail: Set<string>;
  findingForms: Set<string>;
  pronouns: Set<string>;
  copulas: Set<string>;
  notOrdering: Set<string>;
  partitives: Set<string>;
  conditionCues: PhraseIndex<true>;
  asking: Set<string>;
  conditionEnds: Set<string>;
  conditionSubjects: Set<string>;
  thingSubjects: Set<string>;
  unimproved: Set<string>;
  /** Who a condition may be of, as said and as written ("you", "they"), and the pronouns. */
  persons: Set<string>;
  /** The leads as keys, to find in a written sentence. */
  leadKeys: string[][];
}
const rulesOf = perLanguage((lang): Compiled => {
  const rules = PLAN_ITEM_RULES[lang];
  const index = <T>(list: Array<{ words: string }>, value: (r: { words: string }) => T, inside: ReadonlySet<string> = new Set()) => {
    const built = new PhraseIndex<T>(lang, inside);
    for (const r of list) built.add(r.words, value(r));
    return built;
  };
  const set = (list: string[]) => new Set(list.map((w) => fold(w)));
  return {
    rules,
    leads: index(rules.leads, () => true as const, new Set(rules.insideLeads.words.flatMap((w) => phraseKeys(w, lang)))),
    dictation: index(rules.dictation, () => true as const),
    ends: index(rules.ends, () => true as const),
    offers: index(
      rules.ends.filter((r) => r.offer),
      () => true as const,
    ),
    notNeeded: index(rules.notNeeded, (r) => r.words),
    calls: index(rules.calls, (r) => r as CallRule),
    notCalls: index(
      [...rules.notCalls.words, ...rules.notCalls.returning.words].map((words) => ({ words })),
      () => true as const,
    ),
    verbs: set(rules.verbs),
    verbPrefixes: set(rules.verbPrefixes?.words ?? []),
    connectives: set(rules.connectives),
    person: set(rules.person),
    objects: set(rules.objects),
    trailing: set(rules.trailing),
    conditionsAfter: set(rules.conditions.after),
    conditionsBefore: set(rules.conditions.before),
    whetherAfter: set(rules.conditions.whetherAfter),
    conditionsJoined: set(rules.conditions.joined),
    clinician: set(rules.clinician),
    anyReason: set(rules.anyReason),
    joins: set(rules.joins),
    notItems: index(rules.notItems, () => true as const),
    weakVerbs: set(rules.weakVerbs),
    planOpeners: index(rules.planOpeners, () => true as const),
    recommending: set(rules.recommending),
    commaSubjects: set(rules.commaSubjects),
    doseAsides: index(
      DOSE_ASIDES[lang].map((words) => ({ words })),
      () => true as const,
    ),
    runOnTail: set(rules.runOnTail),
    findingForms: set(rules.findingForms),
    pronouns: set(rules.pronouns),
    copulas: set(rules.copulas),
    notOrdering: set(rules.notOrdering),
    partitives: set(rules.partitives.words),
    conditionCues: index(
      rules.conditionCues.words.map((words) => ({ words })),
      () => true as const,
    ),
    asking: new Set(rules.conditionCues.asking.flatMap((w) => phraseKeys(w, lang))),
    conditionEnds: set(rules.conditionCues.ends),
    conditionSubjects: set(rules.conditionCues.subjects ?? []),
    thingSubjects: set(rules.thingSubjects.words),
    unimproved: set(rules.conditionCues.unimproved),
    persons: set([...Object.keys(rules.asThey), ...Object.values(rules.asThey), ...rules.pronouns]),
    leadKeys: rules.leads.map((l) => phraseKeys(l.words, lang)),
    planObjects: index(
      rules.planObjects.map((words) => ({ words })),
      () => true as const,
    ),
  };
});

const word = (t: Token) => t.folded ?? fold(t.text);
/** Whether a verb is said in its base form, as an imperative is ("stop", not "stopped"); a language without lemmas says so of every word. */
const baseForm = (t: Token) => t.pos === '' || word(t) === t.key;
const asSentence = (words: string[]) =>
  capital(
    withWrittenCase(
      words
        .join(' ')
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/\s{2,}/g, ' ')
        .trim(),
    ),
  ) + '.';

/** The base form of a verb as said: its lemma, or a form in -ing the tagger left alone ("icing" -> "ice"). */
function verbOf(t: Token, c: Compiled): string | undefined {
  if (c.verbs.has(t.key)) return t.key === word(t) ? t.text : t.key;
  const w = word(t);
  if (c.verbs.has(w)) return t.text;
  const stem = w.endsWith('ing') ? w.slice(0, -3) : '';
  for (const base of [stem, `${stem}e`, stem.slice(0, -1)]) if (base.length > 1 && c.verbs.has(base)) return base;
  return undefined;
}

/** The next token from i that is said (not skipped), or -1. */
function nextSaid(s: Sentence, i: number, to: number): number {
  for (let k = i; k < to; k += 1) if (!s.tokens[k].skip) return k;
  return -1;
}

/** The token said before token i, or -1. */
function nextSaidBefore(s: Sentence, i: number): number {
  for (let k = i - 1; k >= 0; k -= 1) if (!s.tokens[k].skip) return k;
  return -1;
}

/** Where the words leading into an item end: after the last chain of leads starting in [from, at]; -1 when none does. */
function afterLeads(s: Sentence, from: number, at: number, c: Compiled): number {
  let start = -1;
  for (let i = from; i <= at && i < s.tokens.length; i += 1) {
    const m = c.leads.matchAt(s, i);
    if (!m) continue;
    // A chain: "I wan na | go ahead and | prescribe", "we'll | also | have you | continue".
    let k = m.to;
    while (k < s.tokens.length) {
      const next = c.leads.matchAt(s, k);
      if (next) {
        k = next.to;
        continue;
      }
      const t = s.tokens[k];
      if (t.skip || t.pos === 'AUX' || c.connectives.has(word(t)) || t.text === ',') k += 1;
      else break;
    }
    start = k;
    i = Math.max(i, start - 1);
  }
  return start;
}

/** The first word of the clause that is neither a connective nor a dictation's wake words ("hey dragon"). */
function clauseOpening(s: Sentence, from: number, to: number, c: Compiled): number {
  let i = from;
  while (i < to) {
    const t = s.tokens[i];
    const wake = c.dictation.matchAt(s, i);
    if (wake) i = wake.to;
    else if (t.skip || t.text === ',' || c.connectives.has(word(t))) i += 1;
    else break;
  }
  return i;
}

/** Words said without a punctuation mark at least, for a sentence to be run-on speech (a speech engine's turn). */
const RUN_ON_WORDS = 20;
const runOns = new WeakMap<Sentence, boolean>();
function isRunOn(s: Sentence): boolean {
  let known = runOns.get(s);
  if (known === undefined) {
    let run = 0;
    let longest = 0;
    for (const t of s.tokens) {
      run = /^[,.;:!?]$/.test(t.text) ? 0 : run + 1;
      longest = Math.max(longest, run);
    }
    runOns.set(s, (known = longest >= RUN_ON_WORDS));
  }
  return known;
}
/** Parts of speech a word ends on before the next thing to do said bare in run-on speech ("... once daily | continue to watch your diet"). */
const ENDS_THING = new Set(['NOUN', 'PROPN', 'NUM', 'ADV', 'ADJ']);

/** Whether, in run-on speech, token i says the next thing to do with no subject and no punctuation before it. */
function bareImperative(s: Sentence, i: number, c: Compiled): boolean {
  const t = s.tokens[i];
  if (!isRunOn(s) || t.pos !== 'VERB' || verbOf(t, c) === undefined) return false;
  // The word before it, past the connectives ("... blood pressures | also | weigh yourself daily").
  let k = i - 1;
  while (k >= 0 && (s.tokens[k].skip || s.tokens[k].pos === 'AUX' || c.connectives.has(word(s.tokens[k])))) k -= 1;
  return k >= 0 && ENDS_THING.has(s.tokens[k].pos);
}

/**
 * Whether a comma before a call cue opens what to do first, a verb telling to ("if you get a painful swollen calf, | stop
 * the patch and get seen urgently"): the condition ends there.
 */
function orderAfter(s: Sentence, i: number, to: number, c: Compiled): boolean {
  if (s.tokens[i].text !== ',') return false;
  const next = nextSaid(s, i + 1, to);
  if (next < 0) return false;
  const n = s.tokens[next];
  return n.pos === 'VERB' && verbOf(n, c) !== undefined && word(n) === fold(verbOf(n, c) ?? '');
}

/** Whether the clause goes on to something else at token i: a punctuation mark, an end phrase, a comma before a new clause. */
function endsAt(s: Sentence, i: number, to: number, c: Compiled): boolean {
  const t = s.tokens[i];
  if (CLAUSE_END.has(t.text) || c.ends.matchAt(s, i) || bareImperative(s, i, c)) return true;
  if (t.text !== ',' && !c.joins.has(word(t))) return false;
  const next = nextSaid(s, i + 1, to);
  if (next < 0) return true;
  const n = s.tokens[next];
  // "... once a day and | continue with the diet", "..., | take your blood pressure every day": a second thing to do
  // (a verb the tagger took for a noun, with the patient or the clinician after it: "and | call me if").
  const object = nextSaid(s, next + 1, to);
  if (verbOf(n, c) !== undefined && (n.pos !== 'NOUN' || (object >= 0 && c.objects.has(word(s.tokens[object]))))) return true;
  return (
    t.text === ',' &&
    (c.connectives.has(word(n)) || c.person.has(word(n)) || c.commaSubjects.has(word(n)) || c.leads.matchAt(s, next) !== null)
  );
}

/** The words of an item, its commas apart. */
const saidCount = (words: string[]) => words.filter((w) => w !== ',').length;

/** How many tokens an aside inside a dose may have, its commas apart ("that's two of the five milligram tablets"). */
const DOSE_ASIDE_TOKENS = 10;

/**
 * Where an aside inside a dose opening at the comma `i` closes (its closing comma), or -1: one opened by the rules' words,
 * holding a number, closed by a comma with a number after it ("250 milligrams, | that's five mils, | four times a day").
 */
function doseAsideEnd(s: Sentence, i: number, to: number, c: Compiled): number {
  if (s.tokens[i].text !== ',') return -1;
  const open = nextSaid(s, i + 1, to);
  if (open < 0 || c.doseAsides.matchAt(s, open) === null) return -1;
  const close = s.tokens.findIndex((t, k) => k > open && k < Math.min(to, open + DOSE_ASIDE_TOKENS) && t.text === ',');
  const after = close < 0 ? -1 : nextSaid(s, close + 1, to);
  const numberAt = (k: number) => readSpokenNumber([word(s.tokens[k])], 0) !== null || /^\d/.test(s.tokens[k].text);
  const holdsNumber = s.tokens.slice(open, close).some((_t, k) => numberAt(open + k));
  return after >= 0 && holdsNumber && numberAt(after) ? close : -1;
}

/** A word added to an item, joined to the word before it where it was said with no space ("can" "not" -> "cannot", "don't"). */
function pushWord(words: string[], t: Token, text: string, lastEnd: number): void {
  // ... and a hyphen said inside a word ("forty-eight"), with the word after it.
  const joined = /^[\p{L}'’]/u.test(text) || (text === '-' && /\p{L}$/u.test(words[words.length - 1] ?? ''));
  if (words.length > 0 && t.start === lastEnd && joined) words[words.length - 1] += text;
  else words.push(text);
}

/**
 * Words with the ones a clause cannot end on taken off its end, and a condition left with
 * nothing but who it is of ("avoid alcohol if | you can" -> "Avoid alcohol if they" -> "Avoid alcohol").
 */
function trimmed(words: string[], c: Compiled): string[] {
  const out = [...words];
  const trim = () => {
    while (out.length > 0 && c.trailing.has(fold(out[out.length - 1]))) out.pop();
  };
  trim();
  // "with one of | our GPs": the part of a thing cut off, with the word it was said after.
  while (out.length > 2 && c.partitives.has(fold(out[out.length - 1])) && c.trailing.has(fold(out[out.length - 2]))) {
    out.length -= 2;
    trim();
  }
  let condition = out.length - 1;
  while (condition >= 0 && !c.conditionsBefore.has(fold(out[condition]))) condition -= 1;
  if (condition > 0 && out.slice(condition + 1).every((w) => c.persons.has(fold(w)))) {
    out.length = condition;
    trim();
  }
  // Who the next clause is of, after a comma ("if they want, | they"): that clause was not said.
  while (out.length > 2 && out[out.length - 2] === ',' && c.persons.has(fold(out[out.length - 1]))) {
    out.length -= 2;
    trim();
  }
  return out;
}

/**
 * The words of an item after its verb (`verb`, or none), as a note writes them: to where the
 * clause goes on to something else, the patient as the verb's object left out ("refer you to",
 * "start you on metformin"), "your" written "the", up to where another person speaks of
 * themselves ("... and I'll call you").
 */
function wordsAfter(
  s: Sentence,
  from: number,
  to: number,
  c: Compiled,
  verb?: string,
  named?: ReadonlyMap<number, string>,
  subject = false,
): { words: string[]; end: number } {
  const words: string[] = [];
  let objectDropped = false;
  let conditional = false;
  // The verb the last word said is, if it is one ("putting" -> "put").
  let acting = verb;
  let lastEnd = -1;
  let k = from;
  /** Where each join said in the item is ("... in the ear | and figure"), by the words before it and its token. */
  const joins: Array<{ words: number; at: number }> = [];
  for (; k < to && saidCount(words) < MAX_WORDS - 1; k += 1) {
    const t = s.tokens[k];
    if (t.skip || DASH.test(t.text)) continue;
    const aside = doseAsideEnd(s, k, to, c);
    if (aside > k) {
      k = aside - 1;
      continue;
    }
    if (endsAt(s, k, to, c) || (t.text === ',' && namesWhoIsTold(s, k))) break;
    // An item said as its sentence's subject ends at its verb ("Cutting down on the alcohol | will help too").
    if (subject && t.pos === 'AUX') break;
    if (c.joins.has(word(t)) || t.text === ',') joins.push({ words: words.length, at: k });
    // A word standing for a thing named before, written as its name ("increase | it |" -> "increase prozac").
    const name = named?.get(k);
    if (name) {
      words.push(name);
      lastEnd = -1;
      continue;
    }
    const w = word(t);
    if (!objectDropped && c.objects.has(w) && acting !== undefined) {
      objectDropped = true;
      const after = nextSaid(s, k + 1, to);
      if (after >= 0 && (c.rules.objectsWith[word(s.tokens[after])] ?? []).includes(fold(acting))) k = after;
      continue;
    }
    acting = verbOf(t, c);
    // The condition an item is said with goes with it, the patient as "they" ("take paracetamol if | they are feeling feverish").
    if (!conditional && words.length > 0 && c.conditionsBefore.has(w)) conditional = true;
    if (conditional && w in c.rules.asThey) {
      pushWord(words, t, patientWord(s, k, c) ?? w, -1);
      lastEnd = t.end;
      continue;
    }
    // The patient as the object of a verb, said at the end of the item or one word before it ("bring Maureen to drive | you |
    // home"): "them"; not the subject of a clause of its own ("to confirm | you | have iron deficiency").
    const them = w in c.rules.asThem && saidAsObject(s, k, from) ? patientWord(s, k, c) : undefined;
    if (them && them !== w) {
      pushWord(words, t, them, -1);
      lastEnd = t.end;
      continue;
    }
    if (c.person.has(w)) break;
    if (w in c.rules.possessive) {
      if (c.rules.possessive[w]) words.push(c.rules.possessive[w]);
      lastEnd = -1;
      continue;
    }
    pushWord(words, t, t.text, lastEnd);
    lastEnd = t.end;
  }
  // An item cut at its length goes to the last thing it joined on, not into the middle of the next ("... in the ear | and figure").
  const cut = saidCount(words) >= MAX_WORDS - 1 && k < to && nextSaid(s, k, to) >= 0 && !endsAt(s, nextSaid(s, k, to), to, c);
  const last = joins.filter((j) => j.words > MIN_CUT_WORDS).pop();
  if (cut && last) return { words: words.slice(0, last.words), end: last.at };
  return { words, end: k };
}

/**
 * The item the clinician says in tokens [from, to) of a sentence, about the cue at token `at`
 * (the lead chain before it, or, with none, the clause's own opening verb: "hey dragon, order
 * an echocardiogram"); null where the clause says no item a note can write.
 */
export function writePlanItem(
  s: Sentence,
  from: number,
  to: number,
  at: number,
  lang: Lang,
  named?: ReadonlyMap<number, string>,
): string | null {
  return planItemAt(s, from, to, at, lang, named)?.text ?? null;
}

/** The item of writePlanItem with the tokens it was written from, [from, to); `named`: words standing for a thing named before, by token, and its name. */
export function planItemAt(
  s: Sentence,
  from: number,
  to: number,
  at: number,
  lang: Lang,
  named?: ReadonlyMap<number, string>,
): { text: string; from: number; to: number } | null {
  const c = rulesOf(lang);
  const led = afterLeads(s, from, at, c);
  // With no lead before it, the item opens the clause, or is the cue itself where the cue is its verb ("for your heart disease | continue with your statin").
  const opening = clauseOpening(s, from, to, c);
  const cueIsVerb = at > opening && verbOf(s.tokens[at], c) !== undefined && (baseForm(s.tokens[at]) || /ing$/.test(word(s.tokens[at])));
  let i = led >= 0 ? led : verbOf(s.tokens[opening] ?? s.tokens[at], c) === undefined && cueIsVerb ? at : opening;
  // "make sure you're | drinking fluids": the auxiliary after a lead is passed over, and an object said before its verb ("je vais | vous | orienter").
  while (i < to && (s.tokens[i].skip || s.tokens[i].pos === 'AUX' || (led >= 0 && c.objects.has(word(s.tokens[i]))))) i += 1;
  if (i >= to || c.notItems.matchAt(s, i)) return null;
  // A verb said with its prefix joined by a dash ("self | - | refer"): the item's verb is the whole word.
  let prefix = '';
  if (c.verbPrefixes.has(word(s.tokens[i])) && s.tokens[i + 1]?.text === '-' && i + 2 < to && verbOf(s.tokens[i + 2], c)) {
    prefix = `${s.tokens[i].text}-`;
    i += 2;
  }
  let verb = verbOf(s.tokens[i], c);
  if (!verb) return null;
  // "recommend | putting you on magnesium": the item is what is recommended.
  const next = nextSaid(s, i + 1, to);
  if (c.recommending.has(fold(verb)) && next >= 0 && /ing$/.test(word(s.tokens[next])) && verbOf(s.tokens[next], c)) {
    i = next;
    verb = verbOf(s.tokens[i], c) as string;
  }
  // An item opening its clause in -ing, with no lead, is the clause's subject ("Cutting down on the alcohol will help too.").
  const subject = led < 0 && i === opening && /ing$/.test(word(s.tokens[i])) && !baseForm(s.tokens[i]);
  const rest = wordsAfter(s, i + 1, to, c, verb, named, subject);
  const item = trimmed([prefix + verb, ...rest.words], c);
  // A clause broken off at once and started over ("give a, prescription for that", "see, in about a week's time"): no item a note writes.
  if (item.slice(1, 3).includes(',')) return null;
  // "see that a little lower", "take it easy": what the item acts on is said elsewhere.
  if (item.length > 1 && EMPTY.has(fold(item[1]))) return null;
  // What the item acts on names something: a noun, a number, an adjective or a verb where the language is tagged ("recommend is just what" names nothing).
  const tagged = s.tokens.some((t) => t.pos !== '');
  const naming = (t: Token) =>
    (tagged ? NAMING.has(t.pos) : /[\p{L}\p{N}]/u.test(t.text)) && !c.trailing.has(word(t)) && !EMPTY.has(word(t));
  const after = s.tokens.slice(i + 1, rest.end).filter((t) => !t.skip);
  // A word joined to the one before it in the item ("l'" "alcool" -> "l'alcool") is in the item all the same.
  const written = item.join(' ');
  if (after[0]?.pos === 'AUX' || !after.some((t) => written.includes(t.text) && naming(t))) return null;
  return { text: asSentence(item), from: i, to: rest.end };
}

/** Whether the word at `k` is a verb's object at the end of the item begun at `from`, or one word before its end. */
function saidAsObject(s: Sentence, k: number, from: number): boolean {
  const before = nextSaidBefore(s, k);
  if (before <= from || s.tokens[before].pos !== 'VERB') return false;
  const ends = (at: number) => at < 0 || CLAUSE_END.has(s.tokens[at].text) || s.tokens[at].text === ',';
  const after = nextSaid(s, k + 1, s.tokens.length);
  return ends(after) || ends(nextSaid(s, after + 1, s.tokens.length));
}

/** The most words of a name said to the person told, after a comma at the end of a sentence ("..., | Mrs Brown."). */
const MAX_NAME_WORDS = 3;

/**
 * Whether what is said after the comma at `at` to the end of the sentence is only the name of
 * the person told ("Keep the rash covered, | Gary."): capitalised names no lexicon entry holds
 * ("Use the cream, Epaderm." names the cream).
 */
function namesWhoIsTold(s: Sentence, at: number): boolean {
  const rest = s.tokens.slice(at + 1).filter((t) => !t.skip && !/^[.!?]+$/.test(t.text));
  if (rest.length === 0 || rest.length > MAX_NAME_WORDS || s.tokens.slice(at + 1).some((t) => /^[,;:]$/.test(t.text))) return false;
  // A sentence read by the visit model has its lexicon's mentions.
  const mentions = (s as Sentence & { mentions?: ReadonlyArray<{ from: number; to: number }> }).mentions ?? [];
  return rest.every((t) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text) && !mentions.some((m) => t.i >= m.from && t.i < m.to));
}

/** The cues of what the patient is to call or come back for, in a sentence. */
export function callCues(s: Sentence, lang: Lang): Array<{ from: number; to: number; rule: CallRule }> {
  const c = rulesOf(lang);
  const elsewhere = c.notCalls.find(s);
  const naming = new Set(c.rules.notCalls.naming.map(fold));
  return c.calls
    .find(s)
    .filter((m) => !elsewhere.some((x) => x.from < m.to && m.from < x.to) && !naming.has(fold(s.tokens[m.from].text)))
    .map((m) => ({ from: m.from, to: m.to, rule: m.values[0] }));
}

/** Parts of speech that say what happens in a condition ("gets", "worse"). */
const HAPPENING = new Set(['VERB', 'AUX', 'ADJ', 'ADV']);

/**
 * Whether a condition said before a call cue, tokens [from, to), says what happens, or is cut
 * off from the cue by a comma; a language without a tagger is not read so.
 */
function saysHappening(s: Sentence, from: number, to: number): boolean {
  const said = s.tokens.slice(from, to).filter((t) => !t.skip);
  return said.some((t) => t.pos === '' || HAPPENING.has(t.pos) || t.text === ',');
}

/**
 * What the patient is to call for, said with the call cue at tokens [from, to): the condition
 * after it ("call me if | the swelling gets worse"), or before it ("if | it gets worse |, give
 * us a call"), with the patient as "they"; null where none is said, or it is any reason at all
 * ("call me if you have any questions"), or the clinician's ("if I don't hear from you").
 */
/** The start of a condition joined just before the condition word at `at` ("if A | or | if B"): after its own condition word; -1 if none. */
function conditionJoinedBefore(s: Sentence, at: number, c: ReturnType<typeof rulesOf>): number {
  const t = s.tokens;
  let j = at - 1;
  while (j >= 0 && t[j].skip) j -= 1;
  // Joined by "or"/"and", or listed after a comma ("si elle refuse de boire, | si elle vomit tout, ...").
  if (j < 0 || !(c.conditionsJoined.has(word(t[j])) || t[j].text === ',')) return -1;
  for (let k = j - 1; k >= 0; k -= 1) {
    // A call said between them ends the condition before it ("if A, call us, and if B, go to A&E").
    if (CLAUSE_END.has(t[k].text) || c.calls.matchAt(s, k) !== null) return -1;
    if (!t[k].skip && c.conditionsBefore.has(word(t[k]))) return k + 1;
  }
  return -1;
}

/** Whether a comma at `at` joins another condition to the one said ("if A |, or they notice B"; "if A |, or if B"): who it is of, or a condition word, after "or". */
function joinsCondition(s: Sentence, at: number, c: ReturnType<typeof rulesOf>): boolean {
  if (s.tokens[at].text !== ',') return false;
  const said = s.tokens.slice(at + 1).filter((t) => !t.skip);
  if (said.length > 1 && c.conditionsJoined.has(word(said[0])) && (c.persons.has(word(said[1])) || c.conditionsAfter.has(word(said[1]))))
    return true;
  // A list of what to call for, its last joined by "or": "if there's stridor at rest, | drawing in of his chest, blue lips or drooling".
  return said.length > 2 && said[0].pos === 'VERB' && /ing$/.test(word(said[0])) && said.some((t) => c.conditionsJoined.has(word(t)));
}

/** Whether a comma at `at` joins the next clause ("call us |, and| if ..."): a condition after it is that clause's. */
function joinsNextClause(s: Sentence, at: number, c: ReturnType<typeof rulesOf>): boolean {
  if (s.tokens[at].text !== ',') return false;
  const next = s.tokens.slice(at + 1).find((t) => !t.skip);
  return next !== undefined && c.conditionsJoined.has(word(next));
}

/** Whether the condition word at `at` asks whether, after a verb of asking or finding out ("see if that helps", "I wanted to ask if you had"): no condition. */
function asksWhether(s: Sentence, at: number, c: ReturnType<typeof rulesOf>): boolean {
  const before = saidBefore(s.tokens, at);
  return before !== undefined && c.whetherAfter.has(fold(before));
}

export function callCondition(s: Sentence, from: number, to: number, lang: Lang): string | null {
  return callConditionSaid(s, from, to, lang)?.text ?? null;
}

/** The condition of the call cue at tokens [from, to), as a note writes it, and the tokens it is said in. */
function callConditionSaid(s: Sentence, from: number, to: number, lang: Lang): { text: string; from: number; to: number } | null {
  const said = (text: string | null, at: number, end: number) => (text === null ? null : { text, from: at, to: end });
  const c = rulesOf(lang);
  const t = s.tokens;
  let start = -1;
  for (let k = to; k < t.length && start < 0; k += 1) {
    if (CLAUSE_END.has(t[k].text) || c.ends.matchAt(s, k) || joinsNextClause(s, k, c)) break;
    // ... not one of the clinic's ("ring us, or 111 | if we're closed"): what to call for is said before it then.
    const ofClinic = c.clinician.has(word(t[saidFrom(t, k + 1)] ?? t[k]));
    if (!t[k].skip && c.conditionsAfter.has(word(t[k])) && !asksWhether(s, k, c) && !ofClinic) start = k + 1;
  }
  if (start >= 0) {
    const stop = { at: t.length };
    return said(conditionText(s, start, t.length, c, stop), start, stop.at);
  }
  // Said first: the last condition word before the cue, to the cue.
  for (let k = from - 1; k >= 0 && start < 0; k -= 1) {
    if (CLAUSE_END.has(t[k].text)) break;
    if (!t[k].skip && c.conditionsBefore.has(word(t[k])) && !asksWhether(s, k, c)) start = k + 1;
  }
  if (start < 0) return null;
  // An aside set off by commas just after the condition's word ("if, | before you get there, | the pain gets much worse"): the
  // condition starts after it.
  const opening = saidFrom(t, start);
  const asideWord = t[saidFrom(t, opening + 1)];
  const timed = asideWord !== undefined && c.rules.conditions.timeAsides.includes(asideWord.text.toLowerCase());
  const asideEnd = t[opening]?.text === ',' && timed ? t.findIndex((x, k) => k > opening && k < from && x.text === ',') : -1;
  if (asideEnd > 0) start = asideEnd + 1;
  // A condition said first says what happens ("if it gets worse, come back"); one naming only what it is of, run on into
  // the cue, has the cue as its verb ("if your symptoms | return"): no call.
  if (!saysHappening(s, start, from)) return null;
  // Conditions joined to it before ("if you have blood in your stool or if the fever goes up, call us"): all of them,
  // where they make one condition a note can write; else the last.
  let joined = start;
  for (let earlier = conditionJoinedBefore(s, start - 1, c); earlier >= 0; earlier = conditionJoinedBefore(s, earlier - 1, c))
    joined = earlier;
  const stop = { at: from };
  const all = joined < start ? said(conditionText(s, joined, from, c, stop), joined, stop.at) : null;
  return all ?? said(conditionText(s, start, from, c, stop), start, stop.at);
}

/** The condition said in tokens [start, end), as a note writes it; null where it says too little or too much. */
function conditionText(s: Sentence, start: number, end: number, c: ReturnType<typeof rulesOf>, stop = { at: end }): string | null {
  const t = s.tokens;
  const words: string[] = [];
  let lastEnd = -1;
  for (let k = start; k < end; k += 1) {
    stop.at = k;
    if (t[k].skip) continue;
    // After the cue, where the item's own words end; before it, at a word that ends an item ("if it gets worse | please
    // don't hesitate to call").
    if (end === t.length ? endsAt(s, k, end, c) && !joinsCondition(s, k, c) : c.ends.matchAt(s, k) !== null || orderAfter(s, k, end, c))
      break;
    const w = word(t[k]);
    // The clinician in the condition: what they do ("if I don't hear from you"), or, late in it, speech run on to their next thought.
    if (c.clinician.has(w)) {
      if (words.length < MIN_CONDITION_BEFORE_RUN_ON) return null;
      let tail = -1;
      for (let n = Math.max(0, words.length - RUN_ON_TAIL_WORDS); n < words.length; n += 1) if (c.runOnTail.has(fold(words[n]))) tail = n;
      if (tail > 0) words.splice(tail);
      break;
    }
    stop.at = k + 1;
    const as = patientWord(s, k, c);
    pushWord(words, t[k], as ?? t[k].text, as ? -1 : lastEnd);
    lastEnd = t[k].end;
  }
  // A word said again after a comma ("or they, you don't get called": "they, they" once in the third person) is said once.
  for (let k = words.length - 2; k > 0; k -= 1)
    if (words[k] === ',' && fold(words[k - 1]) === fold(words[k + 1]) && /\p{L}/u.test(words[k - 1])) words.splice(k, 2);
  const condition = trimmed(words, c);
  // A condition broken off before it was said ("call if, things happen again, feel free").
  if (condition[0] === ',') return null;
  const says = condition.filter((w) => /[\p{L}\p{N}]/u.test(w) && !c.trailing.has(fold(w)));
  // A list of what to call for, its last joined by "or" ("the heel becomes red, hot or swollen, you get a fever, ..., or you
  // notice a cut or sore"), may run longer: each of its parts is short.
  const parts = condition.join(' ').split(' , ');
  const listed =
    parts.length >= 3 && /^or\b/i.test(parts[parts.length - 1]) && parts.every((p) => p.split(' ').length <= MAX_LIST_PART_WORDS);
  if (says.length > (listed ? MAX_LIST_CONDITION_WORDS : MAX_CONDITION_WORDS) || says.length < 2) return null;
  if (says.every((w) => c.anyReason.has(fold(w)) || EMPTY.has(fold(w)))) return null;
  let text = condition
    .join(' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  const aside = c.rules.conditions.asides.find((a) => fold(text).endsWith(`, ${fold(a)}`));
  if (aside) text = text.slice(0, text.length - aside.length - 2).trim();
  // Said to the patient in a language whose verbs change with the person ("si vous avez de la fièvre"): in the third person.
  return c.rules.secondPerson ? asThirdPerson(text, c.rules.secondPerson) : text;
}

/** A call item as its rule writes it. */
export const callItem = (rule: CallRule, condition: string) => rule.write.replace('{condition}', condition);

/** How many words may stand between two calls said of one condition ("call us | straight away or | go to A&E", "rappelez-nous | tout de suite ou | allez"). */
const CALLS_JOINED_WORDS = 5;

/** Whether the call cue at tokens [from, ...) is joined to the call ending at `after` ("call us straight away | or | go to A&E"). */
function joinedToCall(s: Sentence, after: number, from: number, c: Compiled): boolean {
  const between = s.tokens.slice(after, from).filter((t) => !t.skip);
  if (between.some((t) => CLAUSE_END.has(t.text) || c.conditionsBefore.has(word(t)))) return false;
  const words = between.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  // Joined by "or" or "and", or by a comma alone ("you need to be seen urgently, call us or go to A&E").
  return words.length === 0 || (words.length <= CALLS_JOINED_WORDS && words.some((t) => c.conditionsJoined.has(word(t))));
}

/** A call's action as its rule writes it, without its condition ("Go to A&E if {condition}." -> "Go to A&E"). */
function callAction(rule: CallRule): string {
  const before = rule.write.slice(0, rule.write.indexOf('{condition}')).trim().split(/\s+/);
  return before.slice(0, -1).join(' ');
}

/**
 * A call's rule with the number said after its cue ("call one-one-one": "Call 111 if ..."), and where
 * the cue ends with it, where one is and its rule names none.
 */
function withNumberCalled(s: Sentence, cue: { to: number; rule: CallRule }, c: Compiled): { to: number; rule: CallRule } {
  let at = nextSaid(s, cue.to, s.tokens.length);
  if (at >= 0 && c.rules.conditions.numberLeads.includes(word(s.tokens[at]))) at = nextSaid(s, at + 1, s.tokens.length);
  if (at < 0 || /\d/.test(cue.rule.write)) return cue;
  // The number's words to the end of its run, as said ("one-one-one", "quinze", "111"), in digits.
  let end = at;
  const numberWords = (t: Token) =>
    word(t)
      .split('-')
      .every((w) => w === '' || /^\d+$/.test(w) || readSpokenNumber([w], 0));
  while (end < s.tokens.length && numberWords(s.tokens[end])) end += 1;
  const digits = spokenNumbersToDigits(spokenText(s, at, end).replace(/\s+-\s+/g, '-')).replace(/\s+/g, '');
  if (!/^\d{2,3}$/.test(digits)) return cue;
  const called = c.rules.conditions.numberWrite.replace('{number}', digits);
  return { to: end, rule: { ...cue.rule, write: cue.rule.write.replace(callAction(cue.rule), called) } };
}

/** A call the clinician says: its cue's tokens, its condition as written and the tokens it is said in, and the item. */
export interface CallItem {
  from: number;
  to: number;
  condition: string;
  said: { from: number; to: number };
  text: string;
}

/**
 * What the clinician tells the patient to call or come back for in a sentence, an item a
 * condition: two calls said of one condition are one item ("..., you need to call us straight
 * away or go to A&E" -> "Call or go to A&E if ...").
 */
export function callItems(s: Sentence, lang: Lang, conditionBefore?: string): CallItem[] {
  const c = rulesOf(lang);
  const items: Array<CallItem & { actions: string[] }> = [];
  for (const said of callCues(s, lang)) {
    const cue = { ...said, ...withNumberCalled(s, said, c) };
    const last = items[items.length - 1];
    // A cue inside another ("give us a | call") is that call.
    if (last && cue.from < last.to) continue;
    if (last && joinedToCall(s, last.to, cue.from, c)) {
      const action = callAction(cue.rule);
      // Each way to seek help said, in turn ("seen urgently, call us or go to A&E": three).
      if (!last.actions.some((a) => fold(a) === fold(action))) {
        last.actions.push(action.charAt(0).toLowerCase() + action.slice(1));
        last.text = c.rules.conditions.callsJoined.write
          .replace('{first}', last.actions.slice(0, -1).join(', '))
          .replace('{second}', last.actions[last.actions.length - 1])
          .replace('{condition}', last.condition);
      }
      last.to = cue.to;
      continue;
    }
    // None said with it: the one the sentence before opened with and called for nothing on, if any ("If things get worse,
    // ..., please don't wait. | Ring 111, ...").
    const condition =
      callConditionSaid(s, cue.from, cue.to, lang) ??
      (conditionBefore && items.length === 0 ? { text: conditionBefore, from: 0, to: 0 } : null);
    if (condition)
      items.push({
        from: cue.from,
        to: cue.to,
        condition: condition.text,
        said: { from: condition.from, to: condition.to },
        text: callItem(cue.rule, condition.text),
        actions: [callAction(cue.rule)],
      });
  }
  return items.map(({ actions: _actions, ...item }) => item);
}

/**
 * The condition a clinician's sentence opens with, where it calls for nothing on it ("If things get worse, and especially if
 * you start getting thoughts of harming yourself, | please don't wait."): to its last comma, as a note writes it; else null.
 */
export function openingCondition(s: Sentence, lang: Lang): string | null {
  const c = rulesOf(lang);
  const t = s.tokens;
  let k = 0;
  while (k < t.length && (t[k].skip || c.connectives.has(word(t[k])))) k += 1;
  if (k >= t.length || !c.conditionsBefore.has(word(t[k])) || callCues(s, lang).length > 0) return null;
  let end = t.length - 1;
  while (end > k && t[end].text !== ',') end -= 1;
  // What follows it is told to the patient ("please don't wait"), not what the clinician will do ("..., we'll leave it there").
  if (t.slice(end + 1).some((x) => !x.skip && c.clinician.has(word(x)))) return null;
  return end > k + 1 ? conditionText(s, k + 1, end, c) : null;
}

/**
 * What the clinician decided is not needed, at a cue of the sentence ("I don't think you need |
 * an x-ray at this stage"), as a note writes it ("No need for an x-ray at this stage."), with
 * the tokens it covers and where what is not needed is said; none where nothing is named after the cue.
 */
export function notNeededItems(s: Sentence, lang: Lang): Array<{ text: string; from: number; to: number; what: number }> {
  const c = rulesOf(lang);
  const out: Array<{ text: string; from: number; to: number; what: number }> = [];
  for (const m of c.notNeeded.find(s)) {
    const cue = m.values[0];
    let to: 'for' | 'to' = /\bto$/.test(cue) ? 'to' : 'for';
    let k = nextSaid(s, m.to, s.tokens.length);
    if (k < 0) continue;
    const opening = word(s.tokens[k]);
    if (opening === 'to' || opening === 'for') {
      to = opening;
      k += 1;
    }
    const after = wordsAfter(s, k, s.tokens.length, c);
    const what = trimmed(after.words, c);
    if (what.length === 0 || what.length > MAX_DECISION_WORDS) continue;
    const text = c.rules.notNeededWrite[to].replace('{what}', what.join(' ').replace(/\s+([,.;:!?])/g, '$1'));
    out.push({ text: capital(text), from: m.from, to: after.end, what: k });
  }
  return out;
}

/**
 * Where items are led into in a sentence: the first lead of each chain ("I wan na | go ahead
 * and ..."), and a dictation's wake words ("hey dragon, order ...").
 */
export function itemLeads(s: Sentence, lang: Lang): number[] {
  const c = rulesOf(lang);
  const out: number[] = [];
  for (let i = 0; i < s.tokens.length; i += 1) {
    const wake = c.dictation.matchAt(s, i);
    if (wake) {
      out.push(i);
      i = wake.to - 1;
      continue;
    }
    const m = c.leads.matchAt(s, i);
    if (!m) continue;
    // Said of a thing ("it | can take up to three months to work", "the tablets themselves | can give you headaches"): what it
    // does, no item.
    const subject = nextSaidBefore(s, i);
    if (subject < 0 || !c.thingSubjects.has(word(s.tokens[subject]))) out.push(i);
    let k = m.to;
    const leadAt = (at: number) => (at < s.tokens.length ? c.leads.matchAt(s, at) : null);
    for (let next = leadAt(k); next; next = leadAt(k)) k = next.to;
    i = k - 1;
  }
  return out;
}

/** Whether tokens [from, to) name something a plan acts on (a diet, a brace, an appointment: rules/<lang>/plan-items.json). */
export function namesPlanObject(s: Sentence, from: number, to: number, lang: Lang): boolean {
  const c = rulesOf(lang);
  for (let i = from; i < to; i += 1) if (c.planObjects.matchAt(s, i)) return true;
  return false;
}

/** Where a second thing to do starts, said after "and" or a comma with no lead of its own ("... and | continue with the diet"). */
export function secondItems(s: Sentence, lang: Lang): number[] {
  const c = rulesOf(lang);
  const out: number[] = [];
  for (let i = 1; i < s.tokens.length; i += 1) {
    const t = s.tokens[i];
    if (t.skip || verbOf(t, c) === undefined || t.pos === 'NOUN' || !baseForm(t)) continue;
    const before = s.tokens.slice(0, i).filter((x) => !x.skip);
    const last = before[before.length - 1];
    if ((last && (last.text === ',' || c.joins.has(word(last)))) || bareImperative(s, i, c)) out.push(i);
  }
  return out;
}

/** Whether an item opens with a verb that says little of what is done ("Give ...", "Do ..."). */
export function weakItem(item: string, lang: Lang): boolean {
  return rulesOf(lang).weakVerbs.has(fold(item.split(/\s+/)[0] ?? ''));
}

/**
 * Whether the item said in tokens [from, to) is said on a condition: a condition's words in it
 * ("order an MRI | if it doesn't get better"), or opening the clause before it ("if it's not better
 * in a week, | we'll get an MRI"). A condition of another item of the sentence is not its own
 * ("call me if you have any symptoms, and | order another echocardiogram").
 */
export function saidOnCondition(s: Sentence, from: number, to: number, lang: Lang): boolean {
  return conditionOf(s, from, to, lang) !== null;
}

/**
 * Whether the item said in tokens [from, to) is said on the problem not getting better: its
 * condition, said before it, says it is not, or is still ("if it's not healing after a few weeks, |
 * there's an ointment called GTN we can try"): a step the plan may take, not one it takes.
 */
export function saidIfUnimproved(s: Sentence, from: number, to: number, lang: Lang): boolean {
  const cue = conditionOf(s, from, to, lang);
  if (!cue) return false;
  const { unimproved } = rulesOf(lang);
  let end = cue.to;
  while (end < from && s.tokens[end].text !== ',') end += 1;
  return s.tokens.slice(cue.to, end).some((t) => !t.skip && (unimproved.has(t.key) || unimproved.has(word(t))));
}

/** The condition cue the item said in tokens [from, to) is said on (see saidOnCondition), or null. */
function conditionOf(s: Sentence, from: number, to: number, lang: Lang): { from: number; to: number } | null {
  const c = rulesOf(lang);
  for (const m of c.conditionCues.find(s)) {
    // "to see | if we need to make any adjustments": whether, not a condition.
    const before = nextSaidBefore(s, m.from);
    if (before >= 0 && c.asking.has(s.tokens[before].key)) continue;
    // "if you'd like": the patient's choice, no condition.
    if (c.offers.matchAt(s, m.from)) continue;
    if (m.from >= from && m.from < to) return m;
    if (m.from >= from || s.tokens.slice(m.to, from).some((t) => CLAUSE_END.has(t.text))) continue;
    // Said before the item, it opens its clause (only connectives before it since the sentence's start or a comma), and
    // ends with a comma or "then" (the last before the item: "if ..., or ..., | then"), the item said soon after.
    let k = m.from - 1;
    while (k >= 0 && (s.tokens[k].skip || c.connectives.has(word(s.tokens[k])))) k -= 1;
    const opens = k < 0 || CLAUSE_END.has(s.tokens[k].text) || s.tokens[k].text === ',';
    let end = from - 1;
    while (end >= m.to && s.tokens[end].text !== ',' && !c.conditionEnds.has(word(s.tokens[end]))) end -= 1;
    if (opens && end >= m.to && from - end <= CONDITION_TO_ITEM) return m;
    // Or, said with no comma, a short condition ended by the subject of the item's clause ("if it's not better | we can refer you").
    let subject = m.to + 1;
    while (subject < from && !c.conditionSubjects.has(word(s.tokens[subject]))) subject += 1;
    if (opens && subject < from && subject - m.to <= BARE_CONDITION && from - subject <= CONDITION_TO_ITEM) return m;
  }
  return null;
}

/** Whether a duration is one a review is counted in ("two weeks", not "six to eight hours"), said as when where `when` ("in two weeks"). */
export function isReviewTiming(duration: string, lang: Lang, when = true): boolean {
  const { opens, notUnits } = rulesOf(lang).rules.reviewTimings;
  const words = duration.toLowerCase().split(/\s+/);
  if (when && !opens.includes(words[0])) return false;
  // Hours count as days where there are a day's worth ("in forty-eight hours"), not a dose's interval ("in six hours").
  const hours = [...numericValues(spokenNumbersToDigits(duration))];
  return !notUnits.includes(words[words.length - 1]) || (when && hours.length > 0 && hours.every((h) => h >= HOURS_A_DAY));
}

/** The hours of a day: a review timed in hours is one at least this far off. */
const HOURS_A_DAY = 24;

/** Whether a duration is said as how long ("for three days", "the next two days"), not when ("in two weeks"): time off's. */
export function isTimeOffTiming(duration: string, lang: Lang): boolean {
  return !rulesOf(lang).rules.reviewTimings.notTimeOff.includes(duration.toLowerCase().split(/\s+/)[0]);
}

/** Whether a sentence opens the plan ("let's talk about my assessment and plan"). */
export function opensPlan(s: Sentence, lang: Lang): boolean {
  return rulesOf(lang).planOpeners.find(s).length > 0;
}

/** Where a sentence says what to do as an imperative, opening with its verb after the words a speaker starts with ("so, | avoid fatty foods"); -1 where it does not. */
export function imperativeOpening(s: Sentence, lang: Lang): number {
  const c = rulesOf(lang);
  const i = clauseOpening(s, 0, s.tokens.length, c);
  if (i >= s.tokens.length) return -1;
  const t = s.tokens[i];
  return verbOf(t, c) !== undefined && baseForm(t) && t.pos !== 'NOUN' && t.pos !== 'AUX' && !c.leads.matchAt(s, i) ? i : -1;
}

/**
 * Whether a written sentence says something is to be done: a verb of the plan in a form that
 * does not say what was found ("repeat", "ordered", "will be repeated"; not "was elevated"), a
 * lead ("we will ..."), or no verb at all (an item of a list: "X-ray of the left knee."). A
 * sentence saying only what was found ("Hemoglobin A1c was high.") does not state that a test
 * is to be repeated.
 */
export function saysToDo(text: string, lang: Lang): boolean {
  const c = rulesOf(lang);
  const keys = phraseKeys(text, lang);
  const words = phraseWords(text, lang);
  if (keys.some((k, i) => c.verbs.has(k) && !c.findingForms.has(words[i] ?? ''))) return true;
  if (c.leadKeys.some((lead) => lead.length > 0 && keys.some((_, i) => lead.every((k, j) => keys[i + j] === k)))) return true;
  // An item of a plan's list names what is done and says nothing of what was found ("X-ray of the left knee.").
  return !words.some((w) => c.copulas.has(w) || c.findingForms.has(w));
}

/** The parts of speech after which a word for the patient is an object ("tell | you", "for | you") ... */
const OBJECT_AFTER: ReadonlySet<string> = new Set(['VERB', 'ADP']);
/** ... or, where it ends its clause ("that bothers | you |,"), after any word but one that opens a clause ("if | you"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['SCONJ', 'CCONJ', 'PUNCT']);

/** How a note writes token k of the patient in the third person, where it is a word for them: "you" as "they", or "them" as an object. */
function patientWord(s: Sentence, k: number, c: ReturnType<typeof rulesOf>): string | undefined {
  const w = word(s.tokens[k]);
  if (w in c.rules.asThem) {
    const before = nextSaidBefore(s, k);
    const after = nextSaid(s, k + 1, s.tokens.length);
    const endsClause = after < 0 || s.tokens[after].pos === 'PUNCT';
    const pos = before >= 0 ? s.tokens[before].pos : 'PUNCT';
    // Joined to a verb it is the subject of, it is never the object ("if you feel | you're | not safe").
    const contracted = after >= 0 && s.tokens[after].start === s.tokens[k].end && /^['’]/.test(s.tokens[after].text);
    if (!contracted && (OBJECT_AFTER.has(pos) || (endsClause && !CLAUSE_OPENERS.has(pos)))) return c.rules.asThem[w];
  }
  return c.rules.asThey[w];
}

/** Tokens [from, to) as a note writes them of the patient: "your" as "their", "you" as "they" (rule data asThey). */
export function inThirdPerson(s: Sentence, from: number, to: number, lang: Lang): string {
  const c = rulesOf(lang);
  const words: string[] = [];
  let lastEnd = -1;
  for (let k = from; k < to; k += 1) {
    const t = s.tokens[k];
    if (t.skip) continue;
    const as = patientWord(s, k, c);
    pushWord(words, t, as ?? t.text, as ? -1 : lastEnd);
    lastEnd = t.end;
  }
  return words.join(' ').replace(/\s+([,.;:!?])/g, '$1');
}

/** Whether a word stands for a thing said before ("it", "that"). */
export function isPronoun(t: Token, lang: Lang): boolean {
  return rulesOf(lang).pronouns.has(word(t));
}

/** Whether the words said before a thing in a sentence make it no thing ordered ("after we get his MRI results back"). */
export function saidAsNotOrdered(before: string, lang: Lang): boolean {
  const c = rulesOf(lang);
  return phraseWords(before, lang).some((w) => c.notOrdering.has(w));
}
