// One uploaded file of a session, read into the session (/aws/convertAndUploadFile, /gpt-image):
// the bytes come from the uploads store; audio and video are decoded to 16 kHz mono PCM and
// transcribed by the session's engine (the same providers as live recording), their words
// added to the transcript as a new paragraph and their seconds counted as usage; documents
// give their text; images are read by the vision model or OCR. What was read is kept, sealed,
// in the session's contents (`files`), where note generation finds it and the clinician sees it.
//
// Idempotent: a file already read is not read twice (a retried request, a double click), so a
// transcript is never appended twice. A file that cannot be read fails alone (FileUnreadable);
// nothing of the session changes.
import type { Firestore } from 'firebase-admin/firestore';
import type { TranscriptionProvider } from '../providers/transcription/types';
import type { ImageReader } from '../providers/vision/image-reader';
import { accountFileSeconds } from '../sessions/usage';
import { readSession, updateContents } from '../sessions/session-store';
import { appendToTranscript, type SessionMeta } from '../shared/sessions';
import { canonicalContentType, parseUploadKey, type ConvertFileRequest, type ConvertFileResponse, type ConvertedFile } from '../shared/uploads';
import { audioToPcm, PCM_BYTES_PER_SECOND } from './audio-to-pcm';
import { documentToText } from './document-to-text';
import { transcribeFile, UnsupportedTranscriptionLanguage } from './transcribe-file';

export { UnsupportedTranscriptionLanguage } from './transcribe-file';

/** The key is not one of the caller's files of this session. */
export class NotYourFile extends Error {}
/** The session is gone or ended. */
export class SessionGone extends Error {}
/** Nothing is stored under the key (never uploaded, or deleted). */
export class FileNotStored extends Error {}
/** The recording is longer than the plan's session time limit. */
export class RecordingTooLong extends Error {
  constructor(
    readonly seconds: number,
    readonly limitSeconds: number,
  ) {
    super(`The recording lasts ${Math.round(seconds)} s, more than the ${limitSeconds} s a session may last`);
  }
}

export interface ConversionDeps {
  store: { get(key: string): Promise<Buffer | null> };
  /** The transcription engine of a session's type. */
  transcriber: (meta: SessionMeta) => TranscriptionProvider;
  imageReader: ImageReader;
}

/** Reads the caller's stored file `input.key` into session `input.sessionId`. */
export async function convertStoredFile(db: Firestore, uid: string, input: ConvertFileRequest, deps: ConversionDeps): Promise<ConvertFileResponse> {
  const parsed = parseUploadKey(input.key);
  if (!parsed || parsed.uid !== uid || parsed.sessionId !== input.sessionId) throw new NotYourFile();
  const session = await readSession(db, uid, input.sessionId);
  if (!session || session.meta.status === 'ended') throw new SessionGone();
  const already = session.contents.files?.find((file) => file.key === input.key);
  if (already) return { file: already, transcript: session.contents.transcript };

  const provider = parsed.category === 'avFile' ? deps.transcriber(session.meta) : null;
  if (provider && !provider.supports(session.meta.language)) throw new UnsupportedTranscriptionLanguage(session.meta.language, provider.id);
  const bytes = await deps.store.get(input.key);
  if (!bytes) throw new FileNotStored();

  let file: ConvertedFile;
  const base = { key: input.key, category: parsed.category, name: parsed.name };
  if (provider) {
    const pcm = await audioToPcm(bytes, parsed.name);
    const seconds = pcm.length / PCM_BYTES_PER_SECOND;
    const user = await db.doc(`users/${uid}`).get();
    const limit = Number(user.get('usageLimits.timeLimit') ?? 0);
    if (limit > 0 && seconds > limit) throw new RecordingTooLong(seconds, limit);
    const text = await transcribeFile(pcm, session.meta.language, provider);
    file = { ...base, kind: 'transcript', text, audioSeconds: Math.round(seconds * 10) / 10 };
  } else if (parsed.category === 'imageFile') {
    const text = await deps.imageReader.read(bytes, canonicalContentType('imageFile', parsed.name) ?? 'image/png', session.meta.language);
    file = { ...base, kind: deps.imageReader.kind, text };
  } else {
    file = { ...base, kind: 'document', text: await documentToText(bytes, parsed.name) };
  }

  let added = false;
  const saved = await updateContents(db, uid, input.sessionId, (contents, meta) => {
    if (meta.status === 'ended') return null;
    if (contents.files?.some((f) => f.key === input.key)) return null; // read meanwhile by another request
    added = true;
    const transcript = file.kind === 'transcript' ? appendToTranscript(contents.transcript, file.text, true) : contents.transcript;
    return { contents: { ...contents, transcript, files: [...(contents.files ?? []), file] } };
  });
  if (!saved || saved.meta.status === 'ended') throw new SessionGone();
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
