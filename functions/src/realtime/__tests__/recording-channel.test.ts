// The recording protocol over a real socket.io connection to the real server code,
// with audio stored on disk. Token verification is Firebase's and is exercised against
// the Auth emulator in test/api/realtime.test.ts; here a token simply names its user.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { AUDIO_CHUNK_BYTES, RECORDING_EVENTS, type RecordingAck, type RecordingStopAck } from '../../shared/audio';
import type { TranscriptionProvider } from '../../providers/transcription/types';
import { FileAudioStore } from '../../providers/storage/audio-store';
import { createRealtimeServer } from '../server';
import type { SessionBackend } from '../session-backend';
import { MemorySessions, markerEngine } from './support/memory-sessions';

process.env.SECRETS_KEY = randomBytes(32).toString('base64');

const dirs: string[] = [];
const servers: Array<{ close: () => Promise<void> }> = [];
const sockets: Socket[] = [];

/** A live engine that hears only silence: no words, ever. */
const silentEngine: TranscriptionProvider = {
  ...markerEngine,
  open: () => ({ write: () => undefined, end: async () => undefined, abort: () => undefined }),
};

async function startServer(dir: string, sessions: SessionBackend = new MemorySessions(), engine = markerEngine) {
  const { http, io } = createRealtimeServer({
    verifier: {
      verify: async (token) => ({ uid: token, exp: Math.floor(Date.now() / 1000) + 3600, auth_time: Math.floor(Date.now() / 1000) }),
      refusedAccounts: async () => new Map(),
    },
    corsOrigins: [],
    audio: new FileAudioStore(dir),
    sessions,
    providerFor: () => engine,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
  servers.push(server);
  return server;
}

async function client(url: string, uid: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: { userId: uid, token: uid }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const call = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<RecordingAck>;
const opened = (nextSeq: number, transcript = '') => ({ ok: true, nextSeq, transcript, provider: 'pocketsphinx' });

const chunk = (seq: number) => Buffer.alloc(AUDIO_CHUNK_BYTES, seq % 251);

function newDir() {
  const dir = mkdtempSync(join(tmpdir(), 'audio-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  sockets.splice(0).forEach((s) => s.disconnect());
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('recording protocol', () => {
  it('stores chunks in order and acknowledges each with the next expected number', async () => {
    const dir = newDir();
    const server = await startServer(dir);
    const socket = await client(server.url, 'user-a');
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0001' })).toEqual(opened(0));
    for (let seq = 0; seq < 8; seq++) {
      expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0001', seq, data: chunk(seq) })).toEqual({
        ok: true,
        nextSeq: seq + 1,
      });
    }
    const stored = await new FileAudioStore(dir).read('user-a', 'session-0001');
    expect(stored.equals(Buffer.concat([...Array(8).keys()].map(chunk)))).toBe(true);
  });

  it('acknowledges a resent chunk without storing it twice, and refuses a gap with the number it expects', async () => {
    const dir = newDir();
    const server = await startServer(dir);
    const socket = await client(server.url, 'user-b');
    await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0002', seq: 0, data: chunk(0) });
    await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0002', seq: 1, data: chunk(1) });
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0002', seq: 1, data: chunk(1) })).toEqual({
      ok: true,
      nextSeq: 2,
      duplicate: true,
    });
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0002', seq: 5, data: chunk(5) })).toEqual({
      ok: false,
      nextSeq: 2,
      error: 'out-of-order',
    });
    expect((await new FileAudioStore(dir).read('user-b', 'session-0002')).length).toBe(2 * AUDIO_CHUNK_BYTES);
  });

  it('takes pipelined chunks (sent without waiting for each acknowledgement) in order', async () => {
    const dir = newDir();
    const server = await startServer(dir);
    const socket = await client(server.url, 'user-f');
    const acks = await Promise.all(
      [...Array(20).keys()].map((seq) => call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0006', seq, data: chunk(seq) })),
    );
    expect(acks.map((a) => a.ok)).toEqual(Array(20).fill(true));
    expect(acks[19]).toEqual({ ok: true, nextSeq: 20 });
    const stored = await new FileAudioStore(dir).read('user-f', 'session-0006');
    expect(stored.equals(Buffer.concat([...Array(20).keys()].map(chunk)))).toBe(true);
  });

  it('refuses malformed chunks', async () => {
    const server = await startServer(newDir());
    const socket = await client(server.url, 'user-c');
    const invalid = { ok: false, error: 'invalid' };
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: '../etc' })).toEqual(invalid);
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0003', seq: -1, data: chunk(0) })).toEqual(invalid);
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0003', seq: 0, data: 'text' })).toEqual(invalid);
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0003', seq: 0, data: Buffer.alloc(3) })).toEqual(invalid);
    expect(
      await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0003', seq: 0, data: Buffer.alloc(AUDIO_CHUNK_BYTES * 17) }),
    ).toEqual(invalid);
  });

  it('keeps every acknowledged chunk through a server restart, and resumes from the next one', async () => {
    const dir = newDir();
    const first = await startServer(dir);
    const before = await client(first.url, 'user-d');
    for (let seq = 0; seq < 5; seq++) await call(before, RECORDING_EVENTS.chunk, { sessionId: 'session-0004', seq, data: chunk(seq) });
    before.disconnect();
    await first.close();

    const second = await startServer(dir);
    const after = await client(second.url, 'user-d');
    expect(await call(after, RECORDING_EVENTS.open, { sessionId: 'session-0004' })).toMatchObject({ ok: true, nextSeq: 5 });
    for (let seq = 5; seq < 7; seq++) await call(after, RECORDING_EVENTS.chunk, { sessionId: 'session-0004', seq, data: chunk(seq) });
    const stored = await new FileAudioStore(dir).read('user-d', 'session-0004');
    expect(stored.equals(Buffer.concat([...Array(7).keys()].map(chunk)))).toBe(true);
  });

  it('keeps users apart and stores no audio in the clear', async () => {
    const dir = newDir();
    const server = await startServer(dir);
    const alice = await client(server.url, 'alice');
    const bob = await client(server.url, 'bob');
    const secret = Buffer.from('spoken words of a patient, as PCM'.padEnd(64, '.'));
    await call(alice, RECORDING_EVENTS.chunk, { sessionId: 'shared-name', seq: 0, data: secret });
    expect(await call(bob, RECORDING_EVENTS.open, { sessionId: 'shared-name' })).toEqual(opened(0));
    const file = readFileSync(join(dir, 'alice', readdirSync(join(dir, 'alice'))[0]));
    expect(file.includes(secret.subarray(0, 16))).toBe(false);
  });

  it('drops a record a crash cut short, which was never acknowledged', async () => {
    const dir = newDir();
    const store = new FileAudioStore(dir);
    await store.put('user-e', 'session-0005', 0, chunk(0));
    await store.put('user-e', 'session-0005', 1, chunk(1));
    const path = join(dir, 'user-e', 'session-0005.audio');
    const { appendFileSync } = await import('node:fs');
    appendFileSync(path, Buffer.from([0, 0, 1, 0, 9, 9])); // a header and two bytes of a record
    const restarted = new FileAudioStore(dir);
    expect(await restarted.nextSeq('user-e', 'session-0005')).toBe(2);
    expect(await restarted.put('user-e', 'session-0005', 2, chunk(2))).toEqual({ status: 'stored', nextSeq: 3 });
    expect((await restarted.read('user-e', 'session-0005')).equals(Buffer.concat([chunk(0), chunk(1), chunk(2)]))).toBe(true);
  });

  it('refuses an unknown session, a language the engine cannot transcribe, and audio past the plan’s time limit', async () => {
    const server = await startServer(newDir(), new MemorySessions({ timeLimit: 1 }));
    const socket = await client(server.url, 'user-g');
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: 'missing-0001' })).toEqual({ ok: false, error: 'not-found' });
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'missing-0001', seq: 0, data: chunk(0) })).toEqual({
      ok: false,
      error: 'not-found',
    });
    // 1 s limit + 5 s slack: chunk 24 (6 s in) is refused, chunk 23 is taken.
    for (let seq = 0; seq < 24; seq++)
      expect((await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0007', seq, data: chunk(seq) })).ok).toBe(true);
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0007', seq: 24, data: chunk(24) })).toEqual({
      ok: false,
      nextSeq: 24,
      error: 'limit',
    });

    const french = await startServer(newDir(), new MemorySessions({ language: 'fr' }));
    const other = await client(french.url, 'user-h');
    expect(await call(other, RECORDING_EVENTS.open, { sessionId: 'session-0008' })).toEqual({ ok: false, error: 'language' });
  });

  it('transcribes chunks as they are stored, announces finals, and settles the transcript on stop', async () => {
    const sessions = new MemorySessions();
    const server = await startServer(newDir(), sessions);
    const socket = await client(server.url, 'user-i');
    const finals: string[] = [];
    socket.on('transcript:final', (event: { sessionId: string; transcript: string }) => finals.push(event.transcript));
    await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0009' });
    for (let seq = 0; seq < 4; seq++) await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0009', seq, data: chunk(seq + 10) });
    const stop = (await socket
      .timeout(5000)
      .emitWithAck(RECORDING_EVENTS.stop, { sessionId: 'session-0009', localDate: '2026-11-23' })) as RecordingStopAck;
    expect(stop).toEqual({ ok: true, transcript: 'w10 w11 w12 w13', seconds: 1 });
    expect(finals.at(-1)).toBe('w10 w11 w12 w13');
    expect(sessions.sessions.get('user-i/session-0009')?.stoppedSeconds).toBe(1);
    expect(await socket.timeout(5000).emitWithAck(RECORDING_EVENTS.stop, { sessionId: 'session-0009', localDate: 'yesterday' })).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  it('after a restart, transcribes the stored audio the transcript lacked, once', async () => {
    const dir = newDir();
    const sessions = new MemorySessions();
    const first = await startServer(dir, sessions);
    const before = await client(first.url, 'user-j');
    await call(before, RECORDING_EVENTS.open, { sessionId: 'session-0010' });
    for (let seq = 0; seq < 3; seq++) await call(before, RECORDING_EVENTS.chunk, { sessionId: 'session-0010', seq, data: chunk(seq + 20) });
    before.disconnect();
    await first.close();
    // A crash lost the last word's save: the transcript covers only the first chunk.
    const saved = sessions.sessions.get('user-j/session-0010')!;
    saved.transcript = 'w20';
    saved.transcriptCoveredMs = 250;

    const second = await startServer(dir, sessions);
    const after = await client(second.url, 'user-j');
    expect(await call(after, RECORDING_EVENTS.open, { sessionId: 'session-0010' })).toEqual(opened(3, 'w20 w21 w22'));
    await call(after, RECORDING_EVENTS.chunk, { sessionId: 'session-0010', seq: 3, data: chunk(23) });
    const stop = (await after
      .timeout(5000)
      .emitWithAck(RECORDING_EVENTS.stop, { sessionId: 'session-0010', localDate: '2026-11-23' })) as RecordingStopAck;
    expect(stop).toMatchObject({ ok: true, transcript: 'w20 w21 w22 w23' });
  });

  it('marks a long silence as transcribed, so a restart does not replay it', async () => {
    const sessions = new MemorySessions();
    const server = await startServer(newDir(), sessions, silentEngine);
    const socket = await client(server.url, 'user-k');
    await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0011' });
    // 31 s of silence in 250 ms chunks.
    for (let seq = 0; seq < 124; seq++)
      await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0011', seq, data: Buffer.alloc(AUDIO_CHUNK_BYTES) });
    await new Promise((r) => setTimeout(r, 100));
    expect(sessions.sessions.get('user-k/session-0011')?.transcriptCoveredMs).toBe(30000 - 2000);
  });
});
