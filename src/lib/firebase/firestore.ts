// The Firestore client, initialised on first use and connected to the emulator when
// the runtime configuration names one.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { getFirebase } from './app';

let db: Promise<Firestore> | null = null;

export function getDb(): Promise<Firestore> {
  db ??= getFirebase().then(({ app, config }) => {
    const firestore = getFirestore(app);
    const emulator = config.emulators?.firestore;
    if (emulator) {
      const { hostname, port } = new URL(emulator);
      connectFirestoreEmulator(firestore, hostname, Number(port));
    }
    return firestore;
  });
  return db;
}
