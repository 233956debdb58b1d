// The stores that hold a session's audio and uploaded files, as the API uses them: the
// realtime server's audio directory (the same directory locally; shared storage in
// production) and the uploads bucket.
import { uploadsStore } from '../providers/storage/s3-store';
import { FileAudioStore } from '../realtime/audio-store';
import type { SessionFileStores } from './purge-session';

export function sessionFileStores(): SessionFileStores {
  return { audio: new FileAudioStore(process.env.AUDIO_DIR ?? 'audio'), uploads: uploadsStore() };
}
