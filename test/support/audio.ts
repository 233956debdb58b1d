// The stack's audio store (object storage on its s3rver, sealed with the stack's key), read
// and written as the realtime server and the functions do, and the environment a realtime
// server of the built functions needs to run beside the stack's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import { S3AudioStore } from '../../functions/src/providers/storage/s3-audio-store';
import type { Stack } from './stack';

const runDir = join(__dirname, '..', '..', '.run');
const stackKey = () => readFileSync(join(runDir, 'secrets.key'), 'utf8').trim();

/** The stack's uploads bucket on its s3rver (audio lives under `audio/` in it). */
export const stackBucket = (stack: Stack) =>
  new S3Store({
    endpoint: stack.s3,
    bucket: 'clinic-uploads',
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

/** The audio store as the stack's realtime server has it (a chunk waits at most `waitMs` for its segment). */
export function stackAudioStore(stack: Stack, waitMs = 100): S3AudioStore {
  process.env.SECRETS_KEY = stackKey();
  return new S3AudioStore(stackBucket(stack), { segmentMs: 5000, waitMs, idleMs: waitMs, maxPendingChunks: 960 });
}

/** The session's audio as the realtime server stored it. */
export const storedAudio = (stack: Stack, uid: string, sessionId: string) => stackAudioStore(stack).read(uid, sessionId);

/** Whether any of the session's audio is stored. */
export const hasStoredAudio = async (stack: Stack, uid: string, sessionId: string) =>
  (await stackBucket(stack).list(`audio/${uid}/${sessionId}/`)).length > 0;

/** The environment of a realtime server (functions/lib/realtime/main.js) beside the stack's: same emulators, audio store and key. */
export function realtimeEnv(stack: Stack, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const host = (url: string) => new URL(url).host;
  return {
    ...process.env,
    PORT: String(port),
    GCLOUD_PROJECT: stack.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: host(stack.auth),
    FIRESTORE_EMULATOR_HOST: host(stack.firestore),
    CORS_ORIGINS: stack.site,
    S3_ENDPOINT: stack.s3,
    SECRETS_KEY: stackKey(),
    ...extra,
  };
}
