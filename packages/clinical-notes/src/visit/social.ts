// Social history, read with rules as data (rules/<lang>/social.json): smoking, alcohol,
// recreational drugs, exercise and travel by the manner the patient says them in ("No",
// "socially", "I used to", "about a pack a day"), and work and home by what the patient
// names ("I work as a teacher", "I live with my wife"). A topic is asked by the clinician's
// question; the patient's answer, clause by clause, says it. What a question proposes ("So,
// you used to smoke?") holds when the answer affirms it.
import type { Category } from '../context/rules';
import { categoriesAt } from '../context/matcher';
import { perLanguage, type Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { phraseKeys } from '../nlp/analyse';
import { framedAt } from '../nlp/questions';
import { spokenText } from '../nlp/tokens';
import { fold } from '../text/fold';
import { polarityAt } from './answers';
import { durationSpanIn, inThePast } from './durations';
import type { Evidence, SocialFact, SocialTopic } from './model';
import { SOCIAL_TOPICS } from './model';
import { nounPhraseAt } from './phrase-capture';
import type { ReadSentence, ReadTranscript } from './read-sentences';
import socialEn from '../../rules/en/social.json';
import socialFr from '../../rules/fr/social.json';
import { saidOfSpeaker, spokenForPatient } from './spoken-for';

export const MANNERS = ['deny', 'affirm', 'ex', 'tried', 'occasional', 'social', 'weekends', 'daily'] as const;
export type Manner = (typeof MANNERS)[number];
/** Which manner a topic is written with when several are said: what the patient does now, over what they did, over a bare yes or no. */
const RANK: Record<Manner, number> = { deny: 1, affirm: 2, ex: 3, tried: 3, occasional: 4, social: 4, weekends: 4, daily: 4 };

interface Example {
  /** A short transcript ("[doctor] ...\n[patient] ...") ... */
  example: string;
  /** ... and the social fact it must give. */
  expect: string;
}
export interface TopicRule extends Example {
  topic: SocialTopic;
  /** Words of a clinician's question that ask the topic. */
  asks: string[];
  /** Words that say the topic anywhere in the patient's speech ("cigarette"). */
  says: string[];
  /** Words that say it only in an answer to its question ("drink" after "do you drink alcohol?"). */
  answerSays: string[];
  write: Partial<Record<Manner, string>>;
  /** Words any one of which a note states the topic with. */
  markers: string[];
  /** Words after a marker that make it no word of the topic ("Drink | plenty of fluids."), with a note sentence they serve. */
  markersNotBefore?: string[];
  markersNotBeforeExample?: string;
  /** An answer naming who, with no cue ("My wife and kids."): its words, and how it is written. */
  answer?: { write: string; words: string[] };
}
export interface MannerRule extends Example {
  words: string;
  manner: Manner;
}
export interface CaptureRule extends Example {
  topic: SocialTopic;
  words: string;
  /** Only in an answer to the topic's question ("I'm a ..." answering "what do you do for work?"). */
  asked?: boolean;
  /** How a note writes it; {what} is the noun phrase said after the words. */
  write: string;
}
export interface SocialRules {
  topics: TopicRule[];
  manners: MannerRule[];
  amounts: Example & {
    units: string[];
    per: string[];
    /** How often, said only after a unit ("eight pints | on a Saturday"): "a beer or two on Fridays" gives no "two on Fridays". */
    perWithUnit: string[];
    numbers: string[];
  };
  /** How a note writes since when a habit stopped ("stopped {duration}"). */
  exSince: string;
  /** When a habit stopped, said as the clause after the stop ("Gave up, ooh, | ten years ago"). */
  sinceSaidAfter: Example & { control: string; controlExpect: string };
  /** Words said just before a stop that make it a wish ("I want to | give up smoking"): the habit goes on. */
  wished: Example & { words: string[] };
  /** Words saying how long a stop lasted ("I stopped | for | three months"): a past attempt, no ex- manner. */
  stoppedFor: Example & {
    words: string[];
    /** ... unless said as going on: a word just before the stop ("I | 've | stopped") or after its duration ("for six months | now"). */
    goingOn: { before: string[]; after: string[] };
    control: string;
    controlExpect: string;
  };
  /** Words making a manner a comparison, not the habit's: said before it ("more | than | I used to") or after it ("plus | qu'avant"). */
  comparatives: Example & { before: string[]; after: string[] };
  captures: CaptureRule[];
  statuses: CaptureRule[];
  drop: string[];
  /** Words a captured phrase is never about ("I work at | the moment"). */
  notWhat: string[];
  /** Words that name no one in particular ("people"): a name said with one says less than one said with a word of its own ("flatmates"). */
  generic: string[];
  /** Words that ask of more than the habit ("heavy alcohol use"): a no to such a question does not deny the habit. */
  heavier: Array<Example & { words: string }>;
  /** How a note says a habit is not there ("none") or is over ("former"), for the evidence check. */
  noteSays: {
    /** Words a note names a habit with ("tobacco use"): part of the habit, not a statement of their own. */
    with: Array<{ words: string; example: string }>;
    none: Array<{ words: string; example: string }>;
    over: Array<{ words: string; example: string }>;
  };
}
export const SOCIAL_RULES: Record<Lang, SocialRules> = { en: socialEn as SocialRules, fr: socialFr as SocialRules };

/** A habit as a note in `lang` writes its topic's sentence for how it is ("Drinks alcohol."); undefined where the topic has none. */
export function habitSentence(topic: SocialTopic, manner: string, lang: Lang): string | undefined {
  const write: Record<string, string | undefined> = SOCIAL_RULES[lang].topics.find((t) => t.topic === topic)?.write ?? {};
  return write[manner];
}

interface Compiled {
  asks: PhraseIndex<SocialTopic>;
  says: PhraseIndex<SocialTopic>;
  answerSays: PhraseIndex<SocialTopic>;
  manners: PhraseIndex<Manner>;
  comparedBefore: Set<string>;
  comparedAfter: Set<string>;
  stoppedFor: { words: Set<string>; before: Set<string>; after: Set<string> };
  wished: PhraseIndex<true>;
  captures: PhraseIndex<CaptureRule>;
  statuses: PhraseIndex<CaptureRule>;
  amountUnits: Set<string>;
  amountPer: PhraseIndex<true>;
  amountPerWithUnit: PhraseIndex<true>;
  amountNumbers: PhraseIndex<true>;
  heavier: PhraseIndex<true>;
  answerWords: Map<SocialTopic, Set<string>>;
  drop: Set<string>;
  notWhat: Set<string>;
  /** The first words of what says a topic anywhere: a sentence with none of them, answering nothing, is passed over. */
  firstWords: Set<string>;
}
/** Whether a manner is said as a comparison ("more than I used to", "plus qu'avant"): a word of comparison just before or after it. */
function compared(s: ReadSentence, m: { from: number; to: number }, c: Compiled): boolean {
  // A word as written or by its key ("qu'" is "que").
  const is = (set: Set<string>, i: number) => !!s.tokens[i] && (set.has(fold(s.tokens[i].text)) || set.has(s.tokens[i].key));
  for (let i = Math.max(0, m.from - COMPARED_REACH); i < m.from; i += 1) if (is(c.comparedBefore, i)) return true;
  return is(c.comparedAfter, m.to);
}
/**
 * Whether a stop is said with how long it lasted ("I stopped smoking | for | three months"): an attempt, since over, that says
 * nothing of the habit now; not one said as going on ("I | 've | stopped for six months | now").
 */
function stopWasAttempt(
  s: ReadSentence,
  manners: ReadonlyArray<{ from: number; to: number; values: Manner[] }>,
  duration: { from: number; to: number },
  c: Compiled,
): boolean {
  const key = (i: number) => s.tokens[i]?.key ?? '';
  if (![duration.from - 1, duration.from].some((i) => c.stoppedFor.words.has(key(i)))) return false;
  const stop = manners.find((m) => m.values.includes('ex'));
  const perfect = stop !== undefined && [stop.from - 1, stop.from - 2].some((i) => c.stoppedFor.before.has(key(i)));
  return !perfect && !c.stoppedFor.after.has(key(duration.to));
}
/** How many words before a manner its comparison may be said ("than | I | used to"). */
const COMPARED_REACH = 2;

const rulesOf = perLanguage((lang): Compiled => {
  const rules = SOCIAL_RULES[lang];
  const index = <T>(entries: Array<[string, T]>) => {
    const i = new PhraseIndex<T>(lang);
    for (const [words, value] of entries) i.add(words, value);
    return i;
  };
  return {
    asks: index(rules.topics.flatMap((t) => t.asks.map((w) => [w, t.topic] as [string, SocialTopic]))),
    says: index(rules.topics.flatMap((t) => t.says.map((w) => [w, t.topic] as [string, SocialTopic]))),
    answerSays: index(rules.topics.flatMap((t) => t.answerSays.map((w) => [w, t.topic] as [string, SocialTopic]))),
    manners: index(rules.manners.map((m) => [m.words, m.manner] as [string, Manner])),
    comparedBefore: new Set(rules.comparatives.before.map((w) => fold(w))),
    comparedAfter: new Set(rules.comparatives.after.map((w) => fold(w))),
    stoppedFor: {
      words: new Set(rules.stoppedFor.words.map((w) => fold(w))),
      before: new Set(rules.stoppedFor.goingOn.before.map((w) => fold(w))),
      after: new Set(rules.stoppedFor.goingOn.after.map((w) => fold(w))),
    },
    wished: index(rules.wished.words.map((w) => [w, true] as [string, true])),
    captures: index(rules.captures.map((r) => [r.words, r] as [string, CaptureRule])),
    statuses: index(rules.statuses.map((r) => [r.words, r] as [string, CaptureRule])),
    amountUnits: new Set(rules.amounts.units.flatMap((u) => phraseKeys(u, lang))),
    amountPer: index(rules.amounts.per.map((w) => [w, true] as [string, true])),
    amountPerWithUnit: index(rules.amounts.perWithUnit.map((w) => [w, true] as [string, true])),
    amountNumbers: index(rules.amounts.numbers.map((w) => [w, true] as [string, true])),
    heavier: index(rules.heavier.map((r) => [r.words, true] as [string, true])),
    answerWords: new Map(
      rules.topics.filter((t) => t.answer).map((t) => [t.topic, new Set(t.answer!.words.flatMap((w) => phraseKeys(w, lang)))]),
    ),
    drop: new Set(rules.drop.map((w) => fold(w))),
    notWhat: new Set(rules.notWhat.flatMap((w) => phraseKeys(w, lang))),
    firstWords: new Set(
      [...rules.topics.flatMap((t) => t.says), ...rules.captures.map((r) => r.words), ...rules.statuses.map((r) => r.words)].flatMap(
        (w) => [phraseKeys(w, lang)[0], fold(w.split(/\s+/)[0])],
      ),
    ),
  };
});

/** The words any one of which a note states a topic with (rule data). */
export const socialMarkers = (lang: Lang, topic: SocialTopic): string[] =>
  SOCIAL_RULES[lang].topics.find((t) => t.topic === topic)?.markers ?? [];

/** What was said of a topic told by manner: the weightiest manner, with the amount and since when. */
interface Habit {
  manner: Manner;
  amount?: string;
  since?: string;
  evidence: Evidence;
}

const isWord = (text: string) => /[\p{L}\p{N}]/u.test(text);
const CLAUSE_WORDS = new Set(['but', 'and', 'mais', 'et']);

/** The clauses of a sentence: [from, to) runs split at punctuation and at "but" / "and", never inside a phrase `kept` whole. */
function clauses(s: ReadSentence, kept: ReadonlyArray<{ from: number; to: number }>): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  let from = 0;
  s.tokens.forEach((t, i) => {
    if (kept.some((k) => i >= k.from && i < k.to)) return;
    // Punctuation parts clauses even where the clean-up passed over it ("I don't smoke, uh, I do drink").
    if (/^[,.;:!?…]+$/.test(t.text) || (!t.skip && CLAUSE_WORDS.has(t.key))) {
      if (i > from) out.push({ from, to: i });
      from = i + 1;
    }
  });
  if (from < s.tokens.length) out.push({ from, to: s.tokens.length });
  return out.filter((c) => s.tokens.slice(c.from, c.to).some((t) => !t.skip && isWord(t.text)));
}

const evidenceOf = (s: ReadSentence, from = 0, to = s.tokens.length): Evidence => ({
  start: s.tokens[from].start,
  end: s.tokens[to - 1].end,
  sentence: s.index,
  role: s.role,
});
const within = <T extends { from: number; to: number }>(list: T[], from: number, to: number) =>
  list.filter((m) => m.from >= from && m.to <= to);
const lowerFirst = (text: string) => (text ? text[0].toLowerCase() + text.slice(1) : text);

/** An amount said in the clause: a number, what of, how often ("about a pack a day", "nine pints in a week", "ten a day"). */
/** The word joining a unit to what it holds ("a bottle of wine"). */
const OF = new Set(['of', 'de', "d'"]);

function amountIn(s: ReadSentence, from: number, to: number, c: Compiled): string | undefined {
  const t = s.tokens;
  for (let i = from; i < to; i += 1) {
    const number = /^\d+(\.\d+)?$/.test(t[i].key) ? { from: i, to: i + 1 } : c.amountNumbers.matchAt(s, i);
    if (!number || t[i].skip) continue;
    let j = number.to;
    while (j < to && t[j].skip) j += 1;
    const unit = j < to && c.amountUnits.has(t[j].key);
    if (unit) j += 1;
    // What the unit holds ("a bottle | of wine |", "a pint of lager").
    if (unit && j + 1 < to && OF.has(t[j].key) && !t[j + 1].skip) j += 2;
    while (j < to && t[j].skip) j += 1;
    // How often, with a count of its own ("a few | nights a week").
    const often = j < to ? c.amountNumbers.matchAt(s, j) : null;
    const perAt = (at: number) => c.amountPer.matchAt(s, at) ?? (unit ? c.amountPerWithUnit.matchAt(s, at) : null);
    const per = j < to ? (perAt(j) ?? (often && often.to < to ? perAt(often.to) : null)) : null;
    // How much and how often ("ten a day", "a few beers per week"): a number with its unit alone says too little.
    if (!(per && per.to <= to)) continue;
    if (!unit && !/^\d/.test(t[i].key) && number.to - number.from === 1 && ['a', 'an', 'un', 'une'].includes(t[i].key)) continue;
    let start = i;
    // "about a pack a day": the hedge before the number goes with it.
    if (start - 1 >= from && ['about', 'around', 'roughly', 'maybe', 'environ'].includes(t[start - 1].key)) start -= 1;
    return lowerFirst(spokenText(s, start, per && per.to <= to ? per.to : j));
  }
  return undefined;
}

/** How many words before a sentence's end a topic is what it ends on. */
const END_WORDS = 30;

/** The topics a clinician's sentence names in its last words (END_WORDS). */
function endTopics(s: ReadSentence, asking: ReadonlyArray<{ from: number; to: number; values: SocialTopic[] }>): SocialTopic[] {
  const words = s.tokens.map((t, i) => ({ t, i })).filter(({ t }) => !t.skip && isWord(t.text));
  const from = words.length > END_WORDS ? words[words.length - END_WORDS].i : 0;
  return [...new Set(asking.filter((m) => m.to > from).flatMap((m) => m.values))];
}

/** The first patient-side turn after the clinician's turn `turn`. */
function firstAnswerTurn(read: ReadTranscript, turn: number): number {
  return read.turns.find((t) => t.index > turn && t.role !== 'clinician')?.index ?? -1;
}

/** Reads the social history of the transcript. */
/** `spokenFor`: whether someone speaks for the patient, as the visit model read it once. */
export function readSocial(read: ReadTranscript, spokenFor = spokenForPatient(read)): SocialFact[] {
  const lang = read.lang;
  const rules = SOCIAL_RULES[lang];
  const c = rulesOf(lang);
  const habits = new Map<SocialTopic, Habit>();
  const named: SocialFact[] = [];
  const note = (topic: SocialTopic, manner: Manner, evidence: Evidence, amount?: string, since?: string) => {
    // A manner the topic has no sentence for ("I try and walk") says nothing of it.
    if (
      !rules.topics.find((t) => t.topic === topic)?.write[manner] &&
      RANK[manner] <= RANK.tried &&
      manner !== 'affirm' &&
      manner !== 'deny'
    )
      return;
    const held = habits.get(topic);
    if (!held) {
      habits.set(topic, { manner, evidence, ...(amount ? { amount } : {}), ...(since ? { since } : {}) });
      return;
    }
    // A weightier manner wins; between a bare yes and no, the later one ("I smoked weed once" ... "I don't smoke").
    if (RANK[manner] > RANK[held.manner] || (RANK[manner] <= RANK.affirm && RANK[held.manner] <= RANK.affirm)) {
      held.manner = manner;
      held.evidence = evidence;
    }
    if (amount && !held.amount) held.amount = amount;
    if (since && !held.since) held.since = since;
  };
  /** The statuses named only because a question proposed them and the patient said yes. */
  const proposed = new Set<string>();
  const name = (topic: SocialTopic, text: string, evidence: Evidence) => {
    if (!named.some((f) => f.text === text)) named.push({ topic, text, evidence });
  };

  /**
   * What the clinician's last turn asked: the topics it named (every sentence), those of each
   * question in order, what a question proposed, and the turn.
   */
  let asked: {
    topics: Set<SocialTopic>;
    questions: SocialTopic[][];
    manners: Manner[];
    /** What the question proposed, to be said by a yes; a status proposed yields to what the answer names ("do you live alone?" "Yeah, I live with my partner"). */
    captures: Array<{ topic: SocialTopic; text: string; status?: boolean }>;
    /** Topics the clinician proposed as not there ("no history of tobacco?"): a bare yes denies them. */
    denied: Set<SocialTopic>;
    /** Topics only framing a question ("in terms of your job, do you do anything physical?"): a bare yes or no says nothing of them. */
    framed: Set<SocialTopic>;
    /** Topics asked of with more than the habit ("no history of heavy alcohol use?"): a bare no says nothing of them. */
    heavier: Set<SocialTopic>;
    /** The topics named at the end of the turn's sentence before (endTopics). */
    before: SocialTopic[];
    /** What a bare yes or no answers when no question of the turn names a topic: the topics its end names. */
    last: SocialTopic[];
    turn: number;
  } | null = null;
  const spoken = (s: ReadSentence) => s.tokens.filter((t) => !t.skip && isWord(t.text)).length;
  const firstOfTurn = new Map<number, ReadSentence>();
  for (const x of read.sentences) if (!firstOfTurn.has(x.turn)) firstOfTurn.set(x.turn, x);

  for (const s of read.sentences) {
    if (s.role === 'clinician') {
      // A word of acknowledgement ("Mm-hmm.", "OK.") leaves the question open.
      if (spoken(s) <= 2 && !s.question) continue;
      if (!asked || asked.turn !== s.turn)
        asked = {
          topics: new Set(),
          questions: [],
          manners: [],
          captures: [],
          denied: new Set(),
          framed: new Set(),
          heavier: new Set(),
          before: [],
          last: [],
          turn: s.turn,
        };
      const asking = c.asks.find(s);
      const topics = [...new Set(asking.flatMap((m) => m.values))];
      // With no question naming one, a bare answer answers a topic the turn ends on, not one said in passing further back
      // ("... copd, which happens with smokers often. So let's do a quick exam. Is there anything else bothering you?" "No
      // other issues."; "... decrease alcohol and caffeine ... [a minute more of the plan] ... any questions" "no"). A question
      // naming none goes on about the topic said just before it ("Let's talk about alcohol. How often?").
      const ending = endTopics(s, asking);
      asked.last = s.question && topics.length === 0 ? asked.before : ending;
      asked.before = ending;
      for (const m of asking) if (categoriesAt(s.modifiers, m.from, m.to).has('negated')) for (const t of m.values) asked.denied.add(t);
      for (const m of asking) if (framedAt(s, lang, m.from)) for (const t of m.values) asked.framed.add(t);
      for (const topic of topics) asked.topics.add(topic);
      if (!s.question) continue;
      if (topics.length > 0) asked.questions.push(topics);
      // The topic the words go with: said right after them ("heavy alcohol or drug use": the alcohol).
      for (const h of c.heavier.find(s))
        for (const m of asking) if (m.from >= h.to && m.from - h.to <= 1) for (const topic of m.values) asked.heavier.add(topic);
      for (const m of c.manners.find(s)) asked.manners.push(...m.values);
      for (const m of c.captures.find(s)) {
        const rule = m.values[0];
        const what = nounPhraseAt(s, m.to, c.drop, c.notWhat);
        if (what) asked.captures.push({ topic: rule.topic, text: rule.write.replace('{what}', what.text) });
      }
      // A status the question proposes ("Do you live on your own?", "Are you retired?"): a yes says it.
      for (const m of c.statuses.find(s)) {
        const rule = m.values[0];
        if (!categoriesAt(s.modifiers, m.from, m.to).has('negated'))
          asked.captures.push({ topic: rule.topic, text: rule.write, status: true });
      }
      continue;
    }
    // A question asserts nothing, whoever asks it ("okay and do you smoke" in a turn marked as the patient's).
    if (s.question) continue;
    const answering = asked && asked.turn < s.turn ? asked : null;
    if (!answering && !s.tokens.some((t) => c.firstWords.has(t.key) || c.firstWords.has(t.folded ?? fold(t.text)))) continue;
    const askedTopics = answering?.topics ?? new Set<SocialTopic>();
    const modifiers = s.modifiers;
    const about = (from: number, to: number, cats: Category) => categoriesAt(modifiers, from, to).has(cats);

    // Work and home: what the patient names after a cue ("I work as ...", "I live with ...").
    for (const m of c.captures.find(s)) {
      // Someone speaking for the patient tells of their own work or home ("I work in a dentist's"): not the patient's.
      if (spokenFor && saidOfSpeaker(s, m.from, lang)) continue;
      const rule = m.values.find((r) => !r.asked || askedTopics.has(r.topic));
      if (!rule || about(m.from, m.to, 'negated') || about(m.from, m.to, 'hypothetical')) continue;
      const what = nounPhraseAt(s, m.to, c.drop, c.notWhat);
      // A status word captured as the phrase ("I'm a student") is written as the status.
      const status = what ? c.statuses.find(s).find((x) => x.from >= what.from && x.to <= what.to) : undefined;
      if (status) continue;
      if (what) name(rule.topic, rule.write.replace('{what}', what.text), evidenceOf(s, m.from, what.to));
    }
    for (const m of c.statuses.find(s)) {
      if (spokenFor && saidOfSpeaker(s, m.from, lang)) continue;
      const rule = m.values.find((r) => !r.asked || askedTopics.has(r.topic));
      if (!rule || about(m.from, m.to, 'negated') || about(m.from, m.to, 'family')) continue;
      name(rule.topic, rule.write, evidenceOf(s, m.from, m.to));
    }
    if (answering) {
      const first = clauses(s, c.manners.find(s))[0];
      const affirms = first && polarityAt(s, lang, first.from, first.to) === 'affirm';
      // What the question proposed, affirmed ("You live with your wife and children, is that right?" "Yes.").
      if (affirms && s === firstOfTurn.get(s.turn)) {
        for (const capture of answering.captures) {
          name(capture.topic, capture.text, evidenceOf(s));
          if (capture.status) proposed.add(capture.text);
        }
        for (const manner of answering.manners) for (const topic of askedTopics) note(topic, manner, evidenceOf(s));
      }
      // Who is at home, named with no cue ("My wife and two children.").
      for (const [topic, words] of c.answerWords) {
        if (!askedTopics.has(topic) || named.some((f) => f.topic === topic)) continue;
        const what = nounPhraseAt(s, 0, c.drop, c.notWhat);
        const rule = rules.topics.find((t) => t.topic === topic)?.answer;
        if (what && rule && s.tokens.slice(what.from, what.to).some((t) => words.has(t.key)))
          name(topic, rule.write.replace('{what}', what.text), evidenceOf(s, what.from, what.to));
      }
    }

    // Habits, clause by clause: a clause's topic is the one it names, else the one before it, else the one asked.
    const says = c.says.find(s);
    const answerSays = c.answerSays.find(s).filter((m) => m.values.some((t) => askedTopics.has(t)));
    // A stop wished for ("I want to give up smoking", "I'm trying to stop") is of a habit that goes on; the wish's words are no manner.
    const wishes = c.wished.find(s);
    const manners = c.manners
      .find(s)
      .filter((m) => !compared(s, m, c) && !wishes.some((w) => m.from >= w.from && m.to <= w.to))
      .map((m) => (m.values.includes('ex') && wishes.some((w) => w.to === m.from) ? { ...m, values: ['affirm' as const] } : m));
    const parts = clauses(s, [...manners, ...c.amountPer.find(s)]);
    const drugsNamed = says.some((m) => m.values.includes('drugs'));
    const saidIn = (clause: { from: number; to: number }) => [
      ...within(says, clause.from, clause.to),
      ...within(answerSays, clause.from, clause.to),
    ];
    const someoneElse = (m: { from: number; to: number }) => about(m.from, m.to, 'family') || about(m.from, m.to, 'other');
    const topicWords = (clause: { from: number; to: number }) =>
      saidIn(clause).filter((m) => !someoneElse(m) && !about(m.from, m.to, 'hypothetical'));
    // The question answered is the last one that named a topic ("What about smoking and alcohol? ... Do you smoke?");
    // two questions answered with two bare words ("Do you smoke? Do you drink?" "No. No.") are answered in turn.
    const firstAnswer = answering && s === firstOfTurn.get(s.turn) && s.turn === firstAnswerTurn(read, answering.turn);
    const lastAsked = answering?.questions[answering.questions.length - 1] ?? answering?.last ?? [];
    const bare = parts.filter((p) => topicWords(p).length === 0 && polarityAt(s, lang, p.from, p.to) !== null);
    const paired =
      firstAnswer && answering && bare.length >= 2 && answering.questions.length >= bare.length
        ? answering.questions.slice(-bare.length)
        : null;
    let topics: SocialTopic[] = firstAnswer ? [...lastAsked] : [];
    // An amount said alone later in the answer is of the habit asked ("Do you smoke?" "Um. Yeah. | About fifteen a day.").
    const laterInAnswer = !firstAnswer && !!answering && s.turn === firstAnswerTurn(read, answering.turn);
    // When a habit stopped may be said as the next clause, one that is only when, in the past ("Gave up, ooh, | ten years ago";
    // not how long: "I stopped, | for three months").
    const sinceReach = (clause: { from: number; to: number }) => {
      const next = parts[parts.indexOf(clause) + 1];
      const when = next && durationSpanIn(s, lang, next.from, next.to, true);
      const opens = next && when && s.tokens.slice(next.from, when.from).every((t) => t.skip);
      return opens && when.to >= next.to - 1 && inThePast(when.text, lang) ? next.to : clause.to;
    };
    for (const clause of parts) {
      const words = topicWords(clause);
      if (laterInAnswer && topics.length === 0 && words.length === 0 && amountIn(s, clause.from, clause.to, c)) topics = [...lastAsked];
      // A habit said of someone else ("My dad smokes, but not in the house") is theirs, and so is what the sentence goes on to say of it.
      if (words.length === 0 && saidIn(clause).some(someoneElse)) {
        topics = [];
        continue;
      }
      // ... as is one the speaker tells of themselves, speaking for the patient ("I smoke, but outside").
      if (spokenFor && words.some((m) => saidOfSpeaker(s, m.from, lang))) {
        topics = [];
        continue;
      }
      const here = [...new Set(words.flatMap((m) => m.values))];
      // "I smoked weed" is about drugs: in a sentence naming a drug, smoking is how it was taken.
      const negated = words.some((m) => about(m.from, m.to, 'negated'));
      if (here.includes('smoking') && drugsNamed && !negated)
        here.splice(here.indexOf('smoking'), 1, ...(here.includes('drugs') ? [] : ['drugs' as const]));
      if (paired && bare.includes(clause)) topics = paired[bare.indexOf(clause)];
      if (here.length > 0) topics = here;
      if (topics.length === 0) continue;
      const evidence = evidenceOf(s, clause.from, clause.to);
      const clauseManners = within(manners, clause.from, clause.to).flatMap((m) => m.values);
      const amount = amountIn(s, clause.from, clause.to, c);
      const exDuration = clauseManners.includes('ex') ? durationSpanIn(s, lang, clause.from, sinceReach(clause), true) : undefined;
      if (exDuration && stopWasAttempt(s, within(manners, clause.from, clause.to), exDuration, c)) continue;
      const since = exDuration ? rules.exSince.replace('{duration}', exDuration.text) : undefined;
      let manner: Manner | undefined = clauseManners.sort((a, b) => RANK[b] - RANK[a])[0];
      if (!manner) {
        const denied = negated || s.modifiers.some((m) => m.rule.category === 'negated' && m.from >= clause.from && m.to <= clause.to);
        const polarity = polarityAt(s, lang, clause.from, clause.to);
        if (denied || polarity === 'deny') manner = 'deny';
        else if (polarity === 'affirm' || words.length > 0 || amount) manner = 'affirm';
      }
      if (manner === 'deny' && amount) manner = 'affirm';
      if (!manner) continue;
      // A bare yes to "no history of tobacco?" agrees that there is none.
      const agreed = (topic: SocialTopic) => manner === 'affirm' && words.length === 0 && !amount && answering?.denied.has(topic);
      // A bare yes or no to a question a topic only frames answers the question, not the topic.
      const bareAnswer = clauseManners.length === 0 && words.length === 0 && !amount;
      // Nor does a bare no to a question asking of more than the habit ("no previous history of heavy alcohol use?" "Nope.") deny it.
      const heavier = (topic: SocialTopic) => bareAnswer && answering?.heavier.has(topic) && (manner === 'deny' || agreed(topic));
      for (const topic of topics)
        if (!(bareAnswer && answering?.framed.has(topic)) && !heavier(topic))
          note(topic, agreed(topic) ? 'deny' : manner, evidence, amount, since);
    }
  }

  const facts: SocialFact[] = [];
  const wordsOf = (text: string) =>
    new Set(
      fold(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    );
  for (const topic of SOCIAL_TOPICS) {
    // "Works as a teacher." says less than "Works as a primary school teacher.": the fuller one is kept.
    const all = named.filter((f) => f.topic === topic);
    const generic = new Set(rules.generic.map(fold));
    // A name another says all of, and more ("Lives with a few people." beside "Lives with a few flatmates.").
    const saysMore = (g: SocialFact, f: SocialFact) => {
      const fWords = [...wordsOf(f.text)];
      const own = fWords.filter((w) => !generic.has(w));
      const gWords = wordsOf(g.text);
      const more = [...gWords].some((w) => !generic.has(w) && !fWords.includes(w));
      return (g.text.length > f.text.length || (own.length < fWords.length && more)) && own.every((w) => gWords.has(w));
    };
    const told = all.filter((f) => !proposed.has(f.text));
    const names = (told.length > 0 ? told : all).filter((f) => !all.some((g) => g !== f && saysMore(g, f)));
    const habit = habits.get(topic);
    // A job or a home named says more than "working" or "yes".
    if (habit && names.length === 0) {
      const write = rules.topics.find((t) => t.topic === topic)?.write ?? {};
      const text = write[habit.manner] ?? (RANK[habit.manner] > RANK.tried ? write.affirm : undefined);
      if (text) {
        // When it stopped says nothing of a habit that goes on ("I was able to quit for almost a year", then smoking every day).
        const details = [habit.amount, habit.manner === 'ex' ? habit.since : undefined].filter(Boolean).join(', ');
        const manner = write[habit.manner] ? habit.manner : 'affirm';
        facts.push({ topic, text: details ? text.replace(/\.$/, ` (${details}).`) : text, manner, evidence: habit.evidence });
      }
    }
    facts.push(...names);
  }
  return facts;
}
