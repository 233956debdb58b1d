// The stores that hold a session's audio and uploaded files, as the API uses them: the
// realtime server's audio directory (the same directory locally; shared storage in
// production) and the uploads bucket.
import { uploadsStore } from '../providers/storage/s3-store';
import { FileAudioStore } from '../realtime/audio-store';
import type { SessionFileStores } from './purge-session';
import { config } from '../config';

export function sessionFileStores(): SessionFileStores {
  return { audio: new FileAudioStore(config().audioDir), uploads: uploadsStore() };
}
