// The HTTPS function that serves the API of spec section 7.
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './app';

/** The backend API (Express), reached directly or through the hosting rewrite at /backend. */
export const api = onRequest({ cors: false }, createApiApp());
