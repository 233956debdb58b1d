// The HTTPS function that serves the API (./app.ts).
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './app';

/** The backend API (Express), reached directly or through the hosting rewrite at /backend. */
// Reading an uploaded recording takes a while (a 5-minute file about 20 s locally; the plan's
// longest session, 150 min, several minutes): the default 60 s limit would cut it off.
export const api = onRequest({ cors: false, timeoutSeconds: 540, memory: '1GiB' }, createApiApp());
