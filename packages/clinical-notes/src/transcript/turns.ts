// A transcript as turns: who spoke (clinician, patient, other) and where their words are.
// Three forms are read: bracketed tags ("[doctor] ..."), "Name: ..." lines, and plain text
// (one speaker, unknown). Speaker words (doctor, patient, wife, ...) are data, per language.
import { fold } from '../text/fold';
import speakersEn from '../../lexicon/en/speakers.json';
import speakersFr from '../../lexicon/fr/speakers.json';
import type { Lang } from '../language';

export type Role = 'clinician' | 'patient' | 'other' | 'unknown';

/** What one speaker said without interruption; start and end are offsets in the transcript. */
export interface Turn {
  index: number;
  speaker: string;
  role: Role;
  start: number;
  end: number;
  text: string;
  /** Where sentences end inside the turn, where its text has no punctuation to say so (offsets in the transcript). */
  sentenceEnds?: number[];
}

interface SpeakerWords {
  clinician: string[];
  patient: string[];
  other: string[];
}
const SPEAKERS: Record<Lang, SpeakerWords> = { en: speakersEn, fr: speakersFr };

export const TAG = /^[ \t]*\[([^\]\n]{1,40})\][ \t]*/;
export const NAME = /^[ \t]*([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 .'’()_-]{0,40}?)[ \t]*:[ \t]+(?=\S)/;

/** The role a speaker's label names (in either language), or unknown. */
export function roleOfLabel(label: string): Role {
  const words = fold(label)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const has = (list: string[]) => words.some((w) => list.includes(w));
  for (const lang of ['en', 'fr'] as const) {
    if (has(SPEAKERS[lang].other)) return 'other';
    if (has(SPEAKERS[lang].clinician)) return 'clinician';
    if (has(SPEAKERS[lang].patient)) return 'patient';
  }
  return 'unknown';
}

/** The transcript's turns, in order; a line without a speaker tag continues the turn before it. */
export function readTurns(transcript: string): Turn[] {
  const turns: Turn[] = [];
  let at = 0;
  for (const line of transcript.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    if (!line.trim()) continue;
    const tag = TAG.exec(line) ?? NAME.exec(line);
    const label = tag ? tag[1].trim() : null;
    const textStart = lineStart + (tag ? tag[0].length : line.length - line.trimStart().length);
    const text = transcript.slice(textStart, lineStart + line.length).trimEnd();
    if (!text) continue;
    const last = turns[turns.length - 1];
    // An untagged line goes on the turn before it; every tagged line starts a turn of its own.
    if (last && label === null) {
      last.end = textStart + text.length;
      last.text = transcript.slice(last.start, last.end);
      continue;
    }
    turns.push({
      index: turns.length,
      speaker: label ?? '',
      role: label ? roleOfLabel(label) : 'unknown',
      start: textStart,
      end: textStart + text.length,
      text,
    });
  }
  return turns;
}

/** A transcript without speaker tags, one turn per line (whose line it is, unknown), for speakers to be inferred. */
export function lineTurns(transcript: string): Turn[] {
  const turns: Turn[] = [];
  let at = 0;
  for (const line of transcript.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    const text = line.trim();
    if (!text) continue;
    const start = lineStart + line.indexOf(text);
    turns.push({ index: turns.length, speaker: '', role: 'unknown', start, end: start + text.length, text });
  }
  return turns;
}
