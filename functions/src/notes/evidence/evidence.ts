// The note engine's evidence check with the product's templates: a note's headings are read by
// the built-in templates' sections (a heading names its section id). What the routes, the
// instructions and the codes call.
import {
  checkEvidence as checkWithTemplates,
  EvidenceSession as EngineEvidenceSession,
  noteEvidence as noteEvidenceWithTemplates,
  readNoteText as readNoteTextWithTemplates,
  type CheckedNote,
  type EvidenceReport,
  type EvidenceSources,
  type NoteEvidence,
  type ReadNote,
} from '@clinicscribe/clinical-notes';
import { NOTE_TEMPLATES } from '../../shared/note-templates';
import type { SessionNote } from '../../shared/notes';
import type { SessionContents } from '../../shared/sessions';

/** The sources of one session, ready to check any number of its notes. */
export class EvidenceSession extends EngineEvidenceSession {
  constructor(sources: EvidenceSources) {
    super(sources, NOTE_TEMPLATES);
  }
}

/** Checks one note against its sources. */
export function checkEvidence(sources: EvidenceSources, note: CheckedNote): EvidenceReport {
  return checkWithTemplates(sources, note, NOTE_TEMPLATES);
}

/** The evidence of `note` against the session's sources and the patient's name the session records. */
export function noteEvidence(contents: SessionContents, note: SessionNote, patientName = ''): NoteEvidence {
  return noteEvidenceWithTemplates(contents, note, NOTE_TEMPLATES, patientName);
}

/** A note exported as plain text, read back into sections and sentences. */
export function readNoteText(text: string): ReadNote {
  return readNoteTextWithTemplates(text, NOTE_TEMPLATES);
}
