// The encryption of audio chunks waiting in the browser: AES-256-GCM (WebCrypto) under a key
// that is made non-extractable (script of this site can use it, nobody can read it out) and
// kept in the signed-in user's own buffer database. Each chunk is bound to its user, session
// and number (associated data): a record moved to another place in the buffer does not open.

/** A captured chunk, in the clear (only in memory). */
export interface QueuedChunk {
  sessionId: string;
  seq: number;
  data: ArrayBuffer;
}

/** A chunk as it is stored: its key fields, a fresh 12-byte IV and the ciphertext with its tag. */
export interface SealedChunk {
  sessionId: string;
  seq: number;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const subtleOf = (subtle?: SubtleCrypto) => subtle ?? globalThis.crypto.subtle;

const associated = (uid: string, sessionId: string, seq: number) =>
  new TextEncoder().encode(`clinic-recording\u0000${uid}\u0000${sessionId}\u0000${seq}`);

/** A new non-extractable AES-GCM key for one user's buffer. */
export function newChunkKey(subtle?: SubtleCrypto): Promise<CryptoKey> {
  return subtleOf(subtle).generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']) as Promise<CryptoKey>;
}

/** Encrypts a chunk for `uid`'s buffer. */
export async function sealChunk(key: CryptoKey, uid: string, chunk: QueuedChunk, subtle?: SubtleCrypto): Promise<SealedChunk> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtleOf(subtle).encrypt(
    { name: 'AES-GCM', iv, additionalData: associated(uid, chunk.sessionId, chunk.seq) },
    key,
    chunk.data,
  );
  return { sessionId: chunk.sessionId, seq: chunk.seq, iv, data };
}

/** Decrypts a stored chunk; rejects if it was altered, moved, or sealed for another user or key. */
export async function openChunk(key: CryptoKey, uid: string, sealed: SealedChunk, subtle?: SubtleCrypto): Promise<QueuedChunk> {
  const data = await subtleOf(subtle).decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: associated(uid, sealed.sessionId, sealed.seq) },
    key,
    sealed.data,
  );
  return { sessionId: sealed.sessionId, seq: sealed.seq, data };
}
