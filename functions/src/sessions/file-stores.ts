// The stores that hold a session's audio and uploaded files, as the API uses them: the
// audio store every realtime instance writes (object storage; a shared disk on a single
// machine) and the uploads bucket.
import { uploadsStore } from '../providers/storage/s3-store';
import { configuredAudioStore } from '../providers/storage/configured-audio-store';
import type { SessionFileStores } from './purge-session';

export function sessionFileStores(): SessionFileStores {
  return { audio: configuredAudioStore(), uploads: uploadsStore() };
}
