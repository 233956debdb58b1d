// Starts the realtime server on PORT, verifying tokens with the Admin SDK, revocation
// included (against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set), keeping sessions in Firestore
// and transcribing with the provider the configuration selects.
import { config, realtimeConfig } from '../config';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { transcriptionEngine } from '../providers/transcription/engine';
import { configuredAudioStore } from '../providers/storage/configured-audio-store';
import { startSessionSweeper } from './session-sweeper';
import { uploadsStore } from '../providers/storage/s3-store';
import { recordingsAllowed } from '../shared/plan-features';
import { firebaseTokenVerifier } from '../security/token-verifier';
import { readUserDoc } from '../users/user-store';
import { createRealtimeServer } from './server';
import { FirestoreSessionBackend } from './session-backend';
import { FirestoreLeases } from './leases';
import { FirestoreCaps } from './shared-caps';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

// The realtime server's settings, read once from its environment (config.ts).
const settings = realtimeConfig();
initializeApp({ projectId: settings.projectId });
const { port, corsOrigins } = settings;
// Object storage, shared by every instance and the functions (AUDIO_STORE=file: one machine's disk).
const audio = configuredAudioStore();
const db = getFirestore();
// Any number of instances may run behind a balancer: caps, leases and the sweeper's turn are kept in Firestore.
const instanceId = settings.instanceId || `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
const caps = new FirestoreCaps(db, instanceId, undefined, settings.instanceTtlMs);
const leases = new FirestoreLeases(db);
const { http, io, live } = createRealtimeServer({
  instanceId,
  caps,
  leases,
  // Revocation and disabled accounts checked at connect, on every refreshed token and every REALTIME_REVOCATION_CHECK_MS.
  verifier: firebaseTokenVerifier(),
  revocationCheckMs: settings.revocationCheckMs,
  corsOrigins,
  audio,
  sessions: new FirestoreSessionBackend(db),
  providerFor: (type) => transcriptionEngine(type, config().transcription),
  // A second session at once comes with the plans that unlock concurrent sessions.
  recordingsAllowedFor: async (uid) => recordingsAllowed((await readUserDoc(db, uid))?.subscription.plan ?? ''),
});
const sweeper = startSessionSweeper(db, audio, settings.sessionSweepMs, uploadsStore(), { leases, holder: instanceId });
// Sockets are taken once this instance's heartbeat is in Firestore (the caps count on it).
void caps.start().then(() => http.listen(port, settings.host, () => console.log(`realtime server ${instanceId} listening on ${port}`)));
const stop = () => {
  sweeper.stop();
  // Settle what the engines heard before exiting, but never wait long.
  const exit = setTimeout(() => process.exit(0), 5000);
  exit.unref();
  void live.finishAll().finally(async () => {
    await caps.stop().catch(() => undefined);
    io.close();
    http.close(() => process.exit(0));
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
