// Lazy Firebase initialisation: nothing here runs during the static build, and the
// SDK is downloaded only by the pages that need it (dynamic import).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

export interface FirebaseClients {
  app: FirebaseApp;
  auth: Auth;
  config: RuntimeConfig;
}

let clients: Promise<FirebaseClients> | null = null;

/** The initialised app and auth, connected to the emulators when the configuration names them. */
export function getFirebase(): Promise<FirebaseClients> {
  if (typeof window === 'undefined') throw new Error('Firebase is browser-only');
  clients ??= loadRuntimeConfig().then((config) => {
    const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    // getAuth() would also set up the popup sign-in helper, which loads a Google script on
    // every signed-in page; the popup sign-in passes that helper itself (auth-extra.ts).
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
    if (config.emulators?.auth) connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
    return { app, auth, config };
  });
  return clients;
}
