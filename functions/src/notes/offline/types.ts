// The options a generation takes, validated; the shapes of a generated note and of the facts
// it states are the note engine's, with the built-in templates' ids.
import { z } from 'zod';
import {
  NOTE_OPTION_DEFAULTS,
  NOTE_STYLE_NAMES,
  type DraftNote as EngineDraftNote,
  type GeneratedNote as EngineGeneratedNote,
} from '@clinicscribe/clinical-notes';
import { DEFAULT_NOTE_TEMPLATE, NOTE_TEMPLATE_IDS, type NoteTemplateId } from '../../shared/note-templates';
import { PRONOUNS } from '../../shared/sessions';

export type { DraftFactKind as FactKind, ExtractedFact, NoteStyleName, SourceSpan } from '@clinicscribe/clinical-notes';

/** A note as the note list holds it. */
export type GeneratedNote = EngineGeneratedNote<NoteTemplateId>;

/** A note drafted without a language model, with the facts it states. */
export type DraftNote = EngineDraftNote<NoteTemplateId>;

/** Options of one note generation (settings, session and the Recording page toggles). */
export const noteOptionsSchema = z.object({
  templateId: z.enum(NOTE_TEMPLATE_IDS).default(DEFAULT_NOTE_TEMPLATE),
  style: z.enum(NOTE_STYLE_NAMES).default(NOTE_OPTION_DEFAULTS.style),
  language: z.enum(['en', 'fr']).default(NOTE_OPTION_DEFAULTS.language),
  pronoun: z.enum(PRONOUNS).default(NOTE_OPTION_DEFAULTS.pronoun),
  patientTerm: z.enum(['Patient', 'Client']).default(NOTE_OPTION_DEFAULTS.patientTerm),
  /** The session's client or patient name, used in the opening sentence. */
  patientName: z.string().trim().max(120).default(NOTE_OPTION_DEFAULTS.patientName),
  /** The user's writing style (settings.writingStyle): used by model prompts only. */
  writingStyle: z.string().max(2000).default(''),
  /** Vague conversation: keep more of what was said, even without clinical terms. */
  vague: z.boolean().default(NOTE_OPTION_DEFAULTS.vague),
  /** Long summaries: a longer note. */
  longSummary: z.boolean().default(NOTE_OPTION_DEFAULTS.longSummary),
  participants: z
    .array(z.object({ name: z.string().trim().min(1).max(80), role: z.string().trim().max(40).default('') }))
    .max(12)
    .default([]),
  /** The clinician's own notes, typed during the session. */
  ownNotes: z.string().max(20_000).default(NOTE_OPTION_DEFAULTS.ownNotes),
  /** Context added after the session. */
  context: z.string().max(20_000).default(NOTE_OPTION_DEFAULTS.context),
  /** Text read from the session's uploaded documents and images. */
  files: z.string().max(200_000).default(NOTE_OPTION_DEFAULTS.files),
});
export type NoteOptionsInput = z.input<typeof noteOptionsSchema>;
export type NoteOptions = z.output<typeof noteOptionsSchema>;
