// Starts the realtime server on PORT, verifying tokens with the Admin SDK
// (against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createRealtimeServer } from './server';
import { FileAudioStore } from './audio-store';

initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const port = Number(process.env.PORT ?? 4001);
const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
const { http, io } = createRealtimeServer({
  verifyToken: (token) => getAuth().verifyIdToken(token),
  corsOrigins,
  // Local disk (the local stack points AUDIO_DIR into .run/); production mounts durable storage here.
  audio: new FileAudioStore(process.env.AUDIO_DIR ?? 'audio'),
});
http.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(`realtime server listening on ${port}`);
});
const stop = () => {
  io.close();
  http.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
