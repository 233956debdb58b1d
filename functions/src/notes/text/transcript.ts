// Transcript parsing: speaker turns and sentences with their character offsets. Three input
// forms: bracketed role tags ("[doctor] ...", as in ACI-BENCH), "Name: text" lines, or plain
// text without speakers. Speakers get a role (clinician, patient, other) from their tag or
// name, from the session's participants, or from who asks the questions.
import { isDictation, rolesOfUnits, splitRawSpeech, unpunctuated } from './raw-speech';
import type { SourceOrigin } from '../offline/types';

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

const CLINICIAN_WORDS =
  /\b(doctor|dr|physician|clinician|provider|nurse|np|pa|practitioner|therapist|counsell?or|psychologist|psychiatrist|physio|physiotherapist|surgeon|specialist|m[ée]decin|docteur|infirmi[eè]re?|th[ée]rapeute|clinicien(ne)?|psychologue|praticien(ne)?|physioth[ée]rapeute)\b/i;
const OTHER_WORDS =
  /\b(guest|mother|father|mom|dad|parent|wife|husband|partner|son|daughter|sister|brother|caregiver|carer|family|friend|interpreter|translator|m[èe]re|p[èe]re|conjoint|conjointe|fils|fille|interpr[èe]te|proche|accompagnant)\b/i;
const PATIENT_WORDS = /\b(patient|patiente|client|cliente|pt)\b/i;

/** The role a speaker label or participant role names, if any. */
export function roleOfLabel(label: string): SpeakerRole {
  const words = label.replace(/[_-]+/g, ' ');
  if (OTHER_WORDS.test(words)) return 'other';
  if (CLINICIAN_WORDS.test(words)) return 'clinician';
  if (PATIENT_WORDS.test(words)) return 'patient';
  return 'unknown';
}

const TAG_LINE = /^[ \t]*\[([^\]\n]{1,40})\][ \t]*/;
const NAME_LINE = /^[ \t]*([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 .'’()_-]{0,40}?)[ \t]*:[ \t]+(?=\S)/;

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
  const tagged = all.filter((l) => TAG_LINE.test(l.line));
  if (tagged.length === 0 || tagged.length < all.length * 0.5) return null;
  return collectTurns(all, TAG_LINE);
}

function namedTurns(text: string): RawTurn[] | null {
  const all = lines(text).filter((l) => l.line.trim() !== '');
  const labels = new Map<string, number>();
  for (const l of all) {
    const m = NAME_LINE.exec(l.line);
    if (m && m[1].trim().split(/\s+/).length <= 4) labels.set(m[1].trim().toLowerCase(), (labels.get(m[1].trim().toLowerCase()) ?? 0) + 1);
  }
  const named = [...labels.values()].reduce((a, b) => a + b, 0);
  const repeated = [...labels.values()].some((n) => n >= 2);
  if (named < 2 || !repeated || named < all.length * 0.6 || labels.size > 12) return null;
  return collectTurns(all, NAME_LINE);
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
    }
    push(j + 1);
    i = j;
  }
  push(end);
  return out;
}

const SPLIT_BEFORE = /^(?:okay|ok|alright|so|now|um|uh|well|anyway|alors|donc|bon|ensuite)$/i;
const SPLIT_BEFORE_PAIR =
  /^(?:all right|and then|and so|for your|for her|for his|on your|in terms|as far|regarding your|i want|i'm gon|i'm going|we're gon|we're going|i'd like|let's go|do you|did you|are you|what kind|how does|how is|any questions|does that|et puis)$/i;
const LONG_SENTENCE = 12;
/** "doing really well", "right now": "well" and "now" after these are not discourse markers. */
const ADVERB_WELL_NOW = /^(?:really|very|pretty|so|too|as|quite|doing|going|done|went|go|goes|feel|feels|feeling|felt|eat|eating|sleep|sleeping|works?|working|worked|heal\w*|controlled|managed|tolerat\w*|is|was|are|were|be|been|right|until|by|from|just|for)$/i;
/** Words a following "for her ..." belongs to ("presents for her annual exam"): no cut there. */
const BINDS_FOR = /^(?:presents?|presenting|here|in|coming|came|come|seen|seeing|visit|appointment|scheduled|prescribed|referred|treated|medications?|surgery|history|evaluation|consult(?:ation)?)$/i;

/**
 * Sentences of speech recognised without punctuation can run for a whole turn; a long one
 * is cut before discourse markers ("okay", "so", "for your"), each piece at least 5 words.
 */
function splitLong(text: string, span: { start: number; end: number }): Array<{ start: number; end: number }> {
  const words = [...text.slice(span.start, span.end).matchAll(/\S+/g)].map((m) => ({ w: m[0], at: span.start + (m.index ?? 0) }));
  if (words.length <= LONG_SENTENCE || /[.!?]/.test(text.slice(span.start, span.end - 1))) return [span];
  const out: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (let i = 5; i <= words.length - 4; i++) {
    const one = words[i].w.replace(/,$/, '');
    const two = `${one} ${(words[i + 1]?.w ?? '').replace(/,$/, '')}`;
    const before = words[i - 1].w.replace(/,$/, '');
    const bound = (BINDS_FOR.test(before) && /^for$/i.test(one)) || (ADVERB_WELL_NOW.test(before) && /^(?:well|now)$/i.test(one));
    if ((SPLIT_BEFORE.test(one) || SPLIT_BEFORE_PAIR.test(two)) && !bound && i - from >= 5) {
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

const CLINICIAN_SPEECH =
  /\b(physical exam|examine (?:you|your)|let me (?:take a look|examine|listen|feel|check)|your (?:blood pressure|heart|lungs|exam|x-?rays?|labs|results|vital signs)|(?:i'm|i am) (?:going to|gon na) (?:prescribe|order|refer|examine)|i want you to|prescrib\w+|my assessment|my plan|on (?:your )?exam|i (?:do )?appreciate|any questions|what brings you|how can i help)\b/gi;
const PATIENT_SPEECH =
  /\b(my (?:doctor|pain|knee|back|head|chest|stomach|wife|husband|kids|son|daughter|mom|dad|job|work)|(?:i've|i have) been (?:having|feeling|taking)|it hurts|it's been hurting|i feel|(?:i'm|i am) (?:feeling|having|taking)|i take|i've had|i had)\b/gi;

const ADDRESSING = /\b(?:you|your|yours|yourself|vous|votre|vos)\b/gi;
const SELF = /\b(?:i|i'm|i've|me|my|myself|je|j'|moi|mon|ma|mes)\b/gi;

/**
 * Whether the speaker tagged as patient is the one who speaks to the other ("you", "your")
 * and the one tagged as clinician speaks of themself ("I", "my"), clearly and throughout.
 */
function swappedAddress(turns: TranscriptTurn[]): boolean {
  const lean = (role: SpeakerRole) => {
    const text = turns.filter((t) => t.role === role).map((t) => t.text).join(' ');
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
    const text = turns.filter((t) => t.role === role).map((t) => t.text).join(' ');
    return (text.match(CLINICIAN_SPEECH)?.length ?? 0) - (text.match(PATIENT_SPEECH)?.length ?? 0);
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
    const sentences = splitSentences(text, r.start, r.end).flatMap((s) => splitLong(text, s)).map((s) => {
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
    turn.sentences.push({ text: sentence, start: u.start, end: u.end, turn: turns.length - 1, role, origin, isQuestion: /\?\s*["'»”)]*$/.test(sentence) });
  });
  return { form: 'plain', turns, sentences: turns.flatMap((t) => t.sentences) };
}
