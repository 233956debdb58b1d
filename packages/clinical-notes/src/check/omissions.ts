// "Not in the note", from the visit model: each fact of the visit (visitFacts) that no sentence
// of the note states, with the passage it was said in and the sentence to add. A fact about a
// concept is stated by a sentence naming the concept; one with markers by a sentence saying
// one of them (and the numbers of its timing); a plan item said in the clinician's words by a
// sentence standing on the passage it was said in that says a third of its words, or by one
// saying most of them. What the plan does (an impression, a change to a medication, a plan
// item) is stated only by the note's assessment or plan: the history naming the same
// medication does not say it is to be stopped.
import type { Lang } from '../language';
import { wordsOf } from '../text/words';
import { phraseKeys } from '../nlp/analyse';
import { numericValues, spokenNumbersToDigits } from '../nlp/numbers';
import type { Finding, VisitModel } from '../visit/model';
import { saidAsNotOrdered, saysToDo } from '../visit/plan-writer';
import { socialMarkers } from '../visit/social';
import { planRules } from '../visit/plan-rules';
import { factInLanguage, visitFacts, type Fact } from '../write/facts';
import { templateOf } from '../write/templates';
import { statementsBySentence, statementsOf, type Statement } from './note-statements';
import { expandShorthand } from './shorthand';
import noteSaysEn from '../../rules/en/note-says.json';
import noteSaysFr from '../../rules/fr/note-says.json';
import symptomGroupsEn from '../../rules/en/symptom-groups.json';
import symptomGroupsFr from '../../rules/fr/symptom-groups.json';

/**
 * Words a note states a plan sentence with, besides the cues it is said with (rule data,
 * rules/<lang>/note-says.json): a GP writes "rest, fluids" for "Drink plenty of fluids.", and
 * "appointment in 5 days" for a review in five days.
 */
export interface NoteSaysRule {
  /** The sentence a note writes for the plan item ... */
  states?: string;
  /** ... or the kind of fact, whatever its sentence (a review: its timing still to be stated) ... */
  kind?: Fact['kind'];
  /** ... the words that state it in a note ... */
  says: string;
  /** ... and the note sentence the rule serves. */
  example: string;
}
export const NOTE_SAYS: Record<Lang, readonly NoteSaysRule[]> = { en: noteSaysEn as NoteSaysRule[], fr: noteSaysFr as NoteSaysRule[] };
const noteSays = (lang: Lang, fact: Fact) =>
  NOTE_SAYS[lang].filter((r) => r.states === fact.text || r.kind === fact.kind).map((r) => r.says);

/** Share of a fact's content words one sentence of the note must say, more than, to state it ... */
const SENTENCE_SHARE = 0.6;
/** ... or a sentence standing on the passage it was said in, at least. */
const STANDING_SHARE = 1 / 3;
/** ... or, for what to call for, a sentence with a call word. */
const CALL_SHARE = 1 / 2;
/** A note given as one text (the draft, checked against its visit): the share of a fact's words the whole note must say. */
const NOTE_SHARE = 0.6;
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'to',
  'for',
  'if',
  'in',
  'on',
  'and',
  'or',
  'be',
  'not',
  'no',
  ':',
  '.',
  ',',
  'de',
  'le',
  'la',
  'les',
  'du',
  'des',
  'en',
  'si',
  'et',
  // Pronouns and auxiliaries: "Return if they're still not better" is said by "if no better".
  'they',
  'their',
  'them',
  'it',
  'its',
  'he',
  'his',
  'she',
  'her',
  'you',
  'your',
  'we',
  'is',
  'are',
  'was',
  'by',
  'as',
  'with',
  'at',
]);

/** A sentence of a note as the check reads it. */
export interface NoteSentenceView {
  text: string;
  /** In the note's assessment or plan (where the plan is stated). */
  planPart?: boolean;
  /** The passages of the transcript the sentence stands on, as offsets in the transcript the visit was read from. */
  standsOn?: ReadonlyArray<{ start: number; end: number }>;
  /** What it states, where already read (statementsBySentence): the sentence is not read again. */
  statements?: readonly Statement[];
}

/** Endings a note's word and a fact's may differ by ("diet" and "dietary", "monitor" and "monitoring"). */
const ENDINGS = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ary', 'ies', 'ive', 'ion', 'ed', 'ly', 'al', 'ic', 'es', 's'];
/** Letters of a word compared at most, its ending off. */
const STEM_LETTERS = 5;
/** A word as compared for coverage: its ending off, its first letters. */
function stemOf(key: string): string {
  if (/^\d/.test(key)) return key;
  const ending = ENDINGS.find((e) => key.length - e.length >= 4 && key.endsWith(e));
  // A silent "e" off as an ending would take it: "brace" is compared as "bracing", "advise" as "advised".
  const bare = ending ? key.slice(0, -ending.length) : key.length >= 5 && key.endsWith('e') ? key.slice(0, -1) : key;
  return bare.slice(0, STEM_LETTERS);
}

/** The keys of the markers (rule data, never a patient's words), read once per language. */
const markerKeys = new Map<string, string[]>();
function keysOfMarker(phrase: string, lang: Lang): string[] {
  const key = `${lang}:${phrase}`;
  let keys = markerKeys.get(key);
  if (!keys) markerKeys.set(key, (keys = phraseKeys(phrase, lang)));
  return keys;
}
const saysPhrase = (noteKeys: ReadonlySet<string>, phrase: string, lang: Lang) => keysOfMarker(phrase, lang).every((k) => noteKeys.has(k));
/** A fact's content words, read once per text (the same facts are matched against every note of a visit). */
const factKeys = new Map<string, string[]>();
function contentKeys(text: string, lang: Lang): string[] {
  const key = `${lang}:${text}`;
  let keys = factKeys.get(key);
  if (!keys) {
    // Kept small: facts are few, but a server checks many visits.
    if (factKeys.size > 5000) factKeys.clear();
    // Numbers compared as digits: "three pounds" is "3 pounds".
    const said = spokenNumbersToDigits(text);
    factKeys.set(
      key,
      (keys = [...new Set(phraseKeys(said, lang).filter((k) => !FUNCTION_WORDS.has(k) && /[\p{L}\p{N}]/u.test(k)))].map(stemOf)),
    );
  }
  return keys;
}

/** A sentence of the note, read for the facts. */
interface ReadView {
  text: string;
  keys: Set<string>;
  /** Its words as compared with a fact's (stemOf). */
  stems: Set<string>;
  /** Its words as written, lower case, whole. */
  words: Set<string>;
  named: Set<string>;
  /** The classes of the concepts it names ("painkillers" of paracetamol). */
  classes: Set<string>;
  /** The symptoms it names, but those the lexicon says of a part ("pain"). */
  symptoms: Set<string>;
  /** The names of the concepts it names, as words: "type 2 diabetes" names diabetes too. */
  names: string[][];
  /** Whether it says something is to be done, not only what was found (saysToDo). */
  toDo: boolean;
  numbers: Set<number>;
  planPart: boolean;
  standsOn: ReadonlyArray<{ start: number; end: number }>;
}

/**
 * What a concept fact needs named: the concept, or a class it belongs to ("a steroid injection"
 * for betamethasone), or a concept whose name says all of its name ("type 2 diabetes" says diabetes).
 */
function namesConcept(
  v: Pick<ReadView, 'named' | 'names'> & { stems?: ReadonlySet<string>; classes?: ReadonlySet<string>; words?: ReadonlySet<string> },
  fact: Fact,
): boolean {
  const concept = fact.concept;
  if (!concept) return false;
  if (v.named.has(concept.id) || (concept.classes ?? []).some((c) => v.named.has(c))) return true;
  // A medication named as the visit named it ("Smecta"), which the note's lexicon may not hold.
  const said = concept.kind === 'medication' ? wordsOf(fact.template?.said ?? '') : [];
  if (said.length > 0 && said.every((w) => v.words?.has(w))) return true;
  // A member names its class: "salbutamol" says the inhaler, "paracetamol" the painkillers.
  if (v.classes?.has(concept.id)) return true;
  const name = wordsOf(concept.name);
  if (v.names.some((words) => words.length > name.length && name.every((w) => words.includes(w)))) return true;
  // A name of several words said around another concept's ("viral URTI": a viral upper respiratory tract infection is a viral infection).
  return name.length > 1 && !!v.stems && name.every((w) => v.stems!.has(stemOf(w)));
}

/** Two words of a fact written next to each other, as one word ("air cast" as "aircast"), with the stems they are compared by. */
function compoundsOf(text: string): Array<{ word: string; stems: string[] }> {
  const words = wordsOf(text);
  return words
    .slice(1)
    .map((b, i) => ({ a: words[i], b }))
    .filter(({ a, b }) => a.length > 2 && b.length > 2 && !FUNCTION_WORDS.has(a) && !FUNCTION_WORDS.has(b) && !/\d/.test(a + b))
    .map(({ a, b }) => ({ word: a + b, stems: [stemOf(a), stemOf(b)] }));
}

/** Whether a sentence names a concept fact's concept only by a class it belongs to ("antibiotics" for doxycycline). */
function onlyByClass(v: ReadView, fact: Fact): boolean {
  const concept = fact.concept;
  if (!concept || v.named.has(concept.id) || v.classes.has(concept.id)) return false;
  const name = wordsOf(concept.name);
  if (v.names.some((words) => words.length >= name.length && name.every((w) => words.includes(w)))) return false;
  return (concept.classes ?? []).some((c) => v.named.has(c));
}

/** Whether the sentences state the fact. */
function states(fact: Fact, all: readonly ReadView[], plan: readonly ReadView[], lang: Lang): boolean {
  const pool = fact.inPlan ? plan : all;
  const { start, end } = fact.evidence;
  const standing = (v: ReadView) => v.standsOn.some((p) => p.start < end && start < p.end);
  const keys = contentKeys(fact.text, lang);
  const joined = compoundsOf(fact.text);
  // A word the note writes as one states the fact's two written apart ("Aircast" says "air cast").
  const said = (v: ReadView, k: string) => v.stems.has(k) || joined.some((c) => c.stems.includes(k) && v.words.has(c.word));
  const share = (v: ReadView, of: readonly string[] = keys) => (of.length === 0 ? 1 : of.filter((k) => said(v, k)).length / of.length);
  // A medication with its dose is stated by a class named ("anti-inflammatory medications" for Motrin 800 mg every 6 hours) only
  // with a number of its dose: the class says the kind of drug, not what was prescribed. One the patient takes is not stated by
  // the class the plan discusses ("We discussed ice and anti-inflammatory medications." for "i've been taking ibuprofen").
  const dose = fact.kind === 'medication' ? numericValues(spokenNumbersToDigits(fact.text)) : new Set<number>();
  const dosed = (v: ReadView) =>
    !onlyByClass(v, fact) ||
    (fact.kind !== 'medication'
      ? true
      : fact.destination === 'medications'
        ? !v.planPart
        : dose.size === 0 || [...dose].some((n) => v.numbers.has(n)));
  if (fact.concept)
    // A plan item about a concept (a test) is stated by a sentence saying it is to be done ("Hemoglobin A1c was high." does not
    // order one), standing on where it was said or naming it as what is done ("after we get his MRI results back" does not).
    return pool.some(
      (v) =>
        namesConcept(v, fact) &&
        dosed(v) &&
        // How a symptom feels is stated with it ("throbbing headache"), or by the sentences after it that name no other
        // symptom ("Headache on left side. Throbbing in nature."): "Headache." alone leaves it out.
        (!fact.detail || describedAt(v, all, contentKeys(fact.detail, lang))) &&
        (!fact.standing || (v.toDo && (standing(v) || share(v) > SENTENCE_SHARE || namedAsOrdered(v, fact, lang)))),
    );
  if (fact.markers?.length) {
    const numbers = fact.numbers ?? [];
    // The words of note-says.json compared by their stems: a tagger reads "Emollients" at the start of a line as no plural.
    const says = (v: ReadView, m: string) => keysOfMarker(m, lang).every((k) => v.stems.has(stemOf(k)));
    const markers = (v: ReadView) => fact.markers!.some((m) => saysPhrase(v.keys, m, lang)) || noteSays(lang, fact).some((m) => says(v, m));
    // A review's timing in the same sentence as the review ("Follow up in 2 weeks."); a range said is stated by one that
    // meets it ("review in 3-5 days" for "in three to four days").
    const timed = (v: ReadView) => numbers.length === 0 || numbers.some((n) => v.numbers.has(n));
    if (pool.some((v) => markers(v) && timed(v))) return true;
    // Or most of its words, without its cue ("SH: software engineer" for "Works as a software engineer.").
    return numbers.length === 0 && keys.length > 1 && pool.some((v) => share(v) > SENTENCE_SHARE);
  }
  if (keys.length === 0) return true;
  // What was told in the speakers' words, by what it names: a note saying each of its concepts, sides and numbers has it.
  // What was told is in a note with a sentence standing on the passage it was told in, whatever its words.
  if (fact.told && (noteNames(fact.told, all) || all.some(standing))) return true;
  // Examples said after what to do ("Use soft diet, things like soup, mash.") need not be written: "Encourage soft diet" states it.
  const told = examplesOff(fact.text, lang);
  const needed = told === fact.text ? keys : contentKeys(told, lang);
  const shared = (v: ReadView) => share(v, needed.length > 0 ? needed : keys);
  if (pool.some((v) => shared(v) > SENTENCE_SHARE || (standing(v) && shared(v) >= STANDING_SHARE))) return true;
  if (!fact.callWords?.length) return false;
  // A return with its time said ("if your symptoms aren't settling down in ... forty eight hours, give me a call") is stated by a review at that time ("Review in 48 hours").
  const at = numericValues(spokenNumbersToDigits(fact.text));
  if (
    at.size > 0 &&
    plan.some((v) => REVIEW_MARKERS(lang).some((m) => saysPhrase(v.keys, m, lang)) && [...at].some((n) => v.numbers.has(n)))
  )
    return true;
  // What to call for: a sentence anywhere (notes often put it in the patient's instructions) with a call word and half the condition.
  const condition = keys.filter((k) => !fact.callWords!.some((m) => keysOfMarker(m, lang).map(stemOf).includes(k)));
  const calls = (v: ReadView) => fact.callWords!.some((m) => saysPhrase(v.keys, m, lang));
  if (condition.length > 0 && all.some((v) => calls(v) && share(v, condition) >= CALL_SHARE)) return true;
  // Or one naming, in other words, the symptom or condition to call for ("He will contact me should he continue to experience
  // any dyspnea." for "call me if you have any other symptoms of shortness of breath").
  const findings = statementsOf(fact.text, lang).filter((x) => x.concept.kind === 'symptom' || x.concept.kind === 'condition');
  return findings.length > 0 && all.some((v) => calls(v) && findings.every((x) => v.named.has(x.concept.id)));
}

/** Whether the note names, somewhere, each concept and side a sentence told in the speakers' words names. */
function noteNames(told: NonNullable<Fact['told']>, all: readonly ReadView[]): boolean {
  return (
    told.concepts.every((id) => all.some((v) => v.named.has(id) || v.classes.has(id))) &&
    told.sides.every((w) => all.some((v) => v.words.has(w)))
  );
}

/** The words that lead into examples of what was said ("use soft diet, things like soup, mash"). */
const EXAMPLE_LEADS: Record<Lang, readonly string[]> = {
  en: ['things like', 'such as', 'for example', 'for instance', 'e.g.'],
  fr: ['par exemple', 'tels que', 'telles que', 'tel que', 'telle que', 'des choses comme'],
};
/** A fact's text without the examples said at its end, from the first word leading into them. */
function examplesOff(text: string, lang: Lang): string {
  const lower = text.toLowerCase();
  const at = EXAMPLE_LEADS[lang]
    .map((lead) => {
      const i = lower.indexOf(lead);
      // A lead is whole words: "suchas" or "likes" is none.
      const whole = i > 0 && !/[\p{L}\p{N}]/u.test(lower[i - 1]) && !/[\p{L}\p{N}]/u.test(lower[i + lead.length] ?? ' ');
      return whole ? i : -1;
    })
    .filter((i) => i > 0);
  return at.length > 0 ? text.slice(0, Math.min(...at)) : text;
}

/** The words a note states a review with (the follow-up template's markers). */
const REVIEW_MARKERS = (lang: Lang) => templateOf(lang, 'follow-up').markers ?? [];

/** Sentences after a symptom's that may say how it feels, naming no other symptom ("Headache on left side. Throbbing in nature."). */
const DESCRIBED_AFTER = 2;

/**
 * Whether a sentence says how a symptom feels: at least half of the words it was described with
 * ("Throbbing in nature." for a "throbbing and tight" headache; "Constant" for one said to be
 * "intermittent and constant").
 */
const saysDetail = (stems: ReadonlySet<string>, detail: readonly string[]) =>
  detail.filter((k) => stems.has(k)).length * 2 >= detail.length;

/** Whether the words of how a symptom feels are said in the sentence naming it, or in the next few naming no other symptom. */
function describedAt(v: ReadView, all: readonly ReadView[], detail: readonly string[]): boolean {
  if (saysDetail(v.stems, detail)) return true;
  const at = all.indexOf(v);
  if (at < 0) return false;
  for (const next of all.slice(at + 1, at + 1 + DESCRIBED_AFTER)) {
    if ([...next.symptoms].some((id) => !v.symptoms.has(id))) return false;
    if (saysDetail(next.stems, detail)) return true;
  }
  return false;
}

/** Whether a sentence names a concept fact's concept with nothing before it saying it is no order ("after we get his MRI results back"). */
function namedAsOrdered(v: ReadView, fact: Fact, lang: Lang): boolean {
  const named = statementsOf(v.text, lang).find((x) =>
    namesConcept({ named: new Set([x.concept.id]), names: [wordsOf(x.concept.name)] }, fact),
  );
  return !!named && !saidAsNotOrdered(v.text.slice(0, named.start), lang);
}

/**
 * The facts of the visit no sentence of the note states. Sentences in the note's assessment or
 * plan (`planPart`) state what the plan does; a note with neither states it anywhere.
 */
export function factsNotStated(
  visit: VisitModel,
  sentences: readonly NoteSentenceView[],
  noteLanguage?: Lang,
  told: readonly Fact[] = [],
): Fact[] {
  // A note in another language than the visit's is read in its own, against the facts written in it (factInLanguage).
  const lang = noteLanguage ?? visit.language;
  const unread = sentences.filter((s) => !s.statements).map((s) => s.text);
  const readNow = unread.length > 0 ? statementsBySentence(unread, lang) : [];
  let next = 0;
  const views: ReadView[] = sentences.map((s) => {
    const statements = s.statements ?? readNow[next++] ?? [];
    const text = expandShorthand(s.text, lang);
    // Each word by its lemma and by its written form: a tagger reading "lives" in "SH: lives with flatmates" as the noun "life" hides nothing.
    const written = wordsOf(text).map(stemOf);
    const keys = new Set([...phraseKeys(text.replace(/\n/g, ' '), lang), ...written]);
    return {
      text,
      keys,
      stems: new Set([...phraseKeys(spokenNumbersToDigits(text).replace(/\n/g, ' '), lang).map(stemOf), ...written]),
      words: new Set(wordsOf(text)),
      named: new Set(statements.map((x) => x.concept.id)),
      classes: new Set(statements.flatMap((x) => x.concept.classes ?? [])),
      // A symptom of no part ("sharp pain") names no other symptom: "Constant, dull ache with associated sharp pain." says how a headache feels.
      symptoms: new Set(statements.filter((x) => x.concept.kind === 'symptom' && !x.concept.sited).map((x) => x.concept.id)),
      names: statements.map((x) => wordsOf(x.concept.name)),
      toDo: saysToDo(text, lang),
      numbers: numericValues(text),
      planPart: !!s.planPart,
      standsOn: s.standsOn ?? [],
    };
  });
  const planned = views.filter((v) => v.planPart);
  const plan = planned.length > 0 ? planned : views;
  // What was told in the speakers' own words is offered in the visit's language only: it has no sentence in another.
  const facts =
    lang === visit.language ? [...visitFacts(visit), ...told] : visitFacts(visit).map((fact) => inLanguage(fact, lang, visit.language));
  const stated = facts.map((fact) => states(fact, views, plan, lang));
  return oneItemPerPassage(facts, stated, lang);
}

/** A fact as a note in another language than the visit's states it: its sentence and the words that say it, in that language. */
function inLanguage(fact: Fact, lang: Lang, from: Lang): Fact {
  const text = factInLanguage(fact, lang, from);
  // A plan rule's sentence is said by its rules' words in that language ("drink", "fluids" for "Drink plenty of fluids.").
  const ruleWords = planRules(lang)
    .filter((rule) => rule.write === text)
    .map((rule) => rule.literal);
  const markers = fact.template
    ? templateOf(lang, fact.template.id).markers
    : fact.social
      ? socialMarkers(lang, fact.social.topic)
      : ruleWords.length > 0
        ? ruleWords
        : fact.markers;
  return { ...fact, text, ...(markers ? { markers } : {}) };
}

/**
 * Whether a fact is about coming back (a review, a return if not better): one passage may be
 * read as two ("if you're still not better by next week, come back and see me" is a review and
 * a return). A plan fact about a concept (a test, a medication) is never one.
 */
const isReturn = (fact: Fact) =>
  fact.kind === 'follow-up' || (fact.kind === 'plan' && !fact.concept && (!!fact.callWords?.length || !!fact.numbers?.length));

/** Whether a fact says to call for a symptom or a condition it names ("Call if the swelling gets worse or they cannot put weight on it."). */
const callsForFinding = (fact: Fact, lang: Lang) =>
  !!fact.callWords?.length && statementsOf(fact.text, lang).some((x) => x.concept.kind === 'symptom' || x.concept.kind === 'condition');

/** Whether two passages are mostly one: they overlap on at least half of the shorter. */
function samePassage(a: Fact['evidence'], b: Fact['evidence']): boolean {
  const overlap = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  return overlap > 0 && overlap * 2 >= Math.min(a.end - a.start, b.end - b.start);
}

/**
 * The facts not stated, one item per passage of the plan: a return or review said in a passage
 * the note states another reading of ("Review in 1/52 INB" states "come back and see me next
 * week" as the follow-up) is stated; of two readings of one passage neither states, the first
 * is listed.
 */
function oneItemPerPassage(facts: readonly Fact[], stated: readonly boolean[], lang: Lang): Fact[] {
  const out: Fact[] = [];
  facts.forEach((fact, i) => {
    if (stated[i]) return;
    if (isReturn(fact)) {
      const twin = (other: Fact) => other !== fact && isReturn(other) && samePassage(other.evidence, fact.evidence);
      if (out.some(twin)) return;
      // What to call for, naming a symptom ("call if the swelling gets worse"), is more than a review states.
      if (facts.some((other, j) => stated[j] && twin(other)) && !callsForFinding(fact, lang)) return;
    }
    out.push(fact);
  });
  return out;
}

/**
 * The facts of the visit a note given as one text does not state (the draft, completed from its
 * visit): a concept named anywhere, a marker said anywhere, most of a fact's words said in the
 * note. `statements`, when given, are what the note says (already read): it is not read again.
 */
export function factsNotInNote(visit: VisitModel, noteText: string, statements?: readonly Statement[]): Fact[] {
  const lang = visit.language;
  const said = statements ?? statementsOf(expandShorthand(noteText, lang), lang);
  const named = {
    named: new Set(said.map((s) => s.concept.id)),
    names: said.map((s) => wordsOf(s.concept.name)),
    classes: new Set(said.flatMap((s) => s.concept.classes ?? [])),
  };
  const noteKeys = new Set(phraseKeys(expandShorthand(noteText, lang).replace(/\n/g, ' '), lang));
  const noteStems = new Set(phraseKeys(spokenNumbersToDigits(expandShorthand(noteText, lang)).replace(/\n/g, ' '), lang).map(stemOf));
  const numbers = numericValues(expandShorthand(noteText, lang));
  return visitFacts(visit).filter((fact) => {
    if (fact.concept) return !namesConcept(named, fact);
    const keys = contentKeys(fact.text, lang);
    // A marker said, or every word of the fact's own sentence ("Referral to physiotherapy." said "physio").
    if (fact.markers?.length)
      return (
        !(fact.markers.some((marker) => saysPhrase(noteKeys, marker, lang)) || (keys.length > 0 && keys.every((k) => noteStems.has(k)))) ||
        !(fact.numbers ?? []).every((n) => numbers.has(n))
      );
    if (keys.length === 0) return false;
    return keys.filter((k) => noteStems.has(k)).length / keys.length < NOTE_SHARE;
  });
}

/**
 * Symptoms a note names together by the words for their group (rule data,
 * rules/<lang>/symptom-groups.json): "No visual sx" says there is no blurred vision.
 */
export interface SymptomGroupRule {
  /** The words naming the group in a note, in one line or sentence ("visual symptoms") ... */
  says: string;
  /** ... the symptoms (lexicon ids) they name ... */
  symptoms: string[];
  /** ... and the note sentence the rule serves. */
  example: string;
}
export const SYMPTOM_GROUPS: Record<Lang, readonly SymptomGroupRule[]> = { en: symptomGroupsEn, fr: symptomGroupsFr };

/** The symptoms a note names by their group's words, said within one of its lines or sentences. */
function namedByGroup(noteText: string, lang: Lang): Set<string> {
  const ids = new Set<string>();
  for (const piece of expandShorthand(noteText, lang).split(/[\n.;]+/)) {
    if (!/[\p{L}]/u.test(piece)) continue;
    const keys = new Set(phraseKeys(piece, lang));
    for (const rule of SYMPTOM_GROUPS[lang]) if (saysPhrase(keys, rule.says, lang)) rule.symptoms.forEach((id) => ids.add(id));
  }
  return ids;
}

/**
 * Whether a note names a concept, whatever it asserts of it: by its own name, by a concept whose
 * name says all of it ("No ear pain, ear discharge" names the discharge denied), or by the words
 * for its group ("No visual sx" names blurred vision).
 */
function namedIn(visit: VisitModel, noteText: string, statements?: readonly Statement[]): (concept: Finding['concept']) => boolean {
  const said = statements ?? statementsOf(expandShorthand(noteText, visit.language), visit.language);
  const ids = new Set(said.map((s) => s.concept.id));
  const names = said.map((s) => wordsOf(s.concept.name));
  const grouped = namedByGroup(noteText, visit.language);
  return (concept) => {
    if (ids.has(concept.id) || grouped.has(concept.id)) return true;
    const name = wordsOf(concept.name);
    return names.some((words) => words.length > name.length && name.every((w) => words.includes(w)));
  };
}

/**
 * The symptoms the patient denied (in their own words or answering a question) that the note
 * does not name: the pertinent negatives a note states ("Denies fever."). Never the presenting
 * complaint, nor a symptom the visit holds present elsewhere, nor "pain" with no site.
 */
export function deniedNotInNote(visit: VisitModel, noteText: string, statements?: readonly Statement[]): Finding[] {
  if (!visit.speakersKnown) return [];
  const names = namedIn(visit, noteText, statements);
  const complaint = new Set(visit.complaint?.concepts.map((c) => c.id));
  const present = new Set(visit.symptoms.filter((f) => f.assertion === 'present').map((f) => f.concept.id));
  return visit.symptoms.filter(
    (f) =>
      f.assertion === 'absent' &&
      f.basis !== 'stated' &&
      !f.concept.sited &&
      !complaint.has(f.concept.id) &&
      !present.has(f.concept.id) &&
      !names(f.concept),
  );
}
