import { createCipheriv, randomBytes } from 'node:crypto';
import { isCurrent, keyring, open, openBytes, seal, sealBytes, type SealContext } from '../secret-box';
import { loadConfig } from '../../config';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64');
const ringA = keyring(loadConfig({ SECRETS_KEY: keyA }).secrets);
const session: SealContext = { purpose: 'session', uid: 'alice', id: 'session-1' };

/** A value sealed the way the first format did: one key, no key id, no associated data. */
function legacySeal(plaintext: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

function legacySealBytes(plain: Buffer, key: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

describe('secret-box', () => {
  test('a value opens for its owner and names the key that sealed it', () => {
    const sealed = seal('transcript', session, ringA);
    expect(sealed.startsWith('v2.k1.')).toBe(true);
    expect(sealed).not.toContain('transcript');
    expect(open(sealed, session, ringA)).toBe('transcript');
    expect(isCurrent(sealed, ringA)).toBe(true);
  });

  test("a ciphertext moved to another user's or another session's document does not open", () => {
    const sealed = seal('transcript', session, ringA);
    expect(() => open(sealed, { ...session, uid: 'mallory' }, ringA)).toThrow();
    expect(() => open(sealed, { ...session, id: 'session-2' }, ringA)).toThrow();
    const audio = sealBytes(Buffer.from('pcm audio'), { purpose: 'audio', uid: 'alice', id: 'session-1' }, ringA);
    expect(openBytes(audio, { purpose: 'audio', uid: 'alice', id: 'session-1' }, ringA).toString()).toBe('pcm audio');
    expect(() => openBytes(audio, { purpose: 'audio', uid: 'mallory', id: 'session-1' }, ringA)).toThrow();
    expect(() => openBytes(audio, { purpose: 'audio', uid: 'alice', id: 'session-2' }, ringA)).toThrow();
    const tokens = seal('{"accessToken":"t"}', { purpose: 'integration', uid: 'alice', id: 'drchrono' }, ringA);
    expect(() => open(tokens, { purpose: 'integration', uid: 'mallory', id: 'drchrono' }, ringA)).toThrow();
    expect(() => open(tokens, { purpose: 'integration', uid: 'alice', id: 'gohighlevel' }, ringA)).toThrow();
  });

  test('a ciphertext of one purpose does not open as another (separate derived keys)', () => {
    const sealed = seal('token', { purpose: 'integration', uid: 'alice', id: 'x' }, ringA);
    expect(() => open(sealed, { purpose: 'session', uid: 'alice', id: 'x' }, ringA)).toThrow();
  });

  test('the ciphertext is authenticated: a changed byte does not open', () => {
    const sealed = seal('transcript', session, ringA);
    const parts = sealed.split('.');
    const data = Buffer.from(parts[4] as string, 'base64url');
    data[0] = (data[0] as number) ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => open(parts.join('.'), session, ringA)).toThrow();
  });

  test('after a rotation, a value sealed under the old key id still opens and new values use the new key', () => {
    const before = seal('old words', session, ringA);
    const audioBefore = sealBytes(Buffer.from('old audio'), { purpose: 'audio', uid: 'alice', id: 'session-1' }, ringA);
    const rotated = keyring(loadConfig({ SECRETS_KEY: keyB, SECRETS_KEY_ID: 'k2', SECRETS_OLD_KEYS: `k1:${keyA}` }).secrets);
    expect(open(before, session, rotated)).toBe('old words');
    expect(openBytes(audioBefore, { purpose: 'audio', uid: 'alice', id: 'session-1' }, rotated).toString()).toBe('old audio');
    expect(isCurrent(before, rotated)).toBe(false);
    const after = seal('new words', session, rotated);
    expect(after.startsWith('v2.k2.')).toBe(true);
    // Once the old key leaves the ring, what it sealed no longer opens; the new key's values do.
    const retired = keyring(loadConfig({ SECRETS_KEY: keyB, SECRETS_KEY_ID: 'k2' }).secrets);
    expect(() => open(before, session, retired)).toThrow(/not in the ring/);
    expect(open(after, session, retired)).toBe('new words');
  });

  test('values of the first format (v1 strings, bare byte records) still open, with the current or an old key', () => {
    expect(open(legacySeal('legacy words', keyA), session, ringA)).toBe('legacy words');
    expect(
      openBytes(legacySealBytes(Buffer.from('legacy audio'), keyA), { purpose: 'audio', uid: 'alice', id: 's' }, ringA).toString(),
    ).toBe('legacy audio');
    const rotated = keyring(loadConfig({ SECRETS_KEY: keyB, SECRETS_KEY_ID: 'k2', SECRETS_OLD_KEYS: `k1:${keyA}` }).secrets);
    expect(open(legacySeal('legacy words', keyA), session, rotated)).toBe('legacy words');
    expect(() => open(legacySeal('legacy words', randomBytes(32).toString('base64')), session, rotated)).toThrow();
  });

  test('the keyring refuses a malformed configuration', () => {
    expect(() => keyring(loadConfig({}).secrets)).toThrow(/SECRETS_KEY is not set/);
    expect(() => keyring(loadConfig({ SECRETS_KEY: 'c2hvcnQ=' }).secrets)).toThrow(/32 bytes/);
    expect(() => keyring(loadConfig({ SECRETS_KEY: keyA, SECRETS_KEY_ID: 'has.dot' }).secrets)).toThrow();
    expect(() => keyring(loadConfig({ SECRETS_KEY: keyA, SECRETS_OLD_KEYS: 'nokey' }).secrets)).toThrow();
  });

  test('a value needs its owner', () => {
    expect(() => seal('x', { purpose: 'session', uid: '', id: 's' }, ringA)).toThrow();
  });
});
