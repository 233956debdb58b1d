// "Not in the note": the clinically relevant statements of the sources that no sentence of
// the note covers, for what the visit model does not hold yet: medications as said and their
// changes, vital signs, scores and results, problems assessed or ruled out, plan items,
// referrals and follow-up, as the offline draft generator would write them from the same
// sources (symptoms, allergies, past and family history come from the visit model). One is
// covered when the note names its concept (a medication, a problem), states its values, or
// says most of its words in one sentence.
import type { Omission, OmissionKind } from '../../shared/evidence';
import { findConditions, classMembersNamed, negatedAt } from '@clinicscribe/clinical-notes';
import { noteOptionsSchema } from '../offline/types';
import { statedNotAsked, type Utterance } from '../offline/analyse';
import { PLAN_TERMS } from '../offline/clinical-terms';
import { HESITATION_WORDS } from '../offline/clean-speech';
import { draftContent, writeStatement } from '../offline/draft-content';
import { followUpMention, type MedicationStatus } from '../offline/facts';
import { followUpLine, medicationPhrase, vitalLine, type Lang } from '../offline/phrases';
import { actionOf, saysAction, type MedicationAction } from './medication-actions';
import { conceptsOf, sourceNumbers, statedNumbers } from './concepts';
import type { NoteSentence, NoteSection } from './note-text';
import { namingPassages } from './passage-candidates';
import { namingWhat, planItems, whenToCall, WHEN_TO_CALL_ITEM } from './plan-items';
import { destinationOf, inPlanPart, sectionFor, type Destination } from './sections';
import type { Passage, ReadSources } from './sources';
import { contentStems } from './words';

/** A statement of the sources, before it is checked against the note. */
export interface Candidate {
  kind: OmissionKind;
  destination: Destination;
  /** The sentence to add and its source when the note leaves it out; undefined when the note covers it. */
  missing: (note: NoteView) => { text: string; utterance: Utterance } | undefined;
}

/** A candidate with a fixed sentence. */
function statement(
  text: string,
  kind: OmissionKind,
  destination: Destination,
  u: Utterance,
  covered: (note: NoteView) => boolean,
): Candidate {
  return { kind, destination, missing: (note) => (covered(note) ? undefined : { text, utterance: u }) };
}

/** What the note says, read once for every candidate. */
export interface NoteView {
  /** Passages that support a sentence of the note: a plan or a result said there is in the note. */
  evidenced: Set<number>;
  /** The note's sentences standing on each passage of the sources (by passageKey), as indices into sentenceStems and sentenceKeys. */
  standing: Map<string, number[]>;
  /** The concepts each sentence of the note names. */
  sentenceKeys: Array<Set<string>>;
  keys: Set<string>;
  numbers: Set<number>;
  sentenceStems: Array<Set<string>>;
  sentenceTexts: string[];
  sentenceNumbers: Array<Set<number>>;
  /** The sentences of the note's assessment and plan (every sentence when the note has neither): where a plan item is said. */
  planPart: number[];
  allStems: Set<string>;
  lower: string;
}

/** Share of a statement's words that one sentence of the note must exceed for it to be covered. */
const SENTENCE_COVER = 0.7;
/** ... or the whole note. */
const NOTE_COVER = 1;
/** A plan item longer than this, or of several sentences, is a passage retold, not an item to add. */
const MAX_ITEM_WORDS = 20;
/** A sentence standing on an item's passage names it when it says this share of what the item does, at least. */
const ITEM_SHARE = 1 / 3;
/** Plan sentences with fewer content words say too little to be missed. */
const MIN_PLAN_WORDS = 3;

/**
 * A passage of a source, as a note sentence stands on it: a sentence standing on the passage
 * an item was said in is about that item (a speaker's whole turn may hold several items,
 * which a note may state in as many sentences).
 */
export const passageKey = (u: Utterance): string => `${u.id}`;

/** The note's sentences, read for coverage; `standsOn` lists, for each sentence, the passages (passageKey) it stands on. */
export function viewNote(
  sentences: readonly NoteSentence[],
  evidenced: Set<number> = new Set(),
  standsOn: ReadonlyArray<readonly string[]> = [],
): NoteView {
  const keys = new Set<string>();
  const numbers = new Set<number>();
  const sentenceStems = sentences.map((s) => new Set(contentStems(s.text)));
  // A sentence naming a class of medications ("NSAIDs") names each of its members.
  const sentenceKeys = sentences.map(
    (s) => new Set([...conceptsOf(s.text).map((c) => c.key), ...classMembersNamed(s.text.toLowerCase()).map((m) => `medication:${m}`)]),
  );
  for (const k of sentenceKeys) for (const key of k) keys.add(key);
  const standing = new Map<string, number[]>();
  standsOn.forEach((ids, i) => {
    for (const id of ids) standing.set(id, [...(standing.get(id) ?? []), i]);
  });
  const sentenceNumbers = sentences.map((s) => sourceNumbers(s.text));
  for (const values of sentenceNumbers) for (const n of values) numbers.add(n);
  const planned = sentences.flatMap((s, i) => (inPlanPart(s) ? [i] : []));
  const planPart = planned.length > 0 ? planned : sentences.map((_, i) => i);
  return {
    evidenced,
    standing,
    sentenceKeys,
    keys,
    numbers,
    sentenceStems,
    sentenceTexts: sentences.map((s) => s.text),
    sentenceNumbers,
    planPart,
    allStems: new Set(sentenceStems.flatMap((s) => [...s])),
    lower: sentences
      .map((s) => s.text)
      .join('\n')
      .toLowerCase(),
  };
}

/** Whether the note says a statement: a sentence of the note stands on its passage, or says most of its words. */
function saysWords(text: string, u: Utterance): (note: NoteView) => boolean {
  const stems = [...new Set(contentStems(text))];
  return (note) => {
    if (stems.length === 0 || note.evidenced.has(u.id)) return true;
    return saysMost(stems, note);
  };
}

/** A sentence of the note says most of the words, or the note says all of them. */
function saysMost(stems: readonly string[], note: NoteView): boolean {
  const inNote = stems.filter((s) => note.allStems.has(s)).length / stems.length;
  const best = Math.max(0, ...note.sentenceStems.map((n) => stems.filter((s) => n.has(s)).length / stems.length));
  return best > SENTENCE_COVER || inNote >= NOTE_COVER;
}

/** Words of plan items that say what kind of thing is done, not what: they do not tell two items of one passage apart. */
const PLAN_VERBS = new Set(
  contentStems(
    'order get start stop continue increase decrease prescribe refer schedule check have do obtain try put give send see follow go ahead will want also another some more today now avoid write',
  ),
);

/** Sentence i names one of the medications and says one of the actions, or every new dose. */
function saysChange(
  note: NoteView,
  i: number,
  medications: readonly string[],
  actions: readonly MedicationAction[],
  doses: readonly number[],
): boolean {
  if (!medications.some((k) => note.sentenceKeys[i].has(k))) return false;
  return (
    actions.some((a) => saysAction(note.sentenceTexts[i], a)) || (doses.length > 0 && doses.every((n) => note.sentenceNumbers[i].has(n)))
  );
}

/** What each change to a medication is said with. */
const CHANGE_ACTIONS: Record<'start' | 'change' | 'stop', MedicationAction[]> = {
  start: ['start'],
  change: ['increase', 'decrease'],
  stop: ['stop'],
};

/**
 * Whether the note says one plan item of a passage: a sentence standing on the passage names
 * what the item does (one passage often holds several items, and the note may keep only one),
 * or the note says most of its words.
 */
function saysItem(text: string, u: Utterance, action = false): (note: NoteView) => boolean {
  const stems = [...new Set(contentStems(text))];
  const what = stems.filter((s) => !PLAN_VERBS.has(s));
  const concepts = conceptsOf(text);
  const keys = concepts.map((c) => c.key);
  const medications = concepts.filter((c) => c.kind === 'medication').map((c) => c.key);
  const change = medications.length > 0 ? actionOf(text) : undefined;
  const doses = statedNumbers(text)
    .map((n) => n.value)
    .slice(-1);
  // What the item does, without the verbs every item has, when it says enough to tell it apart.
  const told = what.length >= 2 ? what : stems;
  return (note) => {
    if (stems.length === 0) return true;
    const inPlan = (key: string) => (note.standing.get(key) ?? []).filter((i) => note.planPart.includes(i));
    const said = (i: number) => (what.length === 0 ? 1 : what.filter((s) => note.sentenceStems[i].has(s)).length / what.length);
    // A sentence saying what was found ("A1c was elevated") does not say what is to be done with it ("repeat the A1c").
    const planned = (i: number) =>
      !action || SAYS_PLAN.test(note.sentenceTexts[i]) || PLAN_TERMS.test(note.sentenceTexts[i].toLowerCase().replace(FOUND_ELEVATED, ''));
    const says = (enough: (share: number) => boolean) => (i: number) =>
      change ? changes(i) : planned(i) && (enough(said(i)) || keys.some((k) => note.sentenceKeys[i].has(k)));
    // A change to a medication is said by a sentence naming it with the same action or the new dose.
    const changes = (i: number) => saysChange(note, i, medications, change ? [change] : [], doses);
    if (inPlan(passageKey(u)).some(says((x) => x >= ITEM_SHARE))) return true;
    return note.planPart.some((i) => told.filter((s) => note.sentenceStems[i].has(s)).length / told.length > SENTENCE_COVER);
  };
}

/**
 * Whether the note says when to call or come back: a sentence anywhere in it (a note often
 * gives it in the patient's instructions) stands on the passage and names the condition, or
 * says most of it.
 */
function saysWhenToCall(text: string, u: Utterance): (note: NoteView) => boolean {
  const said = text.replace(WHEN_TO_CALL_ITEM, '');
  // What to call for, without the patient ("they're", "their").
  const condition = [...new Set(contentStems(said).filter((w) => !w.includes("'")))];
  const keys = conceptsOf(said).map((c) => c.key);
  return (note) => {
    const share = (i: number) =>
      condition.length === 0 ? 1 : condition.filter((s) => note.sentenceStems[i].has(s)).length / condition.length;
    if ((note.standing.get(passageKey(u)) ?? []).some((i) => share(i) >= ITEM_SHARE)) return true;
    return note.sentenceTexts.some((t, i) => CALL_WORDS.test(t) && (keys.some((k) => note.sentenceKeys[i].has(k)) || share(i) >= 1 / 2));
  };
}

/** How a note says the patient is to call or come back. */
const CALL_WORDS = /\b(?:call|calls|contact|notify|phone|return|come back|reach out|appeler|contacter|revenir)\b/i;

/** "were elevated" is a finding, not the plan's "elevate the leg". */
const FOUND_ELEVATED = /\b(?:was|were|is|are|remains?|remained|been|mildly|slightly|still) elevated\b/g;
/** How a note says what is to be done, besides the plan's own words: advice, instructions, what was given or ordered. */
const SAYS_PLAN =
  /\b(?:continu\w*|start\w*|begin\w*|take|taking|use|using|give|apply|can (?:also )?be|advis\w*|encourag\w*|instruct\w*|recommend\w*|discuss\w*|counsel\w*|will|should|may|plan\w*|prescri\w*|given|provided|ordered|placed|scheduled|needs?|to be|is to|are to)\b/i;

/** Pieces of one sentence read at most, from where a plan starts. */
const MAX_PIECES = 4;
/** A piece that opens with a hesitation goes on with what was being said ... */
const HESITATION = new RegExp(`^\\W*(?:${HESITATION_WORDS})\\b`, 'i');
/** ... unless it opens a clause of its own. */
const NEW_CLAUSE =
  /^\W*(?:i|i'm|i'll|we|we'll|we're|you|you're|it|it's|he|she|they|and|so|but|then|that|this|there|okay|ok|alright|if|let's|what)\b/i;
/** Where a piece of a sentence cannot end: a word that leads into more ("so i want you to continue", "order another"). */
const CUT_OFF =
  /(?:\b(?:to|and|or|the|a|an|another|just|some|your|on|of|for|with|continue|order|start|get|take|do|keep|put|give|use))\s*$/i;

/**
 * The pieces of the sentence a plan utterance starts, read on while it stops where it cannot
 * end: the transcript's reader cuts a sentence at a hesitation's comma ("i do
 * want to order just, | um, an echocardiogram") and a long run without punctuation into
 * pieces ("so i want you to continue | on your lasix ... weigh yourself daily").
 */
function wholeSentence(utterances: readonly Utterance[], u: Utterance): Utterance[] {
  const pieces = [u];
  const text = () => pieces.map((p) => p.clean.replace(/,\s*$/, '')).join(' ');
  // ... or at a comma, when what follows opens with a hesitation and goes on without a subject ("i'll also order another, | uh, cbc on you").
  const cut = (next: Utterance) =>
    CUT_OFF.test(text()) ||
    (/,\s*$/.test(pieces[pieces.length - 1].clean) && HESITATION.test(next.source.text) && !NEW_CLAUSE.test(next.clean));
  for (
    let next = utterances[u.id + 1];
    pieces.length < MAX_PIECES && next && next.turn === u.turn && next.source.origin === u.source.origin && cut(next);
    next = utterances[next.id + 1]
  )
    pieces.push(next);
  return pieces;
}

/** The piece of a sentence an item was said in: the one sharing most of its words. */
function pieceSaying(pieces: readonly Utterance[], item: string): Utterance {
  const stems = contentStems(item);
  const shared = (p: Utterance) => new Set(contentStems(p.clean).filter((w) => stems.includes(w))).size;
  return pieces.reduce((best, p) => (shared(p) > shared(best) ? p : best));
}

/** A note with no sentence: every candidate is missing from it. */
const EMPTY: NoteView = viewNote([]);

/** What a plan item says: its content words and its numbers ("Increase prozac to 40 mg."). */
const itemWords = (text: string) => contentStems(text).length + statedNumbers(text).length;

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
/** What an examination or a test looks for ("just checking for a meniscus tear") is not yet the patient's problem. */
const SOUGHT =
  /\b(?:check(?:ing)? for|look(?:ing)? for|(?:to )?rul(?:e|ing) out|evaluat(?:e|ing) for|screen(?:ing)? for|test(?:ing)? for)\s+(?:(?:a|an|the|any|some|your|signs? of)\s+)*$/;
const soughtAt = (lower: string, index: number) => SOUGHT.test(lower.slice(Math.max(0, index - 40), index));
/** A relative's problem is not the patient's. */
const RELATIVE =
  /\b(mother|father|mom|dad|sister|brother|family|grandmother|grandfather|aunt|uncle|cousin|m[èe]re|p[èe]re|famille|s(?:œ|oe)ur|fr[èe]re)\b/;
/** The clinician says what will be done, wherever in the visit. */
const WILL_DO =
  /\b(?:we will|we'll|i will|i'll|(?:i'm|i am|we're|we are)? ?(?:going to|gonna|gon na)|let's|i (?:also |really |just |do )?(?:want|wanna|wan na|would like|'d like)(?: you)? to|i'd (?:also |really )?like(?: you)? to|(?:be sure|remember) to|i(?:'ve| have) (?:ordered|prescribed|sent|referred|scheduled)|i (?:want|wanna|wan na)|i(?:'m| am| have|'ve)? (?:would |'d |might |also )*(?:recommend(?:ed)?|suggest(?:ed)?)|you should|you can (?:keep|continue|use|take|try|start|stop|go)|we (?:can|could|should)|i (?:would |'d )?(?:encourage|advise) you to|(?:try|make sure) (?:to|that you|you)|you (?:would |'d )?(?:need|have) to|it's important|in the meantime|about you (?:trying|taking|using|starting|stopping|cutting|lowering|limiting|avoiding)|en attendant|nous allons|je vais|je recommande)\b/;
const REFERRAL = /\b(refer\w*|specialist|consult\w*|physical therapy|physiotherap\w*|orient\w*|r[ée]f[ée]r\w*|sp[ée]cialiste)\b/i;
/** What a plan item acts on, when it names no medication or problem: a test, a treatment, an appointment. */
const PLAN_OBJECT =
  /\b(tests?|labs?|blood ?work|x-?rays?|mri|ct|egd|bmp|psa|tsh|titer|mammogram|cat scan|scan|ultrasound|echo\w*|ekg|ecg|imaging|biopsy|panel|a1c|cbc|cmp|refer\w*|therap\w*|surgery|surgical|procedure|injection|shot|cast|splint|brace|sling|crutch\w*|boot|cath\w*|diet\w*|lifestyle|exercis\w*|weights?|weigh|salt|salty|sodium|alcohol|smok\w*|fluids|hydrat\w*|ice|heat|medications?|medicine|meds|pills?|dose|prescri\w*|vaccine|appointments?|follow|monitor\w*|blood pressures?|sugars?|specialist|primary care|pcp|urologist|cardiolog\w*|nutritionist|dietitian|pcr|western blot|podiatr\w*|rice|chew\w*|foods?|pilates|caffeine|water|fiber|colonoscop\w*|endoscop\w*|debridement|\w+ectomy|\w+otomy|\w+oscopy|\w+plasty|orif|repair|fixation|lithotripsy|cultures?|urinalysis|chemo\w*|radiation|emg|nerve conduction|studies|study|nutrition\w*|epidural|statins?|graft|running|activit(?:y|ies)|stretch\w*|massage|cane|respirator|mask|work ?-?ups?|adjustments|orthotics?|gel|cream|ointment|patch(?:es)?|drops|spray|supplements?|elevat\w*|compress\w*|wrap|nsaids?|anti-?inflammator\w*|antibiotics?|pain ?(?:killers?|relievers?)|strainer|scale|examens?|analyses?|bilan|radio\w*|[ée]chographie|chirurgie|injection|kin[ée]\w*|r[ée]gime|m[ée]dicaments?|ordonnance|rendez-vous)\b/i;
/** A test or a treatment that names the whole item in one word ("Do a culture.", "Schedule an egd."). */
const NAMED_OBJECT =
  /\b(?:labs?|blood ?work|blood tests?|imaging|x-?rays?|mri|ct|ultrasound|echo\w*|ekg|ecg|biopsy|a1c|cbc|cmp|bmp|egd|psa|tsh|titer|colonoscop\w*|endoscop\w*|debridement|\w+ectomy|\w+otomy|\w+oscopy|\w+plasty|orif|lithotripsy|cultures?|urinalysis|emg|mammogram|injection|cast|splint|brace|sling|crutch\w*|statins?|antibiotics?|steroids?|nsaids?|inhalers?|insulin|physical therapy|physiotherap\w*|[ée]chographie|radiographie|irm|scanner|kin[ée]\w*)\b/i;
/** Openings of what was said around a plan, not the plan itself ("Hopefully ...", "It is ...", "Sounds good ..."). */
const NOT_AN_ITEM =
  /^(?:it is|it's|that|this|they are welcome|they might|hopefully|unfortunately|sounds good|feel better|take care|what will|many|some possible|on their|in about|if their|the big|may (?:say|hit|do stuff|cross|see where)|will see if|see (?:if|whether|how|what|where|when|continue))\b/i;
/** What the patient is to keep from doing, whatever it is ("Avoid any strenuous activity.", "Hold off on pottery work."). */
const RESTRICTION = /^(?:try to )?(?:avoid|hold off|refrain|stay off|stay away)\b/i;
/** A plan sentence worth listing: it says what is acted on, and is not talk around the plan. */
const isPlanItem = (text: string) =>
  text.split(/\s+/).length <= MAX_ITEM_WORDS &&
  !/[.?!]\s+\S/.test(text) &&
  !NOT_AN_ITEM.test(text) &&
  (PLAN_OBJECT.test(text) ||
    RESTRICTION.test(text) ||
    WHEN_TO_CALL_ITEM.test(text) ||
    conceptsOf(text).some((c) => c.kind !== 'body-part') ||
    /\d/.test(text));

const MEDICATION_VERBS: Record<Lang, Record<MedicationStatus, string>> = {
  en: { current: 'Takes', start: 'Start', change: 'Adjust', stop: 'Stop', mentioned: 'Medication discussed:' },
  fr: { current: 'Prend', start: 'Débuter', change: 'Ajuster', stop: 'Arrêter', mentioned: 'Médicament abordé :' },
};

/** A medication in the plan: what is done with it (one the patient takes is continued). */
const PLAN_VERBS_BY_STATUS: Record<Lang, Record<MedicationStatus, string>> = {
  en: { ...MEDICATION_VERBS.en, current: 'Continue' },
  fr: { ...MEDICATION_VERBS.fr, current: 'Poursuivre' },
};
/** A medication named to be avoided or cut down is no medication to continue. */
const AVOIDED =
  /\b(?:avoid\w*|stay away|hold off|do n't take|don't take|not take|no more|cut (?:back|down)|stop\w*|[ée]vit\w*|arr[êe]t\w*)\b/;

/** Every clinically relevant statement of the sources, as the offline generator would write it. */
export function candidates(sources: ReadSources, lang: Lang): Candidate[] {
  const options = noteOptionsSchema.parse({ language: lang, style: 'long', longSummary: true });
  const content = draftContent(sources.conversation, options, lang);
  const out: Candidate[] = [];

  const medications = new Map<string, (typeof content.medications)[number]>();
  for (const entry of content.medications) {
    if (entry.utterance.isQuestion) continue;
    const known = medications.get(entry.mention.name);
    if (
      !known ||
      (known.mention.status === 'current' && entry.mention.status !== 'current') ||
      (!known.mention.dose && entry.mention.dose && known.mention.status === entry.mention.status)
    )
      medications.set(entry.mention.name, entry);
  }
  for (const { mention: m, utterance: u } of medications.values()) {
    const status = m.status;
    const key = `medication:${m.name}`;
    const change = status !== 'current' && status !== 'mentioned';
    // A change is the plan's to state: the history naming the medication does not say it.
    const doses = m.dose ? [...sourceNumbers(m.dose)] : [];
    const covered = change
      ? (note: NoteView) => note.planPart.some((i) => saysChange(note, i, [key], CHANGE_ACTIONS[status], doses))
      : (note: NoteView) => note.keys.has(key);
    out.push(
      statement(
        `${MEDICATION_VERBS[lang][status]} ${medicationPhrase(m, lang)}.`,
        'medication',
        destinationOf('medication', change),
        u,
        covered,
      ),
    );
  }

  // A medication the clinician speaks of when planning belongs in the note's plan, whatever the history says of it.
  const planned = new Set<string>();
  for (const { mention: m, utterance: u } of content.medications) {
    if (u.role !== 'clinician' || u.phase !== 'plan' || u.isQuestion || planned.has(m.name)) continue;
    if ((m.status === 'current' || m.status === 'mentioned') && AVOIDED.test(u.lower)) continue;
    planned.add(m.name);
    const key = `medication:${m.name}`;
    out.push(
      statement(`${PLAN_VERBS_BY_STATUS[lang][m.status]} ${medicationPhrase(m, lang)}.`, 'medication', 'plan', u, (note) =>
        note.planPart.some((i) => note.sentenceKeys[i].has(key)),
      ),
    );
  }

  for (const v of content.vitals) {
    const line = vitalLine(v.name, v.value, lang);
    const values = [...sourceNumbers(v.value)];
    out.push(statement(`${line.title}: ${line.body}`, 'vital', 'exam', v.utterance, (note) => values.every((n) => note.numbers.has(n))));
  }
  for (const s of content.scores) {
    const values = [...sourceNumbers(s.value)];
    out.push(
      statement(`${capitalize(s.name)}: ${s.value}.`, 'result', 'results', s.utterance, (note) => values.every((n) => note.numbers.has(n))),
    );
  }
  for (const r of content.results)
    if (r.text) out.push(statement(r.text, 'result', 'results', r.utterance, saysWords(r.text, r.utterance)));

  const diagnosed = new Set<string>();
  const diagnosis = (en: string, text: string, u: Utterance) => {
    if (diagnosed.has(en)) return;
    diagnosed.add(en);
    out.push(statement(text, 'diagnosis', 'assessment', u, (note) => note.keys.has(`problem:${en}`)));
  };
  // Problems named as the patient's, by the clinician or the patient, unless negated.
  const assessing = new Set([...content.assessment, ...content.problems.flatMap((p) => p.statements)].map((s) => s.utterance));
  const assessed = [...assessing];
  for (const u of sources.conversation.utterances)
    if (u.role !== 'other' && !u.isQuestion && u.source.origin === 'transcript' && !RELATIVE.test(u.lower)) assessed.push(u);
  for (const u of assessed) {
    for (const c of findConditions(u.lower))
      if (!negatedAt(u.lower, c.index) && !soughtAt(u.lower, c.index)) diagnosis(c.term.en, `${capitalize(c.term[lang])}.`, u);
  }
  // A problem the clinician assesses belongs in the note's assessment, whatever the history says of it.
  const inAssessment = new Set<string>();
  for (const u of sources.conversation.utterances) {
    if (
      u.role !== 'clinician' ||
      !(u.phase === 'plan' || assessing.has(u)) ||
      u.isQuestion ||
      u.source.origin !== 'transcript' ||
      RELATIVE.test(u.lower)
    )
      continue;
    for (const c of findConditions(u.lower)) {
      if (negatedAt(u.lower, c.index) || soughtAt(u.lower, c.index) || inAssessment.has(c.term.en)) continue;
      inAssessment.add(c.term.en);
      const key = `problem:${c.term.en}`;
      out.push(
        statement(`${capitalize(c.term[lang])}.`, 'diagnosis', 'assessment', u, (note) =>
          note.planPart.some((i) => note.sentenceKeys[i].has(key)),
        ),
      );
    }
  }
  out.push(...ruledOut(sources, lang, diagnosed));

  // Every plan sentence of the clinician, not only those a draft's word budget keeps.
  const plannedUtterances = new Set<number>();
  // A plan read whole from its first piece gives the same items again from a later one: each is listed once.
  const itemTexts = new Set<string>();
  const planUtterances = [
    ...content.plan.map((s) => s.utterance),
    // A speech engine often ends a plan with "?" ("i want to order another echocardiogram?"): what will be done is no question.
    ...sources.conversation.utterances.filter(
      (u) =>
        u.source.origin === 'transcript' &&
        u.role !== 'patient' &&
        !u.smallTalk &&
        // When to call or come back is a plan item wherever the clinician says it.
        (whenToCall(u.clean).length > 0 ||
          ((u.phase === 'plan' || WILL_DO.test(u.lower)) &&
            (u.isPlan || u.phase === 'plan' || PLAN_OBJECT.test(u.lower)) &&
            (statedNotAsked(u) || WILL_DO.test(u.lower)))),
    ),
  ];
  for (const u of planUtterances) {
    if (plannedUtterances.has(u.id)) continue;
    plannedUtterances.add(u.id);
    const pieces = wholeSentence(sources.conversation.utterances, u);
    const whole = pieces.map((p) => p.clean.replace(/,\s*$/, '')).join(' ');
    const said = { ...u, clean: whole.replace(/,?\s*(?:okay|ok|alright|all right|right|d'accord)?\s*\?\s*$/i, '.') };
    // English: each thing to be done as its own imperative item, since a note may keep one and drop another.
    const before = [
      ...sources.conversation.utterances
        .slice(Math.max(0, u.id - 2), u.id)
        .filter((b) => b.role === u.role && b.source.origin === u.source.origin),
      u,
    ]
      .map((b) => b.clean)
      .join(' ');
    const items =
      lang === 'en' && sources.conversation.language === 'en' ? planItems(said.clean).map((item) => namingWhat(item, before)) : [];
    if (items.length > 0) {
      // An item naming a medication, a problem or a test or treatment says enough in fewer words ("Continue the aspirin.", "Do a culture.").
      const listed = items.filter(
        (text) => isPlanItem(text) && itemWords(text) >= MIN_PLAN_WORDS - (conceptsOf(text).length > 0 || NAMED_OBJECT.test(text) ? 2 : 1),
      );
      for (const text of listed) {
        const piece = pieceSaying(pieces, text);
        if (!itemTexts.has(text))
          out.push(
            statement(
              text,
              REFERRAL.test(text) ? 'referral' : 'plan',
              'plan',
              piece,
              WHEN_TO_CALL_ITEM.test(text) ? saysWhenToCall(text, piece) : saysItem(text, piece, true),
            ),
          );
      }
      for (const text of listed) itemTexts.add(text);
      continue;
    }
    // Otherwise the sentence writer's sentence (French, or a plan said as a statement).
    const text = writeStatement(said, lang, sources.conversation.language, options.pronoun, options.patientTerm);
    // Each of its sentences that says what is acted on is an item of its own.
    const listed = text.split(/(?<=[.?!])\s+/).filter((one) => itemWords(one) >= MIN_PLAN_WORDS && isPlanItem(one));
    for (const one of listed) {
      const piece = pieceSaying(pieces, one);
      if (!itemTexts.has(one)) out.push(statement(one, REFERRAL.test(one) ? 'referral' : 'plan', 'plan', piece, saysItem(one, piece)));
    }
    for (const one of listed) itemTexts.add(one);
  }
  // What was said of a medication or a problem that no candidate above comes from and no sentence stands on.
  const taken = new Set<number>();
  for (const c of out) {
    const m = c.missing(EMPTY);
    if (m) taken.add(m.utterance.id);
  }
  for (const { utterance: u, kind, keys } of namingPassages(sources, taken)) {
    const text = writeStatement(u, lang, sources.conversation.language, options.pronoun, options.patientTerm);
    if (itemWords(text) < MIN_PLAN_WORDS || text.split(/\s+/).length > MAX_ITEM_WORDS * 2) continue;
    const says = saysWords(text, u);
    // A note naming everything the passage names states it in its own words.
    out.push(
      statement(
        text,
        kind,
        u.role === 'patient' || u.phase === 'history' ? 'history' : 'assessment',
        u,
        (note) => says(note) || keys.every((k) => note.keys.has(k)),
      ),
    );
  }
  if (content.followUp) {
    const { span, utterance: u } = content.followUp;
    const values = [...sourceNumbers(span)];
    const covered = (note: NoteView) =>
      (followUpMention(note.lower) !== undefined || /follow[- ]?up|suivi|return|revoir/.test(note.lower)) &&
      values.every((n) => note.numbers.has(n));
    out.push(statement(followUpLine(span, lang), 'follow-up', 'plan', u, covered));
  }
  return out;
}

/**
 * Problems the clinician rules out ("i do not appreciate a fracture", "no signs of
 * cellulitis"): a finding of the examination or the results. Covered when the note names the
 * problem, whichever way.
 */
function ruledOut(sources: ReadSources, lang: Lang, diagnosed: ReadonlySet<string>): Candidate[] {
  const out = new Map<string, Candidate>();
  for (const u of sources.conversation.utterances) {
    if (u.role === 'patient' || u.isQuestion || u.source.origin !== 'transcript' || RELATIVE.test(u.lower)) continue;
    for (const c of findConditions(u.lower)) {
      if (!negatedAt(u.lower, c.index) || out.has(c.term.en) || diagnosed.has(c.term.en)) continue;
      const key = `problem:${c.term.en}`;
      const text = lang === 'fr' ? `Pas de ${c.term.fr}.` : `No ${c.term.en}.`;
      out.set(
        c.term.en,
        statement(text, 'result', u.isExam ? 'exam' : 'results', u, (note) => note.keys.has(key)),
      );
    }
  }
  return [...out.values()];
}

/** The candidates the note does not cover, each placed in the note's section for it. */
export function omissions(
  list: readonly Candidate[],
  note: NoteView,
  sections: readonly NoteSection[],
  passages: readonly Passage[],
): Omission[] {
  const out: Omission[] = [];
  // Two candidates may word one statement alike (a problem named, and the same problem assessed): it is listed once.
  const listed = new Set<string>();
  for (const c of list) {
    const left = c.missing(note);
    if (!left || listed.has(left.text)) continue;
    listed.add(left.text);
    out.push({ text: left.text, kind: c.kind, section: sectionFor(c.destination, sections), source: passages[left.utterance.id].place });
  }
  return out;
}
