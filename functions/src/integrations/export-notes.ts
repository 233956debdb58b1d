// Exporting a session's notes: the server reads the notes from the session (never from the
// request), turns each into the provider's note (title from the note type and the date),
// refuses a note too long for the provider rather than cutting it, asks before sending the
// same note to the same patient twice, and records each export (integrationExports, no
// client reads it) and, for a saved session, in the access log.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { OutgoingNote } from '../providers/integrations';
import { readSession } from '../sessions/session-store';
import { INTEGRATIONS, NOTE_LIMITS, noteAsPlainText, type ExportRequest, type IntegrationId } from '../shared/integrations';
import { isNoteTemplateId, noteTemplate } from '../shared/note-templates';
import type { SessionNote } from '../shared/notes';
import { noteSource } from './fhir/note-source';

const EXPORTS = 'integrationExports';

export class ExportRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly values: Record<string, string> = {},
  ) {
    super(message);
  }
}

const exportKey = (uid: string, id: IntegrationId, sessionId: string, noteId: string, patientId: string) =>
  createHash('sha256').update([uid, id, sessionId, noteId, patientId].join('|')).digest('hex');

function titleOf(note: SessionNote, when: number): string {
  const type = isNoteTemplateId(note.noteId) ? noteTemplate(note.noteId).title[note.language] : 'Clinical note';
  return `${type}, ${new Date(when).toISOString().slice(0, 10)}`;
}

/** The notes to send, checked: they exist, fit the provider, and were not sent before (unless confirmed). */
export async function notesToExport(db: Firestore, uid: string, id: IntegrationId, request: ExportRequest) {
  const session = await readSession(db, uid, request.sessionId);
  if (!session) throw new ExportRefused(404, 'sessionNotFound', 'This session no longer exists. Start a new session.');
  const notes = request.noteIds.map((noteId) => session.contents.notes?.find((n) => n.noteId === noteId));
  if (notes.some((n) => !n)) throw new ExportRefused(404, 'integrationNoteMissing', 'A note to export is no longer in this session.');
  const outgoing = (notes as SessionNote[]).map((note) => {
    const title = titleOf(note, session.meta.createdAt);
    const text = noteAsPlainText(title, note.noteSubheadings);
    if (text.length > NOTE_LIMITS[id]) {
      throw new ExportRefused(422, 'integrationNoteTooLong', `This note is too long for ${INTEGRATIONS[id].name}`, { name: INTEGRATIONS[id].name, limit: String(NOTE_LIMITS[id]), length: String(text.length) });
    }
    const sections = note.noteSubheadings.map((s) => ({ name: s.subheadingTitle, text: s.content.map((c) => `${c.stringTitle ? `${c.stringTitle}: ` : ''}${c.stringBody}`).join('\n') }));
    const message: OutgoingNote = { title, text, sections, draft: request.draft, source: noteSource(session.meta, note) };
    return { noteId: note.noteId, note: message, key: exportKey(uid, id, request.sessionId, note.noteId, request.patientId) };
  });
  if (!request.confirmDuplicate) {
    const earlier = await Promise.all(outgoing.map((o) => db.collection(EXPORTS).doc(o.key).get()));
    if (earlier.some((doc) => doc.exists)) {
      throw new ExportRefused(409, 'integrationDuplicate', 'These notes were already exported to this patient. Export them again?', { name: INTEGRATIONS[id].name });
    }
  }
  return { session, outgoing };
}

/** Records that `noteId` was exported (the duplicate check reads it). */
export async function recordExport(db: Firestore, key: string, entry: { uid: string; integration: IntegrationId; sessionId: string; noteId: string; patientId: string; externalId: string }): Promise<void> {
  await db.collection(EXPORTS).doc(key).set({ ...entry, at: Date.now() });
}
