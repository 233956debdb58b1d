// Captured audio waits here, in IndexedDB, until the server has acknowledged it: a
// dropped connection, a reload or a server restart loses nothing the browser captured.
const DB_NAME = 'clinic-recording';
const STORE = 'chunks';

export interface QueuedChunk {
  sessionId: string;
  seq: number;
  data: ArrayBuffer;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let db: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  db ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: ['sessionId', 'seq'] });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  return db;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(STORE, mode).objectStore(STORE);
}

const range = (sessionId: string, from: number, to = Number.MAX_SAFE_INTEGER) =>
  IDBKeyRange.bound([sessionId, from], [sessionId, to], false, true);

/** Keeps a captured chunk until it is acknowledged. */
export async function putChunk(chunk: QueuedChunk): Promise<void> {
  await request((await store('readwrite')).put(chunk));
}

/** Up to `limit` waiting chunks of a session from `fromSeq` on, in order. */
export async function chunksFrom(sessionId: string, fromSeq: number, limit = 16): Promise<QueuedChunk[]> {
  return request((await store('readonly')).getAll(range(sessionId, fromSeq), limit) as IDBRequest<QueuedChunk[]>);
}

/** Forgets the chunks the server has (every one below `nextSeq`). */
export async function dropAcknowledged(sessionId: string, nextSeq: number): Promise<void> {
  if (nextSeq <= 0) return;
  await request((await store('readwrite')).delete(range(sessionId, 0, nextSeq)));
}

/** How many chunks of a session still wait, and the highest waiting number (-1 if none). */
export async function pendingOf(sessionId: string): Promise<{ count: number; lastSeq: number }> {
  const keys = (await request((await store('readonly')).getAllKeys(range(sessionId, 0)))) as Array<[string, number]>;
  return { count: keys.length, lastSeq: keys.length ? keys[keys.length - 1][1] : -1 };
}
