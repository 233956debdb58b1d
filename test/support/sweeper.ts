// The session sweeper as the realtime server runs it (the compiled functions), pointed at
// the stack's Firestore emulator with the stack's secrets key (the stack's audio store: ./audio.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from './stack';

/* eslint-disable @typescript-eslint/no-require-imports -- the compiled modules and the functions' firebase-admin */
export function compiledSweeper(stack: Stack, appName: string) {
  const functionsDir = join(__dirname, '..', '..', 'functions');
  process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
  process.env.SECRETS_KEY = readFileSync(join(__dirname, '..', '..', '.run', 'secrets.key'), 'utf8').trim();
  const { initializeApp, getApps } = require(require.resolve('firebase-admin/app', { paths: [functionsDir] }));
  const { getFirestore } = require(require.resolve('firebase-admin/firestore', { paths: [functionsDir] }));
  const { FileAudioStore } = require('../../functions/lib/providers/storage/audio-store.js');
  const { sweepSessions } = require('../../functions/lib/realtime/session-sweeper.js');
  const app = getApps().find((a: { name: string }) => a.name === appName) ?? initializeApp({ projectId: stack.projectId }, appName);
  return { db: getFirestore(app), FileAudioStore, sweepSessions };
}
/* eslint-enable @typescript-eslint/no-require-imports */
