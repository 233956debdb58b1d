// Presence in the Realtime Database (status/{uid}: online/offline), where one is
// configured: the database marks the user offline by itself when the connection drops.
// The local stack runs without it when the database emulator cannot be had offline.
import { getDatabase, connectDatabaseEmulator, onDisconnect, ref, serverTimestamp, set, type Database } from 'firebase/database';
import { getFirebase } from './app';

let database: Promise<Database | null> | null = null;

function getPresenceDatabase(): Promise<Database | null> {
  database ??= getFirebase().then(({ app, config }) => {
    const emulator = config.emulators?.database;
    if (!emulator && !config.databaseURL) return null;
    const db = getDatabase(app, emulator ? `${emulator}?ns=${config.projectId}` : (config.databaseURL ?? undefined));
    if (emulator) {
      const { hostname, port } = new URL(emulator);
      connectDatabaseEmulator(db, hostname, Number(port));
    }
    return db;
  });
  return database;
}

/** Marks `uid` online now and offline when the connection is lost. */
export async function goOnline(uid: string): Promise<void> {
  const db = await getPresenceDatabase();
  if (!db) return;
  const status = ref(db, `status/${uid}`);
  await onDisconnect(status).set({ state: 'offline', lastChanged: serverTimestamp() });
  await set(status, { state: 'online', lastChanged: serverTimestamp() });
}

/** Marks `uid` offline (logout). */
export async function goOffline(uid: string): Promise<void> {
  const db = await getPresenceDatabase();
  if (!db) return;
  await set(ref(db, `status/${uid}`), { state: 'offline', lastChanged: serverTimestamp() });
}
