// Captured audio waits here, in IndexedDB, until the server has acknowledged it: a
// dropped connection, a reload or a server restart loses nothing the browser captured.
// Each signed-in user has a database of their own (another user of the browser neither
// reads nor resends it), and the chunks in it are encrypted (./chunk-cipher.ts) under a
// non-extractable key kept in that database. Signing out deletes the database, key included
// (./recording-buffer.ts).
import { newChunkKey, openChunk, sealChunk, type QueuedChunk, type SealedChunk } from './chunk-cipher';
import { interruptedSession } from './interrupted-session';

export type { QueuedChunk };

/** The database of the buffer before it was per user and encrypted: emptied into the user's, then deleted. */
const LEGACY_DB_NAME = 'clinic-recording';
const DB_PREFIX = 'clinic-recording-';
const CHUNKS = 'chunks';
const KEYS = 'keys';
const KEY_ID = 'chunk-key';

/** One user's waiting chunks. */
export interface ChunkQueue {
  /** Keeps a captured chunk until it is acknowledged. */
  put(chunk: QueuedChunk): Promise<void>;
  /** Up to `limit` waiting chunks of a session from `fromSeq` on, in order. */
  from(sessionId: string, fromSeq: number, limit?: number): Promise<QueuedChunk[]>;
  /** Forgets the chunks the server has (every one below `nextSeq`). */
  drop(sessionId: string, nextSeq: number): Promise<void>;
  /** How many chunks of a session still wait, and the highest waiting number (-1 if none). */
  pending(sessionId: string): Promise<{ count: number; lastSeq: number }>;
  /** The sessions that have waiting chunks. */
  sessions(): Promise<string[]>;
}

/** The name of a user's buffer database. */
export const recordingDbName = (uid: string) => `${DB_PREFIX}${uid}`;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function openDatabase(name: string, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => upgrade(open.result);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

const range = (sessionId: string, from: number, to = Number.MAX_SAFE_INTEGER) =>
  IDBKeyRange.bound([sessionId, from], [sessionId, to], false, true);

interface OpenBuffer {
  db: IDBDatabase;
  key: CryptoKey;
}

const buffers = new Map<string, Promise<OpenBuffer>>();
/** Bumped when a user's buffer is deleted: a queue made before (a recorder still stopping) writes nothing after. */
const generations = new Map<string, number>();

/** The user's database and key (made the first time), with any chunks of the former shared buffer moved in. */
function openBuffer(uid: string): Promise<OpenBuffer> {
  let opened = buffers.get(uid);
  if (!opened) {
    opened = (async () => {
      const db = await openDatabase(recordingDbName(uid), (created) => {
        created.createObjectStore(CHUNKS, { keyPath: ['sessionId', 'seq'] });
        created.createObjectStore(KEYS);
      });
      // A closed connection (the database is being deleted at sign-out) is opened anew next time.
      db.onversionchange = () => {
        db.close();
        buffers.delete(uid);
      };
      let key = (await request(db.transaction(KEYS, 'readonly').objectStore(KEYS).get(KEY_ID))) as CryptoKey | undefined;
      if (!key) {
        key = await newChunkKey();
        const tx = db.transaction(KEYS, 'readwrite');
        // add(), not put(): two tabs making a key at once keep the first one.
        tx.objectStore(KEYS).add(key, KEY_ID);
        await done(tx).catch(() => undefined);
        key = (await request(db.transaction(KEYS, 'readonly').objectStore(KEYS).get(KEY_ID))) as CryptoKey;
      }
      const buffer = { db, key };
      await moveLegacyChunks(uid, buffer).catch(() => undefined);
      return buffer;
    })();
    opened.catch(() => buffers.delete(uid));
    buffers.set(uid, opened);
  }
  return opened;
}

/**
 * The buffer of earlier versions kept chunks in the clear, for whoever used the browser.
 * The chunks of the session this user was recording (the browser's recording mark) are
 * encrypted into the user's buffer; the old database is then deleted.
 */
async function moveLegacyChunks(uid: string, buffer: OpenBuffer): Promise<void> {
  const databases = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  if (!databases.some((d) => d.name === LEGACY_DB_NAME)) return;
  const legacy = await openDatabase(LEGACY_DB_NAME, (created) => created.createObjectStore(CHUNKS, { keyPath: ['sessionId', 'seq'] }));
  try {
    const mark = interruptedSession(uid);
    if (mark && legacy.objectStoreNames.contains(CHUNKS)) {
      const chunks = (await request(
        legacy.transaction(CHUNKS, 'readonly').objectStore(CHUNKS).getAll(range(mark.sessionId, 0)),
      )) as QueuedChunk[];
      const sealed = await Promise.all(chunks.map((chunk) => sealChunk(buffer.key, uid, chunk)));
      const tx = buffer.db.transaction(CHUNKS, 'readwrite');
      for (const record of sealed) tx.objectStore(CHUNKS).put(record);
      await done(tx);
    }
  } finally {
    legacy.close();
  }
  await deleteDatabase(LEGACY_DB_NAME);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    // Another tab still holds it open: it closes on 'versionchange', and the deletion then completes.
    req.onblocked = () => undefined;
  });
}

/** The waiting chunks of `uid`, encrypted at rest. */
export function chunkQueue(uid: string): ChunkQueue {
  const generation = generations.get(uid) ?? 0;
  const store = async (mode: IDBTransactionMode) => {
    if ((generations.get(uid) ?? 0) !== generation) throw new Error('this audio buffer was deleted at sign-out');
    const { db, key } = await openBuffer(uid);
    return { chunks: db.transaction(CHUNKS, mode).objectStore(CHUNKS), key };
  };
  return {
    async put(chunk) {
      const { key } = await store('readonly');
      const sealed = await sealChunk(key, uid, chunk);
      await request((await store('readwrite')).chunks.put(sealed));
    },
    async from(sessionId, fromSeq, limit = 16) {
      const { chunks, key } = await store('readonly');
      const sealed = (await request(chunks.getAll(range(sessionId, fromSeq), limit))) as SealedChunk[];
      return Promise.all(sealed.map((record) => openChunk(key, uid, record)));
    },
    async drop(sessionId, nextSeq) {
      if (nextSeq <= 0) return;
      await request((await store('readwrite')).chunks.delete(range(sessionId, 0, nextSeq)));
    },
    async pending(sessionId) {
      const keys = (await request((await store('readonly')).chunks.getAllKeys(range(sessionId, 0)))) as Array<[string, number]>;
      return { count: keys.length, lastSeq: keys.length ? keys[keys.length - 1][1] : -1 };
    },
    async sessions() {
      const keys = (await request((await store('readonly')).chunks.getAllKeys())) as Array<[string, number]>;
      return [...new Set(keys.map(([sessionId]) => sessionId))];
    },
  };
}

/** Deletes the user's buffer: its chunks and its key. */
export async function deleteChunkQueue(uid: string): Promise<void> {
  generations.set(uid, (generations.get(uid) ?? 0) + 1);
  const opened = buffers.get(uid);
  buffers.delete(uid);
  if (opened) (await opened.catch(() => null))?.db.close();
  await deleteDatabase(recordingDbName(uid));
}
