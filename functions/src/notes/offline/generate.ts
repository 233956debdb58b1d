// The offline draft writer behind note generation: the options validated (./types.ts), the
// template found by its id, the note drafted by the note engine (no language model,
// deterministic, labelled "Offline draft").
import { draftNote } from '@clinicscribe/clinical-notes';
import { noteTemplate } from '../../shared/note-templates';
import { noteOptionsSchema, type DraftNote, type NoteOptionsInput } from './types';

/**
 * Drafts a note from a transcript ([doctor]/[patient] tags, "Name: text" lines or plain
 * text). The clinician's own notes, the post-session context and the text of uploaded files are read as extra sources
 * and marked as such where the note uses them.
 */
export function generateOfflineNote(transcript: string, input: NoteOptionsInput = {}): DraftNote {
  const options = noteOptionsSchema.parse(input);
  // A session without a pronoun: the engine takes the one the clinician's own words give the patient.
  const pronoun = input.pronoun === undefined ? undefined : options.pronoun;
  return draftNote(transcript, noteTemplate(options.templateId), { ...options, pronoun });
}
