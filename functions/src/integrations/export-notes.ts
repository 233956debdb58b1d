// Exporting a session's notes: the server reads the notes from the session (never from the
// request), turns each into the provider's note (title from the note type and the date),
// refuses a note too long for the provider rather than cutting it, asks before sending the
// same note to the same patient twice, and records each export (integrationExports, no
// client reads it) and, for a saved session, in the access log.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config';
import { exportNote, type OutgoingNote } from './adapters';
import { recordSessionAccess } from '../sessions/access-log';
import { readSession } from '../sessions/session-store';
import {
  INTEGRATIONS,
  NOTE_LIMITS,
  noteAsPlainText,
  safeNoteLink,
  type ExportRequest,
  type ExportResult,
  type IntegrationId,
} from '../shared/integrations';
import { isNoteTemplateId, noteTemplate } from '../shared/note-templates';
import { noteSectionText, withDiagnoses } from '../shared/note-text';
import type { SessionNote } from '../shared/notes';
import { Refusal } from '../shared/refusal';
import { requirePlan, withConnection } from './connection';
import type { ConnectionRoute } from './connection-route';
import type { Credentials } from './adapters';
import { clinicianName } from '../users/clinician-name';
import { readUserDoc } from '../users/user-store';
import { noteSource } from './fhir/note-source';

const EXPORTS = 'integrationExports';

const exportKey = (uid: string, id: IntegrationId, sessionId: string, noteId: string, patientId: string) =>
  createHash('sha256').update([uid, id, sessionId, noteId, patientId].join('|')).digest('hex');

function titleOf(note: SessionNote, when: number): string {
  const type = isNoteTemplateId(note.noteId) ? noteTemplate(note.noteId).title[note.language] : 'Clinical note';
  return `${type}, ${new Date(when).toISOString().slice(0, 10)}`;
}

/** The notes to send, checked: they exist, fit the provider, and were not sent before (unless confirmed). */
export async function notesToExport(db: Firestore, uid: string, id: IntegrationId, request: ExportRequest) {
  const session = await readSession(db, uid, request.sessionId);
  if (!session) throw new Refusal(404, 'sessionNotFound');
  const notes = request.noteIds.map((noteId) => session.contents.notes?.find((n) => n.noteId === noteId));
  if (notes.some((n) => !n)) throw new Refusal(404, 'integrationNoteMissing');
  const outgoing = (notes as SessionNote[]).map((note) => {
    const title = titleOf(note, session.meta.createdAt);
    // The codes the clinician accepted travel with the note: a "Diagnoses" section, and FHIR Conditions.
    const codes = note.codes?.items ?? [];
    const withCodes = withDiagnoses(note.sections, codes, note.language);
    const text = noteAsPlainText(title, withCodes, note.language);
    if (text.length > NOTE_LIMITS[id]) {
      const values = { name: INTEGRATIONS[id].name, limit: String(NOTE_LIMITS[id]), length: String(text.length) };
      throw new Refusal(422, 'integrationNoteTooLong', { values, code: 'failed-precondition' });
    }
    const sections = withCodes.map((s) => ({
      name: s.title,
      text: noteSectionText(s, { language: note.language, bullets: false }),
    }));
    const message: OutgoingNote = {
      title,
      text,
      sections,
      draft: request.draft,
      source: noteSource(session.meta, note),
      codes: note.codes,
    };
    return { noteId: note.noteId, note: message, key: exportKey(uid, id, request.sessionId, note.noteId, request.patientId) };
  });
  if (!request.confirmDuplicate) {
    const earlier = await Promise.all(outgoing.map((o) => db.collection(EXPORTS).doc(o.key).get()));
    if (earlier.some((doc) => doc.exists)) {
      throw new Refusal(409, 'integrationDuplicate', { values: { name: INTEGRATIONS[id].name }, code: 'already-exists' });
    }
  }
  return { session, outgoing };
}

/** Records that `noteId` was exported (the duplicate check reads it). */
export async function recordExport(
  db: Firestore,
  key: string,
  entry: { uid: string; integration: IntegrationId; sessionId: string; noteId: string; patientId: string; externalId: string },
): Promise<void> {
  await db
    .collection(EXPORTS)
    .doc(key)
    .set({ ...entry, at: Date.now() });
}

/**
 * A note sent through the practice's shared connection is signed by the member who sends it:
 * their name after its title, and for a FHIR server as its author (the practice's connection
 * names no practitioner). Through the clinician's own connection it goes as it is.
 */
function attributed(route: ConnectionRoute, credentials: Credentials, note: OutgoingNote, author: string) {
  if (!route.sharedBy) return { credentials, note };
  if (credentials.kind === 'fhir') return { credentials: { ...credentials, authorName: author, practitionerId: '' }, note };
  return { credentials, note: { ...note, title: `${note.title} (${author})` } };
}

/**
 * Exports the session's notes to the patient, one by one, each recorded as it is sent (the
 * duplicate check reads it). A saved session's access log gets one entry when anything was
 * sent, even if a later note failed.
 */
export async function exportNotes(
  db: Firestore,
  uid: string,
  id: IntegrationId,
  request: ExportRequest,
  caller: { ip: string },
): Promise<ExportResult> {
  await requirePlan(db, uid);
  const prepared = await notesToExport(db, uid, id, request);
  const author = clinicianName((await readUserDoc(db, uid))?.userInfo);
  const result: ExportResult = { exported: [] };
  let through = INTEGRATIONS[id].name;
  try {
    for (const item of prepared.outgoing) {
      const made = await withConnection(db, uid, id, (credentials, route) => {
        if (route.sharedBy) through = `${INTEGRATIONS[id].name} (${route.sharedBy.practiceName})`;
        const signed = attributed(route, credentials, item.note, author);
        return exportNote(id, signed.credentials, request.patientId, signed.note);
      });
      await recordExport(db, item.key, {
        uid,
        integration: id,
        sessionId: request.sessionId,
        noteId: item.noteId,
        patientId: request.patientId,
        externalId: made.externalId,
      });
      // The provider's link to the note is shown on the site: https only (http to this machine on the local stack).
      result.exported.push({ noteId: item.noteId, externalId: made.externalId, url: safeNoteLink(made.url, config().emulator) });
    }
  } finally {
    if (prepared.session.meta.stored && result.exported.length > 0) {
      await recordSessionAccess(
        uid,
        {
          action: 'export',
          sessionId: request.sessionId,
          sessionName: prepared.session.meta.name,
          actor: 'owner',
          allowed: true,
          ip: caller.ip,
          detail: through,
        },
        db,
      );
    }
  }
  return result;
}
