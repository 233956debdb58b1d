// The audio store on the S3 API, against a real S3-compatible server (s3rver, as in the
// local stack): a chunk is answered only once the segment holding it is written (a take,
// at once, with the promise of that), segments
// read back in order (and from any offset), a second store (another instance) carries on
// where the first stopped, and deleting a session or an account deletes its audio.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIO_CHUNK_BYTES } from '../../../shared/audio';
import { S3Store } from '../s3-store';
import { S3AudioStore, type SegmentPolicy } from '../s3-audio-store';

process.env.SECRETS_KEY = randomBytes(32).toString('base64');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver is the stack's dev dependency (CommonJS)
const S3rver = require('s3rver');

const BUCKET = 'audio-test';
const directory = mkdtempSync(join(tmpdir(), 's3-audio-'));
let server: { close(): Promise<void>; run(): Promise<AddressInfo> };
let port = 0;

async function startS3(onPort = 0): Promise<number> {
  server = new S3rver({ address: '127.0.0.1', port: onPort, directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  return (await server.run()).port;
}

beforeAll(async () => {
  port = await startS3();
});
afterAll(async () => {
  await server.close().catch(() => undefined);
  rmSync(directory, { recursive: true, force: true });
});

const s3 = () =>
  new S3Store({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
/** Four chunks per segment; a chunk waits at most `waitMs` for its segment. */
const store = (waitMs = 60_000, idleMs = 60_000) =>
  new S3AudioStore(s3(), { segmentMs: 1000, waitMs, idleMs, maxPendingChunks: 64 } satisfies SegmentPolicy);
const chunk = (seq: number) => Buffer.alloc(AUDIO_CHUNK_BYTES, (seq % 250) + 1);
const objects = async (uid: string) => (await s3().list(`audio/${uid}/`)).map((o) => o.key.split('/').pop());
const settled = async <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
let counter = 0;
const ids = () => ({ uid: `user-${++counter}-${Date.now()}`, sessionId: `session-${counter}` });

describe('S3 audio store', () => {
  it('answers a chunk only once the segment holding it is written, one object per segment', async () => {
    const { uid, sessionId } = ids();
    const audio = store();
    const firstThree = [0, 1, 2].map((seq) => audio.put(uid, sessionId, seq, chunk(seq)));
    expect(await settled(Promise.all(firstThree), 300)).toBe(false);
    expect(await objects(uid)).toEqual([]);
    const fourth = audio.put(uid, sessionId, 3, chunk(3));
    expect(await Promise.all([...firstThree, fourth])).toEqual([0, 1, 2, 3].map(() => ({ status: 'stored', nextSeq: 4 })));
    expect(await objects(uid)).toEqual([`00000000-00000004-${4 * AUDIO_CHUNK_BYTES}.seg`]);
  });

  it('takes a chunk at once (its receipt) and says it is durable only once its segment is written', async () => {
    const { uid, sessionId } = ids();
    const audio = store();
    const taken = await Promise.all([0, 1, 2].map((seq) => audio.take(uid, sessionId, seq, chunk(seq))));
    expect(taken.map(({ status, nextSeq, received }) => ({ status, nextSeq, received }))).toEqual(
      [1, 2, 3].map((received) => ({ status: 'stored', nextSeq: 0, received })),
    );
    expect(await settled(Promise.all(taken.map((t) => t.durable)), 300)).toBe(false);
    expect(await objects(uid)).toEqual([]);
    // A resend of a chunk taken but not yet durable is a duplicate, durable with the rest.
    const resent = await audio.take(uid, sessionId, 1, chunk(1));
    expect(resent).toMatchObject({ status: 'duplicate', nextSeq: 0, received: 3 });
    const fourth = await audio.take(uid, sessionId, 3, chunk(3));
    expect(await Promise.all([...taken, resent, fourth].map((t) => t.durable))).toEqual([4, 4, 4, 4, 4]);
    expect(await objects(uid)).toEqual([`00000000-00000004-${4 * AUDIO_CHUNK_BYTES}.seg`]);
    expect(await audio.take(uid, sessionId, 9, chunk(9))).toMatchObject({ status: 'gap', nextSeq: 4, received: 4 });
  });

  it('writes a segment that waited long enough even when it is not full', async () => {
    const { uid, sessionId } = ids();
    expect(await store(200).put(uid, sessionId, 0, chunk(0))).toEqual({ status: 'stored', nextSeq: 1 });
    expect(await objects(uid)).toEqual([`00000000-00000001-${AUDIO_CHUNK_BYTES}.seg`]);
  });

  it('writes a segment at once when no chunk follows for a moment (a client waiting for each answer)', async () => {
    const { uid, sessionId } = ids();
    const audio = store(60_000, 100);
    for (const seq of [0, 1, 2]) expect(await audio.put(uid, sessionId, seq, chunk(seq))).toEqual({ status: 'stored', nextSeq: seq + 1 });
    expect((await objects(uid)).length).toBe(3);
  });

  it('reads segments back in order, from any byte, and stores no audio in the clear', async () => {
    const { uid, sessionId } = ids();
    const audio = store(100);
    await Promise.all(Array.from({ length: 10 }, (_, seq) => audio.put(uid, sessionId, seq, chunk(seq))));
    expect((await objects(uid)).length).toBe(3);
    const expected = Buffer.concat(Array.from({ length: 10 }, (_, seq) => chunk(seq)));
    expect((await audio.read(uid, sessionId)).equals(expected)).toBe(true);
    expect(await audio.size(uid, sessionId)).toBe(expected.length);
    const from = 5 * AUDIO_CHUNK_BYTES + 100;
    expect((await store().read(uid, sessionId, from)).equals(expected.subarray(from))).toBe(true);
    const raw = await s3().get(`audio/${uid}/${sessionId}/00000000-00000004-${4 * AUDIO_CHUNK_BYTES}.seg`);
    expect(raw?.includes(chunk(1).subarray(0, 64))).toBe(false);
  });

  it('answers a resend as a duplicate and a gap with the next chunk it needs', async () => {
    const { uid, sessionId } = ids();
    const audio = store(50);
    await audio.put(uid, sessionId, 0, chunk(0));
    expect(await audio.put(uid, sessionId, 0, chunk(0))).toEqual({ status: 'duplicate', nextSeq: 1 });
    expect(await audio.put(uid, sessionId, 5, chunk(5))).toEqual({ status: 'gap', nextSeq: 1 });
  });

  it('lets another instance carry on: it expects the next chunk after what is written, never what was only taken', async () => {
    const { uid, sessionId } = ids();
    const first = store();
    await Promise.all([0, 1, 2, 3].map((seq) => first.put(uid, sessionId, seq, chunk(seq))));
    // Two more taken by the first instance, never written (it dies): they were never answered.
    void first.put(uid, sessionId, 4, chunk(4));
    void first.put(uid, sessionId, 5, chunk(5));
    const second = store(50);
    expect(await second.nextSeq(uid, sessionId)).toBe(4);
    for (const seq of [4, 5, 6]) expect(await second.put(uid, sessionId, seq, chunk(seq))).toMatchObject({ status: 'stored' });
    const expected = Buffer.concat([0, 1, 2, 3, 4, 5, 6].map(chunk));
    expect((await second.read(uid, sessionId)).equals(expected)).toBe(true);
    // The first instance, had it lived, would write chunks 4-5 again: the copies overlap and read back once.
    await first.flush(uid, sessionId);
    expect((await first.read(uid, sessionId)).equals(expected)).toBe(true);
    expect(await first.size(uid, sessionId)).toBe(expected.length);
  });

  it('holds the answers while the store is unreachable and gives them once it is back, nothing lost', async () => {
    const { uid, sessionId } = ids();
    const audio = store(100);
    await audio.put(uid, sessionId, 0, chunk(0));
    await server.close();
    const waiting = [1, 2].map((seq) => audio.put(uid, sessionId, seq, chunk(seq)));
    expect(await settled(Promise.all(waiting), 1500)).toBe(false);
    await startS3(port);
    expect(await Promise.all(waiting)).toEqual([
      { status: 'stored', nextSeq: 3 },
      { status: 'stored', nextSeq: 3 },
    ]);
    expect((await audio.read(uid, sessionId)).equals(Buffer.concat([0, 1, 2].map(chunk)))).toBe(true);
  }, 30_000);

  it('deletes a session’s audio, and every session of an account', async () => {
    const { uid, sessionId } = ids();
    const audio = store(50);
    await audio.put(uid, sessionId, 0, chunk(0));
    await audio.put(uid, 'other-session', 0, chunk(0));
    const other = ids();
    await audio.put(other.uid, other.sessionId, 0, chunk(0));
    expect(await audio.list()).toEqual(expect.arrayContaining([{ uid, sessionId }, { uid, sessionId: 'other-session' }, other]));
    await audio.remove(uid, sessionId);
    expect(await audio.read(uid, sessionId)).toHaveLength(0);
    expect(await audio.nextSeq(uid, sessionId)).toBe(0);
    expect(await objects(uid)).toHaveLength(1);
    await audio.removeUser(uid);
    expect(await objects(uid)).toEqual([]);
    expect(await objects(other.uid)).toHaveLength(1);
  });
});
