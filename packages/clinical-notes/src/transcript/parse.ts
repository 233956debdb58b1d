// Transcript parsing: speaker turns and sentences with their character offsets. Three input
// forms: bracketed role tags ("[doctor] ...", as in ACI-BENCH), "Name: text" lines, or plain
// text without speakers. Speakers get a role (clinician, patient, other) from their tag or
// name, from the session's participants, or from who asks the questions.
import { isDictation, rolesOfUnits, splitRawSpeech, unpunctuated } from '../speech/raw-speech';
import { phrasePattern, wordClass } from '../text/phrases';
import { NAME, roleOfLabel, TAG } from './turns';
import speechEn from '../../rules/en/speech.json';
import speechFr from '../../rules/fr/speech.json';

/** Which text of a session a sentence comes from. */
export type SourceOrigin = 'transcript' | 'own-notes' | 'context' | 'files';

export type SpeakerRole = 'clinician' | 'patient' | 'other' | 'unknown';
export type TranscriptForm = 'tagged' | 'named' | 'plain';

/** A sentence of a turn; start and end are offsets in the parsed text. */
export interface TranscriptSentence {
  text: string;
  start: number;
  end: number;
  turn: number;
  role: SpeakerRole;
  origin: SourceOrigin;
  isQuestion: boolean;
}

/** What one speaker said without interruption. */
export interface TranscriptTurn {
  speaker: string;
  role: SpeakerRole;
  text: string;
  start: number;
  end: number;
  sentences: TranscriptSentence[];
}

export interface ParsedTranscript {
  form: TranscriptForm;
  turns: TranscriptTurn[];
  sentences: TranscriptSentence[];
}

/** A session participant, as the Start New Session dialog records them. */
export interface SpeakerHint {
  name: string;
  role: string;
}

export interface ParseOptions {
  participants?: readonly SpeakerHint[];
  origin?: SourceOrigin;
  /** Role of the speaker of a plain text (default: unknown). */
  plainRole?: SpeakerRole;
}

interface RawTurn {
  speaker: string;
  start: number;
  end: number;
}

/** Lines of a text with their offsets. */
function lines(text: string): Array<{ line: string; start: number }> {
  const out: Array<{ line: string; start: number }> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    out.push({ line, start: at });
    at += line.length + 1;
  }
  return out;
}

function taggedTurns(text: string): RawTurn[] | null {
  const all = lines(text).filter((l) => l.line.trim() !== '');
  const tagged = all.filter((l) => TAG.test(l.line));
  if (tagged.length === 0 || tagged.length < all.length * 0.5) return null;
  return collectTurns(all, TAG);
}

function namedTurns(text: string): RawTurn[] | null {
  const all = lines(text).filter((l) => l.line.trim() !== '');
  const labels = new Map<string, number>();
  for (const l of all) {
    const m = NAME.exec(l.line);
    if (m && m[1].trim().split(/\s+/).length <= 4) labels.set(m[1].trim().toLowerCase(), (labels.get(m[1].trim().toLowerCase()) ?? 0) + 1);
  }
  const named = [...labels.values()].reduce((a, b) => a + b, 0);
  const repeated = [...labels.values()].some((n) => n >= 2);
  if (named < 2 || !repeated || named < all.length * 0.6 || labels.size > 12) return null;
  return collectTurns(all, NAME);
}

/** Turns from lines that start with a speaker marker; other lines continue the turn before. */
function collectTurns(all: Array<{ line: string; start: number }>, marker: RegExp): RawTurn[] {
  const turns: RawTurn[] = [];
  for (const { line, start } of all) {
    const m = marker.exec(line);
    const lineEnd = start + line.replace(/\s+$/, '').length;
    if (m) turns.push({ speaker: m[1].trim(), start: start + m[0].length, end: lineEnd });
    else if (turns.length > 0) turns[turns.length - 1].end = lineEnd;
    else turns.push({ speaker: '', start: start + (line.length - line.trimStart().length), end: lineEnd });
  }
  return turns.filter((t) => t.end > t.start);
}

const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'vs', 'st', 'approx', 'e.g', 'i.e', 'etc', 'pt', 'mt', 'jr', 'sr', 'fig']);

/** Sentences of text[start, end): split after . ! ? or a line break, offsets kept. */
export function splitSentences(text: string, start = 0, end = text.length): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let from = start;
  const push = (to: number) => {
    let a = from;
    let b = to;
    while (a < b && /\s/.test(text[a])) a++;
    while (b > a && /\s/.test(text[b - 1])) b--;
    if (b > a && /[\p{L}\p{N}]/u.test(text.slice(a, b))) out.push({ start: a, end: b });
    from = to;
  };
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '\n') {
      push(i);
      continue;
    }
    if (c !== '.' && c !== '!' && c !== '?') continue;
    let j = i;
    while (j + 1 < end && /[.!?"'»”)]/.test(text[j + 1])) j++;
    if (j + 1 < end && !/\s/.test(text[j + 1])) continue;
    if (c === '.') {
      const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(start, i - 12), i));
      if (before && ABBREVIATIONS.has(before[1].toLowerCase())) continue;
      // A capital initial before a word in lower case is a name's, not a sentence's end ("H. pylori", "E. coli").
      if (before && /^\p{Lu}$/u.test(before[1]) && /^\s+\p{Ll}/u.test(text.slice(j + 1, j + 4))) continue;
    }
    push(j + 1);
    i = j;
  }
  push(end);
  return out;
}

const TURNS_EN = speechEn.turns;
const TURNS_FR = speechFr.turns;
/** Discourse markers a long unpunctuated sentence is cut before ("okay", "so", "for your"). */
const SPLIT_BEFORE = wordClass([...TURNS_EN.splitMarkers.words, ...TURNS_FR.splitMarkers.words]);
const SPLIT_BEFORE_PAIR = wordClass([...TURNS_EN.splitMarkerPairs.words, ...TURNS_FR.splitMarkerPairs.words]);
const LONG_SENTENCE = 12;
/** "doing really well", "right now": "well" and "now" after these are not discourse markers. */
const ADVERB_WELL_NOW = wordClass(TURNS_EN.wellNowAfter.words);
/** Words a following "for her ..." belongs to ("presents for her annual exam"): no cut there. */
const BINDS_FOR = wordClass(TURNS_EN.bindsFor.words);
/** Words opening a condition ("if", "si"): a piece they open runs on to its main clause, uncut. */
const CONDITION_OPENERS = wordClass([...TURNS_EN.conditionOpeners.words, ...TURNS_FR.conditionOpeners.words]);
/** How far into a piece its condition may open ("however, if ..."; "et si ..."). */
const CONDITION_WITHIN = 3;
/** How many words a condition runs uncut: past them the piece is cut as any other. */
const CONDITION_WORDS = 15;

/** Whether a word opens a condition ("if", "unless", "si"). */
export const isConditionOpener = (word: string): boolean => CONDITION_OPENERS.has(word.toLowerCase());

/** Whether a sentence opens with a condition within its first words ("However, if the elbow was to become red ..."). */
export function opensWithCondition(text: string): boolean {
  return text
    .split(/\s+/)
    .slice(0, CONDITION_WITHIN)
    .some((w) => CONDITION_OPENERS.has(w.replace(/[^\p{L}']/gu, '').toLowerCase()));
}

/**
 * Sentences of speech recognised without punctuation can run for a whole turn; a long one
 * is cut before discourse markers ("okay", "so", "for your"), each piece at least 5 words.
 * A piece that opens with a condition is not cut: what follows a filler inside the condition
 * ("if it was to become very red, uh, and the redness was to spread") is still conditional.
 */
function splitLong(text: string, span: { start: number; end: number }): Array<{ start: number; end: number }> {
  const words = [...text.slice(span.start, span.end).matchAll(/\S+/g)].map((m) => ({ w: m[0], at: span.start + (m.index ?? 0) }));
  if (words.length <= LONG_SENTENCE || /[.!?]/.test(text.slice(span.start, span.end - 1))) return [span];
  const out: Array<{ start: number; end: number }> = [];
  let from = 0;
  const word = (i: number) => (words[i]?.w ?? '').replace(/,$/, '').toLowerCase();
  const opensCondition = (at: number) => words.slice(at, at + CONDITION_WITHIN).some((_, k) => CONDITION_OPENERS.has(word(at + k)));
  for (let i = 5; i <= words.length - 4; i++) {
    if (opensCondition(from) && i - from < CONDITION_WORDS) continue;
    const one = words[i].w.replace(/,$/, '').toLowerCase();
    const two = `${one} ${(words[i + 1]?.w ?? '').replace(/,$/, '').toLowerCase()}`;
    const before = words[i - 1].w.replace(/,$/, '').toLowerCase();
    const bound = (one === 'for' && BINDS_FOR.has(before)) || ((one === 'well' || one === 'now') && ADVERB_WELL_NOW.has(before));
    if ((SPLIT_BEFORE.has(one) || SPLIT_BEFORE_PAIR.has(two)) && !bound && i - from >= 5) {
      out.push({ start: words[from].at, end: words[i - 1].at + words[i - 1].w.length });
      from = i;
    }
  }
  out.push({ start: words[from].at, end: span.end });
  return out;
}

/** Gives unknown speakers a role: the one who asks more questions is the clinician. */
function settleRoles(turns: TranscriptTurn[]): void {
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  const roleOf = new Map(speakers.map((s) => [s, turns.find((t) => t.speaker === s)?.role ?? 'unknown']));
  const unknown = speakers.filter((s) => roleOf.get(s) === 'unknown');
  if (unknown.length === 0) return;
  const known = new Set(roleOf.values());
  const questionRate = (s: string) => {
    const sentences = turns.filter((t) => t.speaker === s).flatMap((t) => t.sentences);
    return sentences.length === 0 ? 0 : sentences.filter((x) => x.isQuestion).length / sentences.length;
  };
  const words = (s: string) => turns.filter((t) => t.speaker === s).reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  const ranked = [...unknown].sort((a, b) => questionRate(b) - questionRate(a));
  if (!known.has('clinician') && ranked.length > 0 && (ranked.length > 1 || known.has('patient'))) {
    roleOf.set(ranked.shift() as string, 'clinician');
  }
  if (!known.has('patient') && ranked.length > 0) {
    const talker = [...ranked].sort((a, b) => words(b) - words(a))[0];
    roleOf.set(talker, 'patient');
    ranked.splice(ranked.indexOf(talker), 1);
  }
  for (const s of ranked) roleOf.set(s, 'other');
  for (const t of turns) {
    t.role = roleOf.get(t.speaker) ?? 'other';
    for (const s of t.sentences) s.role = t.role;
  }
}

/** Phrases only a clinician says ("let me take a look", "prescribed") and only a patient ("my knee", "i feel"). */
const CLINICIAN_SPEECH = phrasePattern(TURNS_EN.clinicianSpeech.words, 'gi');
const PATIENT_SPEECH = phrasePattern(TURNS_EN.patientSpeech.words, 'gi');

/** How many times a text says the phrases of a clinician, and of a patient. */
export function speechLean(text: string): { clinician: number; patient: number } {
  return { clinician: text.match(CLINICIAN_SPEECH)?.length ?? 0, patient: text.match(PATIENT_SPEECH)?.length ?? 0 };
}

const ADDRESSING = /\b(?:you|your|yours|yourself|vous|votre|vos)\b/gi;
const SELF = /\b(?:i|i'm|i've|me|my|myself|je|j'|moi|mon|ma|mes)\b/gi;

/**
 * Whether the speaker tagged as patient is the one who speaks to the other ("you", "your")
 * and the one tagged as clinician speaks of themself ("I", "my"), clearly and throughout.
 */
function swappedAddress(turns: TranscriptTurn[]): boolean {
  const lean = (role: SpeakerRole) => {
    const text = turns
      .filter((t) => t.role === role)
      .map((t) => t.text)
      .join(' ');
    return (text.match(ADDRESSING)?.length ?? 0) - (text.match(SELF)?.length ?? 0);
  };
  const clinician = lean('clinician');
  const patient = lean('patient');
  return clinician < 0 && patient > 0 && patient - clinician >= 20;
}

/**
 * Speech recognition sometimes swaps the speaker tags. When the speaker tagged as patient
 * talks like the clinician (examines, prescribes) and the other way round, the roles swap.
 */
function fixSwappedRoles(turns: TranscriptTurn[]): void {
  const lean = (role: SpeakerRole) => {
    const text = turns
      .filter((t) => t.role === role)
      .map((t) => t.text)
      .join(' ');
    const said = speechLean(text);
    return said.clinician - said.patient;
  };
  const clinician = lean('clinician');
  const patient = lean('patient');
  if ((patient - clinician < 4 || patient <= 0) && !swappedAddress(turns)) return;
  for (const t of turns) {
    const role: SpeakerRole = t.role === 'clinician' ? 'patient' : t.role === 'patient' ? 'clinician' : t.role;
    t.role = role;
    for (const s of t.sentences) s.role = role;
  }
}

/** Parses a transcript in any of the three forms. Offsets refer to the given text. */
export function parseTranscript(text: string, options: ParseOptions = {}): ParsedTranscript {
  const origin = options.origin ?? 'transcript';
  const participants = options.participants ?? [];
  let form: TranscriptForm = 'tagged';
  let raw = taggedTurns(text);
  if (!raw) {
    form = 'named';
    raw = namedTurns(text);
  }
  if (!raw) {
    form = 'plain';
    if (!options.plainRole) return parsePlainSpeech(text, origin);
    raw = [{ speaker: '', start: 0, end: text.length }];
  }
  const turns: TranscriptTurn[] = raw.map((r, index) => {
    const participant = participants.find((p) => p.name.trim().toLowerCase() === r.speaker.toLowerCase());
    let role: SpeakerRole = form === 'plain' ? (options.plainRole ?? 'unknown') : roleOfLabel(r.speaker);
    if (participant) role = roleOfLabel(participant.role) === 'unknown' ? role : roleOfLabel(participant.role);
    const sentences = splitSentences(text, r.start, r.end)
      .flatMap((s) => splitLong(text, s))
      .map((s) => {
        const sentence = text.slice(s.start, s.end);
        return { text: sentence, start: s.start, end: s.end, turn: index, role, origin, isQuestion: /\?\s*["'»”)]*$/.test(sentence) };
      });
    return { speaker: r.speaker, role, text: text.slice(r.start, r.end), start: r.start, end: r.end, sentences };
  });
  if (form !== 'plain') {
    settleRoles(turns);
    fixSwappedRoles(turns);
  }
  return { form, turns, sentences: turns.flatMap((t) => t.sentences) };
}

/**
 * Plain text without speakers, as a speech engine gives it (often without punctuation): cut
 * into sentence-like units, each with the role its words suggest; consecutive units of one
 * role make a turn. A dictation (never addressing "you") stays one turn of unknown role.
 */
function parsePlainSpeech(text: string, origin: SourceOrigin): ParsedTranscript {
  const dictation = isDictation(text.toLowerCase());
  const units = splitSentences(text).flatMap((s) => (unpunctuated(text, s) ? splitRawSpeech(text, s, dictation) : [s]));
  const roles: SpeakerRole[] = dictation ? units.map(() => 'unknown') : rolesOfUnits(units.map((u) => text.slice(u.start, u.end)));
  const turns: TranscriptTurn[] = [];
  units.forEach((u, k) => {
    const role = roles[k];
    let turn = turns[turns.length - 1];
    if (!turn || turn.role !== role) {
      turn = { speaker: role === 'unknown' ? '' : role, role, text: '', start: u.start, end: u.end, sentences: [] };
      turns.push(turn);
    }
    turn.end = u.end;
    turn.text = text.slice(turn.start, turn.end);
    const sentence = text.slice(u.start, u.end);
    turn.sentences.push({
      text: sentence,
      start: u.start,
      end: u.end,
      turn: turns.length - 1,
      role,
      origin,
      isQuestion: /\?\s*["'»”)]*$/.test(sentence),
    });
  });
  return { form: 'plain', turns, sentences: turns.flatMap((t) => t.sentences) };
}
