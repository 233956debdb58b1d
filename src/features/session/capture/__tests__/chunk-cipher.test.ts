/**
 * @jest-environment node
 */
// The browser's audio buffer encryption, with Node's WebCrypto (the same API as the
// browser's; jsdom has no SubtleCrypto, hence the node environment): chunks are not stored in
// the clear, open only for their user, session and number, and the key cannot be exported.
import { newChunkKey, openChunk, sealChunk } from '../chunk-cipher';

const subtle = globalThis.crypto.subtle;

/** 250 ms of a loud 16-bit PCM tone: recognisable in the clear. */
function pcm(): ArrayBuffer {
  const samples = new Int16Array(4000);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(12000 * Math.sin((2 * Math.PI * 440 * i) / 16000));
  // Copied into an ArrayBuffer of Node's own realm (Jest's sandbox has another ArrayBuffer, which WebCrypto refuses).
  const bytes = Buffer.from(new Uint8Array(samples.buffer));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('chunk cipher', () => {
  it('stores a chunk encrypted, and opens it again for its user', async () => {
    const key = await newChunkKey(subtle);
    const data = pcm();
    const sealed = await sealChunk(key, 'alice', { sessionId: 's1', seq: 3, data }, subtle);
    expect(sealed.iv).toHaveLength(12);
    expect(sealed.data.byteLength).toBe(data.byteLength + 16);
    expect(Buffer.from(sealed.data).includes(Buffer.from(data).subarray(0, 64))).toBe(false);
    const opened = await openChunk(key, 'alice', sealed, subtle);
    expect(opened.seq).toBe(3);
    expect(Buffer.from(opened.data).equals(Buffer.from(data))).toBe(true);
  });

  it('does not open for another user, another session or another number, nor with another key', async () => {
    const key = await newChunkKey(subtle);
    const sealed = await sealChunk(key, 'alice', { sessionId: 's1', seq: 3, data: pcm() }, subtle);
    await expect(openChunk(key, 'mallory', sealed, subtle)).rejects.toThrow();
    await expect(openChunk(key, 'alice', { ...sealed, sessionId: 's2' }, subtle)).rejects.toThrow();
    await expect(openChunk(key, 'alice', { ...sealed, seq: 4 }, subtle)).rejects.toThrow();
    await expect(openChunk(await newChunkKey(subtle), 'alice', sealed, subtle)).rejects.toThrow();
  });

  it('makes a key that cannot be exported', async () => {
    const key = await newChunkKey(subtle);
    expect(key.extractable).toBe(false);
    await expect(subtle.exportKey('raw', key)).rejects.toThrow();
  });
});
