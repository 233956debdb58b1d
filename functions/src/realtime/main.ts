// Starts the realtime server on PORT, verifying tokens with the Admin SDK
// (against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createRealtimeServer } from './server';

initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const port = Number(process.env.PORT ?? 4001);
const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
const { http, io } = createRealtimeServer({
  verifyToken: (token) => getAuth().verifyIdToken(token),
  corsOrigins,
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
