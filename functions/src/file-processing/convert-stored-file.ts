// One uploaded file of a session, read into the session (/uploads/read, /uploads/read-image):
// the bytes come from the uploads store; audio and video are decoded to 16 kHz mono PCM and
// transcribed by the session's engine (the same providers as live recording), their words
// added to the transcript as a new paragraph and their seconds counted as usage; documents
// give their text; images are read by the vision model or OCR. What was read is kept, sealed,
// in the session's contents (`files`), where note generation finds it and the clinician sees it.
//
// Idempotent: a file already read is not read twice (a retried request, a double click), so a
// transcript is never appended twice. A file that cannot be read fails alone (FileUnreadable);
// nothing of the session changes. Refusals of the request are Refusals (./file-failure.ts).
import type { Firestore } from 'firebase-admin/firestore';
import type { TranscriptionProvider } from '../providers/transcription/types';
import type { ImageReader } from '../providers/vision/image-reader';
import { accountFileSeconds } from '../sessions/usage';
import { readSession, updateContents } from '../sessions/session-store';
import { AUDIO_BYTES_PER_SECOND } from '../shared/audio';
import { appendToTranscript, type SessionMeta } from '../shared/sessions';
import { UPLOAD_TOTAL_LIMIT_BYTES } from '../shared/limits';
import { readUserDoc } from '../users/user-store';
import {
  canonicalContentType,
  MAX_FILE_TEXT,
  MAX_SESSION_FILES_TEXT,
  parseUploadKey,
  sessionUploadPrefix,
  type ConvertFileRequest,
  type ConvertFileResponse,
  type ConvertedFile,
} from '../shared/uploads';
import { audioToPcm } from './audio-to-pcm';
import { documentToText } from './document-to-text';
import { FileUnreadable } from '../providers/files/errors';
import { heicToPng, isHeic } from '../providers/files/heic-to-png';
import { fileNotStored, notYourFile, recordingTooLong, sessionFilesTooLarge, sessionGone } from './file-failure';
import { transcribeFile, UnsupportedTranscriptionLanguage } from './transcribe-file';

export interface ConversionDeps {
  store: {
    get(key: string): Promise<Buffer | null>;
    list(prefix: string): Promise<Array<{ key: string; size: number }>>;
    delete(key: string): Promise<void>;
  };
  /** The transcription engine of a session's type. */
  transcriber: (meta: SessionMeta) => TranscriptionProvider;
  imageReader: ImageReader;
}

/** Reads the caller's stored file `input.key` into session `input.sessionId`. */
export async function convertStoredFile(
  db: Firestore,
  uid: string,
  input: ConvertFileRequest,
  deps: ConversionDeps,
): Promise<ConvertFileResponse> {
  const parsed = parseUploadKey(input.key);
  if (!parsed || parsed.uid !== uid || parsed.sessionId !== input.sessionId) throw notYourFile();
  const session = await readSession(db, uid, input.sessionId);
  if (!session || session.meta.status === 'ended') throw sessionGone();
  const already = session.contents.files?.find((file) => file.key === input.key);
  if (already) return { file: already, transcript: session.contents.transcript };

  const provider = parsed.category === 'avFile' ? deps.transcriber(session.meta) : null;
  if (provider && !provider.supports(session.meta.language)) throw new UnsupportedTranscriptionLanguage(session.meta.language, provider.id);
  // Each presigned URL was approved against what was stored then: two approved at the same
  // moment can together pass the session's 15 MB. Measured again now, from storage; the
  // file that goes over is deleted, never read.
  const stored = await deps.store.list(sessionUploadPrefix(uid, input.sessionId));
  if (!stored.some((o) => o.key === input.key)) throw fileNotStored();
  if (stored.reduce((sum, o) => sum + o.size, 0) > UPLOAD_TOTAL_LIMIT_BYTES) {
    await deps.store.delete(input.key);
    throw sessionFilesTooLarge();
  }
  const bytes = await deps.store.get(input.key);
  if (!bytes) throw fileNotStored();

  let file: ConvertedFile;
  const base = { key: input.key, category: parsed.category, name: parsed.name };
  if (provider) {
    const pcm = await audioToPcm(bytes, parsed.name);
    const seconds = pcm.length / AUDIO_BYTES_PER_SECOND;
    const limit = (await readUserDoc(db, uid))?.usageLimits.timeLimit ?? 0;
    if (limit > 0 && seconds > limit) throw recordingTooLong(parsed.name, seconds, limit);
    const text = await transcribeFile(pcm, session.meta.language, provider);
    file = { ...base, kind: 'transcript', text, audioSeconds: Math.round(seconds * 10) / 10 };
  } else if (parsed.category === 'imageFile') {
    // Vision models take PNG and JPEG, not the HEIC of iPhone photos.
    const image = isHeic(bytes)
      ? { bytes: await heicToPng(bytes), type: 'image/png' }
      : { bytes, type: canonicalContentType('imageFile', parsed.name) ?? 'image/png' };
    const text = await deps.imageReader.read(image.bytes, image.type, session.meta.language);
    file = { ...base, kind: deps.imageReader.kind, text };
  } else {
    file = { ...base, kind: 'document', text: await documentToText(bytes, parsed.name) };
  }

  if (file.kind !== 'transcript' && file.text.length > MAX_FILE_TEXT) {
    throw new FileUnreadable(
      `its text is too long to use (${file.text.length.toLocaleString('en')} characters; at most ${MAX_FILE_TEXT.toLocaleString('en')} per file)`,
    );
  }
  let added = false;
  const saved = await updateContents(db, uid, input.sessionId, (contents, meta) => {
    if (meta.status === 'ended') return null;
    if (contents.files?.some((f) => f.key === input.key)) return null; // read meanwhile by another request
    const held = (contents.files ?? []).filter((f) => f.kind !== 'transcript').reduce((n, f) => n + f.text.length, 0);
    if (file.kind !== 'transcript' && held + file.text.length > MAX_SESSION_FILES_TEXT) {
      throw new FileUnreadable(
        `the session's files already hold ${held.toLocaleString('en')} characters of text; at most ${MAX_SESSION_FILES_TEXT.toLocaleString('en')} in all`,
      );
    }
    added = true;
    const transcript = file.kind === 'transcript' ? appendToTranscript(contents.transcript, file.text, true) : contents.transcript;
    return { contents: { ...contents, transcript, files: [...(contents.files ?? []), file] } };
  });
  if (!saved || saved.meta.status === 'ended') throw sessionGone();
  if (added && file.audioSeconds) await accountFileSeconds(db, uid, input.sessionId, input.key, file.audioSeconds, input.localDate);
  const kept = saved.contents.files?.find((f) => f.key === input.key) ?? file;
  return { file: kept, transcript: saved.contents.transcript };
}

/** Forgets what was read from a deleted file (its words stay in the transcript, which the clinician may have edited). */
export async function forgetConvertedFile(db: Firestore, uid: string, sessionId: string, key: string): Promise<void> {
  await updateContents(db, uid, sessionId, (contents) => {
    if (!contents.files?.some((f) => f.key === key)) return null;
    return { contents: { ...contents, files: contents.files.filter((f) => f.key !== key) } };
  });
}
