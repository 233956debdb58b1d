// /uploads: session file uploads (../../file-processing/session-uploads.ts). A presign is handed out
// after the file's type and size, the caller's open session and the session's 15MB total
// are checked (the size reserved in a transaction); the browser uploads straight to the
// store. Files can be listed and deleted by their owner only, and read into the session.
// The routes once named after the storage vendor (/aws/getPresignedUrl, /aws/convertAndUploadFile,
// /aws/deleteFile, /aws/listFiles) and the vision model (/gpt-image) stay as aliases: a page
// loaded before the rename may still call them.
import { Router, type Response } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { readUploadedFile } from '../../file-processing/read-upload';
import { deleteUpload, listUploads, presignUpload } from '../../file-processing/session-uploads';
import {
  convertFileRequestSchema,
  deleteFileRequestSchema,
  listFilesRequestSchema,
  presignUploadRequestSchema,
} from '../../shared/uploads';
import { requireUser, type AuthedRequest } from '../../security/auth';
import { handle } from '../middleware/handle';

/** The uploads' sub-paths: what each does, and the names of the /aws alias. */
export const UPLOAD_PATHS = { presign: '/presign', read: '/read', delete: '/delete', list: '/list' };
export const AWS_ALIAS_PATHS: typeof UPLOAD_PATHS = {
  presign: '/getPresignedUrl',
  read: '/convertAndUploadFile',
  delete: '/deleteFile',
  list: '/listFiles',
};

export function uploadsRouter(paths: typeof UPLOAD_PATHS = UPLOAD_PATHS): Router {
  const router = Router();

  /** POST /uploads/presign {sessionId, category, uploadId, fileName, contentType, size} → {key, url, headers, expiresIn}. */
  router.post(
    paths.presign,
    requireUser,
    handle(async (req, res) => {
      const input = presignUploadRequestSchema.parse(req.body);
      res.json(await presignUpload(getFirestore(), req.user.uid, input));
    }),
  );

  /**
   * POST /uploads/read {sessionId, key, localDate} → {file, transcript}: reads a stored file
   * into the session (audio/video → transcript, documents → text, images → OCR).
   * POST /uploads/read-image takes the same request for images only.
   */
  router.post(paths.read, requireUser, handle(convertHandler()));
  if (paths === UPLOAD_PATHS) router.post('/read-image', requireUser, handle(convertHandler('imageFile')));

  /** POST /uploads/delete {key}: the caller's own file only; a file already gone is fine. */
  router.post(
    paths.delete,
    requireUser,
    handle(async (req, res) => {
      const { key } = deleteFileRequestSchema.parse(req.body);
      await deleteUpload(getFirestore(), req.user.uid, key);
      res.json({ deleted: true });
    }),
  );

  /** POST /uploads/list {sessionId} → {files: [{key, category, name, size}]}: the session's stored files. */
  router.post(
    paths.list,
    requireUser,
    handle(async (req, res) => {
      const { sessionId } = listFilesRequestSchema.parse(req.body);
      res.json({ files: await listUploads(req.user.uid, sessionId) });
    }),
  );

  return router;
}

/** The handler of /uploads/read; `only` restricts it to one category (/uploads/read-image: images). */
export function convertHandler(only?: 'imageFile') {
  return async (req: AuthedRequest, res: Response): Promise<void> => {
    const input = convertFileRequestSchema.parse(req.body);
    res.json(await readUploadedFile(getFirestore(), req.user.uid, input, only));
  };
}

/** POST /gpt-image, the alias of /uploads/read-image: an uploaded image → its text (vision model when configured, else OCR). */
export function readImageRouter(): Router {
  const router = Router();
  router.post('/', requireUser, handle(convertHandler('imageFile')));
  return router;
}
