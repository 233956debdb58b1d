// /aws: session file uploads. The server checks the caller, the session, the file's type
// and size and the session's 15MB total (measured from what is stored and what approved
// presigns may still upload, never from what the client says; reserved in a transaction),
// then hands out a presigned PUT bound to the caller's folder, the content
// type and the length; the browser uploads straight to the store. Files can be listed and
// deleted by their owner only.
import { Router, type Response } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { forgetConvertedFile } from '../../file-processing/convert-stored-file';
import { readUploadedFile } from '../../file-processing/read-upload';
import { uploadsStore } from '../../providers/storage/s3-store';
import { sessionRef } from '../../sessions/session-store';
import { releaseUpload, reserveUpload } from '../../sessions/upload-quota';
import { Refusal } from '../../shared/refusal';
import {
  convertFileRequestSchema,
  deleteFileRequestSchema,
  listFilesRequestSchema,
  parseUploadKey,
  presignUploadRequestSchema,
  sessionUploadPrefix,
  uploadKey,
  uploadRefusal,
  userUploadPrefix,
  type PresignUploadResponse,
  type SessionFile,
} from '../../shared/uploads';
import { requireUser, type AuthedRequest } from '../middleware/auth';
import { handle } from '../middleware/handle';

const sessionNotFound = () => new Refusal(404, 'sessionNotFound');

/** Throws 404 unless the caller's session exists and is still open (ended sessions take no files). */
async function requireOpenSession(uid: string, sessionId: string): Promise<void> {
  const session = await sessionRef(getFirestore(), uid, sessionId).get();
  if (!session.exists || session.get('status') === 'ended') throw sessionNotFound();
}

export function awsRouter(): Router {
  const router = Router();

  /** POST /aws/getPresignedUrl {sessionId, category, uploadId, fileName, contentType, size} → {key, url, headers, expiresIn}. */
  router.post(
    '/getPresignedUrl',
    requireUser,
    handle(async (req, res) => {
      const input = presignUploadRequestSchema.parse(req.body);
      const uid = req.user.uid;
      const early = uploadRefusal(input.category, input.fileName, input.contentType, input.size, 0);
      if (early) throw new Refusal(400, early.key, { values: early.values });
      await requireOpenSession(uid, input.sessionId);
      const store = uploadsStore();
      const key = uploadKey(uid, input.sessionId, input.category, input.uploadId, input.fileName);
      // What is stored plus what other approved presigns may still upload, added up and
      // reserved in one transaction (concurrent presigns cannot all pass). A retry of the same
      // upload overwrites its object: what it replaces does not count.
      const stored = await store.list(sessionUploadPrefix(uid, input.sessionId));
      await reserveUpload(
        getFirestore(),
        uid,
        input.sessionId,
        key,
        input.size,
        stored,
        (total) => {
          const refusal = uploadRefusal(input.category, input.fileName, input.contentType, input.size, total);
          if (refusal) throw new Refusal(refusal.key === 'uiSessionUploadLimit' ? 413 : 400, refusal.key, { values: refusal.values, code: 'invalid-argument' });
        },
        sessionNotFound,
      );
      const contentType = input.contentType.split(';')[0].trim().toLowerCase();
      const presigned = await store.presignPut(key, contentType, input.size);
      const answer: PresignUploadResponse = { key, ...presigned };
      res.json(answer);
    }),
  );

  /**
   * POST /aws/convertAndUploadFile {sessionId, key, localDate} → {file, transcript}: reads a
   * stored file into the session (audio/video → transcript, documents → text, images → OCR).
   * POST /gpt-image takes the same request for images (mounted at the root, see ../app.ts).
   */
  router.post('/convertAndUploadFile', requireUser, handle(convertHandler()));

  /** POST /aws/deleteFile {key}: the caller's own file only; a file already gone is fine. */
  router.post(
    '/deleteFile',
    requireUser,
    handle(async (req, res) => {
      const { key } = deleteFileRequestSchema.parse(req.body);
      const parsed = parseUploadKey(key);
      if (!key.startsWith(userUploadPrefix(req.user.uid)) || !parsed || parsed.uid !== req.user.uid) {
        throw new Refusal(403, 'uploadDeleteNotYours');
      }
      await uploadsStore().delete(key);
      await forgetConvertedFile(getFirestore(), req.user.uid, parsed.sessionId, key);
      await releaseUpload(getFirestore(), req.user.uid, parsed.sessionId, key);
      res.json({ deleted: true });
    }),
  );

  /** POST /aws/listFiles {sessionId} → {files: [{key, category, name, size}]}: the session's stored files. */
  router.post(
    '/listFiles',
    requireUser,
    handle(async (req, res) => {
      const { sessionId } = listFilesRequestSchema.parse(req.body);
      const stored = await uploadsStore().list(sessionUploadPrefix(req.user.uid, sessionId));
      const files: SessionFile[] = [];
      for (const object of stored) {
        const parsed = parseUploadKey(object.key);
        if (parsed) files.push({ key: object.key, category: parsed.category, name: parsed.name, size: object.size });
      }
      res.json({ files });
    }),
  );

  return router;
}

/** The handler of /aws/convertAndUploadFile; `only` restricts it to one category (/gpt-image: images). */
export function convertHandler(only?: 'imageFile') {
  return async (req: AuthedRequest, res: Response): Promise<void> => {
    const input = convertFileRequestSchema.parse(req.body);
    res.json(await readUploadedFile(getFirestore(), req.user.uid, input, only));
  };
}

/** POST /gpt-image: an uploaded image → its text (vision model when configured, else OCR). */
export function gptImageRouter(): Router {
  const router = Router();
  router.post('/', requireUser, handle(convertHandler('imageFile')));
  return router;
}
