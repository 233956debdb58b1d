// The problems a clinician heads in the assessment and plan ("for your first problem, your
// reflux and your nausea and vomiting"; "in terms of the asthma, ..."): the conditions and
// symptoms each heading names, in the order the headings come, and where each heading's part of
// the assessment ends (at the next heading). Which words head a problem, and where its name
// ends, are data (codes/problem-headings.json).
import { escapeRegExp } from '../text/phrases';
import { type Concept, conceptIndex, symptomAt } from '../lexicon/lexicon';
import { analyse } from '../nlp/analyse';
import { asks, asksByTagOnly } from '../nlp/questions';
import { readTurns, type Turn } from '../transcript/turns';
import type { Evidence } from '../visit/model';
import rules from '../../codes/problem-headings.json';
import { statedAt } from './assessment-terms';

export interface HeadedProblem {
  concept: Concept;
  evidence: Evidence;
}

export interface ProblemHeading {
  /** Where the heading's words start in the transcript. */
  at: number;
  /** Where its part of the assessment ends: the next heading, or the transcript's end. */
  end: number;
  /** The conditions and symptoms the heading names, first said first. */
  named: HeadedProblem[];
}

const any = (list: string[]) => `(?:${list.map(escapeRegExp).join('|')})`;
const OWNER = any(rules.owners);
const ORDINAL = new RegExp(`\\b${OWNER} ${any(rules.ordinals)} ${any(rules.nouns)}\\b`, 'g');
const TOPIC = new RegExp(`\\b${any(rules.topics)} ${OWNER}\\b`, 'g');
const CLAUSE_WORDS = new Set(rules.clauseWords);
/** Fillers whose first word would open a clause ("this, you know, difficulty urinating"). */
const FILLERS = rules.fillers.map((f) => `${f} `);
const NAMED_KINDS = new Set(['condition', 'symptom']);

/** The words after a heading that name its problem: up to a sentence's end, a word that opens a clause, or the words allowed. */
function nameSpan(lower: string, from: number, to: number): number {
  const stop = /[.?!;]/.exec(lower.slice(from, to));
  const end = stop ? from + stop.index : to;
  let count = 0;
  for (const word of lower.slice(from, end).matchAll(/[a-z']+/g)) {
    const at = from + (word.index ?? 0);
    if (FILLERS.some((f) => lower.startsWith(f, at))) continue;
    if (CLAUSE_WORDS.has(word[0]) || ++count > rules.maxWords) return at;
  }
  return end;
}

/**
 * Whether the sentence of `turn` that holds `at` asks (a heading there asks, it does not assess), a statement that asks
 * for agreement at its end ("..., to rule out any gallstones, okay?") left a statement.
 */
function inQuestion(transcript: string, turn: Turn, at: number): boolean {
  let start = at;
  while (start > turn.start && !/[.?!]/.test(transcript[start - 1])) start -= 1;
  const stop = /[.?!]/.exec(transcript.slice(at, turn.end));
  const end = stop ? at + stop.index + 1 : turn.end;
  const span = { ...turn, start, end, text: transcript.slice(start, end) };
  const sentence = analyse([span], 'en', transcript).find((s) => s.start <= at && at < s.end);
  return sentence !== undefined && asks(sentence, 'en') && !asksByTagOnly(sentence, 'en');
}

/** The conditions and symptoms said in the transcript's [start, end), in the clinician's turn `turn`, not negated or doubted. */
function namedIn(transcript: string, lower: string, turn: Turn, start: number, end: number): HeadedProblem[] {
  if (end <= start) return [];
  const span = { ...turn, start, end, text: transcript.slice(start, end) };
  const named: HeadedProblem[] = [];
  for (const sentence of analyse([span], 'en', transcript)) {
    const matches = conceptIndex('en').find(sentence);
    matches.forEach((m, k) => {
      const concept = m.values.find((v) => NAMED_KINDS.has(v.kind));
      if (!concept) return;
      // A body part said just before a symptom is its site ("right ankle pain").
      const before = matches[k - 1];
      const part = before?.to === m.from ? before.values.find((v) => v.kind === 'body-part') : undefined;
      const from = sentence.tokens[part ? before.from : m.from].start;
      const to = sentence.tokens[m.to - 1].end;
      if (!statedAt(lower.slice(start, to), from - start)) return;
      named.push({
        concept: part && concept.kind === 'symptom' ? symptomAt('en', concept, part) : concept,
        evidence: { start: from, end: to, sentence: turn.index, role: turn.role },
      });
    });
  }
  return named;
}

/**
 * The problem headings of the transcript: ordinal ones anywhere, topic ones from `from` (the
 * assessment's start), none in a question; each with what it names and where its part ends.
 */
export function problemHeadings(transcript: string, from: number): ProblemHeading[] {
  const lower = transcript.toLowerCase();
  const turns = readTurns(transcript);
  const found: Array<{ at: number; named: HeadedProblem[] }> = [];
  const matches = [
    ...[...lower.matchAll(ORDINAL)].map((m) => ({ m, topic: false })),
    ...[...lower.matchAll(TOPIC)].map((m) => ({ m, topic: true })),
  ].sort((a, b) => (a.m.index ?? 0) - (b.m.index ?? 0));
  for (const { m, topic } of matches) {
    const at = m.index ?? 0;
    if (topic && at < from) continue;
    const turn = turns.find((t) => t.start <= at && at < t.end);
    if (!turn || inQuestion(transcript, turn, at) || found.some((f) => f.at <= at && at < f.at + m[0].length)) continue;
    const start = at + m[0].length;
    found.push({ at, named: namedIn(transcript, lower, turn, start, nameSpan(lower, start, turn.end)) });
  }
  return found.map((f, i) => ({ ...f, end: found[i + 1]?.at ?? transcript.length }));
}
