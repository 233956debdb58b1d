// Who spoke, where the transcript does not say: a transcript of untagged lines, one speaker
// a line, taking turns. The clinician is the one who asks the questions and gives the plan
// (rules/<lang>/questions.json and plan.json); the patient tells what they have, in the first
// person. The lines are read in turn, so whichever side of the alternation asks and plans
// more is the clinician's.
import type { Lang } from '../language';
import { parseTranscript } from '../transcript/parse';
import { lineTurns, type Turn } from '../transcript/turns';
import { planIndex } from './plan-rules';
import { readTranscript, type ReadTranscript } from './read-sentences';
import { isDictation } from '../speech/raw-speech';

/** How few lines a transcript needs before speakers are inferred from it. */
const MIN_LINES = 4;
/** How many turns each labelled side needs before its labels are checked. */
const MIN_SIDE_TURNS = 3;
const SECOND_PERSON = new Set(['you', 'your', 'vous', 'votre', 'vos']);
const FIRST_PERSON = new Set(['i', 'my', 'me', "i'm", 'je', "j'", 'mon', 'ma', 'mes', 'moi']);

/** How much each turn sounds like the clinician: questions and plan cues, "you" over "I", less the symptoms told as present. */
function clinicianScores(read: ReadTranscript, lang: Lang): number[] {
  const score = new Array<number>(read.turns.length).fill(0);
  for (const s of read.sentences) {
    const words = s.tokens.filter((t) => !t.skip).map((t) => t.key);
    score[s.turn] += (s.question ? 2 : 0) + planIndex(lang).find(s).length;
    score[s.turn] += 0.5 * (words.filter((w) => SECOND_PERSON.has(w)).length - words.filter((w) => FIRST_PERSON.has(w)).length);
    score[s.turn] -=
      s.mentions.filter((m) => m.assertion === 'present' && (m.concept.kind === 'symptom' || m.concept.kind === 'condition')).length * 0.5;
  }
  return score;
}

/**
 * A dictation (the clinician speaking of the patient in the third person, never to "you") read
 * as the clinician's: their findings, impression and plan are theirs to state; null for any
 * other untagged text.
 */
export function asDictation(text: string, lang: Lang): ReadTranscript | null {
  if (!isDictation(text.toLowerCase())) return null;
  const read = readTranscript(text, lang);
  for (const turn of read.turns) turn.role = 'clinician';
  for (const s of read.sentences) s.role = 'clinician';
  return read;
}

/** How few questions lines need before they are told to be turns or not. */
const MIN_QUESTIONS = 3;

/**
 * Whether untagged lines are no speakers' turns: most questions go on in their line (an answer
 * follows them there), where a speaker's turn ends with the question asked. So are the lines of
 * a live transcript, the speech engine's paragraphs (a new one after a long pause). Measured on
 * PriMock57 and ACI-BENCH consultations, one line a turn: 58% to 89% of questions end their
 * line; four turns a line: 0% to 33%.
 */
function linesAreNoTurns(text: string, turns: readonly Turn[]): boolean {
  // One pass: sentences and lines are both in the text's order.
  const sentences = parseTranscript(text).sentences;
  let questions = 0;
  let lineEnds = 0;
  let line = 0;
  sentences.forEach((s, i) => {
    while (line < turns.length && turns[line].end < s.end) line += 1;
    if (!s.isQuestion) return;
    questions += 1;
    const next = sentences[i + 1];
    if (!next || line >= turns.length || next.start >= turns[line].end) lineEnds += 1;
  });
  return questions >= MIN_QUESTIONS && lineEnds * 2 < questions;
}

/** The transcript read with inferred speakers, or null where it has too few lines, its lines are no turns or no side asks more than the other. */
export function withInferredSpeakers(text: string, lang: Lang): ReadTranscript | null {
  const turns = lineTurns(text);
  if (turns.length < MIN_LINES || linesAreNoTurns(text, turns)) return null;
  const read = readTranscript(text, lang, turns);
  const score = clinicianScores(read, lang);
  const even = score.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
  const odd = score.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
  if (even === odd) return null;
  const clinicianParity = even > odd ? 0 : 1;
  for (const turn of read.turns) turn.role = turn.index % 2 === clinicianParity ? 'clinician' : 'patient';
  for (const s of read.sentences) s.role = read.turns[s.turn].role;
  return read;
}

/**
 * Untagged talk on one line or a few, as a speech engine gives it ("What brings you in today?
 * I had a fall on Tuesday. ..."): each sentence takes the role its words give it (questions
 * and plans to "you" the clinician's, first-person reports and answers the patient's;
 * raw-speech.ts), and sentences of one role in a row make a turn. Null where the sentences do
 * not give both a clinician and a patient, or are too few.
 */
export function withSpokenRoles(text: string, lang: Lang): ReadTranscript | null {
  const parsed = parseTranscript(text);
  const roles = new Set(parsed.turns.map((t) => t.role));
  if (parsed.sentences.length < MIN_LINES || !roles.has('clinician') || !roles.has('patient')) return null;
  const turns: Turn[] = parsed.turns.map((t, index) => ({
    index,
    speaker: t.role,
    role: t.role,
    start: t.start,
    end: t.end,
    text: t.text,
    sentenceEnds: t.sentences.map((x) => x.end),
  }));
  return readTranscript(text, lang, turns);
}

/**
 * Whether a tagged transcript's labels are the wrong way round: the side labelled clinician
 * speaks as a patient does (its score per hundred words below zero) and the side labelled
 * patient sounds more like the clinician ("[patient] so taking a look at your x-ray, you have
 * a large spur ... we call this hallux rigidus").
 */
export function labelsSwapped(read: ReadTranscript, lang: Lang): boolean {
  const score = clinicianScores(read, lang);
  const words = new Array<number>(read.turns.length).fill(0);
  for (const s of read.sentences) words[s.turn] += s.tokens.filter((t) => !t.skip && /[\p{L}\p{N}]/u.test(t.text)).length;
  const turnsOf = (role: 'clinician' | 'patient') => read.turns.filter((t) => t.role === role).map((t) => t.index);
  const side = (role: 'clinician' | 'patient') => {
    const turns = turnsOf(role);
    const said = turns.reduce((n, i) => n + words[i], 0);
    return said === 0 ? 0 : (100 * turns.reduce((n, i) => n + score[i], 0)) / said;
  };
  // A conversation, not a few lines: each side takes turns enough to be told apart.
  if (turnsOf('clinician').length < MIN_SIDE_TURNS || turnsOf('patient').length < MIN_SIDE_TURNS) return false;
  const labelled = side('clinician');
  return labelled < 0 && side('patient') > Math.max(0, labelled);
}

/** The transcript read with its clinician and patient labels swapped. */
export function withSwappedLabels(read: ReadTranscript): ReadTranscript {
  const other = { clinician: 'patient', patient: 'clinician' } as const;
  for (const turn of read.turns) if (turn.role === 'clinician' || turn.role === 'patient') turn.role = other[turn.role];
  for (const s of read.sentences) s.role = read.turns[s.turn].role;
  return read;
}
