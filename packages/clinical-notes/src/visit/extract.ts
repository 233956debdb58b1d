// The visit model, extracted once from a transcript. The patient's own account and answers
// make the findings (a clinician's question asserts nothing until it is answered); the
// clinician's statements make the impression and the plan.
import type { Lang } from '../language';
import { conditionAlso, lexiconEntries, partOfSymptom, symptomAt, type Concept, type ConceptKind } from '../lexicon/lexicon';
import { asksHistory, asksHowLong, asksOpen, asksToLookAt } from '../nlp/questions';
import { negationBefore } from '../nlp/negation';
import { fold } from '../text/fold';
import { nameAsSaid, saidWords, spokenText } from '../nlp/tokens';
import { polarityOf, replyOf } from './answers';
import { radiationAskedAt, partSaidAfter, saysRadiation } from './radiation';
import { answersFactor, asksFactor, sameFactor, saysFactors, type Factor, type FactorKind } from './factors';
import type { Assertion } from './assertion';
import { durationIn, durationSpanIn, durationWords } from './durations';
import { readOtherRatings, readPainRating } from './pain-rating';
import { readScores } from './scores';
import type { Evidence, Finding, Impression, Medication, VisitModel } from './model';
import { dosingAfter, evidenceOf, planOpening, planStart, readPlan } from './plan';
import { refineByChoices } from './choice-answers';
import { callItems } from './plan-writer';
import { renames } from './renaming';
import { reviewOpening } from './review-visit';
import { asksConfirming, asksTaking } from './taking-questions';
import { classBesideMember, saidTolerated } from './allergy-answers';
import { namesWritten, saidOfSomeoneNamed, saidOfSpeaker, spokenForPatient } from './spoken-for';
import { readExamination } from './examination';
import { readTranscript, type Mention, type ReadSentence, type ReadTranscript } from './read-sentences';
import type { Modifier } from '../context/matcher';
import { readSocial } from './social';
import { sideOfMention, sideOfPart } from './symptom-side';
import { relativeSaidBefore, relativeToldOf } from './family-talk';
import { ownGuess } from './own-guess';
import { clinicianName } from './said-diagnosis';
import { tellsInGeneral } from './generic-talk';
import { unshouted } from '../text/shouted';
import { asDictation, labelsSwapped, withInferredSpeakers, withSpokenRoles, withSwappedLabels } from './speakers';

/** The word joining two ways a symptom feels ("constant and burning"). */

const BOTH: Record<Lang, string> = { en: 'and', fr: 'et' };
/** How many words from its symptom a character may be said ("the pain is sort of throbbing"). */
const CHARACTER_REACH = 6;
/** At most this many tokens (a comma, "and") between two characters said of one symptom. */
const COORDINATED_GAP = 2;

/** How much an observation of a finding counts: the patient's own words most, a clinician's statement least. */
const WEIGHT = { told: 3, answered: 2, stated: 1 } as const;
const BASIS = { 3: 'told', 2: 'answered', 1: 'stated' } as const;
/** Assertions that say a finding is there or not (in the past it was there). */
const POLAR = new Set<Assertion>(['present', 'absent', 'historical']);
interface Observation {
  concept: Concept;
  assertion: Assertion;
  weight: number;
  evidence: Evidence;
  sentence: ReadSentence;
  mention: Mention;
}

/** Who has what a mention names: the relations of the family cues whose scope holds it ("my mum has migraines"). */
function relativesOf(s: ReadSentence, m: Mention): string[] {
  return s.modifiers
    .filter((x) => x.rule.category === 'family' && x.rule.relation && m.from >= x.scopeFrom && m.from < x.scopeTo)
    .flatMap((x) => relationsOf(s, x));
}

/** The conditions a clinician's question asks of the family ("any family history of diabetes?"), with the question's turn; null if none. */
function familyAsked(s: ReadSentence): { turn: number; conditions: Concept[] } | null {
  const conditions = s.mentions.filter((m) => m.concept.kind === 'condition' && m.assertion === 'family').map((m) => m.concept);
  return conditions.length > 0 ? { turn: s.turn, conditions } : null;
}

/**
 * The pronouns a read-back may hold: a thing's ("if it doesn't settle") and a part's owner ("Headache, jaw, or my eyes, go to
 * A&E."); any other says who has it ("I've had a fever").
 */
const READ_BACK_PRONOUNS: ReadonlySet<string> = new Set([
  'it',
  'that',
  'this',
  'my',
  'his',
  'her',
  'your',
  'ça',
  'cela',
  'mon',
  'ma',
  'mes',
]);

/**
 * Whether a patient's sentence only reads back what the clinician just told them to look out for ("So if the skin starts
 * weeping, ... or he gets a fever, come back" "Weeping, crusting, fever. Okay.", "Yellow, fever, or if it doesn't
 * settle."): said of no one (no pronoun but a thing's), every symptom or condition it names supposed in the clinician's
 * turn before. It asserts nothing.
 */
function readsBack(read: ReadTranscript, s: ReadSentence): boolean {
  if (!isPatientSide(s) || s.question || s.tokens.some((t) => t.pos === 'PRON' && !READ_BACK_PRONOUNS.has(t.key))) return false;
  const named = s.mentions.filter(isClinical);
  if (named.length === 0) return false;
  // The clinician's turn just before, walked back from the sentence (the sentences are in order).
  const supposed = new Set<string>();
  for (let i = s.index - 1; i >= 0 && read.sentences[i].turn >= s.turn - 1; i -= 1) {
    const x = read.sentences[i];
    if (x.turn === s.turn - 1 && x.role === 'clinician')
      for (const m of x.mentions) if (m.assertion === 'hypothetical') supposed.add(m.concept.id);
  }
  // ... or one the clinician said it is not ("I don't think this is a stroke" ... "Nine nine nine for the stroke stuff.").
  for (let i = 0; i < s.index; i += 1) {
    const x = read.sentences[i];
    if (x.role === 'clinician' && !x.question)
      for (const m of x.mentions) if (m.assertion === 'absent' && m.concept.kind === 'condition') supposed.add(m.concept.id);
  }
  return named.every((m) => supposed.has(m.concept.id));
}

/** Whether a mention's reason is said before its impression's cue, which lies within the reason's words. */
function reasonFirst(s: ReadSentence, m: Mention): boolean {
  const covers = (x: Modifier) => m.from >= x.scopeFrom && m.from < x.scopeTo;
  const reason = s.modifiers.find((x) => x.rule.category === 'reason' && covers(x));
  const impression = s.modifiers.find((x) => x.rule.category === 'impression' && covers(x));
  return !!reason && !!impression && reason.to <= impression.from && impression.from < reason.scopeTo;
}

/** Whether the clinician's turn just before a sentence names the concept (the patient says back what was just advised). */
function namedInTurnBefore(read: ReadTranscript, s: ReadSentence, id: string): boolean {
  for (let i = s.index - 1; i >= 0 && read.sentences[i].turn >= s.turn - 1; i -= 1) {
    const x = read.sentences[i];
    if (x.turn === s.turn - 1 && x.role === 'clinician' && x.mentions.some((m) => m.concept.id === id)) return true;
  }
  return false;
}

/** How many turns after a relative's condition is named the patient's naming it again is still of the relative (theirs, the clinician's, theirs). */
const FAMILY_TALK_TURNS = 2;
const isClinical = (m: Mention) => m.concept.kind === 'symptom' || m.concept.kind === 'condition';
/** Kinds of what a statement may tell instead of answering ("I had my gallbladder out"): a finding, an operation, a medicine. */
const TOLD_KINDS = new Set<ConceptKind>(['symptom', 'condition', 'procedure', 'medication']);
const namesOther = (m: Mention) => TOLD_KINDS.has(m.concept.kind);
const isPatientSide = (s: ReadSentence) => s.role !== 'clinician';

/** How many words a patient's sentence naming only a body part as the complaint holds at most ("It's my back, doctor."). */
const PART_ONLY_WORDS = 10;
/** Whether a symptom's name says a character of one word already ("chest tightness": "tight"). */
function saysCharacter(symptom: string, character: string): boolean {
  const said = fold(character);
  return (
    !/\s/.test(said) &&
    said.length >= 4 &&
    fold(symptom)
      .split(/\s+/)
      .some((w) => w.startsWith(said))
  );
}

/** How many sentences after a body part named as the complaint may ask or tell of its pain: of a part the clinician asked about, and of another, the clinician's. */
const PART_PAIN_SENTENCES = 14;
const PART_PAIN_TURNS = 3;
/** The share of a visit's sentences, from its start, the complaint is told in. */
const OPENING_SHARE = 0.3;

/**
 * A body part the patient names as what the visit is about, with no symptom ("It's my back,
 * doctor."), that the clinician then asks of as the pain ("Whereabouts is the pain?"): the
 * patient tells that part's pain, before anything else they tell.
 */
function partNamedAsComplaint(read: ReadTranscript, observations: Observation[]): void {
  const firstTold = Math.min(
    ...observations.filter((o) => o.weight === WEIGHT.told && o.assertion === 'present').map((o) => o.evidence.start),
  );
  const sentences = read.sentences;
  const naming = sentences.filter(
    (s) =>
      isPatientSide(s) &&
      !s.question &&
      s.start < firstTold &&
      // Said as the visit opens, not echoed at its end ("D'accord. Le mollet.").
      s.index <= sentences.length * OPENING_SHARE &&
      s.mentions.some((m) => m.concept.kind === 'body-part' && m.assertion === 'present') &&
      !s.mentions.some(isClinical) &&
      saidWords(s.tokens).length <= PART_ONLY_WORDS,
  );
  // Of those, one naming the part the clinician asked about first ("you've referred yourself in for your elbow" ... "It's the
  // outside of my elbow", not "that's my good hand").
  const partOf = (s: ReadSentence) => s.mentions.find((m) => m.concept.kind === 'body-part')!.concept.id;
  const asked = (s: ReadSentence) =>
    sentences.some((x) => x.role === 'clinician' && x.index < s.index && x.mentions.some((m) => m.concept.id === partOf(s)));
  const s = naming.find(asked) ?? naming[0];
  if (!s) return;
  const at = s.index;
  const part = s.mentions.find((m) => m.concept.kind === 'body-part')!;
  // The clinician's next turn asks of the pain with no part of its own; of a part they asked about, the talk after it
  // asks or tells of it ("out of ten, how bad does it get?" ... "Just aches.").
  const next = asked(s)
    ? sentences.filter((x) => x.index > at).slice(0, PART_PAIN_SENTENCES)
    : sentences.filter((x) => x.role === 'clinician' && x.index > at).slice(0, PART_PAIN_TURNS);
  // A rating's scale names no pain as its nought ("with nought being no pain"): asked, it still asks of the pain.
  // Asked and answered no ("do you have any pain when it happens" "No, it doesn't really hurt."), there is none, whether or
  // not a question mark was written.
  const deniedAnswer = (x: ReadSentence) => {
    const answer = sentences[x.index + 1];
    return (
      x.role === 'clinician' && !!answer && isPatientSide(answer) && answer.turn !== x.turn && polarityOf(answer, read.lang) === 'deny'
    );
  };
  const pain = next.flatMap((x) =>
    x.mentions.filter((m) => m.concept.id === 'pain' && (m.assertion !== 'absent' || x.question) && !deniedAnswer(x)),
  )[0];
  if (!pain) return;
  const concept = symptomAt(read.lang, pain.concept, part.concept);
  if (concept.id === 'pain') return;
  observations.push({ concept, assertion: 'present', weight: WEIGHT.told, evidence: evidenceOf(s, part), sentence: s, mention: part });
}

/** How many words a fragment naming where a symptom is holds at most ("In my chest."). */
const FRAGMENT_WORDS = 5;

/**
 * A symptom told with no part, its part said in a fragment just after it ("I've been getting this tightness. | In my
 * chest."): the symptom there ("chest tightness").
 */
function partInFragmentAfter(read: ReadTranscript, observations: Observation[]): void {
  const sited = new Map<string, Concept>();
  /** The part a sentence names with nothing else clinical, in the turn of `o` ("In my chest.", "It's my throat mainly."). */
  const partOnly = (s: ReadSentence | undefined, o: Observation, words: number) => {
    if (!s || s.turn !== o.sentence.turn || s.question || s.mentions.some(isClinical)) return undefined;
    if (saidWords(s.tokens).length > words) return undefined;
    return s.mentions.find((m) => m.concept.kind === 'body-part' && m.assertion === 'present');
  };
  const placedBefore: Observation[] = [];
  for (const o of observations) {
    if (!o.concept.sited || o.assertion !== 'present' || o.weight !== WEIGHT.told || sited.has(o.concept.id)) continue;
    const after = partOnly(read.sentences[o.sentence.index + 1], o, FRAGMENT_WORDS);
    if (after) {
      sited.set(o.concept.id, symptomAt(read.lang, o.concept, after.concept));
      continue;
    }
    // ... or said just before it, as what the visit is about ("So it's my throat mainly. | It's been really sore ..."): the
    // symptom there, told where the part was; the symptom said with no part merges into it with what it was told with.
    const s = read.sentences[o.sentence.index - 1];
    const before = partOnly(s, o, PART_ONLY_WORDS);
    const there = before && symptomAt(read.lang, o.concept, before.concept);
    if (before && there && !placedBefore.some((p) => p.concept.id === there.id))
      placedBefore.push({ ...o, concept: there, evidence: evidenceOf(s, before), sentence: s, mention: before });
  }
  observations.push(...placedBefore);
  // The talk of it after is of it there too ("Tight. Like someone's squeezing.").
  for (const [k, o] of observations.entries()) {
    const there = sited.get(o.concept.id);
    if (there) observations[k] = { ...o, concept: there };
  }
}

/** The medication a sentence says was stopped by a word standing for it ("... so I stopped it"): the one named last before the cue. */
function stoppedIn(s: ReadSentence): string | undefined {
  const cue = s.modifiers.find((x) => x.rule.ended && x.rule.kinds?.includes('medication'));
  if (!cue) return undefined;
  return s.mentions.filter((m) => m.concept.kind === 'medication' && m.to <= cue.from).pop()?.concept.id;
}

/** Parts of speech of the words a question asks about besides its findings ("is it cloudy or smelly?"). */
const ASKED_WORDS = new Set(['ADJ', 'NOUN']);

/** Whether an answer says a word the questions asked about that is none of their findings' ("cloudy"). */
function answersOtherWords(questions: readonly ReadSentence[], answer: ReadSentence): boolean {
  const other = new Set(
    questions.flatMap((q) =>
      q.tokens.filter((t, i) => !t.skip && ASKED_WORDS.has(t.pos) && !q.mentions.some((m) => i >= m.from && i < m.to)).map((t) => t.key),
    ),
  );
  return answer.tokens.some((t) => !t.skip && ASKED_WORDS.has(t.pos) && other.has(t.key));
}

/** The clinician's questions' concepts, answered yes or no by the patient's next sentence. */
function answered(read: ReadTranscript, add: (o: Observation) => void): void {
  const s = read.sentences;
  for (let i = 0; i + 1 < s.length; i += 1) {
    const question = s[i];
    const answer = s[i + 1];
    if (question.role !== 'clinician' || !question.question || !isPatientSide(answer) || answer.turn === question.turn) continue;
    // "How severe is it?" "Nothing major.": an open question's answer is no yes or no.
    if (asksOpen(question, read.lang)) continue;
    // The closed questions the turn ends with are answered at once ("What about difficulty speaking? Any issues with that
    // at all?" "No, I can speak fine.").
    const questions = [question];
    for (let j = i - 1; j >= 0 && s[j].turn === question.turn && s[j].question && !asksOpen(s[j], read.lang); j -= 1)
      questions.unshift(s[j]);
    // An earlier one asks plainly ("What about difficulty speaking?"), not of a cause ("anything that might have caused the pain?").
    const asked = questions.flatMap((q) =>
      q.mentions
        .filter((m) => isClinical(m) && m.assertion !== 'family' && m.assertion !== 'hypothetical')
        .filter((m) => q === question || m.assertion === 'present' || m.assertion === 'absent')
        .map((m) => ({ m, q })),
    );
    if (asked.length === 0) continue;
    // The symptom asked of a part, said again with no yes and no part ("your nose, is it blocked?" "Blocked, completely
    // blocked on the left."), is a yes.
    const echoed = asked.filter(({ m }) =>
      answer.mentions.some((x) => x.concept.partOnly && partOfSymptom(m.concept)?.symptom === x.concept.id),
    );
    const reply = replyOf(answer, read.lang);
    if (echoed.length > 0 && reply?.polarity !== 'deny') {
      for (const { m, q } of echoed)
        add({
          concept: m.concept,
          assertion: 'present',
          weight: WEIGHT.answered,
          evidence: { ...evidenceOf(answer), start: q.tokens[m.from].start, end: answer.end },
          sentence: answer,
          mention: m,
        });
      continue;
    }
    if (!reply) continue;
    const { polarity } = reply;
    // "Any fever, vomiting or blood?" "No": none of them. "Yes" to several is not taken for all: each is possible
    // ("Any dullness or blocked ears, pain in your ears?" "Yeah, a wee bit"), unless the answer names one.
    const named = new Set(answer.mentions.map((m) => m.concept.id));
    // Named at another part is named too ("tingling or numbness in your leg?" "a bit of tingling in the thigh").
    const namedAt = new Set(answer.mentions.flatMap((m) => (m.concept.siteOf ? [m.concept.siteOf] : [])));
    const namedAs = (c: Concept) => named.has(c.id) || (c.siteOf !== undefined && namedAt.has(c.siteOf));
    // The same finding asked twice over ("any problems breathing? do you feel short of breath?") is one.
    const several = polarity === 'affirm' && new Set(asked.map(({ m }) => m.concept.id)).size > 1;
    if (several && asked.some(({ m }) => namedAs(m.concept))) continue;
    // A "yes" said with what else the question asked, in its words and naming none of its findings, says yes to that
    // ("Any blood in the urine, or is it cloudy or smelly?" "It's a bit cloudy, and it smells strong."), not to them.
    if (polarity === 'affirm' && !asked.some(({ m }) => namedAs(m.concept)) && answersOtherWords(questions, answer)) continue;
    // Words that open a statement ("I had my gallbladder out a few years ago") naming something else than what was asked
    // tell that, and are no yes to it ("Any medical problems? Asthma, anything like that?").
    if (reply.statement && !asked.some(({ m }) => namedAs(m.concept)) && answer.mentions.some(namesOther)) continue;
    // A "no" said of some of what was asked says no to those ("any headaches, chest pain, or swelling in your ankles?" "No
    // chest pain or breathlessness."): the rest is left to what else the patient says ("My ankles swell a little.").
    const deniedNamed = new Set(answer.mentions.filter((x) => x.assertion === 'absent').map((x) => x.concept.id));
    const namesSome = polarity === 'deny' && asked.some(({ m }) => deniedNamed.has(m.concept.id));
    for (const { m, q } of asked) {
      if (namedAs(m.concept) || namesSome) continue;
      // The answer denying the asked symptom by its kind alone denies it of the part asked about ("Any chest pain?" "Just a
      // bit tight, but no real pain."), whatever it opens with.
      const kind = partOfSymptom(m.concept)?.symptom;
      const deniedOfKind = kind !== undefined && answer.mentions.some((x) => x.concept.id === kind && x.assertion === 'absent');
      const assertion: Assertion =
        deniedOfKind || polarity === 'deny' ? 'absent' : several ? 'possible' : m.assertion === 'absent' ? 'absent' : 'present';
      add({
        concept: m.concept,
        assertion,
        weight: WEIGHT.answered,
        evidence: { ...evidenceOf(answer), start: q.tokens[m.from].start, end: answer.end },
        sentence: answer,
        mention: m,
      });
    }
  }
}

/** Whether a one-word mention is said as a comparative: its written form its lemma and "er" ("looser", "runnier"). */
function comparative(s: ReadSentence, m: Mention): boolean {
  if (m.to - m.from !== 1) return false;
  const t = s.tokens[m.from];
  const written = t.text.toLowerCase();
  return written !== t.key && written.endsWith('er') && written.startsWith(t.key.replace(/[ey]$/, '').slice(0, 3));
}

/** Tokens between a family cue and a relative's relative said after it ("my mum | and | her sister"). */
const RELATIVE_OF_REACH = 2;

/**
 * Who a family cue says has it: its relation, or, for a relative's relative said just after another
 * family cue ("my mum and her sister"), both of them, the second as the first's ("maternal aunt").
 */
function relationsOf(s: ReadSentence, cue: Modifier): string[] {
  const { relation, relativeOf } = cue.rule;
  if (!relation) return [];
  if (!relativeOf) return [relation];
  const before = s.modifiers.find(
    (x) => x !== cue && x.rule.category === 'family' && x.rule.relation && x.to <= cue.from && cue.from - x.to <= RELATIVE_OF_REACH,
  );
  const first = before?.rule.relation;
  return first ? [first, relativeOf[first] ?? relation] : [relation];
}

/**
 * Whether the impression a clinician's sentence gives of a mention is the patient's, said back:
 * the cue of the impression lies in the scope of a cue of reported speech ("you said you think
 * you've got osteoarthritis").
 */
function impressionReported(s: ReadSentence, m: Mention): boolean {
  const holding = s.modifiers.filter((x) => m.from >= x.scopeFrom && m.from < x.scopeTo);
  const said = holding.filter((x) => x.rule.category === 'reported');
  return holding
    .filter((x) => x.rule.category === 'impression')
    .every((x) => said.some((r) => x.from >= r.scopeFrom && x.from < r.scopeTo));
}

/**
 * Whether a duration said in a sentence is another symptom's, not this one's: said after a
 * symptom, it is that symptom's and not one named after it ("a headache for three days and
 * some pain in my left knee"); said before them all, it is theirs ("for three days I've had a
 * fever and vomiting"), as it is of all those it follows ("fever and vomiting for three days").
 */
function durationOfAnother(s: ReadSentence, mention: Mention, lasted: { from: number; to: number }): boolean {
  if (mention.from < lasted.to) return false;
  return s.mentions.some((m) => m !== mention && isClinical(m) && m.to <= lasted.from);
}

/** Reads the visit model from a transcript in `lang`. */
/** How many words before a duration the preposition it is said with may be ("after about, maybe | about an hour"). */
const SINCE_REACH = 4;

/** How many words from an allergy already held a symptom said beside it is its reaction ("codeine, vomiting"). */
const REACTION_REACH = 3;

/** Whether a symptom is said beside an allergy already held (its reaction told again), not as a symptom of today. */
function reactionBeside(symptom: Mention, mentions: readonly Mention[], allergies: VisitModel['allergies']): boolean {
  return mentions.some(
    (a) =>
      allergies.some((held) => held.concept.id === a.concept.id) &&
      (Math.abs(symptom.from - a.to) <= REACTION_REACH || Math.abs(a.from - symptom.to) <= REACTION_REACH),
  );
}

/** A duration said first in its sentence ("About two days."), as written within one. */
const lowerFirst = (duration: string) => (/^\p{Lu}\p{Ll}/u.test(duration) ? duration[0].toLowerCase() + duration.slice(1) : duration);

export function extractVisit(said: string, lang: Lang): VisitModel {
  // A transcript in capitals throughout is read in lower case, letter for letter.
  const transcript = unshouted(said);
  const tagged = readTranscript(transcript, lang);
  // A transcript that names no speaker: who asks and plans is the clinician (speakers.ts).
  // Labels the wrong way round (the side tagged patient asks, examines and plans) are read the right way round.
  const swapped = tagged.turns.some((t) => t.role === 'clinician') && labelsSwapped(tagged, lang);
  const untagged = tagged.turns.every((t) => t.role === 'unknown');
  const inferred = untagged ? withInferredSpeakers(transcript, lang) : null;
  // Untagged text no conversation can be read from: a dictation is the clinician's; else each sentence is its speaker's.
  const dictation = untagged && !inferred ? asDictation(transcript, lang) : null;
  const spoken = untagged && !inferred && !dictation ? withSpokenRoles(transcript, lang) : null;
  const read = untagged ? (inferred ?? dictation ?? spoken ?? tagged) : swapped ? withSwappedLabels(tagged) : tagged;
  const observations: Observation[] = [];
  // A symptom only of a part, said of none ("Blocked, completely blocked on the left."), is nothing of its own.
  const add = (o: Observation) => {
    if (!o.concept.partOnly) observations.push(o);
  };
  const impressions: Impression[] = [];
  /** The impression read last, with the mention it was read from: one the clinician names again after it is the same. */
  let lastImpression: { sentence: number; mention: Mention; impression: Impression } | null = null;
  /** The conditions the clinician gave as the reason for a decision: the patient's, never ruled out. */
  const reasons = new Set<string>();
  const ruledOut: Impression[] = [];
  const concerns: Impression[] = [];
  const family: Finding[] = [];
  /** A condition in the family's history, with who has it where said: added, or joined to the same condition held. */
  const holdFamily = (concept: Concept, relatives: string[], evidence: Evidence, basis: Finding['basis']) => {
    const held = family.find((f) => f.concept.id === concept.id);
    if (held) {
      held.evidence.push(evidence);
      const all = [...new Set([...(held.attributes.relatives ?? []), ...relatives])];
      if (all.length > 0) held.attributes.relatives = all;
    } else
      family.push({
        concept,
        assertion: 'present',
        attributes: relatives.length > 0 ? { relatives: [...new Set(relatives)] } : {},
        evidence: [evidence],
        basis,
        settled: true,
      });
  };
  /** Operations the patient had. */
  const operations: Finding[] = [];
  const medications: Medication[] = [];
  const allergies: VisitModel['allergies'] = [];
  const start = planStart(read);
  const opening = planOpening(read);
  /** Whether someone speaks for the patient (a parent for a child). */
  const spokenFor = spokenForPatient(read);
  /** The names of people the transcript writes ("Maureen"). */
  const names = namesWritten(read);
  /** How a symptom feels, said beside it ("a throbbing headache", "it's watery"). */
  const characters = new Map<string, string>();

  /** The symptom the clinician's last question was about ("what kind of headache is it?"): an answer's character is its. */
  let askedSymptom: Concept | null = null;
  /** The last symptom of a part the patient told ("pain in my chest"): "the pain" asked of next is that one. */
  let toldOfPart: Concept | null = null;
  /** The pain the clinician's question asked whether it goes anywhere, and its turn, until the patient answers. */
  let askedRadiation: { of: Concept; turn: number } | null = null;
  /** Where each pain goes, by its id: 'none', or the part as said ("left leg"). */
  const radiations = new Map<string, string>();
  /** A question of how long ("when did it start?"), about the symptom it names or, naming none, the complaint; and the answers' durations. */
  let howLong: { about: Concept | null } | null = null;
  /** Whether the clinician's last sentence asked about allergies. */
  let askedAllergy = false;
  /** The medications the clinician's last question asked the patient about, until the patient answers. */
  let askedMedications: Array<{ s: ReadSentence; m: Mention; readOut?: boolean }> = [];
  /** The medications the clinician read out in statements of the turn, before the plan ("I've got amlodipine five milligrams"). */
  let readOutMedications: Array<{ s: ReadSentence; m: Mention; readOut?: boolean }> = [];
  /** Whether it asked what the patient thought or feared ("what went through your mind?"): the answer's conditions are their fears. */
  let askedThought = false;
  /** The conditions the clinician's last question asked of the family ("Does anyone in your family have kidney stones?"), with its turn. */
  let askedFamily: { turn: number; conditions: Concept[] } | null = null;
  /** Whether the clinician's last sentence asked about the patient's health before ("any other medical problems?") ... */
  let askedHistory = false;
  /** ... and the patient's sentences answering one: a condition told there is their history, not what they came with. */
  const historyAnswers = new Set<number>();
  const answeredDurations: Array<{ about: Concept | null; duration: string }> = [];
  /** Where the patient said they have no allergies. */
  let noAllergies: Evidence | undefined;
  /** An allergy the clinician read out asking for agreement, until the patient answers: a "no" takes it back. */
  let readOutAllergy: VisitModel['allergies'][number] | null = null;
  /** The allergy the patient named last, with the turn and sentence it was named in: its reaction may follow. */
  let lastAllergy: { turn: number; sentence: number; allergy: VisitModel['allergies'][number] } | null = null;
  /** What makes each symptom worse or better, by its id; and those told before any symptom was (the complaint's). */
  const factors = new Map<string, Factor[]>();
  const complaintFactors: Factor[] = [];
  /** The last symptom the patient told as there, and its turn: "it's worse when I walk", said next in that turn, is of it. */
  let lastTold: { concept: Concept; turn: number } | null = null;
  /** What the clinician's question asked makes a symptom worse or better, and its turn, until the patient answers. */
  let askedFactor: { kind: FactorKind; turn: number } | null = null;
  for (const s of read.sentences) {
    if (isPatientSide(s) && !s.question) {
      const said = saysFactors(s, read.lang);
      // Not a symptom named in what does it ("bright lights make it worse": no photophobia's).
      const inFactor = (m: Mention) => said.some((f) => fold(f.clause).includes(fold(spokenText(s, m.from, m.to))));
      const symptoms = s.mentions.filter((m) => m.concept.kind === 'symptom' && m.assertion === 'present' && !inFactor(m));
      const answered = askedFactor && s.turn === askedFactor.turn + 1 && said.length === 0 && polarityOf(s, read.lang) !== 'deny';
      const answer = answered ? answersFactor(s, askedFactor!.kind, read.lang) : undefined;
      // Of the symptom the sentence names first ("the headaches are worse in the morning and it feels like a dull ache behind the
      // eyes"), else of the one told last in the same turn ("I've also got a cough. It's worse at night."), else of the complaint.
      const of = symptoms[0]?.concept ?? (lastTold && lastTold.turn === s.turn ? lastTold.concept : null);
      const list = of ? (factors.get(of.id) ?? factors.set(of.id, []).get(of.id)!) : complaintFactors;
      for (const f of [...said, ...(answer ? [answer] : [])])
        if (!list.some((x) => sameFactor(x, f))) list.push({ ...f, evidence: evidenceOf(s) });
      if (symptoms.length > 0) lastTold = { concept: symptoms[symptoms.length - 1].concept, turn: s.turn };
      if (askedFactor && s.turn > askedFactor.turn) askedFactor = null;
    }
    if (s.role === 'clinician' && s.question) {
      const kind = asksFactor(s, read.lang);
      askedFactor = kind ? { kind, turn: s.turn } : askedFactor && askedFactor.turn === s.turn ? askedFactor : null;
    }
    if (readOutAllergy && isPatientSide(s)) {
      if (polarityOf(s, read.lang) === 'deny') allergies.splice(allergies.indexOf(readOutAllergy), 1);
      readOutAllergy = null;
    }
    if (s.role === 'clinician') askedAllergy = s.question && s.modifiers.some((x) => x.rule.category === 'allergy');
    const answersAllergy = askedAllergy && isPatientSide(s) && !s.question;
    if (s.role === 'clinician') askedThought = s.question && s.modifiers.some((x) => x.rule.category === 'guess');
    if (s.role === 'clinician') askedFamily = s.question ? familyAsked(s) : null;
    // Answered with who has it ("My dad had them.", "Yes, my mum."), naming no condition of its own: the conditions asked of. A
    // bare yes says less (what the rest of the answer tells of a relative is read as told).
    else if (askedFamily && isPatientSide(s) && !s.question && s.turn === askedFamily.turn + 1) {
      const relatives = s.modifiers.filter((x) => x.rule.category === 'family' && x.rule.relation).flatMap((x) => relationsOf(s, x));
      // Denied first ("No. My mum had her gallbladder out, but that's it."), the rest of the answer is of something else.
      if (polarityOf(s, read.lang) === 'deny') askedFamily = null;
      else if (relatives.length > 0 && !s.mentions.some((m) => m.concept.kind === 'condition'))
        for (const concept of askedFamily.conditions) holdFamily(concept, relatives, evidenceOf(s), 'answered');
    }
    if (s.role === 'clinician') askedHistory = asksHistory(s, read.lang);
    else if (askedHistory && isPatientSide(s) && !s.question) historyAnswers.add(s.index);
    // A medication the clinician asks the patient about ("are you still taking the sertraline?"), affirmed ("Yes, 50 milligrams"), is taken.
    // Read out from the record and confirmed ("I've got amlodipine five milligrams, ... Is that right?" "Yeah, that's them."),
    // each is taken, with the dose read out after it.
    if (s.role === 'clinician') {
      const named = s.mentions.filter((m) => m.concept.kind === 'medication' && m.assertion === 'present');
      const sameTurn = readOutMedications.filter((x) => x.s.turn === s.turn);
      if (s.index < start && !s.question && named.length > 0)
        readOutMedications = [...sameTurn, ...named.map((m) => ({ s, m, readOut: true }))];
      askedMedications =
        s.question && asksTaking(s, read.lang) ? named.map((m) => ({ s, m })) : s.question && asksConfirming(s, read.lang) ? sameTurn : [];
      if (s.question) readOutMedications = [];
    } else if (askedMedications.length > 0 && isPatientSide(s) && !s.question) {
      if (polarityOf(s, read.lang) === 'affirm')
        for (const { s: asked, m, readOut } of askedMedications)
          if (!medications.some((x) => x.concept.id === m.concept.id)) {
            // The dosing said first in the answer, to its comma ("50 milligrams, I've been on it for six weeks").
            const dosing = readOut
              ? dosingAfter(asked, m, read.lang)?.split(',')[0].trim()
              : askedMedications.length === 1
                ? dosingAfter(s, { from: 0, to: 1 }, read.lang)?.split(',')[0].trim()
                : undefined;
            medications.push({
              concept: m.concept,
              said: nameAsSaid(asked, m.from, m.to),
              status: 'current',
              ...(dosing ? { dosing } : {}),
              evidence: evidenceOf(asked, m),
            });
          }
      askedMedications = [];
    }
    const answersThought = askedThought && isPatientSide(s) && !s.question;
    if (isPatientSide(s) && !s.question) {
      toldOfPart = [...s.mentions].reverse().find((m) => m.concept.kind === 'symptom' && partOfSymptom(m.concept))?.concept ?? toldOfPart;
      // Where the pain goes: told ("it shoots down my left leg"), or the answer to whether it goes anywhere.
      const goesTo = saysRadiation(s, read.lang);
      if (goesTo && toldOfPart && !radiations.has(toldOfPart.id)) radiations.set(toldOfPart.id, goesTo);
      if (askedRadiation) {
        const answer = polarityOf(s, read.lang);
        const part = goesTo ?? partSaidAfter(s, 0, read.lang);
        if (part && answer !== 'deny') radiations.set(askedRadiation.of.id, part);
        else if (answer === 'deny') radiations.set(askedRadiation.of.id, 'none');
        askedRadiation = null;
      }
    }
    if (s.role === 'clinician' && s.question) {
      const named = [...s.mentions].reverse().find((m) => m.concept.kind === 'symptom' && !m.concept.sited)?.concept;
      // A symptom of a part said with no part ("does the pain come and go?") is the one asked about before, of that kind; a
      // question about another ("what kind of discharge is coming out?") is no longer about it.
      const unsited = [...s.mentions].reverse().find((m) => m.concept.kind === 'symptom' && m.concept.sited)?.concept;
      const sameKind: boolean =
        !!unsited && !!askedSymptom && (askedSymptom!.id === unsited!.id || partOfSymptom(askedSymptom!)?.symptom === unsited!.id);
      const toldBefore = unsited && toldOfPart && partOfSymptom(toldOfPart)?.symptom === unsited.id ? toldOfPart : null;
      askedSymptom = named ?? (unsited && !sameKind ? toldBefore : askedSymptom);
      // Asked whether it goes anywhere, a part's pain named after the cue is where it might go ("la douleur irradie, dans le
      // bras ?"), not the pain asked about: that is one named before it, or the one told of.
      const cue = radiationAskedAt(s, read.lang);
      const askedPart = askedSymptom ? partOfSymptom(askedSymptom)?.part : undefined;
      const goesInto = cue !== undefined && s.mentions.some((m) => m.concept.id === askedPart && m.from > cue);
      const pain = askedSymptom && partOfSymptom(askedSymptom) && !goesInto ? askedSymptom : toldOfPart;
      if (cue !== undefined && pain) askedRadiation = { of: pain, turn: s.turn };
      else if (askedRadiation && askedRadiation.turn !== s.turn) askedRadiation = null;
      const asks = asksHowLong(s, read.lang);
      // "How long have you been on that?" names no symptom: its answer is no symptom's duration.
      howLong = asks === 'any' || (asks === 'named' && named) ? { about: named ?? null } : null;
    } else if (howLong && isPatientSide(s) && !s.question) {
      const duration = durationIn(s, read.lang);
      // Said at the start of the answer ("About two days."), written within a sentence.
      if (duration)
        answeredDurations.push({
          about: howLong.about,
          duration: lowerFirst(duration),
        });
      howLong = null;
    } else if (isPatientSide(s) && !s.question && s.mentions.length === 0) {
      // A sentence of its own saying only how long, right after the symptom it is of in the same turn ("... it's so itchy. |
      // It's been like this for about three weeks now."): that symptom's duration. Said as how long so far ("for ...",
      // "about four days", "depuis ..."), not when or how long an episode lasts ("it goes away after about an hour").
      const before = read.sentences[s.index - 1];
      const told =
        before?.turn === s.turn ? before.mentions.find((m) => m.concept.kind === 'symptom' && m.assertion === 'present') : undefined;
      const span = told ? durationSpanIn(s, read.lang) : undefined;
      // The preposition it is said with, or one said just before it ("after about, maybe about an hour").
      const { prepositions, sinceWhen } = durationWords(read.lang);
      const leading = s.tokens.slice(Math.max(0, (span?.from ?? 0) - SINCE_REACH), (span?.from ?? 0) + 1).map((t) => fold(t.text));
      const other = leading.some((w) => prepositions.includes(w) && !sinceWhen.includes(w));
      if (told && span && !other) answeredDurations.push({ about: told.concept, duration: lowerFirst(span.text) });
    }
    // What the patient names answering a question about allergies is what they are allergic to ("Any allergies?" "No,
    // just latex."), unless they deny it.
    const isAllergy = (m: Mention) =>
      (m.concept.kind === 'medication' || m.concept.kind === 'allergen') &&
      (m.categories.has('allergy') ||
        (answersAllergy && m.assertion !== 'absent' && m.assertion !== 'family' && !saidTolerated(s, m, read.lang))) &&
      !classBesideMember(s, m);
    // A sentence naming an allergy tells its reaction ("I'm allergic to penicillin, I get hives"), not a symptom of today.
    const allergic = s.mentions.some(isAllergy);
    // Each once ("Makes me really sick, vomiting, the lot.": "sick" is read as vomiting too).
    const reaction = allergic
      ? [...new Set(s.mentions.filter((m) => m.concept.kind === 'symptom').map((m) => m.concept.name))].join(', ')
      : '';
    // A sentence of the patient's right after one naming an allergy, in the same turn, naming none, tells its reaction
    // ("Codeine. | It makes me really sick."), not a symptom of today.
    const reactionOf =
      !allergic && isPatientSide(s) && !s.question && lastAllergy?.turn === s.turn && lastAllergy.sentence === s.index - 1
        ? lastAllergy.allergy
        : undefined;
    const reacted = reactionOf ? s.mentions.filter((m) => m.concept.kind === 'symptom').map((m) => m.concept.name) : [];
    if (reactionOf && reacted.length > 0) {
      reactionOf.reaction = [...new Set([...(reactionOf.reaction?.split(', ') ?? []), ...reacted].filter(Boolean))].join(', ');
      lastAllergy = null;
    }
    // A symptom said next to an allergy already held is its reaction said again ("that's intolerance, codeine, vomiting").
    const restated = allergic ? [] : s.mentions.filter((m) => m.concept.kind === 'symptom' && reactionBeside(m, s.mentions, allergies));
    // "Any allergies?" "No, none." or "He's not allergic to anything": no known allergies, where the answer names none.
    if (!noAllergies && isPatientSide(s) && !s.question && !allergic && saysNoAllergy(s, answersAllergy, read.lang))
      noAllergies = evidenceOf(s);
    let lastCharacter: { to: number; symptom: (typeof s.mentions)[number]['concept'] | null } | undefined;
    // What the clinician tells the patient to call for ("if ..., or you notice any discharge, bring him back") is supposed, however long.
    const calledFor = s.role === 'clinician' && !s.question ? callItems(s, read.lang).map((c) => c.said) : [];
    const toldOf = relativeToldOf(read.sentences, s, read.lang);
    const readBack = readsBack(read, s);
    const showing = isPatientSide(s) && s.question ? asksToLookAt(s, read.lang) : -1;
    for (const m of s.mentions) {
      const evidence = evidenceOf(s, m);
      if (readBack) continue;
      // Someone speaking for the patient tells of themselves ("But I'm allergic to penicillin."), or the clinician tells them
      // of theirs ("about your allergy: ..."): not the patient's.
      if (spokenFor && !s.question && saidOfSpeaker(s, m.from, read.lang)) continue;
      // Told of someone the patient names ("Maureen had a cough a few weeks back"): theirs (a parent may name the child).
      if (!spokenFor && !s.question && saidOfSomeoneNamed(s, m.from, read.lang, names)) continue;
      // ... nor a condition the same words name as a symptom ("ça me donne de l'urticaire": the reaction, not their history).
      const asSymptom = (x: Mention) => x.concept.kind === 'symptom' && x.from === m.from && x.to === m.to;
      if (
        (allergic || reacted.length > 0) &&
        (m.concept.kind === 'symptom' || m.concept.kind === 'character' || (m.concept.kind === 'condition' && s.mentions.some(asSymptom)))
      )
        continue;
      if (restated.includes(m)) continue;
      if (isAllergy(m)) {
        // Read out by the clinician asking only for agreement ("you're allergic to augmentin, is that right?") it is held too.
        if (m.assertion !== 'absent' && (!s.question || s.tagged) && !allergies.some((a) => a.concept.id === m.concept.id)) {
          allergies.push({ concept: m.concept, said: nameAsSaid(s, m.from, m.to), ...(reaction ? { reaction } : {}), evidence });
          lastAllergy = { turn: s.turn, sentence: s.index, allergy: allergies[allergies.length - 1] };
          if (s.question) readOutAllergy = allergies[allergies.length - 1];
        }
        continue;
      }
      if (m.concept.kind === 'character') {
        // A comparative describes nothing ("my trousers are a bit looser").
        if (comparative(s, m)) continue;
        // Characters said together ("loose and watery") describe one symptom: the first one's.
        const joined = lastCharacter && m.from - lastCharacter.to <= COORDINATED_GAP ? lastCharacter.symptom : undefined;
        const symptom =
          joined ??
          s.mentions.find((x) => x.concept.kind === 'symptom' && Math.abs(x.from - m.from) <= CHARACTER_REACH)?.concept ??
          (s.mentions.some((x) => x.concept.kind === 'symptom') ? null : askedSymptom);
        lastCharacter = { to: m.to, symptom };
        // A character the symptom's own name says ("tight" of chest tightness) tells nothing more.
        const named = symptom ? saysCharacter(symptom.name, m.concept.name) : false;
        if (symptom && !named && !s.question && isPatientSide(s) && m.assertion !== 'absent') {
          // Said two ways ("it's constant", then "a burning pain"): both, as said first; no more.
          const held = characters.get(symptom.id);
          const and = ` ${BOTH[read.lang]} `;
          if (!held) characters.set(symptom.id, m.concept.name);
          else if (!held.includes(and) && held !== m.concept.name) characters.set(symptom.id, `${held}${and}${m.concept.name}`);
        }
        continue;
      }
      if (m.concept.kind === 'medication') {
        // What the patient takes, in their own words (a medication the plan names is read with the plan).
        // ... or as the clinician reads it out to them ("for medications, I have that you take vitamin D").
        const readOut = s.role === 'clinician' && (!s.question || s.tagged) && m.categories.has('reported') && m.assertion === 'present';
        // One the patient stopped is not taken now ("the ibuprofen gave me heartburn, so I stopped it"): "it" is the one named last.
        if (m.ended && stoppedIn(s) === m.concept.id) continue;
        // One said as taken once, not now ("I used to take sertraline", "an antibiotic last year"), is none taken now.
        // Said back by the patient after the clinician advised it ("Naproxen twice a day, and the stomach one once."): the plan's.
        if (isPatientSide(s) && s.index >= start && namedInTurnBefore(read, s, m.concept.id)) continue;
        // A class said beside a medication of it ("Trimethoprim, the antibiotic."): that medication again.
        if (classBesideMember(s, m)) continue;
        // Told of a relative just named ("Like my sister. | She's on, um, apixaban."): theirs.
        if (toldOf.length > 0 || relativeSaidBefore(s, m, read.lang).length > 0) continue;
        if (readOut || (isPatientSide(s) && !s.question && m.assertion === 'present')) {
          const dosing = dosingAfter(s, m, lang);
          medications.push({
            concept: m.concept,
            said: nameAsSaid(s, m.from, m.to),
            status: 'current',
            ...(dosing ? { dosing } : {}),
            evidence,
          });
        }
        continue;
      }
      // An operation the patient had ("I had my appendix taken out"): the past surgical history, not one the clinician plans.
      if (m.concept.kind === 'procedure') {
        const had = isPatientSide(s) && !s.question && (m.assertion === 'present' || m.assertion === 'historical');
        if (had && !operations.some((o) => o.concept.id === m.concept.id))
          operations.push({ concept: m.concept, assertion: 'present', attributes: {}, evidence: [evidence], basis: 'told', settled: true });
        // One a relative had ("my mum had her gallbladder out"): the family's history.
        if (isPatientSide(s) && !s.question && m.assertion === 'family') {
          holdFamily(m.concept, relativesOf(s, m), evidence, 'told');
        }
        continue;
      }
      if (!isClinical(m)) continue;
      // Told of a relative just named ("Tell me about your dad." "He had a heart attack at fifty-eight."): theirs, a
      // condition in the family's history, a symptom no one's here.
      // ... or a clause of the sentence that named them ("my sister had heart failure ... no, sorry, she had a heart attack").
      const toldHere = toldOf.length > 0 ? toldOf : relativeSaidBefore(s, m, read.lang).map((cue) => ({ cue, in: s }));
      if (m.assertion !== 'family' && toldHere.length > 0 && m.assertion !== 'absent') {
        if (m.concept.kind !== 'condition') continue;
        holdFamily(m.concept, [...new Set(toldHere.flatMap((x) => relationsOf(x.in, x.cue)))], evidence, 'told');
        continue;
      }
      if (m.assertion === 'family') {
        // A question about the family ("any family history of diabetes?") says nothing until it is answered.
        if (s.question) continue;
        // Words naming a condition and a symptom alike ("migraines") are the condition in the family's history.
        const condition =
          m.concept.kind !== 'condition' && s.mentions.some((o) => o.concept.kind === 'condition' && o.from === m.from && o.to === m.to);
        if (condition) continue;
        holdFamily(m.concept, relativesOf(s, m), evidence, s.role === 'clinician' ? 'stated' : 'told');
        continue;
      }
      if (m.assertion === 'hypothetical' || calledFor.some((c) => m.from >= c.from && m.to <= c.to)) continue;
      if (s.role === 'clinician') {
        if (s.question) continue;
        // A condition naming where the patient is sent ("I'll refer you to the TIA clinic") is no impression of today's.
        if (m.concept.kind === 'condition' && m.categories.has('service')) continue;
        // The clinician saying back what the patient told ("you mentioned a runny nose", "to recap, ...") is the patient's account.
        if (
          m.categories.has('reported') &&
          (!m.categories.has('impression') || impressionReported(s, m)) &&
          (m.assertion === 'present' || m.assertion === 'absent')
        ) {
          add({ concept: m.concept, assertion: m.assertion, weight: WEIGHT.answered, evidence, sentence: s, mention: m });
          continue;
        }
        // A condition given as the reason for a decision is the patient's, there, whatever the decision denies ("you can't
        // take anti-inflammatories because of your kidney transplant"): no impression, nothing ruled out. So is one said
        // within the reason's words, after it opens ("your risk is higher because | you've got high blood pressure").
        if (m.concept.kind === 'condition' && m.categories.has('reason') && (!m.categories.has('impression') || reasonFirst(s, m))) {
          reasons.add(m.concept.id);
          add({ concept: m.concept, assertion: 'present', weight: WEIGHT.stated, evidence, sentence: s, mention: m });
          continue;
        }
        // The patient's own thought or fear said back ("challenging the thought 'I'm having a heart attack'") is no impression.
        // Voiced as the clinician's own ("I'm worried this could be appendicitis"), it is their possible impression.
        const own = m.concept.kind === 'condition' && m.categories.has('guess') && ownGuess(s, m, read.lang);
        if (m.concept.kind === 'condition' && m.categories.has('guess') && !m.categories.has('impression') && !own) continue;
        // Told of in general ("Gout usually comes on quickly"), with no cue of an impression: nobody's condition here (what is
        // said not to be there is still ruled out: "that is not usually how lung cancer presents").
        const cued = own || m.categories.has('impression') || m.categories.has('differential');
        if (m.concept.kind === 'condition' && m.assertion !== 'absent' && !cued && tellsInGeneral(s, read.lang)) continue;
        // A symptom the lexicon holds as a condition too, named as the clinician's impression ("I think you are depressed"), is the condition.
        const impressionOf =
          m.concept.kind === 'condition' ? m.concept : m.categories.has('impression') ? conditionAlso(read.lang, m.concept) : undefined;
        if (
          impressionOf &&
          m.assertion !== 'absent' &&
          (own || m.categories.has('impression') || m.categories.has('differential') || s.index >= start)
        ) {
          // A condition named again by its proper name ("an ear infection, what we call acute otitis media") is one impression.
          const named = lastImpression?.sentence === s.index && renames(s, lastImpression.mention, m, read.lang);
          if (named && lastImpression) impressions.splice(impressions.indexOf(lastImpression.impression), 1);
          const saidName = clinicianName(s, m, impressionOf, read.lang);
          impressions.push({
            concept: impressionOf,
            certainty: m.assertion === 'possible' ? 'possible' : 'stated',
            differential: m.categories.has('differential'),
            evidence,
            ...(saidName ? { said: saidName } : {}),
          });
          lastImpression = { sentence: s.index, mention: m, impression: impressions[impressions.length - 1] };
          continue;
        }
        // A condition the clinician says is not there is ruled out ("there's no evidence of any coronary artery disease",
        // "it doesn't look like septic arthritis").
        if (m.concept.kind === 'condition' && m.assertion === 'absent' && !ruledOut.some((r) => r.concept.id === m.concept.id))
          // ... said as what the clinician thinks it is not ("I don't think it's sleep apnoea"), it is thought unlikely.
          ruledOut.push({
            concept: m.concept,
            certainty: m.categories.has('doubted') ? 'possible' : 'stated',
            differential: false,
            evidence,
          });
        add({ concept: m.concept, assertion: m.assertion, weight: WEIGHT.stated, evidence, sentence: s, mention: m });
        continue;
      }
      // What the patient fears or guesses it is ("I was worried it was cancer") is a concern, not their history;
      // a symptom they are worried about says nothing of its own.
      // So is what they answer to a question about their thoughts ("What went through your mind?" "That I was having a heart attack").
      if (m.concept.kind === 'condition' && (m.categories.has('guess') || m.assertion === 'possible' || answersThought)) {
        concerns.push({ concept: m.concept, certainty: 'possible', differential: false, evidence });
        continue;
      }
      if (m.categories.has('guess')) continue;
      // A patient's question is no telling, unless it asks the clinician to look at what they came with ("could you have a
      // look at | a mole on my back?").
      if (s.question && !(m.concept.kind === 'symptom' && showing >= 0 && m.from >= showing)) continue;
      // The talk of a relative's condition goes on after it is named ("my dad has colon cancer" ... "I don't know the
      // steps of cancer"): the condition named again by the patient within the next turns is still the relative's.
      const relative = family.find((f) => f.concept.id === m.concept.id);
      const lastSaid = relative && read.sentences[relative.evidence[relative.evidence.length - 1].sentence].turn;
      if (m.concept.kind === 'condition' && lastSaid !== undefined && s.turn - lastSaid <= FAMILY_TALK_TURNS) {
        relative!.evidence.push(evidence);
        continue;
      }
      add({ concept: m.concept, assertion: m.assertion, weight: WEIGHT.told, evidence, sentence: s, mention: m });
    }
  }
  answered(read, add);
  // A symptom said anywhere as done on purpose ("you've had intentional weight loss?") is a goal met, not a symptom: what
  // is told of it later ("the weight loss has really decreased all the pain") is no finding either.
  const onPurpose = (s: ReadSentence, m: Mention) =>
    s.modifiers.some((x) => x.rule.onPurpose && m.from >= x.scopeFrom && m.from < x.scopeTo);
  const intended = new Set(
    read.sentences.flatMap((s) => s.mentions.filter((m) => m.concept.kind === 'symptom' && onPurpose(s, m)).map((m) => m.concept.id)),
  );
  for (let i = observations.length - 1; i >= 0; i -= 1) if (intended.has(observations[i].concept.id)) observations.splice(i, 1);

  partNamedAsComplaint(read, observations);
  partInFragmentAfter(read, observations);
  // The complaint: the first symptoms or conditions the patient tells as present.
  const firstTold = observations
    .filter(
      (o) =>
        o.weight === WEIGHT.told && o.assertion === 'present' && !(o.concept.kind === 'condition' && historyAnswers.has(o.sentence.index)),
    )
    .sort((a, b) => a.evidence.start - b.evidence.start)[0];
  let complaint: VisitModel['complaint'] = null;
  // A review the clinician opens the visit with ("this is your diabetes and blood pressure review") is its reason.
  const review = reviewOpening(read, firstTold?.sentence.index ?? read.sentences.length);
  if (review) complaint = { text: review.text, concepts: review.concepts, evidence: evidenceOf(review.sentence), review: true };
  else if (firstTold) {
    const s = firstTold.sentence;
    // Not the symptom said with no part where it was placed after ("this tightness. | In my chest.": chest tightness).
    const placed = partOfSymptom(firstTold.concept)?.symptom;
    const concepts = s.mentions.filter((m) => isClinical(m) && m.assertion === 'present' && m.concept.id !== placed).map((m) => m.concept);
    // A part named as the complaint gives its pain (partNamedAsComplaint).
    if (!concepts.some((c) => c.id === firstTold.concept.id)) concepts.unshift(firstTold.concept);
    complaint = { text: spokenText(s), concepts, evidence: evidenceOf(s) };
  }
  const complaintIds = new Set(complaint?.concepts.map((c) => c.id));
  // What makes it worse or better told of no symptom named, is of the complaint.
  const factorsOf = (id: string) => {
    const list = [...(factors.get(id) ?? []), ...(id === complaint?.concepts[0]?.id ? complaintFactors : [])];
    return list.length > 0 ? list : undefined;
  };

  // One finding per concept: the weightiest observation decides, the latest among equals.
  const byConcept = new Map<string, Observation[]>();
  for (const o of observations.sort((a, b) => a.evidence.start - b.evidence.start))
    byConcept.set(o.concept.id, [...(byConcept.get(o.concept.id) ?? []), o]);
  const findings: Finding[] = [];
  for (const [id, list] of byConcept) {
    const top = Math.max(...list.map((o) => o.weight));
    const decisive = list.filter(
      (o) => o.weight === top && (o.assertion === 'present' || o.assertion === 'absent' || o.assertion === 'historical'),
    );
    // What is so now goes before what was ("No pain in my chest" now, "I had some chest pain" five years ago).
    const now = decisive.filter((o) => o.assertion !== 'historical');
    const decides = now.length > 0 ? now : decisive;
    let assertion: Assertion = (decides[decides.length - 1] ?? list[list.length - 1]).assertion;
    // The presenting complaint is never denied by the visit model.
    if (complaintIds.has(id)) assertion = 'present';
    const sentence = list[0].sentence;
    // The side it was first said on ("my right knee has been hurting").
    // A symptom told where its part was named ("It's my left leg. | It's been really sore"): the side said with the part.
    const sided = list
      .map((o) =>
        o.mention.concept.kind === 'body-part'
          ? sideOfPart(o.sentence, o.mention, read.lang)
          : sideOfMention(o.sentence, o.mention, read.lang),
      )
      .find((side) => side !== undefined);
    const ways = new Set(list.filter((o) => POLAR.has(o.assertion)).map((o) => o.assertion === 'absent'));
    // How long ago something past was ("a chest infection a few years ago") is no duration of it.
    // The clinician's plan tells no symptom's duration ("take the tylenol for the pain ... come back in a month").
    const lasted =
      sentence.role === 'clinician' && sentence.index >= start
        ? undefined
        : durationSpanIn(sentence, read.lang, 0, sentence.tokens.length, true);
    const duration =
      lasted &&
      (assertion !== 'historical' || lasted.text === durationIn(sentence, read.lang)) &&
      !durationOfAnother(sentence, list[0].mention, lasted)
        ? durationIn(sentence, read.lang)
        : undefined;
    findings.push({
      // Told in answer to a question about their health before ("Any medical problems?" "I've got anxiety and depression."),
      // words the lexicon reads as a symptom and a condition alike are the condition: their history.
      concept: list.find((o) => o.concept.kind === 'condition' && historyAnswers.has(o.sentence.index))?.concept ?? list[0].concept,
      assertion,
      basis: complaintIds.has(id) ? 'told' : BASIS[top as 1 | 2 | 3],
      settled: ways.size <= 1 && (assertion !== 'absent' || !complaintIds.has(id)),
      attributes: {
        ...(duration ? { duration } : {}),
        ...(characters.has(id) ? { character: characters.get(id) } : {}),
        ...(radiations.has(id) ? { radiation: radiations.get(id) } : {}),
        ...(factorsOf(id) ? { factors: factorsOf(id) } : {}),
        ...(sided ? { side: sided.side, sideSaid: sided.said } : {}),
        // Past and said to be over every time it was told ("... but I grew out of it").
        ...(assertion === 'historical' && list.every((o) => o.mention.ended) ? { resolved: true as const } : {}),
      },
      evidence: list.map((o) => o.evidence),
    });
  }
  // A finding named otherwise beside another held present (lexicon namedBeside): no thoughts of harming oneself, told with
  // thoughts that others would be better off without one, is no active suicidal ideation.
  // Asked and answered with that other finding itself ("any thoughts of harming yourself?" "Sometimes I think everyone would be
  // better off without me, but I'd never do anything"), it is that finding the answer tells, not one of its own.
  for (const f of [...findings]) {
    const beside = lexiconEntries(read.lang, f.concept.kind).find((e) => e.id === f.concept.id)?.namedBeside ?? [];
    const rule = beside.find((b) => findings.some((o) => o.concept.id === b.present && o.assertion === 'present'));
    if (!rule) continue;
    const answeredWith = findings.some(
      (o) =>
        o.concept.id === rule.present &&
        o.assertion === 'present' &&
        o.evidence.some((e) => f.evidence.some((x) => x.sentence === e.sentence)),
    );
    if (f.basis === 'answered' && f.assertion === 'present' && answeredWith) findings.splice(findings.indexOf(f), 1);
    else f.concept = { ...f.concept, name: rule.name };
  }
  // A duration answered to "how long?" goes with the symptom asked about (the complaint where none was named), if it has none.
  for (const { about, duration } of answeredDurations) {
    const id = about?.id ?? complaint?.concepts[0]?.id;
    const finding = findings.find((f) => f.concept.id === id);
    if (finding && !finding.attributes.duration) finding.attributes.duration = duration;
  }
  // The complaint merged into the same symptom of the one part the patient named with it ("it's my shoulders mainly. | They've
  // gone ever so stiff." into the shoulder stiffness) is that one; not into one of another part ("my wrist ... pain" into finger
  // pain), nor of one of two ("this pain ... across my back and then it went down my left leg").
  const merged = mergeUnsitedIntoSited(findings);
  if (complaint && !complaint.review && complaint.concepts.some((c) => merged.has(c.id))) {
    const said = read.sentences.filter((x) => x.turn === read.sentences[complaint!.evidence.sentence].turn);
    const parts = new Set(said.flatMap((x) => x.mentions.filter((m) => m.concept.kind === 'body-part').map((m) => m.concept.id)));
    const partNamed = (c: Concept) => parts.size === 1 && parts.has(partOfSymptom(c)?.part ?? '');
    complaint.concepts = [
      ...new Map(
        complaint.concepts
          .map((c) => {
            const into = merged.get(c.id);
            return into && partNamed(into) ? into : c;
          })
          .map((c) => [`${c.kind}:${c.id}`, c]),
      ).values(),
    ];
  }
  sideFromAnswers(read, findings);
  sideFromCorrections(read, findings);
  // "Is that type one or type two?" "Type two.": the condition as the answer makes it (choice-answers.ts).
  refineByChoices(
    read,
    findings.filter((f) => f.concept.kind === 'condition'),
  );
  const impressionIds = new Set(impressions.map((i) => i.concept.id));
  const { items, advised, asides } = readPlan(read);
  const painRating = readPainRating(read);
  const ratings = readOtherRatings(read);
  const scores = readScores(read);
  return {
    language: lang,
    ...(swapped ? { labelsSwapped: true } : {}),
    ...(opening ? { planFrom: opening.start } : {}),
    ...(noAllergies && allergies.length === 0 ? { noKnownAllergies: noAllergies } : {}),
    ...(dictation ? { dictated: true } : {}),
    speakersKnown: read.turns.some((t) => t.role === 'clinician') && read.turns.some((t) => t.role === 'patient'),
    complaint,
    symptoms: findings.filter((f) => f.concept.kind === 'symptom'),
    history: [
      ...findings.filter(
        (f) => f.concept.kind === 'condition' && !impressionIds.has(f.concept.id) && f.assertion !== 'absent' && f.assertion !== 'possible',
      ),
      ...operations,
    ],
    family,
    // A condition the clinician rules out is no possible impression ("someone might have an infected joint ... your
    // joint doesn't look like that"); one they state stays theirs.
    impressions: impressions.filter((i) => i.certainty === 'stated' || !ruledOut.some((r) => r.concept.id === i.concept.id)),
    // Nor is a condition the patient has ruled out ("the TSH is normal, so it's not your thyroid" of a treated underactive thyroid).
    ruledOut: ruledOut.filter(
      (r) =>
        !reasons.has(r.concept.id) &&
        !impressions.some((i) => i.concept.id === r.concept.id && i.certainty === 'stated') &&
        !findings.some(
          (f) => f.concept.id === r.concept.id && f.concept.kind === 'condition' && f.assertion === 'present' && f.basis !== 'stated',
        ),
    ),
    concerns,
    medications: [...medications, ...advised].filter((m) => !allergies.some((a) => a.concept.id === m.concept.id)),
    allergies,
    plan: items,
    social: readSocial(read, spokenFor),
    examination: readExamination(read),
    ...(spokenFor ? { spokenFor: true } : {}),
    ...(painRating ? { painRating } : {}),
    ...(ratings.length > 0 ? { ratings } : {}),
    ...(scores.length > 0 ? { scores } : {}),
    asides,
  };
}

/** How many words an answer naming a side and its part alone may hold ("Um, it's the, the left elbow."). */
const SIDE_ANSWER_WORDS = 10;

/**
 * The side a patient puts right ("It's not the right knee, it's the left knee"): a part named
 * on one side after a negation, then on the other side, is on the other side; a present
 * symptom of that part is on it, whatever side was said of it before.
 */
function sideFromCorrections(read: ReadTranscript, findings: Finding[]): void {
  for (const s of read.sentences) {
    if (!isPatientSide(s) || s.question) continue;
    const parts = s.mentions.filter((m) => m.concept.kind === 'body-part');
    for (const [i, wrong] of parts.entries()) {
      if (wrong.assertion !== 'absent') continue;
      const wrongSide = sideOfPart(s, wrong, read.lang)?.side;
      const right = parts.slice(i + 1).find((m) => m.concept.id === wrong.concept.id);
      const corrected = right && sideOfPart(s, right, read.lang);
      if (!wrongSide || !corrected || corrected.side === wrongSide) continue;
      for (const f of findings)
        if (f.assertion === 'present' && partOfSymptom(f.concept)?.part === wrong.concept.id)
          f.attributes = { ...f.attributes, side: corrected.side, sideSaid: corrected.said };
    }
  }
}

/**
 * The side said in an answer naming only a part ("Left or right elbow?" "It's the left elbow."): a
 * present symptom of that part said with no side is on it.
 */
function sideFromAnswers(read: ReadTranscript, findings: Finding[]): void {
  read.sentences.forEach((s, i) => {
    const asked = read.sentences[i - 1];
    if (!isPatientSide(s) || s.question || asked?.role !== 'clinician' || !asked.question) return;
    if (saidWords(s.tokens).length > SIDE_ANSWER_WORDS) return;
    const parts = s.mentions.filter((m) => m.concept.kind === 'body-part');
    if (parts.length !== 1 || s.mentions.length !== 1) return;
    const sided = sideOfPart(s, parts[0], read.lang);
    if (!sided) return;
    for (const f of findings)
      if (f.assertion === 'present' && !f.attributes.side && partOfSymptom(f.concept)?.part === parts[0].concept.id)
        f.attributes = { ...f.attributes, side: sided.side, sideSaid: sided.said };
  });
}

/**
 * A symptom of a part said with no part ("it's a burning pain") is the one present symptom of
 * that kind whose part was said ("stomach pain"): it takes that symptom's place, its character and
 * duration going to it where it has none of its own, and its passages joining that symptom's.
 * With two such symptoms ("knee pain" and "back pain") it stays as it was: which one is not known.
 */
function mergeUnsitedIntoSited(findings: Finding[]): Map<string, Concept> {
  const merged = new Map<string, Concept>();
  // A symptom of a part said shorter ("toe pain" beside "big toe pain") merges the same way, first: then one with no part
  // has one symptom of its kind to go to.
  const mergeable = findings.filter(
    (f) => f.concept.kind === 'symptom' && (f.concept.sited || f.concept.siteOf) && f.assertion === 'present',
  );
  for (const unsited of [...mergeable.filter((f) => f.concept.siteOf), ...mergeable.filter((f) => !f.concept.siteOf)]) {
    // Named after the symptom ("knee pain"); where none is, the lexicon's own pain of a part ("headache": the pain of the head).
    const present = findings.filter((f) => f !== unsited && f.concept.kind === 'symptom' && f.assertion === 'present');
    const named = present.filter((f) => f.concept.name.endsWith(` ${unsited.concept.name}`));
    const sited = named.length > 0 ? named : present.filter((f) => partOfSymptom(f.concept)?.symptom === unsited.concept.id);
    if (sited.length !== 1) continue;
    const [into] = sited;
    const { character, duration } = unsited.attributes;
    if (character && into.attributes.character !== character)
      into.attributes.character = into.attributes.character ? `${into.attributes.character}, ${character}` : character;
    if (duration && !into.attributes.duration) into.attributes.duration = duration;
    into.evidence = [...into.evidence, ...unsited.evidence].sort((a, b) => a.start - b.start);
    // Told by the patient, it is told, though its part was named by the clinician.
    if (BASIS_RANK[unsited.basis] > BASIS_RANK[into.basis]) into.basis = unsited.basis;
    findings.splice(findings.indexOf(unsited), 1);
    merged.set(unsited.concept.id, into.concept);
  }
  return merged;
}
/** How much each basis weighs: BASIS read the other way round. */
const BASIS_RANK = Object.fromEntries(Object.entries(BASIS).map(([weight, basis]) => [basis, Number(weight)])) as Record<
  Finding['basis'],
  number
>;

/**
 * Whether a patient's sentence says they have no allergies: a "no" answering a question about
 * them, or a negation said before words of allergy ("he's not allergic to anything", "I don't
 * have any allergies").
 */
function saysNoAllergy(s: ReadSentence, answersAllergy: boolean, lang: Lang): boolean {
  if (answersAllergy && polarityOf(s, lang) === 'deny') return true;
  const lower = s.text.toLowerCase();
  return s.modifiers.some((x) => x.rule.category === 'allergy' && negationBefore(lower, s.tokens[x.from].start - s.start));
}
