// Reading one of the caller's uploaded files into their session, as the API does it: the
// session's transcription engine and the configured image reader; a failure is thrown with the
// file's name (FileReadFailed), which the API answers as what the clinician is told.
import type { Firestore } from 'firebase-admin/firestore';
import { uploadsStore } from '../providers/storage/s3-store';
import { providers } from '../providers';
import { Refusal } from '../shared/refusal';
import { parseUploadKey, type ConvertFileRequest, type ConvertFileResponse } from '../shared/uploads';
import { convertStoredFile } from './convert-stored-file';
import { FileReadFailed } from '../providers/files/errors';

/** Reads `input.key` into its session; `only` restricts it to one category (images for /uploads/read-image). */
export async function readUploadedFile(
  db: Firestore,
  uid: string,
  input: ConvertFileRequest,
  only?: 'imageFile',
): Promise<ConvertFileResponse> {
  const parsed = parseUploadKey(input.key);
  if (only && parsed && parsed.category !== only) throw new Refusal(400, 'uploadImagesOnly');
  try {
    return await convertStoredFile(db, uid, input, {
      store: uploadsStore(),
      transcriber: (meta) => providers.transcription(meta.transcriptType),
      imageReader: providers.imageReader(),
    });
  } catch (error) {
    throw new FileReadFailed(parsed?.name ?? 'the file', error);
  }
}
