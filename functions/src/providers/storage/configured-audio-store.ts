// The audio store the configuration selects, the same for every realtime instance and the
// functions: object storage by default (the uploads' S3 settings; AUDIO_BUCKET for a
// bucket of its own, AUDIO_SEGMENT_MS and AUDIO_SEGMENT_WAIT_MS for the segments), or
// AUDIO_STORE=file with AUDIO_DIR, for a single machine whose instances share one disk.
import { config, type AudioStoreSettings } from '../../config';
import { S3Store } from './s3-store';
import { FileAudioStore, type AudioStore } from './audio-store';
import { S3AudioStore, segmentPolicy } from './s3-audio-store';

/** The audio store these settings name (config().audio). */
export function audioStoreFrom(settings: AudioStoreSettings = config().audio): AudioStore {
  if (settings.store === 'file') return new FileAudioStore(settings.dir);
  return new S3AudioStore(new S3Store(settings.s3), segmentPolicy(settings.segments));
}

let shared: AudioStore | undefined;
/** The configured store (one per process, so chunks waiting for their segment are shared). */
export function configuredAudioStore(): AudioStore {
  shared ??= audioStoreFrom();
  return shared;
}
