// Encryption at rest for secrets and session contents: AES-256-GCM under a keyring of
// master keys (configuration: see keyring()). Nothing encrypted here is ever sent to a client.
//
// - Every new ciphertext names the id of the master key that sealed it, so keys rotate:
//   a new current key seals, older keys stay in the ring for reading.
// - Each purpose (session contents, audio, integration tokens) has its own key, derived
//   from the master key with HKDF-SHA256: a ciphertext of one purpose never opens as another.
// - Each ciphertext is bound to its owner through GCM's associated data (uid plus session id,
//   or uid plus integration id): copied into another user's or session's document, it does
//   not open.
// - Values sealed by the first format (`v1.` strings and bare IV|tag|data records, one key,
//   no associated data) still open with any master key of the ring; callers write the new
//   format the next time they write the value.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { config, type SecretsSettings } from '../config';

/** What a sealed value is for; each purpose has its own derived key. */
export type SealPurpose = 'session' | 'audio' | 'integration';

/** Whom a sealed value belongs to: the owner's uid and the session or integration id. */
export interface SealContext {
  purpose: SealPurpose;
  uid: string;
  /** The session id (session contents, audio) or the integration id (EMR tokens). */
  id: string;
}

export interface Keyring {
  /** Id of the key that seals new values. */
  currentId: string;
  /** Every master key that can open, by id (the current one included). */
  keys: Map<string, Buffer>;
}

const LEGACY_VERSION = 'v1';
const VERSION = 'v2';
/** Start of a v2 byte record: "CSB2", then the key id's length (1 byte) and the key id. */
const BYTES_MAGIC = Buffer.from('CSB2', 'ascii');

/**
 * The keyring of the configured keys (config().secrets, parsed by config.ts's schema):
 * - SECRETS_KEY: the current master key (32 bytes, base64): a secret in production, the
 *   generated local key file in the local stack.
 * - SECRETS_KEY_ID: its id (letters, digits, _ and -; default `k1`).
 * - SECRETS_OLD_KEYS: older keys kept for reading, `id:base64key` separated by commas.
 */
export function keyring(settings: SecretsSettings = config().secrets): Keyring {
  if (!settings.key) throw new Error('SECRETS_KEY is not set');
  const keys = new Map(settings.oldKeys);
  keys.set(settings.keyId, settings.key);
  return { currentId: settings.keyId, keys };
}

const subkeys = new Map<string, Buffer>();

/** The purpose's key derived from a master key (HKDF-SHA256; cached). */
function subkey(master: Buffer, purpose: SealPurpose): Buffer {
  const cacheKey = `${purpose}:${master.toString('base64')}`;
  let key = subkeys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `clinicscribe secret-box v2 ${purpose}`, 32));
    subkeys.set(cacheKey, key);
  }
  return key;
}

/** The associated data binding a ciphertext to its owner (ids never contain NUL). */
function aad(context: SealContext, keyId: string): Buffer {
  if (!context.uid || !context.id) throw new Error('a sealed value needs its owner (uid and id)');
  return Buffer.from([VERSION, keyId, context.purpose, context.uid, context.id].join('\u0000'), 'utf8');
}

function encrypt(plain: Buffer, context: SealContext, ring: Keyring): { iv: Buffer; tag: Buffer; data: Buffer } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subkey(ring.keys.get(ring.currentId) as Buffer, context.purpose), iv);
  cipher.setAAD(aad(context, ring.currentId));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

function decrypt(key: Buffer, iv: Buffer, tag: Buffer, data: Buffer, associated: Buffer | null): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  if (associated) decipher.setAAD(associated);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** Opens a first-format value with whichever master key of the ring sealed it. */
function decryptLegacy(iv: Buffer, tag: Buffer, data: Buffer, ring: Keyring): Buffer {
  for (const key of ring.keys.values()) {
    try {
      return decrypt(key, iv, tag, data, null);
    } catch {
      // Another key of the ring may have sealed it.
    }
  }
  throw new Error('sealed value does not open with any key of the ring');
}

function decryptV2(keyId: string, iv: Buffer, tag: Buffer, data: Buffer, context: SealContext, ring: Keyring): Buffer {
  const master = ring.keys.get(keyId);
  if (!master) throw new Error(`sealed with key ${keyId}, which is not in the ring`);
  return decrypt(subkey(master, context.purpose), iv, tag, data, aad(context, keyId));
}

/** Encrypts `plaintext` for its owner: `v2.<key id>.<iv>.<tag>.<data>` (base64url). */
export function seal(plaintext: string, context: SealContext, ring = keyring()): string {
  const { iv, tag, data } = encrypt(Buffer.from(plaintext, 'utf8'), context, ring);
  return [VERSION, ring.currentId, ...[iv, tag, data].map((part) => part.toString('base64url'))].join('.');
}

/**
 * Decrypts what seal() produced for the same owner (or a first-format value); throws if it
 * was tampered with, belongs to another owner or purpose, or its key left the ring.
 */
export function open(sealed: string, context: SealContext, ring = keyring()): string {
  const parts = sealed.split('.');
  if (parts[0] === VERSION && parts.length === 5) {
    const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
    return decryptV2(
      keyId,
      Buffer.from(iv, 'base64url'),
      Buffer.from(tag, 'base64url'),
      Buffer.from(data, 'base64url'),
      context,
      ring,
    ).toString('utf8');
  }
  if (parts[0] === LEGACY_VERSION && parts.length === 4) {
    const [, iv, tag, data] = parts as [string, string, string, string];
    return decryptLegacy(Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(data, 'base64url'), ring).toString(
      'utf8',
    );
  }
  throw new Error('not a sealed value');
}

/** Whether a sealed string is in the current format under the current key (else worth re-sealing). */
export function isCurrent(sealed: string, ring = keyring()): boolean {
  return sealed.startsWith(`${VERSION}.${ring.currentId}.`);
}

/** Encrypts bytes for their owner: "CSB2", key id length and key id, 12-byte IV, 16-byte tag, data. */
export function sealBytes(plain: Uint8Array, context: SealContext, ring = keyring()): Buffer {
  const { iv, tag, data } = encrypt(Buffer.from(plain), context, ring);
  const id = Buffer.from(ring.currentId, 'ascii');
  return Buffer.concat([BYTES_MAGIC, Buffer.from([id.length]), id, iv, tag, data]);
}

/**
 * Decrypts what sealBytes() produced for the same owner, or a first-format record
 * (IV|tag|data); throws if it was altered, belongs to another owner, or its key left the ring.
 */
export function openBytes(sealed: Uint8Array, context: SealContext, ring = keyring()): Buffer {
  const buffer = Buffer.from(sealed);
  const legacy = () => decryptLegacy(buffer.subarray(0, 12), buffer.subarray(12, 28), buffer.subarray(28), ring);
  if (!buffer.subarray(0, 4).equals(BYTES_MAGIC)) return legacy();
  const idLength = buffer[4] ?? 0;
  const keyId = buffer.subarray(5, 5 + idLength).toString('ascii');
  const start = 5 + idLength;
  try {
    return decryptV2(
      keyId,
      buffer.subarray(start, start + 12),
      buffer.subarray(start + 12, start + 28),
      buffer.subarray(start + 28),
      context,
      ring,
    );
  } catch (error) {
    // A first-format record whose random IV happens to begin with the magic bytes (1 in 2^32).
    try {
      return legacy();
    } catch {
      throw error;
    }
  }
}
