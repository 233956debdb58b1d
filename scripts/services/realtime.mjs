// The realtime server (socket.io, live transcription), built with the functions and run
// from functions/lib against the Auth and Firestore emulators.
// `npm start -- --realtime-instances N` (or REALTIME_INSTANCES=N) runs N instances behind the
// local round-robin balancer on the realtime port (../lib/realtime-instances.mjs).
import { join } from 'node:path';
import { realtimeInstanceCount, realtimeStart } from '../lib/realtime-instances.mjs';

/** The instances started, for .run/stack.json. */
let instances = [];

/** In the local stack: the realtime port (one instance, or the balancer); the site and the functions are told where. */
export const service = {
  name: 'realtime',
  ports: { realtime: { envVar: 'REALTIME_PORT', port: 4001 } },
  start: async ({ ports, urls, url, runDir, quietEnv, settings, secretsKey }) => {
    const start = await realtimeStart({
      count: realtimeInstanceCount(),
      port: ports.realtime,
      env: {
        ...quietEnv,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        CORS_ORIGINS: urls.site,
        AUDIO_DIR: join(runDir, 'audio'),
        S3_ENDPOINT: url('s3'),
        SECRETS_KEY: secretsKey,
        ...settings,
      },
    });
    instances = start.instances;
    return start;
  },
  env: ({ url }) => ({ REALTIME_URL: url('realtime') }),
  siteConfig: ({ url }) => ({ realtime: url('realtime') }),
  stack: ({ url }) => ({ realtime: url('realtime'), realtimeInstances: instances }),
  show: (stack) => [['Realtime server', stack.realtime]],
};
