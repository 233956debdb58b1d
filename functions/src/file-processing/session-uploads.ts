// A session's uploaded files. A presign checks the file's type and size, that the caller's
// session exists and is open, and the session's 15MB total (measured from what is stored and
// what approved presigns may still upload, never from what the client says; reserved in a
// transaction), then hands out a presigned PUT bound to the caller's folder, the content type
// and the length: the browser uploads straight to the store. Files are listed and deleted by
// their owner only.
import type { Firestore } from 'firebase-admin/firestore';
import { forgetConvertedFile } from './convert-stored-file';
import { uploadsStore } from '../providers/storage/s3-store';
import { Refusal } from '../shared/refusal';
import {
  parseUploadKey,
  sessionUploadPrefix,
  uploadKey,
  uploadRefusal,
  userUploadPrefix,
  type PresignUploadRequest,
  type PresignUploadResponse,
  type SessionFile,
} from '../shared/uploads';
import { sessionRef } from '../sessions/session-store';
import { releaseUpload, reserveUpload } from './upload-quota';

const sessionNotFound = () => new Refusal(404, 'sessionNotFound');

/** Throws 404 unless the caller's session exists and is still open (ended sessions take no files). */
async function requireOpenSession(db: Firestore, uid: string, sessionId: string): Promise<void> {
  const session = await sessionRef(db, uid, sessionId).get();
  if (!session.exists || session.get('status') === 'ended') throw sessionNotFound();
}

/** The presigned PUT of one file of the caller's session, after the checks and the reservation of its size. */
export async function presignUpload(db: Firestore, uid: string, input: PresignUploadRequest): Promise<PresignUploadResponse> {
  const early = uploadRefusal(input.category, input.fileName, input.contentType, input.size, 0);
  if (early) throw new Refusal(400, early.key, { values: early.values });
  await requireOpenSession(db, uid, input.sessionId);
  const store = uploadsStore();
  const key = uploadKey(uid, input.sessionId, input.category, input.uploadId, input.fileName);
  // What is stored plus what other approved presigns may still upload, added up and reserved
  // in one transaction (concurrent presigns cannot all pass). A retry of the same upload
  // overwrites its object: what it replaces does not count.
  const stored = await store.list(sessionUploadPrefix(uid, input.sessionId));
  await reserveUpload(
    db,
    uid,
    input.sessionId,
    key,
    input.size,
    stored,
    (total) => {
      const refusal = uploadRefusal(input.category, input.fileName, input.contentType, input.size, total);
      if (refusal)
        throw new Refusal(refusal.key === 'uiSessionUploadLimit' ? 413 : 400, refusal.key, {
          values: refusal.values,
          code: 'invalid-argument',
        });
    },
    sessionNotFound,
  );
  const contentType = input.contentType.split(';')[0].trim().toLowerCase();
  return { key, ...(await store.presignPut(key, contentType, input.size)) };
}

/** Deletes one of the caller's own files (a file already gone is fine) and what was read from it. */
export async function deleteUpload(db: Firestore, uid: string, key: string): Promise<void> {
  const parsed = parseUploadKey(key);
  if (!key.startsWith(userUploadPrefix(uid)) || !parsed || parsed.uid !== uid) throw new Refusal(403, 'uploadDeleteNotYours');
  await uploadsStore().delete(key);
  await forgetConvertedFile(db, uid, parsed.sessionId, key);
  await releaseUpload(db, uid, parsed.sessionId, key);
}

/** The stored files of the caller's session. */
export async function listUploads(uid: string, sessionId: string): Promise<SessionFile[]> {
  const stored = await uploadsStore().list(sessionUploadPrefix(uid, sessionId));
  const files: SessionFile[] = [];
  for (const object of stored) {
    const parsed = parseUploadKey(object.key);
    if (parsed) files.push({ key: object.key, category: parsed.category, name: parsed.name, size: object.size });
  }
  return files;
}
