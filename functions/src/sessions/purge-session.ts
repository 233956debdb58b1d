// Deleting a session deletes all of it at once: its document (metadata and sealed contents),
// its recorded audio and its uploaded files. Ending an unsaved session, deleting a saved one
// and the sweeper's expiry all go through here.
import type { Firestore } from 'firebase-admin/firestore';
import { sessionUploadPrefix } from '../shared/uploads';
import { sessionRef } from './session-store';

/** Where a session's audio and files are kept, as far as deleting them goes. */
export interface SessionFileStores {
  audio: { remove(uid: string, sessionId: string): Promise<void> };
  uploads?: { deletePrefix(prefix: string): Promise<number> };
}

/** Deletes the session's document, audio and uploaded files (each step is harmless when already gone). */
export async function purgeSession(db: Firestore, stores: SessionFileStores, uid: string, sessionId: string): Promise<void> {
  await sessionRef(db, uid, sessionId).delete();
  await stores.audio.remove(uid, sessionId);
  await stores.uploads?.deletePrefix(sessionUploadPrefix(uid, sessionId));
}
