// /aws: session file uploads (../../file-processing/session-uploads.ts). A presign is handed out
// after the file's type and size, the caller's open session and the session's 15MB total
// are checked (the size reserved in a transaction); the browser uploads straight to the
// store. Files can be listed and deleted by their owner only, and read into the session.
import { Router, type Response } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { readUploadedFile } from '../../file-processing/read-upload';
import { deleteUpload, listUploads, presignUpload } from '../../file-processing/session-uploads';
import { convertFileRequestSchema, deleteFileRequestSchema, listFilesRequestSchema, presignUploadRequestSchema } from '../../shared/uploads';
import { requireUser, type AuthedRequest } from '../../security/auth';
import { handle } from '../middleware/handle';

export function awsRouter(): Router {
  const router = Router();

  /** POST /aws/getPresignedUrl {sessionId, category, uploadId, fileName, contentType, size} → {key, url, headers, expiresIn}. */
  router.post(
    '/getPresignedUrl',
    requireUser,
    handle(async (req, res) => {
      const input = presignUploadRequestSchema.parse(req.body);
      res.json(await presignUpload(getFirestore(), req.user.uid, input));
    }),
  );

  /**
   * POST /aws/convertAndUploadFile {sessionId, key, localDate} → {file, transcript}: reads a
   * stored file into the session (audio/video → transcript, documents → text, images → OCR).
   * POST /gpt-image takes the same request for images (its own router below, mounted in ../app.ts).
   */
  router.post('/convertAndUploadFile', requireUser, handle(convertHandler()));

  /** POST /aws/deleteFile {key}: the caller's own file only; a file already gone is fine. */
  router.post(
    '/deleteFile',
    requireUser,
    handle(async (req, res) => {
      const { key } = deleteFileRequestSchema.parse(req.body);
      await deleteUpload(getFirestore(), req.user.uid, key);
      res.json({ deleted: true });
    }),
  );

  /** POST /aws/listFiles {sessionId} → {files: [{key, category, name, size}]}: the session's stored files. */
  router.post(
    '/listFiles',
    requireUser,
    handle(async (req, res) => {
      const { sessionId } = listFilesRequestSchema.parse(req.body);
      res.json({ files: await listUploads(req.user.uid, sessionId) });
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
