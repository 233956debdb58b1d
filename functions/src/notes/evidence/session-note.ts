// A note of one of the caller's sessions, checked against that session's sources: its facts
// ("Check before signing") and its evidence (the notes panel). A missing session or note is
// refused with sessionNotFound.
import type { Firestore } from 'firebase-admin/firestore';
import { readSession } from '../../sessions/session-store';
import type { NoteEvidence } from '../../shared/note-evidence';
import type { NoteFact, SessionNote } from '../../shared/notes';
import { Refusal } from '../../shared/refusal';
import type { SessionContents } from '../../shared/sessions';
import { checkNote, filesText } from '@clinicscribe/clinical-notes';
import { noteEvidence } from './evidence';

interface NoteRef {
  sessionId: string;
  noteId: string;
}

async function sessionNote(
  db: Firestore,
  uid: string,
  { sessionId, noteId }: NoteRef,
): Promise<{ contents: SessionContents; note: SessionNote; patientName: string }> {
  const session = await readSession(db, uid, sessionId);
  const note = session?.contents.notes?.find((n) => n.noteId === noteId);
  if (!session || !note) throw new Refusal(404, 'sessionNotFound');
  return { contents: session.contents, note, patientName: session.meta.name };
}

/** The note's facts, each with its source sentence, disagreements flagged. */
export async function checkSessionNote(db: Firestore, uid: string, ref: NoteRef): Promise<NoteFact[]> {
  const { contents, note } = await sessionNote(db, uid, ref);
  return checkNote(note.sections, { ...contents, files: filesText(contents.files) });
}

/** Each sentence of the note with its state and sources, and what the sources say that the note leaves out. */
export async function sessionNoteEvidence(db: Firestore, uid: string, ref: NoteRef): Promise<NoteEvidence> {
  const { contents, note, patientName } = await sessionNote(db, uid, ref);
  return noteEvidence(contents, note, patientName);
}
