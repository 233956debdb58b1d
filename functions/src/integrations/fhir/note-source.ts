// Where a note comes from, as systems that record it are told (the FHIR export's LOINC type,
// Provenance and the session's period): its template, who wrote it, and the session's start and
// end (the end is the start plus the audio recorded, or the session's last change without audio).
import type { NoteSource } from '../../providers/integrations/adapter';
import type { SessionNote } from '../../shared/notes';
import type { SessionMeta } from '../../shared/sessions';

export function noteSource(
  meta: Pick<SessionMeta, 'createdAt' | 'updatedAt' | 'audioSeconds'>,
  note: Pick<SessionNote, 'noteId' | 'generator' | 'language' | 'createdAt'>,
): NoteSource {
  const end = meta.audioSeconds > 0 ? meta.createdAt + Math.round(meta.audioSeconds * 1000) : Math.min(meta.updatedAt, note.createdAt);
  return {
    templateId: note.noteId,
    generator: note.generator,
    language: note.language,
    writtenAt: note.createdAt,
    sessionStart: meta.createdAt,
    sessionEnd: Math.max(meta.createdAt, end),
  };
}
