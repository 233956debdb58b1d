// Diagnosis codes of a session's note: suggested from the visit model of the session's
// transcript (each with the passage that justifies it), searched in the code set, and the
// codes the clinician accepts saved with the note. Codes come with the plans that have EMR
// integration. A code that does not exist is refused with the nearest codes by its words; one
// that is not billable with the billable codes under it; two codes whose excludes1 notes
// exclude each other are never saved together. Saving replaces the note's codes (the last save
// wins) and says so when another save came after the one the clinician saw; the suggestions
// the clinician rejected are kept with them.
import {
  type CodeSearchHit,
  type CodeSet,
  type CodeSuggestion,
  extractVisit,
  suggestCodes,
  withExcludes,
} from '@clinicscribe/clinical-notes';
import type { Firestore } from 'firebase-admin/firestore';
import { readSession, updateContents } from '../../sessions/session-store';
import {
  type AcceptedCode,
  type CodeHit,
  type CodeOption,
  type CodesAcceptAnswer,
  type CodeSearchAnswer,
  type CodesAcceptRequest,
  type NoteCodeSuggestions,
  type NoteCodes,
  type SuggestedCode,
  codesOf,
} from '../../shared/codes';
import type { NoteEvidence } from '../../shared/note-evidence';
import { planAllows } from '../../shared/plan-features';
import { Refusal } from '../../shared/refusal';
import { readUserDoc } from '../../users/user-store';
import { noteEvidence } from '../evidence/evidence';
import type { NoteModel } from '../../providers/notes/types';
import { codeSetInUse, releaseName } from './code-set-store';
import { modelProposals } from './model-codes';

/** How many billable codes a refusal names as the ones to choose from. */
const NEAREST = 5;

async function requireCodesPlan(db: Firestore, uid: string): Promise<void> {
  const user = await readUserDoc(db, uid);
  if (!planAllows(user?.subscription.plan ?? '', 'emrIntegration')) throw new Refusal(403, 'codesPlan');
}

async function sessionNote(db: Firestore, uid: string, sessionId: string, noteId: string) {
  const session = await readSession(db, uid, sessionId);
  const note = session?.contents.notes?.find((n) => n.noteId === noteId);
  if (!session || !note) throw new Refusal(404, 'sessionNotFound');
  return { contents: session.contents, note, patientName: session.meta.name };
}

/**
 * The note sentence that states what a code codes: the one whose transcript passage overlaps
 * the code's evidence most, else the first that names its concept; null when the note does not say it.
 */
export function sentenceFor(evidence: NoteEvidence, at: { start: number; end: number }, conceptName: string): string | null {
  let best: { text: string; overlap: number } | null = null;
  for (const sentence of evidence.sentences) {
    for (const source of sentence.sources) {
      if (source.kind !== 'transcript') continue;
      const overlap = Math.min(source.end, at.end) - Math.max(source.start, at.start);
      if (overlap > 0 && (!best || overlap > best.overlap)) best = { text: sentence.text, overlap };
    }
  }
  if (best) return best.text;
  const name = conceptName.toLowerCase();
  return evidence.sentences.find((s) => s.text.toLowerCase().includes(name))?.text ?? null;
}

/** The sentence of the transcript around [start, end): from the end of the one before (a stop, a line or a speaker tag) to its own stop. */
export function passageAround(transcript: string, start: number, end: number): { text: string; start: number; end: number } {
  let from = start;
  while (from > 0 && !/[.?!\n\]]/.test(transcript[from - 1])) from -= 1;
  let to = end;
  while (to < transcript.length && !/[.?!\n[]/.test(transcript[to])) to += 1;
  if (to < transcript.length && /[.?!]/.test(transcript[to])) to += 1;
  while (from < to && /\s/.test(transcript[from])) from += 1;
  return { text: transcript.slice(from, to), start: from, end: to };
}

const EPISODES: Array<{ label: string; words: RegExp }> = [
  { label: 'initial encounter', words: /\binitial encounter\b/i },
  { label: 'subsequent encounter', words: /\bsubsequent encounter\b/i },
  { label: 'sequela', words: /\bsequela\b/i },
];

/**
 * The episodes of care an answer's code still leaves open: the codes that differ from it by
 * their seventh character only (S83.91XA, S83.91XD, S83.91XS), one per episode (the shortest
 * description where several say the same episode); none when the code has no such siblings.
 */
export function episodesOf(codes: CodeSet, code: string): CodeOption[] {
  const bare = code.replace('.', '').toUpperCase();
  if (bare.length !== 7) return [];
  const siblings = codes.billableUnder(bare.slice(0, 6)).filter((c) => c.code.length === 7);
  const options: CodeOption[] = [];
  for (const { label, words } of EPISODES) {
    const [first] = siblings.filter((c) => words.test(c.long)).sort((a, b) => a.long.length - b.long.length);
    if (first) options.push({ code: first.display, description: first.long, label });
  }
  return options.length > 1 ? options : [];
}

/** The question with, for each answer whose code still needs the episode of care, that question next. */
function withEpisodes(codes: CodeSet, question: NonNullable<CodeSuggestion['question']>): NonNullable<SuggestedCode['question']> {
  if (question.detail !== 'side') return question;
  return {
    ...question,
    options: question.options.map((option) => {
      const episodes = episodesOf(codes, option.code);
      return episodes.length > 0 ? { ...option, then: { detail: 'episode' as const, options: episodes } } : option;
    }),
  };
}

/** A suggestion with the transcript's words and the note's sentence that justify it. */
const shown = (s: CodeSuggestion, transcript: string, evidence: NoteEvidence, codes: CodeSet, byModel: boolean): SuggestedCode => ({
  code: s.code,
  description: s.description,
  billable: s.billable,
  unspecified: s.unspecified,
  basis: s.basis,
  concept: s.concept,
  evidence: { start: s.evidence.start, end: s.evidence.end },
  passage: passageAround(transcript, s.evidence.start, s.evidence.end),
  noteSentence: sentenceFor(evidence, s.evidence, s.concept.name),
  reasons: s.reasons,
  ...(s.question ? { question: withEpisodes(codes, s.question) } : {}),
  excludes: s.excludes,
  ...(byModel ? { proposedByModel: true } : {}),
});

/** The codes a suggestion stands for, as the panel counts them: its answers' episodes of care included. */
const standsFor = (codes: CodeSet, s: CodeSuggestion) =>
  codesOf({ code: s.code, ...(s.question ? { question: withEpisodes(codes, s.question) } : {}) });

/**
 * The visit's suggestions with the model's supported proposals: one the visit suggests already
 * is marked as proposed by the model too, the others follow the visit's own.
 */
export function withProposals(
  suggestions: CodeSuggestion[],
  proposed: CodeSuggestion[],
  codes: CodeSet,
): { all: CodeSuggestion[]; byModel: Set<CodeSuggestion> } {
  const all = [...suggestions];
  const byModel = new Set<CodeSuggestion>();
  for (const p of proposed) {
    const same = all.find((s) => standsFor(codes, s).includes(p.code) || standsFor(codes, p).includes(s.code));
    if (same) byModel.add(same);
    else {
      all.push(p);
      byModel.add(p);
    }
  }
  return { all, byModel };
}

/**
 * The codes the visit supports, each with its passage and note sentence, and those already saved
 * with the note; with a language model, its proposals too, checked against the code set and the
 * visit (those the visit does not support apart).
 */
export async function suggestNoteCodes(
  db: Firestore,
  uid: string,
  sessionId: string,
  noteId: string,
  model: NoteModel | null = null,
  signal?: AbortSignal,
): Promise<NoteCodeSuggestions> {
  await requireCodesPlan(db, uid);
  const { contents, note, patientName } = await sessionNote(db, uid, sessionId, noteId);
  const codes = await codeSetInUse(db);
  const visit = extractVisit(contents.transcript, note.language);
  const own = suggestCodes(visit, codes, contents.transcript);
  const proposals = model ? await modelProposals(model, note, contents.transcript, visit, codes, signal) : null;
  const { all, byModel } = withProposals(own, proposals?.supported ?? [], codes);
  const suggestions = withExcludes(all, codes);
  const evidence = suggestions.length > 0 ? noteEvidence(contents, note, patientName) : { sentences: [], omissions: [] };
  return {
    release: releaseName(codes),
    suggestions: suggestions.map((s) => shown(s, contents.transcript, evidence, codes, byModel.has(s))),
    saved: note.codes ?? null,
    ...(model && proposals ? { model: { label: model.label, failed: proposals.failed, unsupported: proposals.unsupported } } : {}),
  };
}

const hit = (h: CodeSearchHit): CodeHit => ({
  code: h.code.display,
  description: h.code.long,
  billable: h.code.billable,
  matched: h.matched,
});

/** Codes by code or words, best first. */
export async function searchCodes(db: Firestore, uid: string, query: string, billableOnly = false): Promise<CodeSearchAnswer> {
  await requireCodesPlan(db, uid);
  const codes = await codeSetInUse(db);
  return { release: releaseName(codes), hits: codes.search(query, { limit: 20, billableOnly }).map(hit) };
}

/** The code as the set holds it, refused when it does not exist or is not billable. */
function billableCode(codes: CodeSet, typed: string): { code: string; description: string } {
  const found = codes.get(typed);
  if (!found) {
    const nearest = codes.search(typed, { limit: NEAREST, billableOnly: true }).map((h) => h.code.display);
    throw new Refusal(404, 'codeNotFound', { values: { code: typed, nearest: nearest.join(', ') || '-' } });
  }
  if (!found.billable) {
    const under = codes
      .billableUnder(found.code)
      .slice(0, NEAREST)
      .map((c) => c.display);
    throw new Refusal(422, 'codeNotBillable', { values: { code: found.display, nearest: under.join(', ') } });
  }
  return { code: found.display, description: found.long };
}

/** Saves the accepted codes with the note; `overwrote` says another save came after the one the clinician saw. */
export async function acceptNoteCodes(
  db: Firestore,
  uid: string,
  request: CodesAcceptRequest,
  now = Date.now(),
): Promise<CodesAcceptAnswer> {
  await requireCodesPlan(db, uid);
  const codes = await codeSetInUse(db);
  const items: AcceptedCode[] = request.codes.map((c) => ({ ...billableCode(codes, c.code), origin: c.origin }));
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.code)) throw new Refusal(422, 'codeTwice', { values: { code: item.code } });
    seen.add(item.code);
    const clash = items.find((other) => other !== item && codes.excludes(item.code, other.code));
    if (clash) throw new Refusal(422, 'codesExcludeEachOther', { values: { code: item.code, other: clash.code } });
  }
  const rejected = [...new Set((request.rejected ?? []).map((c) => codes.get(c)?.display ?? c.toUpperCase()))];
  const saved: NoteCodes = {
    release: releaseName(codes),
    items,
    ...(rejected.length > 0 ? { rejected } : {}),
    confirmedBy: uid,
    confirmedAt: now,
  };
  let overwrote = false;
  const done = await updateContents(db, uid, request.sessionId, (contents) => {
    const note = contents.notes?.find((n) => n.noteId === request.noteId);
    if (!note) return null;
    overwrote = (note.codes?.confirmedAt ?? 0) > request.seenAt;
    return { contents: { ...contents, notes: (contents.notes ?? []).map((n) => (n === note ? { ...n, codes: saved } : n)) } };
  });
  if (!done?.contents.notes?.some((n) => n.noteId === request.noteId && n.codes?.confirmedAt === now))
    throw new Refusal(404, 'sessionNotFound');
  return { saved, overwrote };
}
