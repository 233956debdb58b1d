// Reads a parsed conversation: cleans each sentence, places it in a phase of the visit
// (history, examination, plan), pairs the clinician's questions with the patient's answers
// ("any chest pain?" "no" → chest pain denied) and scores how much each sentence says.
import { findConditions } from '../lexicon/terms/conditions';
import { findMedications } from '../lexicon/terms/medications';
import { BODY_PARTS, findSymptoms, type SymptomTerm } from '../lexicon/terms/symptoms';
import { answerOpening, negatedAt } from '../nlp/negation';
import { writtenSpeech as cleanSpeech } from '../speech/written-speech';
import { detectLanguage } from '../text/language-of';
import { opensWithCondition, type ParsedTranscript, type SpeakerRole } from '../transcript/parse';
import type { SourceSpan } from './types';
import {
  EXAM_CUE,
  EXAM_FINDINGS,
  EXPLANATION,
  EXAM_TERMS,
  NEGATIVE_ANSWER,
  PLAN_CUE,
  PLAN_TERMS,
  STRONG_PLAN_CUE,
  POSITIVE_ANSWER,
  QUESTION_START,
  RESULT_FINDINGS,
  RESULT_TERMS,
  TAG_QUESTION,
  RESULT_VERBS,
  CHIT_CHAT,
  GREETINGS,
  EMBEDDED_QUESTION,
  IDENTITY_CHECK,
  INSTRUCTION,
  ANNOUNCED_QUESTIONS,
} from '../write/conversation-terms';
import { narratesExamination } from '../nlp/questions';

export type Phase = 'history' | 'exam' | 'plan';

/** A sentence of a source, read. */
export interface Utterance {
  id: number;
  source: SourceSpan;
  role: SpeakerRole;
  turn: number;
  /** Cleaned text, still in the speaker's person. */
  clean: string;
  lower: string;
  isQuestion: boolean;
  /** 0 at the start of the conversation, 1 at its end. */
  position: number;
  phase: Phase;
  words: number;
  /** How much clinical content the sentence carries. */
  weight: number;
  isResult: boolean;
  isExam: boolean;
  isPlan: boolean;
  /** Greetings and courtesies. */
  smallTalk: boolean;
  /** Talk about other things than the visit (weather, weekend). */
  chitChat: boolean;
  /** What the patient answers to a check of who they are (name, date of birth, address): never in a note. */
  identity?: boolean;
}

/** A symptom stated present or absent, and the sentence that says so. */
export interface SymptomFinding {
  term: SymptomTerm;
  present: boolean;
  /** The sentence the finding comes from (the answer, or the sentence itself). */
  utterance: Utterance;
  /** The question it answers, when it comes from a question and an answer. */
  question?: Utterance;
}

export interface Conversation {
  utterances: Utterance[];
  symptoms: SymptomFinding[];
  /** Sentences consumed as answers ("no", "yes") and questions. */
  answered: Set<number>;
  language: 'en' | 'fr';
}

/** How much a cleaned sentence says: clinical terms, medications, numbers with units. */
export function clinicalWeight(lower: string): number {
  let w = 0;
  w += findSymptoms(lower).length * 2;
  w += findConditions(lower).length * 2;
  w += findMedications(lower).length * 3;
  w += BODY_PARTS.filter((p) => p.pattern.test(lower)).length;
  if (EXAM_TERMS.test(lower)) w += 1;
  if (RESULT_TERMS.test(lower)) w += 1;
  if (PLAN_TERMS.test(lower)) w += 1;
  w +=
    (
      lower.match(/\b\d+(?:\.\d+)?\s*(?:mg|mcg|%|\/\d+|days?|weeks?|months?|years?|times|pounds|units|jours|semaines|mois|ans|fois)\b/g) ??
      []
    ).length * 2;
  return w;
}

/** Whether a sentence says something rather than asks: no question, or a statement ending "..., okay?". */
export const statedNotAsked = (u: Utterance): boolean => !u.isQuestion || TAG_QUESTION.test(u.source.text);

/**
 * A question: a question mark, a question's opening, or one inside a sentence of unpunctuated
 * speech (EMBEDDED_QUESTION: "that's okay are you taking ..."). A sentence that tells the patient
 * what to do (INSTRUCTION: "call me if your weight starts to go up?") is none: a speech engine's
 * "?" does not make it a question; nor does it make one of the clinician narrating the examination
 * ("when i look at your neck i don't see any jugular vein distention").
 */
function looksLikeQuestion(raw: string, clean: string): boolean {
  if (narratesExamination(clean.toLowerCase())) return false;
  if (INSTRUCTION.test(clean) && !EMBEDDED_QUESTION.test(clean)) return false;
  return /\?\s*$/.test(raw) || /\?\s*$/.test(clean) || QUESTION_START.test(clean) || EMBEDDED_QUESTION.test(clean);
}

/** Reads the sentences of the transcript and of any clinician-written sources. */
export function readConversation(transcript: ParsedTranscript, extra: ParsedTranscript[] = []): Conversation {
  const all = [...transcript.sentences, ...extra.flatMap((p) => p.sentences)];
  const language = detectLanguage(all.map((s) => s.text).join(' '));
  const total = Math.max(1, transcript.sentences.length);
  // Short courtesies ("okay.", "yes.") recur: each distinct sentence is cleaned and weighed once.
  const read = new Map<string, { clean: string; lower: string; weight: number }>();
  const utterances: Utterance[] = all.map((s, id) => {
    let known = read.get(s.text);
    if (!known) {
      const cleaned = cleanSpeech(s.text, language);
      const lowered = cleaned.toLowerCase();
      known = { clean: cleaned, lower: lowered, weight: clinicalWeight(lowered) };
      read.set(s.text, known);
    }
    const { clean, lower, weight } = known;
    const isTranscript = s.origin === 'transcript';
    // "if the strep test is positive I will prescribe" is a plan, not a result.
    const isResult =
      RESULT_TERMS.test(lower) &&
      RESULT_VERBS.test(lower) &&
      (RESULT_FINDINGS.test(lower) || !PLAN_TERMS.test(lower)) &&
      !/\b(if|whether|order|we will|going to|i want|schedule|repeat)\b/.test(lower);
    return {
      id,
      source: { origin: s.origin, text: s.text, start: s.start, end: s.end },
      role: isTranscript ? s.role : 'clinician',
      turn: isTranscript ? s.turn : -1,
      clean,
      lower,
      isQuestion: isTranscript && clean !== '' && looksLikeQuestion(s.text, clean),
      position: isTranscript ? id / total : 1,
      phase: 'history',
      words: clean.split(/\s+/).filter(Boolean).length,
      weight,
      isResult,
      // "If the elbow was to become very red" finds nothing: a condition is no finding.
      isExam: EXAM_TERMS.test(lower) && EXAM_FINDINGS.test(lower) && !opensWithCondition(lower) && !EXPLANATION.test(lower),
      // Uploaded forms and prior notes are background: nothing in them is today's plan.
      isPlan: s.origin !== 'files' && PLAN_TERMS.test(lower) && !ANNOUNCED_QUESTIONS.test(lower),
      smallTalk: GREETINGS.test(lower) && weight < 3,
      chitChat: CHIT_CHAT.test(lower) && weight < 3,
    };
  });
  markIdentityAnswers(utterances);
  assignPhases(utterances.filter((u) => u.source.origin === 'transcript'));
  for (const u of utterances) if (u.source.origin !== 'transcript') u.phase = u.source.origin === 'files' ? 'history' : 'plan';
  const { symptoms, answered } = pairQuestions(utterances);
  return { utterances, symptoms, answered, language };
}

/**
 * The patient's sentences in the turn that answers a check of who they are ("Can I confirm your
 * date of birth and the first line of your address?"), unless they also tell something clinical.
 */
function markIdentityAnswers(utterances: Utterance[]): void {
  for (let i = 0; i < utterances.length; i++) {
    const check = utterances[i];
    if (check.role !== 'clinician' || check.source.origin !== 'transcript' || !IDENTITY_CHECK.test(check.lower)) continue;
    let j = i + 1;
    while (j < utterances.length && utterances[j].turn === check.turn) j++;
    const answerTurn = utterances[j]?.role === 'patient' ? utterances[j].turn : undefined;
    for (; j < utterances.length && utterances[j].turn === answerTurn; j++) {
      if (utterances[j].weight < 3) utterances[j].identity = true;
    }
  }
}

/** History until the clinician starts examining, examination until the plan starts. */
function assignPhases(utterances: Utterance[]): void {
  const clinician = utterances.filter((u) => u.role === 'clinician' || u.role === 'unknown');
  const examStart = clinician.find((u) => u.position >= 0.2 && EXAM_CUE.test(u.lower))?.position ?? Infinity;
  const planFrom = Math.min(examStart === Infinity ? 0.45 : examStart, 0.9);
  const strong = clinician.find((u) => u.position > planFrom && STRONG_PLAN_CUE.test(u.lower))?.position;
  const planStart = strong ?? clinician.find((u) => u.position > planFrom && PLAN_CUE.test(u.lower))?.position ?? Infinity;
  for (const u of utterances) {
    u.phase = u.position >= planStart ? 'plan' : u.position >= examStart ? 'exam' : 'history';
  }
}

/** Pairs each question of the clinician with the patient's answer that follows. */
function pairQuestions(utterances: Utterance[]): { symptoms: SymptomFinding[]; answered: Set<number> } {
  const symptoms: SymptomFinding[] = [];
  const answered = new Set<number>();
  for (let i = 0; i < utterances.length; i++) {
    const q = utterances[i];
    if (q.role !== 'clinician' || !q.isQuestion || q.source.origin !== 'transcript') continue;
    const next = utterances[i + 1];
    if (!next || next.role !== 'patient' || next.turn === q.turn) continue;
    // "have you taken anything for the pain?" "no" says nothing about the pain itself.
    const asked = findSymptoms(q.lower).filter(
      (s) => !/\bfor (?:the |your |that |this |her |his |their )?$/.test(q.lower.slice(Math.max(0, s.index - 12), s.index)),
    );
    const answer = next.source.text.trim().toLowerCase();
    const negative = NEGATIVE_ANSWER.test(answer);
    const positive = !negative && POSITIVE_ANSWER.test(answer);
    if (negative || positive) {
      answered.add(q.id);
      if (next.words <= 4) answered.add(next.id);
    }
    if (asked.length === 0) continue;
    const named = findSymptoms(next.lower);
    if (negative) {
      const butAt = next.lower.search(/\b(but|except|mais|sauf)\b/);
      for (const s of asked) symptoms.push({ term: s.term, present: false, utterance: next, question: q });
      if (butAt >= 0) for (const s of named.filter((n) => n.index > butAt)) symptoms.push({ term: s.term, present: true, utterance: next });
    } else if (positive) {
      const confirmed = named.length > 0 ? named : asked.length === 1 ? asked : [];
      for (const s of confirmed) symptoms.push({ term: s.term, present: true, utterance: next, question: q });
    }
  }
  return { symptoms, answered };
}

/** Symptoms a sentence states on its own ("I have no fever", "my knee hurts"). */
export function statedSymptoms(u: Utterance): SymptomFinding[] {
  // In "I'm allergic to penicillin, I get hives" the hives are a reaction, not a symptom today.
  if (u.isQuestion || u.role === 'other' || /\ballerg/.test(u.lower)) return [];
  const out: SymptomFinding[] = [];
  const opening = answerOpening(u.lower);
  for (const s of findSymptoms(u.lower)) {
    if (s.index < opening) continue;
    out.push({ term: s.term, present: !negatedAt(u.lower, s.index), utterance: u });
  }
  return out;
}
