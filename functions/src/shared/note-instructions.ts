// Editing a note by instruction (under each note of a session): what the site sends, what the
// server answers, and the note's history. Each instruction applied is one version of the note,
// kept with who applied it, when and which instruction; undo restores the version before it.
// The instructions understood offline are the note engine's (packages/clinical-notes,
// src/instructions); the refusals are the catalogue's notesInstruction* and notesUndo* keys.
import { z } from 'zod';
import type { NoteSection, SessionNote } from './notes';
import { sessionIdSchema } from './sessions';

/** Longest instruction read (characters); a longer one is refused with notesInstructionTooLong. */
export const MAX_NOTE_INSTRUCTION_CHARS = 500;
/** Versions kept per note: the oldest go first. */
export const MAX_NOTE_VERSIONS = 30;

const noteRef = { sessionId: sessionIdSchema, noteId: z.string().min(1).max(64) };

/** POST /note-instructions/apply. Longer than the limit is accepted here so the refusal says why. */
export const noteInstructionSchema = z.object({
  ...noteRef,
  instruction: z
    .string()
    .trim()
    .min(1)
    .max(4 * MAX_NOTE_INSTRUCTION_CHARS),
});
export type NoteInstructionRequest = z.infer<typeof noteInstructionSchema>;

/** POST /note-instructions/undo and GET /note-instructions/history?sessionId=&noteId=. */
export const noteVersionRefSchema = z.object(noteRef);
export type NoteVersionRef = z.infer<typeof noteVersionRefSchema>;

/** The kinds of instruction understood offline (the note engine's), as the history names them. */
/** 'model': a free instruction a language model answered, accepted by the clinician. */
export const NOTE_INSTRUCTION_KINDS = [
  'shorten',
  'layout',
  'replace',
  'remove-section',
  'rename-section',
  'move',
  'add',
  'language',
  'model',
] as const;
export type NoteInstructionKind = (typeof NOTE_INSTRUCTION_KINDS)[number];

/** What a version restores: the note's sections and language (a language change writes it again). */
export type NoteState = Pick<SessionNote, 'sections' | 'language' | 'facts' | 'generated'>;

/** One instruction applied to a note: who, when, which instruction, and the note before and after. */
export interface NoteVersion {
  /** 1 for the first instruction applied to this note, then counting up. */
  version: number;
  at: number;
  /** The clinician who applied it (uid) and their email when known. */
  by: { uid: string; email?: string };
  instruction: string;
  kind: NoteInstructionKind;
  /** The note it applies to (its createdAt): a note written again starts a new history. */
  noteCreatedAt: number;
  before: NoteState;
  after: NoteState;
  /** When it was undone, and by whom. */
  undone?: { at: number; uid: string };
}

/** A version as the history lists it (the sections of each version left out). */
export type NoteVersionSummary = Omit<NoteVersion, 'before' | 'after'> & { sections: NoteSection[] };

/** The answer to apply and undo: the note as it now is, and its history. */
export interface NoteInstructionAnswer {
  note: SessionNote;
  history: NoteVersionSummary[];
}

/**
 * A free instruction (not one understood offline) answered by the configured language model:
 * the revised note, not saved, shown with what the checks found until the clinician accepts it.
 */
export interface NoteRevisionProposal {
  instruction: string;
  /** The model's label ("gpt-4o-mini"). */
  label: string;
  sections: NoteSection[];
  /** Headings of the note the revision left out. */
  missingSections: string[];
  /** Sentences the revision wrote that the evidence check finds unsupported or contradicted by the session. */
  flagged: Array<{ text: string; section: string; state: 'unsupported' | 'contradicted' }>;
  /** Medications and numbers of the note the revision no longer states. */
  lostFacts: string[];
}

/** The answer to apply: the note revised and saved, or (a free instruction, with a model) a revision to accept. */
export type NoteInstructionApplyAnswer = NoteInstructionAnswer | { proposal: NoteRevisionProposal };

const sectionsSchema = z
  .array(
    z.object({
      title: z.string().max(200),
      items: z.array(z.object({ title: z.string().max(200), body: z.string().max(5000) })).max(200),
    }),
  )
  .min(1)
  .max(40);

/** POST /note-instructions/accept: the revision the model proposed, as the clinician accepts it. */
export const noteRevisionAcceptSchema = noteInstructionSchema.extend({ sections: sectionsSchema });
export type NoteRevisionAccept = z.infer<typeof noteRevisionAcceptSchema>;
