// The realtime server (socket.io, live transcription), built with the functions and run
// from functions/lib against the Auth and Firestore emulators.
import { join } from 'node:path';

/** In the local stack: one instance on its port; the site and the functions are told where. */
export const service = {
  name: 'realtime',
  ports: { realtime: { envVar: 'REALTIME_PORT', port: 4001 } },
  start: ({ ports, urls, url, functionsDir, runDir, quietEnv, settings, secretsKey }) => ({
    command: process.execPath,
    args: [join(functionsDir, 'lib', 'realtime', 'main.js')],
    env: {
      ...quietEnv,
      PORT: String(ports.realtime),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      CORS_ORIGINS: urls.site,
      AUDIO_DIR: join(runDir, 'audio'),
      S3_ENDPOINT: url('s3'),
      SECRETS_KEY: secretsKey,
      ...settings,
    },
  }),
  env: ({ url }) => ({ REALTIME_URL: url('realtime') }),
  siteConfig: ({ url }) => ({ realtime: url('realtime') }),
  stack: ({ url }) => ({ realtime: url('realtime') }),
  show: (stack) => [['Realtime server', stack.realtime]],
};
