// Codes a configured language model proposes for a note, beside those the visit model gives.
// The model is given the note and the transcript and answers codes, one a line; what it answers
// is never taken as it is: the note engine checks each code against the code set and the visit
// model's facts, and a code no fact supports is shown apart, as unsupported, never accepted by
// default. An answer is kept per note and transcript, so the panel's next look asks nothing.
import { createHash } from 'node:crypto';
import { type CodeSet, type ProposedCodes, type VisitModel, checkProposedCodes, MAX_PROPOSED } from '@clinicscribe/clinical-notes';
import { NoteModelError, type NoteModel } from '../../providers/notes/types';
import { noteText } from '../../shared/note-text';
import type { SessionNote } from '../../shared/notes';

const SYSTEM =
  'You are a medical coder. From the clinical note and the transcript of an outpatient visit, list the ICD-10-CM codes for the visit: ' +
  'the diagnoses the clinician stated, then the other conditions assessed. A differential, a "possible", a "rule out" or the patient\'s own guess ' +
  'is not a diagnosis: code its symptoms instead. Answer one code a line, as "CODE - description", most important first, ' +
  `at most ${MAX_PROPOSED} lines, and nothing else.`;
/** Longest answer asked of the model, in tokens. */
const MAX_TOKENS = 400;
/** Longest transcript given to the model, in characters (its end is cut). */
const MAX_TRANSCRIPT = 40_000;
/** Answers kept (per model, note and transcript), the oldest forgotten first. */
const KEPT = 200;
/** A code as an answer writes it: a letter, two digits and a letter or digit, then an optional dot and up to four more. */
const CODE = /\b([A-Z]\d[0-9A-Z](?:\.?[0-9A-Z]{1,4})?)\b/;

/** The codes a model's answer names, one per line, in its order (a line naming none is skipped). */
export function codesInAnswer(answer: string): string[] {
  const found: string[] = [];
  for (const line of answer.split('\n')) {
    const code = CODE.exec(line.replace(/^[\s\-*\d.)]+/, '').toUpperCase())?.[1];
    if (code && !found.includes(code)) found.push(code);
  }
  return found.slice(0, MAX_PROPOSED);
}

const answers = new Map<string, string[]>();

/** What the model proposes for the note and transcript, asked once per model, note and transcript. */
async function proposedBy(model: NoteModel, note: SessionNote, transcript: string, signal?: AbortSignal): Promise<string[]> {
  const text = noteText(note.sections, { language: note.language });
  const user = `Note:\n${text}\n---\nTranscript:\n${transcript.slice(0, MAX_TRANSCRIPT)}`;
  const key = createHash('sha256').update(`${model.id}\n${user}`).digest('hex');
  const kept = answers.get(key);
  if (kept) return kept;
  const codes = codesInAnswer(await model.generate({ system: SYSTEM, user, maxTokens: MAX_TOKENS, temperature: 0, signal }));
  answers.set(key, codes);
  if (answers.size > KEPT) answers.delete(answers.keys().next().value as string);
  return codes;
}

/** The model's proposals, checked; `failed` when the model did not answer (the visit's own suggestions stand alone then). */
export async function modelProposals(
  model: NoteModel,
  note: SessionNote,
  transcript: string,
  visit: VisitModel,
  codes: CodeSet,
  signal?: AbortSignal,
): Promise<ProposedCodes & { failed: boolean }> {
  try {
    const proposed = await proposedBy(model, note, transcript, signal);
    return { ...checkProposedCodes(proposed, visit, codes, transcript, model.label), failed: false };
  } catch (error) {
    if (error instanceof NoteModelError) return { supported: [], unsupported: [], failed: true };
    throw error;
  }
}
