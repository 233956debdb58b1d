// The audio store the configuration selects, the same for every realtime instance and the
// functions: object storage by default (the uploads' S3 settings; AUDIO_BUCKET for a
// bucket of its own, AUDIO_SEGMENT_MS and AUDIO_SEGMENT_WAIT_MS for the segments), or
// AUDIO_STORE=file with AUDIO_DIR, for a single machine whose instances share one disk.
import { environment, type ServerEnvironment } from '../../config';
import { S3Store, s3ConfigFromEnv } from './s3-store';
import { FileAudioStore, type AudioStore } from './audio-store';
import { S3AudioStore, segmentPolicyFromEnv } from './s3-audio-store';

export function audioStoreFromEnv(env: ServerEnvironment = environment()): AudioStore {
  if (env.AUDIO_STORE === 'file') return new FileAudioStore(env.AUDIO_DIR ?? 'audio');
  const config = s3ConfigFromEnv(env);
  return new S3AudioStore(new S3Store({ ...config, bucket: env.AUDIO_BUCKET?.trim() || config.bucket }), segmentPolicyFromEnv(env));
}

let shared: AudioStore | undefined;
/** The configured store (one per process, so chunks waiting for their segment are shared). */
export function configuredAudioStore(): AudioStore {
  shared ??= audioStoreFromEnv();
  return shared;
}
