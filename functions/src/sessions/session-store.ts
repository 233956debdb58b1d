// A session's document (users/{uid}/sessions/{id}): metadata in the clear for its owner,
// patient text (transcript, own notes, context, participants) sealed with the server key
// (never stored in the clear). Every change of the sealed part runs in a transaction, so the
// realtime server appending words and the clinician editing never overwrite each other.
// Every read parses the stored document here, once (sessionDocSchema).
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { open, seal } from '../security/secret-box';
import { userSubcollection, userSubcollectionPath } from '../users/user-store';
import { storedSessionExpiry } from '../shared/saved-sessions';
import { parseStored, parseStoredOrNull } from '../shared/stored-document';
import { fromStoredContents, toStoredContents, type StoredSessionContents } from '../shared/stored-note';
import { BOT_STATES, type SessionBot } from '../shared/virtual';
import {
  appendToTranscript,
  OPEN_SESSION_TTL_MS,
  PRONOUNS,
  SESSION_TYPES,
  TRANSCRIPT_TYPES,
  type NewSessionInput,
  type SessionContents,
  type SessionMeta,
  type SessionPatch,
} from '../shared/sessions';

/** The document of a session: users/{uid}/sessions/{id}. */
export const sessionRef = (db: Firestore, uid: string, sessionId: string): DocumentReference =>
  userSubcollection(db, uid, 'sessions').doc(sessionId);

/** The same document's path, for code that names documents by path (the realtime server). */
export const sessionPath = (uid: string, sessionId: string) => `${userSubcollectionPath(uid, 'sessions')}/${sessionId}`;

/** A virtual session's bot as stored: with the utterances delivered and whether the recording notice was posted. */
export type StoredBot = SessionBot & { delivered?: number; noticePosted?: boolean };

const storedBotSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    platform: z.enum(['zoom', 'meet', 'teams', 'local']),
    state: z.enum(BOT_STATES),
    reason: z.string(),
    recordingSince: z.number(),
    recordedSeconds: z.number(),
    updatedAt: z.number(),
    delivered: z.number().optional(),
    noticePosted: z.boolean().optional(),
  })
  .passthrough();

/** The stored document: the metadata in the clear and the sealed contents (other fields are kept as they are). */
const sessionDocSchema = z
  .object({
    name: z.string(),
    type: z.enum(SESSION_TYPES),
    status: z.enum(['open', 'recording', 'stopped', 'ended']),
    language: z.string(),
    transcriptType: z.enum(TRANSCRIPT_TYPES),
    provider: z.string(),
    consent: z.boolean(),
    group: z.boolean(),
    pronoun: z.enum(PRONOUNS),
    createdAt: z.number(),
    updatedAt: z.number(),
    audioSeconds: z.number(),
    accountedSeconds: z.number(),
    transcriptCoveredMs: z.number(),
    expiresAt: z.number(),
    stored: z.boolean(),
    noteCount: z.number(),
    bot: storedBotSchema.optional(),
    sealed: z.string(),
  })
  .passthrough();

export type SessionDoc = SessionMeta & { bot?: StoredBot; sealed: string };
const SESSIONS = 'sessions';

/** The session document's data as stored (undefined: no such session) → its typed shape, or null. */
export const parseSessionDoc = (data: unknown): SessionDoc | null => parseStoredOrNull(sessionDocSchema, data, SESSIONS);

/** The session's metadata (with its bot, as stored), or null when it does not exist. */
export async function readSessionMeta(db: Firestore, uid: string, sessionId: string): Promise<(SessionMeta & { bot?: StoredBot }) | null> {
  const doc = parseSessionDoc((await sessionRef(db, uid, sessionId).get()).data());
  if (!doc) return null;
  const { sealed: _sealed, ...meta } = doc;
  return meta;
}

/** The same, read in `tx` at `ref`. */
export async function readSessionMetaIn(tx: Transaction, ref: DocumentReference): Promise<(SessionMeta & { bot?: StoredBot }) | null> {
  const doc = parseSessionDoc((await tx.get(ref)).data());
  if (!doc) return null;
  const { sealed: _sealed, ...meta } = doc;
  return meta;
}

const emptyContents = (): Pick<SessionContents, 'transcript' | 'ownNotes' | 'context' | 'participants'> => ({
  transcript: '',
  ownNotes: '',
  context: '',
  participants: [],
});

/** The owner binding of a session's sealed contents: another user's or session's document does not open it. */
const contentsOwner = (uid: string, sessionId: string) => ({ purpose: 'session' as const, uid, id: sessionId });

/** The session's decrypted contents as stored (empty when none were sealed yet): the account's data export gives them so. */
export function openStoredContents(sealed: string | undefined, uid: string, sessionId: string): StoredSessionContents {
  if (!sealed) return emptyContents();
  return { ...emptyContents(), ...(JSON.parse(open(sealed, contentsOwner(uid, sessionId))) as Partial<StoredSessionContents>) };
}

/** The session's decrypted contents, its notes in the domain's shape (empty when none were sealed yet). */
export function openContents(sealed: string | undefined, uid: string, sessionId: string): SessionContents {
  return fromStoredContents(openStoredContents(sealed, uid, sessionId));
}

// The notes are sealed in their stored shape (../shared/stored-note.ts): sessions already stored keep being read.
const sealContents = (contents: SessionContents, uid: string, sessionId: string) =>
  seal(JSON.stringify(toStoredContents(contents)), contentsOwner(uid, sessionId));

/**
 * Creates a session for the dialog's choices; returns its id. With `storedDays` (session
 * storing on) it is a saved session from the start, purged that many days after now;
 * otherwise it is purged a day after its last use or when it ends.
 */
export async function createSession(
  db: Firestore,
  uid: string,
  input: NewSessionInput,
  provider: string,
  storedDays: number | null,
  now = Date.now(),
): Promise<string> {
  const ref = userSubcollection(db, uid, 'sessions').doc();
  const doc: SessionDoc = {
    name: input.clientName,
    type: input.type,
    status: 'open',
    language: input.language,
    transcriptType: input.transcriptType,
    provider,
    consent: input.consent,
    group: input.group,
    pronoun: input.pronoun,
    createdAt: now,
    updatedAt: now,
    audioSeconds: 0,
    accountedSeconds: 0,
    transcriptCoveredMs: 0,
    expiresAt: storedDays === null ? now + OPEN_SESSION_TTL_MS : storedSessionExpiry(now, storedDays),
    stored: storedDays !== null,
    noteCount: 0,
    sealed: sealContents({ ...emptyContents(), participants: input.group ? input.participants : [] }, uid, ref.id),
  };
  await ref.set(doc);
  return ref.id;
}

/** The session's metadata and decrypted contents, or null when it does not exist. */
export async function readSession(
  db: Firestore,
  uid: string,
  sessionId: string,
): Promise<{ meta: SessionMeta; contents: SessionContents } | null> {
  const snapshot = await sessionRef(db, uid, sessionId).get();
  if (!snapshot.exists) return null;
  const { sealed, ...meta } = parseStored(sessionDocSchema, snapshot.data(), SESSIONS);
  return { meta, contents: openContents(sealed, uid, sessionId) };
}

/** Reads, changes and writes a session's contents in one transaction; null when it does not exist. */
export async function updateContents(
  db: Firestore,
  uid: string,
  sessionId: string,
  change: (
    contents: SessionContents,
    meta: SessionMeta,
    tx: Transaction,
  ) => { contents: SessionContents; meta?: Partial<SessionMeta> } | null,
): Promise<{ meta: SessionMeta; contents: SessionContents } | null> {
  const ref = sessionRef(db, uid, sessionId);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const { sealed, ...meta } = parseStored(sessionDocSchema, snapshot.data(), SESSIONS);
    const contents = openContents(sealed, uid, sessionId);
    const changed = change(contents, meta, tx);
    if (!changed) return { meta, contents };
    const nextMeta = { ...meta, ...changed.meta, updatedAt: Date.now() };
    tx.update(ref, { ...changed.meta, updatedAt: nextMeta.updatedAt, sealed: sealContents(changed.contents, uid, sessionId) });
    return { meta: nextMeta, contents: changed.contents };
  });
}

/** Appends a final segment and moves the covered audio mark (never backwards). */
export function appendFinal(db: Firestore, uid: string, sessionId: string, text: string, coveredMs: number, paragraph: boolean) {
  return updateContents(db, uid, sessionId, (contents, meta) => ({
    contents: { ...contents, transcript: appendToTranscript(contents.transcript, text, paragraph) },
    meta: { transcriptCoveredMs: Math.max(meta.transcriptCoveredMs, coveredMs) },
  }));
}

/** Applies the clinician's edits. */
export function patchSession(db: Firestore, uid: string, sessionId: string, patch: SessionPatch) {
  return updateContents(db, uid, sessionId, (contents) => ({
    contents: {
      ...contents,
      ...(patch.transcript !== undefined ? { transcript: patch.transcript } : {}),
      ...(patch.ownNotes !== undefined ? { ownNotes: patch.ownNotes } : {}),
      ...(patch.context !== undefined ? { context: patch.context } : {}),
      // Edited sections replace those of the stored note with the same id; unknown ids are ignored.
      ...(patch.notes !== undefined
        ? {
            notes: (contents.notes ?? []).map((note) => {
              const edit = patch.notes?.find((n) => n.noteId === note.noteId);
              if (!edit) return note;
              return {
                ...note,
                ...(edit.sections ? { sections: edit.sections, edited: true } : {}),
                ...(edit.dismissedOmissions ? { dismissedOmissions: edit.dismissedOmissions } : {}),
              };
            }),
          }
        : {}),
    },
  }));
}

/** Whether a session holds nothing worth keeping: no words, audio, notes or files. */
export function isEmptySession(meta: SessionMeta, contents: SessionContents): boolean {
  return (
    meta.audioSeconds === 0 &&
    !contents.transcript.trim() &&
    !contents.ownNotes.trim() &&
    !contents.context.trim() &&
    (contents.notes ?? []).length === 0 &&
    (contents.files ?? []).length === 0
  );
}

/** Sets metadata fields (status, seconds, expiry) outside a content change. */
export async function updateMeta(db: Firestore, uid: string, sessionId: string, meta: Partial<SessionMeta>): Promise<void> {
  await sessionRef(db, uid, sessionId).update({ ...meta, updatedAt: Date.now() });
}
