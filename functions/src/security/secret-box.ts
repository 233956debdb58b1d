// Encryption at rest for secrets and session contents: AES-256-GCM with a server key
// (SECRETS_KEY, 32 bytes base64; Cloud KMS-provided in production, a generated local
// key file in the local stack). Nothing encrypted here is ever sent to a client.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function key(): Buffer {
  const raw = process.env.SECRETS_KEY;
  if (!raw) throw new Error('SECRETS_KEY is not set');
  const buffer = Buffer.from(raw, 'base64');
  if (buffer.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64-encoded');
  return buffer;
}

/** Encrypts `plaintext`; the result carries its version, IV and tag: `v1.<iv>.<tag>.<data>` (base64url). */
export function seal(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Decrypts what seal() produced; throws if it was tampered with or sealed with another key. */
export function open(sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Encrypts bytes: 12-byte IV, 16-byte tag, then the data. */
export function sealBytes(plain: Uint8Array): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

/** Decrypts what sealBytes() produced; throws if it was altered. */
export function openBytes(sealed: Uint8Array): Buffer {
  const buffer = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', key(), buffer.subarray(0, 12));
  decipher.setAuthTag(buffer.subarray(12, 28));
  return Buffer.concat([decipher.update(buffer.subarray(28)), decipher.final()]);
}
