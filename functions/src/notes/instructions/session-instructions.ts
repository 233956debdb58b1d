// Instructions applied to a note of one of the caller's sessions, each one version of the note
// kept in the session (sealed, with the note): who applied it, when, which instruction, and the
// note before and after. Offline, by the note engine's instructions; a change of language writes
// the note again with the offline writer (a built-in template drafted offline only). Undo
// restores the version before the last instruction, unless the note was changed since.
import type { Firestore } from 'firebase-admin/firestore';
import { applyInstruction, parseInstruction, type InstructionRefusal, type SentenceSupport } from '@clinicscribe/clinical-notes';
import { readSession, updateContents } from '../../sessions/session-store';
import type { ErrorKey } from '../../shared/error-catalogue';
import {
  MAX_NOTE_VERSIONS,
  type NoteInstructionApplyAnswer,
  type NoteInstructionKind,
  type NoteRevisionAccept,
  type NoteInstructionAnswer,
  type NoteInstructionRequest,
  type NoteState,
  type NoteVersion,
  type NoteVersionRef,
  type NoteVersionSummary,
} from '../../shared/note-instructions';
import { isNoteTemplateId } from '../../shared/note-templates';
import type { NoteGenerationRequest, SessionNote } from '../../shared/notes';
import { Refusal } from '../../shared/refusal';
import type { SessionContents } from '../../shared/sessions';
import { noteEvidence } from '../evidence/evidence';
import { NoteModelError, type NoteModel } from '../../providers/notes/types';
import { proposeRevision } from './model-revision';
import { noteSources, type OfflineDrafter } from '../generate/generate';

const REFUSALS: Record<InstructionRefusal, ErrorKey> = {
  'too-long': 'notesInstructionTooLong',
  unknown: 'notesInstructionUnknown',
  'every-section': 'notesInstructionEverySection',
  'no-section': 'notesInstructionNoSection',
  'no-sentence': 'notesInstructionNoSentence',
  'several-sentences': 'notesInstructionSeveralSentences',
  'no-term': 'notesInstructionNoTerm',
  'keeps-facts': 'notesInstructionKeepsFacts',
  'no-change': 'notesInstructionNoChange',
};

export interface Clinician {
  uid: string;
  email?: string;
}

const noteMissing = () => new Refusal(404, 'sessionNotFound');
const stateOf = (note: SessionNote): NoteState => ({
  sections: note.sections,
  language: note.language,
  facts: note.facts,
  generated: note.generated,
});
const sameNote = (a: NoteState, b: NoteState) => a.language === b.language && JSON.stringify(a.sections) === JSON.stringify(b.sections);

/** The versions of the note as it now is (a note written again starts afresh). */
const versionsOf = (contents: SessionContents, note: SessionNote): NoteVersion[] =>
  (contents.noteHistory?.[note.noteId] ?? []).filter((v) => v.noteCreatedAt === note.createdAt);

const summaries = (versions: readonly NoteVersion[]): NoteVersionSummary[] =>
  versions.map(({ before: _before, after, ...rest }) => ({ ...rest, sections: after.sections }));

function withHistory(contents: SessionContents, note: SessionNote, versions: NoteVersion[]): SessionContents {
  return {
    ...contents,
    notes: (contents.notes ?? []).map((n) => (n.noteId === note.noteId ? note : n)),
    noteHistory: { ...contents.noteHistory, [note.noteId]: versions.slice(-MAX_NOTE_VERSIONS) },
  };
}

/** The evidence check's verdict on each sentence of the note: "shorter" drops the unsupported ones first. */
function sentenceSupport(contents: SessionContents, note: SessionNote, name: string): SentenceSupport {
  const states = new Map(noteEvidence(contents, note, name).sentences.map((s) => [s.text, s.state === 'supported']));
  return (sentence) => states.get(sentence);
}

/** The note in the other language, written again by the offline writer from the session's sources. */
async function otherLanguage(db: Firestore, uid: string, request: NoteInstructionRequest, offline: OfflineDrafter, language: 'en' | 'fr') {
  const session = await readSession(db, uid, request.sessionId);
  const note = session?.contents.notes?.find((n) => n.noteId === request.noteId);
  if (!session || !note) throw noteMissing();
  if (note.generator !== 'offline' || !isNoteTemplateId(note.noteId)) throw new Refusal(422, 'notesInstructionLanguage');
  const sources = await noteSources(db, uid, request.sessionId);
  const options: NoteGenerationRequest = {
    sessionId: request.sessionId,
    templateIds: [note.noteId],
    style: 'bullet',
    language,
    vague: false,
    longSummary: false,
    localDate: new Date().toISOString().slice(0, 10),
  };
  const draft = offline(note.noteId, options, sources);
  return { sections: draft.sections, language, facts: draft.facts, generated: draft.sections } satisfies NoteState;
}

/** Applies the instruction to the note; answers the note as it now is and its history. Refused with the reason it was not applied. */
export async function applyNoteInstruction(
  db: Firestore,
  clinician: Clinician,
  request: NoteInstructionRequest,
  writers: { offline: OfflineDrafter; model: NoteModel | null },
  signal?: AbortSignal,
): Promise<NoteInstructionApplyAnswer> {
  const parsed = parseInstruction(request.instruction);
  // Not understood offline: with a model, its revision is proposed (nothing saved until accepted).
  if (!parsed.ok && parsed.reason === 'unknown' && writers.model) {
    const session = await readSession(db, clinician.uid, request.sessionId);
    const note = session?.contents.notes?.find((n) => n.noteId === request.noteId);
    if (!session || !note) throw noteMissing();
    try {
      return { proposal: await proposeRevision(writers.model, session.contents, note, session.meta.name, request.instruction, signal) };
    } catch (error) {
      // The model failed or was cut short: said as a generation's failure is, to try again.
      if (error instanceof NoteModelError) throw new Refusal(502, 'uiSummaryIssue');
      throw error;
    }
  }
  const rewritten =
    parsed.ok && parsed.instruction.kind === 'language'
      ? await otherLanguage(db, clinician.uid, request, writers.offline, parsed.instruction.language)
      : null;
  return saveVersion(db, clinician, request, (contents, note, name) => {
    const outcome = applyInstruction(note.sections, request.instruction, note.language, {
      support: parsed.ok && parsed.instruction.kind === 'shorten' ? sentenceSupport(contents, note, name) : undefined,
    });
    if (outcome.status === 'refused') throw new Refusal(422, REFUSALS[outcome.reason], outcome.values ? { values: outcome.values } : {});
    const before = stateOf(note);
    const after: NoteState =
      outcome.status === 'language' && rewritten
        ? rewritten
        : { ...before, sections: outcome.status === 'applied' ? outcome.sections : note.sections };
    return { kind: outcome.instruction.kind, after };
  });
}

/** The revision a model proposed, accepted by the clinician (as they accept it): a new version of the note. */
export function acceptRevision(db: Firestore, clinician: Clinician, request: NoteRevisionAccept): Promise<NoteInstructionAnswer> {
  return saveVersion(db, clinician, request, (_contents, note) => ({
    kind: 'model',
    after: { ...stateOf(note), sections: request.sections },
  }));
}

/** Saves the note as `revise` makes it, as a new version with who, when and which instruction. */
async function saveVersion(
  db: Firestore,
  clinician: Clinician,
  request: NoteInstructionRequest,
  revise: (contents: SessionContents, note: SessionNote, patientName: string) => { kind: NoteInstructionKind; after: NoteState },
): Promise<NoteInstructionAnswer> {
  let answer: NoteInstructionAnswer | null = null;
  const saved = await updateContents(db, clinician.uid, request.sessionId, (contents, meta) => {
    const note = contents.notes?.find((n) => n.noteId === request.noteId);
    if (!note) throw noteMissing();
    const { kind, after } = revise(contents, note, meta.name);
    const versions = versionsOf(contents, note);
    const version: NoteVersion = {
      version: (versions.at(-1)?.version ?? 0) + 1,
      at: Date.now(),
      by: clinician.email ? { uid: clinician.uid, email: clinician.email } : { uid: clinician.uid },
      instruction: request.instruction,
      kind,
      noteCreatedAt: note.createdAt,
      before: stateOf(note),
      after,
    };
    const revised: SessionNote = { ...note, ...after, edited: true };
    answer = { note: revised, history: summaries([...versions, version]) };
    return { contents: withHistory(contents, revised, [...versions, version]) };
  });
  if (!saved || !answer) throw noteMissing();
  return answer;
}

/** Restores the note as it was before its last instruction not undone yet. */
export async function undoNoteInstruction(db: Firestore, uid: string, ref: NoteVersionRef): Promise<NoteInstructionAnswer> {
  let answer: NoteInstructionAnswer | null = null;
  const saved = await updateContents(db, uid, ref.sessionId, (contents) => {
    const note = contents.notes?.find((n) => n.noteId === ref.noteId);
    if (!note) throw noteMissing();
    const versions = versionsOf(contents, note);
    const last = [...versions].reverse().find((v) => !v.undone);
    if (!last) throw new Refusal(409, 'notesUndoNothing');
    if (!sameNote(stateOf(note), last.after)) throw new Refusal(409, 'notesUndoChanged');
    const restored: SessionNote = { ...note, ...last.before };
    const marked = versions.map((v) => (v === last ? { ...v, undone: { at: Date.now(), uid } } : v));
    answer = { note: restored, history: summaries(marked) };
    return { contents: withHistory(contents, restored, marked) };
  });
  if (!saved || !answer) throw noteMissing();
  return answer;
}

/** The note's versions, oldest first, each with its sections. */
export async function noteHistory(db: Firestore, uid: string, ref: NoteVersionRef): Promise<NoteVersionSummary[]> {
  const session = await readSession(db, uid, ref.sessionId);
  const note = session?.contents.notes?.find((n) => n.noteId === ref.noteId);
  if (!session || !note) throw noteMissing();
  return summaries(versionsOf(session.contents, note));
}
