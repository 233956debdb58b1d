// The sources of a note as passages: each sentence of the transcript, the clinician's own
// notes and context, and the uploaded files' text, read once by the offline generator's
// conversation reader (cleaned speech, numbers in digits, questions paired with answers),
// with its place in the source for highlighting and the concepts it states.
import { findSymptoms } from '../lexicon/terms/symptoms';
import { unshouted } from '../text/shouted';
import { parseTranscript } from '../transcript/parse';
import { extractVisit } from '../visit/extract';
import { modelFacts, type ModelFact } from '../check/model-facts';
import { pairQuestions } from '../check/polarity';
import type { SocialFact, VisitModel } from '../visit/model';
import type { EvidencePassage, EvidenceSources } from './types';
import { readConversation, statedSymptoms, type Conversation, type Utterance } from '../draft/analyse';
import { conceptsOf, sourceNumbers, type Concept } from './concepts';
import { habitFactConcepts } from './social';
import { contentStems } from './words';

/** A sentence of a source, read. */
export interface Passage {
  id: number;
  utterance: Utterance;
  /** Where it is, as the notes panel highlights it. */
  place: EvidencePassage;
  /** Stems of its content words. */
  stems: Set<string>;
  /** The words a note writes a normal finding it says plainly with ("no wheezes" for "lungs are clear"). */
  implied: string;
  /** Of those, the words of what the finding says is absent ("wheezes" of "no wheezes"). */
  impliedAbsent: string[];
  concepts: Concept[];
  numbers: Set<number>;
  /** Symptoms the passage names, said present, absent or asked about. */
  mentions: Set<string>;
  /** A question's answer ("any fever?" "no"): shown with it, since the answer says what the note states. */
  answer?: number;
  /** Whether it is the question just before its answer (not one of a run of questions answered at once). */
  direct?: boolean;
  /** A few words of the clinician's that may ask without a question's form ("shortness of breath"): a question when the answer is a yes or a no. */
  elliptical?: boolean;
}

export interface ReadSources {
  conversation: Conversation;
  passages: Passage[];
  /** Every number the sources state. */
  numbers: Set<number>;
  /** The words of the patient's name, from the session record (stems). */
  nameStems: Set<string>;
  /** The visit model of the transcript (the note engine package), read once. */
  visit: VisitModel;
  /** Its facts, each with the passages it was said in (modelConcept keys on those passages). */
  facts: ModelFact[];
  /** Where an offset of the transcript's text is, as the notes panel highlights it. */
  placeInTranscript: (start: number, end: number) => EvidencePassage;
}

/** The transcript as one text, and a map from its offsets back to the utterances it was made of. */
interface JoinedTranscript {
  text: string;
  place: (start: number, end: number, turn: number) => Pick<EvidencePassage, 'start' | 'end' | 'utterance' | 'time'>;
}

function joinTranscript(transcript: EvidenceSources['transcript']): JoinedTranscript {
  if (typeof transcript === 'string') return { text: transcript, place: (start, end, turn) => ({ start, end, utterance: turn }) };
  const tagged = transcript.some((u) => u.speaker);
  const lines: string[] = [];
  const starts: number[] = [];
  let at = 0;
  for (const u of transcript) {
    const prefix = tagged ? `[${(u.speaker || 'speaker').replace(/[[\]\n]/g, ' ')}] ` : '';
    const body = u.text.replace(/\n/g, ' ');
    starts.push(at + prefix.length);
    lines.push(prefix + body);
    at += prefix.length + body.length + 1;
  }
  return {
    text: lines.join('\n'),
    place: (start, end) => {
      let k = starts.length - 1;
      while (k > 0 && starts[k] > start) k--;
      const time = transcript[k]?.time;
      return {
        start: start - starts[k],
        end: Math.min(end - starts[k], transcript[k]?.text.length ?? 0),
        utterance: k,
        ...(time === undefined ? {} : { time }),
      };
    },
  };
}

/**
 * A normal finding said plainly and the words a note writes it with: "your lungs are clear" is
 * written "no wheezes, rales or rhonchi", "your heart sounds good" "no murmurs, gallops or rubs".
 */
/** Words said before how a part of the examination sounds ("nice and clear", "really good"). */
const INTENSIFIERS = ['nice', 'really', 'very', 'pretty'];
/** "<part> <verb>? <intensifiers>* <normal>": how a part said to be normal is said. */
const saidNormal = (part: string, verbs: string[], intensifiers: string[], normal: string[]) =>
  `\\b${part} (?:${verbs.join('|')})?(?:(?:${intensifiers.join('|')}) (?:and )?)*(?:${normal.join('|')})\\b`;

/** Lungs said to be normal ("your lungs are nice and clear"), in English and French. */
const LUNGS_NORMAL = [
  saidNormal('lungs?', ['are ', 'is ', 'sound ', 'sounds '], [...INTENSIFIERS, 'all'], ['clear', 'good', 'great', 'fine', 'normal']),
  '\\bclear to auscultation\\b',
  'poumons? (?:sont |est )?(?:clairs?|normaux?)',
].join('|');
/** The heart said to be normal ("your heart sounds good"). */
const HEART_NORMAL = [
  saidNormal('heart', ['sounds? ', 'is ', 'looks '], INTENSIFIERS, ['good', 'great', 'fine', 'normal', 'regular', 'clear']),
  '\\bregular rate and rhythm\\b',
  'c(?:œ|oe)ur (?:est )?r[ée]gulier',
].join('|');

const NORMAL_FINDINGS: Array<{ said: RegExp; written: string; absent: string }> = [
  {
    said: new RegExp(LUNGS_NORMAL),
    written: 'wheezes wheezing rales rhonchi crackles respiratory distress',
    absent: 'wheezes wheezing rales rhonchi crackles distress',
  },
  {
    said: new RegExp(HEART_NORMAL),
    written: 'murmurs gallops rubs extra heart sounds regular rate rhythm',
    absent: 'murmur murmurs gallop gallops rub rubs extra',
  },
];

/** Reads the sources once; every note of a session is checked against the result. */
export function readSources(sources: EvidenceSources): ReadSources {
  const joined = joinTranscript(sources.transcript);
  // A transcript in capitals throughout is read in lower case, letter for letter: its offsets hold.
  joined.text = unshouted(joined.text);
  const parsed = parseTranscript(joined.text);
  const extra = (['ownNotes', 'context', 'files'] as const)
    .filter((k) => (sources[k] ?? '').trim() !== '')
    .map((k) => parseTranscript(sources[k] ?? '', { origin: k === 'ownNotes' ? 'own-notes' : k, plainRole: 'clinician' }));
  const conversation = readConversation(parsed, extra);
  const polarity = symptomPolarity(conversation);
  const numbers = new Set<number>();
  const answers = pairQuestions(conversation.utterances);
  const passages = conversation.utterances.map((u, id): Passage => {
    const origin = u.source.origin;
    const place: EvidencePassage =
      origin === 'transcript'
        ? { kind: 'transcript', text: u.source.text, ...joined.place(u.source.start, u.source.end, u.turn) }
        : { kind: origin, text: u.source.text, start: u.source.start, end: u.source.end };
    // Cleaning drops a dictation's commands ("hey dragon, order aspirin 81 mg"): the words said count too.
    const values = sourceNumbers(`${u.source.text}\n${u.clean}`);
    for (const v of values) numbers.add(v);
    const concepts = conceptsOf(u.clean).filter((c) => c.kind !== 'symptom');
    concepts.push(...(polarity.get(u.id) ?? []));
    const asked = answers.get(id);
    const mentions = new Set(findSymptoms(u.lower).map((s) => `symptom:${s.term.en}`));
    const normal = NORMAL_FINDINGS.filter((f) => f.said.test(u.lower));
    const implied = normal.map((f) => f.written).join(' ');
    return {
      id,
      utterance: u,
      place,
      stems: new Set([...contentStems(u.clean), ...contentStems(u.source.text), ...contentStems(implied)]),
      implied,
      impliedAbsent: normal.flatMap((f) => f.absent.split(' ')),
      concepts,
      numbers: values,
      mentions,
      ...(asked ? { answer: asked.answer, direct: asked.direct, ...(asked.elliptical ? { elliptical: true } : {}) } : {}),
    };
  });
  const visit = extractVisit(joined.text, conversation.language);
  // A dictation's facts are the clinician's (their impression, plan, findings): they back a note's sentences too.
  const facts = visit.speakersKnown || visit.dictated ? modelFacts(visit) : [];
  attachFacts(passages, facts);
  // The habits the patient told: a dictation tells none, and a conversation's speakers must be known.
  if (visit.speakersKnown) attachHabits(passages, visit.social);
  // The turn an offset is in, for a transcript given as text: that of the last sentence starting at or before it.
  const spoken = conversation.utterances.filter((u) => u.source.origin === 'transcript');
  const turnAt = (start: number) => {
    let turn = 0;
    for (const u of spoken) if (u.source.start <= start) turn = u.turn;
    return turn;
  };
  const placeInTranscript = (start: number, end: number): EvidencePassage => {
    const at = joined.place(start, end, turnAt(start));
    const turn = typeof sources.transcript === 'string' ? undefined : sources.transcript[at.utterance ?? 0];
    const text = turn ? turn.text.slice(at.start, at.end) : joined.text.slice(start, end);
    return { kind: 'transcript', text, ...at };
  };
  return {
    conversation,
    passages,
    numbers,
    nameStems: new Set(contentStems(sources.patientName ?? '')),
    visit,
    facts,
    placeInTranscript,
  };
}

/**
 * Symptoms each sentence states present or absent: on its own ("no fever"), or as the
 * answer to a question ("any fever?" "no"), which then counts for the question too.
 */
function symptomPolarity(conversation: Conversation): Map<number, Concept[]> {
  const out = new Map<number, Concept[]>();
  const add = (u: Utterance, key: string, negated: boolean) => {
    const list = out.get(u.id) ?? [];
    if (!list.some((c) => c.key === key && c.negated === negated))
      list.push({ kind: 'symptom', key, text: key.slice(8), index: 0, negated });
    out.set(u.id, list);
  };
  for (const f of conversation.symptoms) {
    add(f.utterance, `symptom:${f.term.en}`, !f.present);
    if (f.question) add(f.question, `symptom:${f.term.en}`, !f.present);
  }
  for (const u of conversation.utterances) {
    for (const f of statedSymptoms(u)) add(u, `symptom:${f.term.en}`, !f.present);
  }
  return out;
}

/** The key a concept of the visit model has among a passage's concepts (apart from the older lexicon's keys). */
export const modelKey = (factKey: string) => `model:${factKey}`;

/**
 * Each fact of the visit model on the passages of the transcript its spans fall in: the
 * passage states the fact's concept with the fact's polarity (none for a medication, a test
 * or an impression: `neutral`).
 */
function attachFacts(passages: Passage[], facts: readonly ModelFact[]): void {
  const spoken = passages.filter((p) => p.utterance.source.origin === 'transcript');
  for (const f of facts)
    f.evidence.forEach((e, i) => {
      for (const p of spoken) {
        if (p.utterance.source.end <= e.start || p.utterance.source.start >= e.end) continue;
        const key = modelKey(f.key);
        const negated = f.polarity === 'absent';
        const neutral = f.polarity === null;
        const held = p.concepts.find((c) => c.key === key && c.negated === negated && !!c.neutral === neutral);
        if (held) {
          if (i === 0) held.told = true;
          continue;
        }
        p.concepts.push({
          kind: conceptKind(f.concept.kind),
          key,
          text: f.concept.name,
          index: 0,
          negated,
          ...(neutral ? { neutral } : {}),
          ...(i === 0 ? { told: true } : {}),
        });
      }
    });
}

/** Each habit of the social history the model holds on the passages it was said in. */
function attachHabits(passages: Passage[], social: readonly SocialFact[]): void {
  for (const fact of social) {
    for (const concept of habitFactConcepts(fact))
      for (const p of passages) {
        if (p.utterance.source.origin !== 'transcript') continue;
        if (p.utterance.source.end <= fact.evidence.start || p.utterance.source.start >= fact.evidence.end) continue;
        if (!p.concepts.some((c) => c.key === concept.key && c.negated === concept.negated)) p.concepts.push({ ...concept });
      }
  }
}

/** The evidence check's kind of a concept of the note engine's lexicon. */
export function conceptKind(kind: string): Concept['kind'] {
  if (kind === 'symptom' || kind === 'medication' || kind === 'body-part') return kind;
  return kind === 'condition' || kind === 'procedure' ? 'problem' : 'body-part';
}
