// The two acknowledgements over a real socket.io connection to the real server, its audio in a
// real S3-compatible store (s3rver): a chunk sent for a receipt is answered as soon as the
// server has taken it, before any object is written; recording:durable follows once the
// segment holding it is written (the object is there by then); the engine hears only durable
// audio; a chunk sent without asking for a receipt is still answered only once durable.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { AUDIO_CHUNK_BYTES, RECORDING_EVENTS, type RecordingAck, type RecordingDurable } from '../../shared/audio';
import { S3Store } from '../../providers/storage/s3-store';
import { S3AudioStore } from '../../providers/storage/s3-audio-store';
import { createRealtimeServer } from '../server';
import { MemorySessions, markerEngine } from './support/memory-sessions';

process.env.SECRETS_KEY = randomBytes(32).toString('base64');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver is the stack's dev dependency (CommonJS)
const S3rver = require('s3rver');

const BUCKET = 'receipt-test';
const directory = mkdtempSync(join(tmpdir(), 's3-receipts-'));
let s3server: { close(): Promise<void>; run(): Promise<AddressInfo> };
let s3: S3Store;
let url = '';
let closeServer: () => Promise<void> = async () => undefined;
const sessions = new MemorySessions();
const sockets: Socket[] = [];

beforeAll(async () => {
  s3server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3server.run();
  s3 = new S3Store({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  // Four chunks a segment, written only when full or 1.5 s after its first chunk.
  const audio = new S3AudioStore(s3, { segmentMs: 1000, waitMs: 1500, idleMs: 60_000, maxPendingChunks: 64 });
  const { http, io } = createRealtimeServer({
    verifier: {
      verify: async (token) => ({ uid: token, exp: Math.floor(Date.now() / 1000) + 3600, auth_time: Math.floor(Date.now() / 1000) }),
      refusedAccounts: async () => new Map(),
    },
    corsOrigins: [],
    audio,
    sessions,
    providerFor: () => markerEngine,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  closeServer = () => new Promise<void>((resolve) => io.close(() => resolve()));
});

afterAll(async () => {
  sockets.splice(0).forEach((s) => s.disconnect());
  await closeServer();
  await s3server.close().catch(() => undefined);
  rmSync(directory, { recursive: true, force: true });
});

async function client(uid: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: { userId: uid, token: uid }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const call = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<RecordingAck>;
const chunk = (seq: number) => Buffer.alloc(AUDIO_CHUNK_BYTES, 10 + seq);
const segments = async (uid: string) => (await s3.list(`audio/${uid}/`)).map((o) => o.key.split('/').pop());

describe('receipt and durable acknowledgements', () => {
  it('answers a receipt at once and says durable only once the segment is written; the engine hears only durable audio', async () => {
    const socket = await client('user-r1');
    const durable: Array<RecordingDurable & { objects: number }> = [];
    socket.on(RECORDING_EVENTS.durable, (event: RecordingDurable) => {
      // What the store holds when the browser is told: read at once, before the next event.
      void segments('user-r1').then((objects) => durable.push({ ...event, objects: objects.length }));
    });
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-r1' })).toMatchObject({ ok: true, nextSeq: 0 });
    const receipts = [];
    for (let seq = 0; seq < 6; seq++)
      receipts.push(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-r1', seq, data: chunk(seq), ack: 'receipt' }));
    expect(receipts.map((r) => r.ok && r.received)).toEqual([1, 2, 3, 4, 5, 6]);
    // The first four were answered before their segment was written: their receipts say nothing is durable yet.
    expect(receipts.slice(0, 4).map((r) => r.nextSeq)).toEqual([0, 0, 0, 0]);
    // A resend of a chunk taken is a duplicate receipt.
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-r1', seq: 5, data: chunk(5), ack: 'receipt' })).toMatchObject({
      ok: true,
      received: 6,
      duplicate: true,
    });
    // The full segment is written at once, the other after its 1.5 s wait.
    await waitFor(() => durable.length === 2, 10_000);
    expect(durable).toEqual([
      { sessionId: 'session-r1', nextSeq: 4, objects: 1 },
      { sessionId: 'session-r1', nextSeq: 6, objects: 2 },
    ]);
    expect(await segments('user-r1')).toEqual([
      `00000000-00000004-${4 * AUDIO_CHUNK_BYTES}.seg`,
      `00000004-00000006-${2 * AUDIO_CHUNK_BYTES}.seg`,
    ]);
    // The marker engine names the fill byte of each chunk it heard: all six, once, in order.
    await waitFor(async () => (await sessions.load('user-r1', 'session-r1'))?.transcript.split(' ').length === 6, 5000);
    expect((await sessions.load('user-r1', 'session-r1'))?.transcript).toBe('w10 w11 w12 w13 w14 w15');
  }, 30_000);

  it('still answers a chunk sent without asking for a receipt only once it is durable', async () => {
    const socket = await client('user-r2');
    const told: RecordingDurable[] = [];
    socket.on(RECORDING_EVENTS.durable, (event: RecordingDurable) => told.push(event));
    await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-r2' });
    const started = Date.now();
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-r2', seq: 0, data: chunk(0) })).toEqual({
      ok: true,
      nextSeq: 1,
    });
    // Alone in its segment, it waited for the segment's 1.5 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(await segments('user-r2')).toHaveLength(1);
    expect(told).toEqual([]);
  }, 15_000);
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
