// The recording protocol over a real socket.io connection to the real server code,
// with audio stored on disk. Token verification is Firebase's and is exercised against
// the Auth emulator in test/api/realtime.test.ts; here a token simply names its user.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { AUDIO_CHUNK_BYTES, RECORDING_EVENTS, type RecordingAck } from '../../shared/audio';
import { FileAudioStore } from '../audio-store';
import { createRealtimeServer } from '../server';

process.env.SECRETS_KEY = randomBytes(32).toString('base64');

const dirs: string[] = [];
const servers: Array<{ close: () => Promise<void> }> = [];
const sockets: Socket[] = [];

async function startServer(dir: string) {
  const { http, io } = createRealtimeServer({
    verifyToken: async (token) => ({ uid: token }),
    corsOrigins: [],
    audio: new FileAudioStore(dir),
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

const call = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<RecordingAck>;

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
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0001' })).toEqual({ ok: true, nextSeq: 0 });
    for (let seq = 0; seq < 8; seq++) {
      expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0001', seq, data: chunk(seq) })).toEqual({ ok: true, nextSeq: seq + 1 });
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
    const acks = await Promise.all([...Array(20).keys()].map((seq) => call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0006', seq, data: chunk(seq) })));
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
    expect(await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0003', seq: 0, data: Buffer.alloc(AUDIO_CHUNK_BYTES * 17) })).toEqual(invalid);
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
    expect(await call(after, RECORDING_EVENTS.open, { sessionId: 'session-0004' })).toEqual({ ok: true, nextSeq: 5 });
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
    expect(await call(bob, RECORDING_EVENTS.open, { sessionId: 'shared-name' })).toEqual({ ok: true, nextSeq: 0 });
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
});
