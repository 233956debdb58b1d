// Shapes of a generated note (an entry of a session's note list), of the facts a note
// states (for the "check before signing" panel) and of the options a generation takes.
import { z } from 'zod';
import { DEFAULT_NOTE_TEMPLATE, NOTE_TEMPLATE_IDS, NoteSectionId, NoteTemplateId, NoteTemplateLanguage } from '../../shared/note-templates';
import type { NoteSection } from '../../shared/notes';
import { DEFAULT_PRONOUN, PRONOUNS } from '../../shared/sessions';

/** A note as the note list holds it. */
export interface GeneratedNote {
  noteId: NoteTemplateId;
  sections: NoteSection[];
}

/** Kinds of facts the note states and the clinician checks before signing. */
export const FACT_KINDS = [
  'medication',
  'allergy',
  'vital',
  'score',
  'duration',
  'laterality',
  'negation',
  'symptom',
  'diagnosis',
  'follow-up',
  'number',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** Which text a sentence came from. */
export type SourceOrigin = 'transcript' | 'own-notes' | 'context' | 'files';

/** A sentence of a source text, with its character offsets in that text. */
export interface SourceSpan {
  origin: SourceOrigin;
  /** The sentence as written in the source. */
  text: string;
  start: number;
  end: number;
}

/** A fact the note states, where it is in the note and where it came from. */
export interface ExtractedFact {
  kind: FactKind;
  /** The fact as the note writes it (e.g. "lisinopril 40 mg daily"). */
  text: string;
  /** The section of the note that states it. */
  sectionId: NoteSectionId;
  source: SourceSpan;
}

/** A note drafted without a language model, with the facts it states. */
export interface DraftNote extends GeneratedNote {
  generator: 'offline';
  /** What the interface shows beside the note. */
  label: string;
  language: NoteTemplateLanguage;
  /** Language the transcript was detected in (quoted free text stays in it). */
  sourceLanguage: NoteTemplateLanguage;
  facts: ExtractedFact[];
}

export const NOTE_STYLE_NAMES = ['bullet', 'short', 'long'] as const;
export type NoteStyleName = (typeof NOTE_STYLE_NAMES)[number];

/** Options of one note generation (settings, session and the Recording page toggles). */
export const noteOptionsSchema = z.object({
  templateId: z.enum(NOTE_TEMPLATE_IDS).default(DEFAULT_NOTE_TEMPLATE),
  style: z.enum(NOTE_STYLE_NAMES).default('bullet'),
  language: z.enum(['en', 'fr']).default('en'),
  pronoun: z.enum(PRONOUNS).default(DEFAULT_PRONOUN),
  patientTerm: z.enum(['Patient', 'Client']).default('Patient'),
  /** The session's client or patient name, used in the opening sentence. */
  patientName: z.string().trim().max(120).default(''),
  /** The user's writing style (settings.writingStyle): used by model prompts only. */
  writingStyle: z.string().max(2000).default(''),
  /** Vague conversation: keep more of what was said, even without clinical terms. */
  vague: z.boolean().default(false),
  /** Long summaries: a longer note. */
  longSummary: z.boolean().default(false),
  participants: z
    .array(z.object({ name: z.string().trim().min(1).max(80), role: z.string().trim().max(40).default('') }))
    .max(12)
    .default([]),
  /** The clinician's own notes, typed during the session. */
  ownNotes: z.string().max(20_000).default(''),
  /** Context added after the session. */
  context: z.string().max(20_000).default(''),
  /** Text read from the session's uploaded documents and images. */
  files: z.string().max(200_000).default(''),
});
export type NoteOptionsInput = z.input<typeof noteOptionsSchema>;
export type NoteOptions = z.output<typeof noteOptionsSchema>;
