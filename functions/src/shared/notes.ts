// Notes of a session as the API and the site see them (the entries of a session's note list):
// what a generation asks for, what it streams back, and what the session keeps.
import { z } from 'zod';
import { MAX_NOTE_TYPES_PER_GENERATION } from './limits';
import { isCustomTemplateId } from './note-library';
import { isNoteTemplateId } from './note-templates';
import { localDateSchema, sessionIdSchema } from './sessions';
import type { NoteCodes } from './codes';
import type { NoteFact, NoteSection } from '@clinicscribe/clinical-notes';

// A note's sections, items and facts are the note engine's shapes (types only: the site loads no engine code).
export type { NoteFact, NoteItem, NoteSection } from '@clinicscribe/clinical-notes';

/** A note kept in a session. */
export interface SessionNote {
  /** The template's id: a built-in id or a custom template's id from the clinician's library. */
  noteId: string;
  /** Its sections, in order. Session documents store them under older names (./stored-note.ts maps both ways). */
  sections: NoteSection[];
  /** 'offline' for the built-in draft generator, else the model's id. */
  generator: string;
  /** What the interface shows beside the note ("Offline draft", or the model). */
  label: string;
  language: 'en' | 'fr';
  createdAt: number;
  facts: NoteFact[];
  /** The clinician changed it after it was written. */
  edited?: boolean;
  /**
   * The sections as generated, kept when the note is written: a sentence of the note that is
   * not among them was typed by the clinician (the evidence check says "added by you").
   */
  generated?: NoteSection[];
  /** Omissions ("Not in the note") the clinician dismissed for this note, by their text. */
  dismissedOmissions?: string[];
  /** Diagnosis codes the clinician accepted for this note (./codes.ts). */
  codes?: NoteCodes;
  /** The clinician's standing rules its draft followed, by id (./note-style.ts). */
  styleRules?: string[];
}

/** POST /notes/generate: up to 4 templates for one session. */
export const noteGenerationSchema = z.object({
  sessionId: sessionIdSchema,
  templateIds: z
    .array(z.string().refine((id) => isNoteTemplateId(id) || isCustomTemplateId(id), 'Unknown note type'))
    .min(1)
    .max(MAX_NOTE_TYPES_PER_GENERATION)
    .refine((ids) => new Set(ids).size === ids.length, 'Each note type once'),
  style: z.enum(['bullet', 'short', 'long']).default('bullet'),
  language: z.enum(['en', 'fr']).default('en'),
  vague: z.boolean().default(false),
  longSummary: z.boolean().default(false),
  localDate: localDateSchema,
});
export type NoteGenerationRequest = z.infer<typeof noteGenerationSchema>;

/** POST /notes/check: one note of a session. */
export const noteCheckSchema = z.object({ sessionId: sessionIdSchema, noteId: z.string().min(1).max(64) });
/** POST /notes/evidence: one note of a session (answered with ./note-evidence.ts's NoteEvidence). */
export const noteEvidenceSchema = noteCheckSchema;

/** What POST /notes/generate streams, one JSON object per line. */
export type NoteStreamEvent =
  | { type: 'start'; noteId: string; generator: string; label: string }
  | { type: 'text'; noteId: string; text: string }
  | { type: 'note'; note: SessionNote }
  | { type: 'error'; noteId: string; key: 'uiSummaryIssue'; message: string }
  | { type: 'done'; notesLeft: number };
