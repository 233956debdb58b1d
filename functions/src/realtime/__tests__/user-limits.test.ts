// Per-user caps of the realtime server: at most 3 open sockets (a 4th gets a connect_error
// saying how many are allowed) and at most 2 sessions recording at once, over real
// socket.io connections to the real server code. A token simply names its user here.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { AUDIO_CHUNK_BYTES, RECORDING_EVENTS } from '../../shared/audio';
import { REALTIME_MAX_RECORDINGS_PER_USER, REALTIME_MAX_SOCKETS_PER_USER } from '../../shared/limits';
import { recordingsAllowed } from '../../shared/plan-features';
import type { TranscriptionProvider } from '../../providers/transcription/types';
import { FileAudioStore } from '../../providers/storage/audio-store';
import { createRealtimeServer } from '../server';
import type { RecordingSession, SessionBackend } from '../session-backend';
import { tooManyRecordingsMessage, tooManySocketsMessage, UserRecordings, UserSockets } from '../user-limits';

process.env.SECRETS_KEY = randomBytes(32).toString('base64');

/** Every id is an open English session with an empty transcript. */
const sessions: SessionBackend = {
  load: async (): Promise<RecordingSession> => ({
    language: 'en',
    transcriptType: 'aws',
    timeLimit: 3600,
    transcript: '',
    transcriptCoveredMs: 0,
  }),
  appendFinal: async () => '',
  markCovered: async () => undefined,
  markRecording: async () => undefined,
  stopped: async () => '',
};

/** A live engine that hears nothing. */
const silentEngine: TranscriptionProvider = {
  id: 'pocketsphinx',
  live: true,
  supports: () => true,
  open: () => ({ write: () => undefined, end: async () => undefined, abort: () => undefined }),
  close: async () => undefined,
};

describe('UserSockets', () => {
  it('admits up to max sockets per user, each socket once, and frees a place when one closes', () => {
    const caps = new UserSockets(2);
    expect([caps.admit('a', 's1'), caps.admit('a', 's1'), caps.admit('a', 's2'), caps.admit('a', 's3')]).toEqual([true, true, true, false]);
    expect(caps.admit('b', 's4')).toBe(true);
    caps.release('a', 's1');
    caps.release('a', 's1');
    expect(caps.count('a')).toBe(1);
    expect(caps.admit('a', 's3')).toBe(true);
  });
});

describe('UserRecordings', () => {
  it('lets a user record up to max sessions; the same session from another socket does not count twice', () => {
    const caps = new UserRecordings(2);
    expect(caps.claim('a', 'one', 's1')).toBe(true);
    expect(caps.claim('a', 'two', 's1')).toBe(true);
    expect(caps.claim('a', 'two', 's2')).toBe(true);
    expect(caps.claim('a', 'three', 's2')).toBe(false);
    expect(caps.claim('b', 'three', 's3')).toBe(true);
    // Stopped on one socket only: still recorded from the other.
    caps.release('a', 's1', 'two');
    expect(caps.claim('a', 'three', 's2')).toBe(false);
    // A socket closes: every session it alone recorded is free.
    caps.release('a', 's2');
    expect(caps.count('a')).toBe(1);
    expect(caps.claim('a', 'three', 's2')).toBe(true);
  });
});

describe('realtime server caps', () => {
  const dirs: string[] = [];
  const sockets: Socket[] = [];
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audio-'));
    dirs.push(dir);
    const { http, io } = createRealtimeServer({
      verifier: {
        verify: async (token) => ({ uid: token, exp: Math.floor(Date.now() / 1000) + 3600, auth_time: Math.floor(Date.now() / 1000) }),
        refusedAccounts: async () => new Map(),
      },
      corsOrigins: [],
      audio: new FileAudioStore(dir),
      sessions,
      providerFor: () => silentEngine,
      // Users whose id starts with "free-" are on a plan without concurrent sessions.
      recordingsAllowedFor: async (uid) => recordingsAllowed(uid.startsWith('free-') ? 'Free' : 'Bronze'),
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => io.close(() => resolve()));
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  afterAll(async () => {
    await close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  function open(uid: string): Promise<{ socket: Socket; error?: Error & { data?: unknown } }> {
    const socket = connect(url, { transports: ['websocket'], auth: { userId: uid, token: uid }, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ socket }));
      socket.once('connect_error', (error) => resolve({ socket, error }));
    });
  }

  it(`refuses a user's socket beyond ${REALTIME_MAX_SOCKETS_PER_USER}, saying how many are allowed; other users connect`, async () => {
    expect(REALTIME_MAX_SOCKETS_PER_USER).toBe(3);
    for (let i = 0; i < 3; i++) expect((await open('many-tabs')).error).toBeUndefined();
    const fourth = await open('many-tabs');
    expect(fourth.error?.message).toBe(tooManySocketsMessage(3));
    expect(fourth.error?.message).toContain('at most 3 open connections');
    expect(fourth.error?.data).toEqual({ code: 'too-many-connections', limit: 3 });
    expect(fourth.socket.connected).toBe(false);
    expect((await open('someone-else')).error).toBeUndefined();
  });

  it('admits a new socket once one of the user’s sockets has closed', async () => {
    const first = await open('closes-one');
    await open('closes-one');
    await open('closes-one');
    expect((await open('closes-one')).error).toBeDefined();
    first.socket.disconnect();
    let next = await open('closes-one');
    for (let tries = 0; next.error && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      next = await open('closes-one');
    }
    expect(next.error).toBeUndefined();
  });

  it(`refuses a ${REALTIME_MAX_RECORDINGS_PER_USER + 1}rd session recording at once, until one stops`, async () => {
    expect(REALTIME_MAX_RECORDINGS_PER_USER).toBe(2);
    const { socket } = await open('records');
    const { socket: other } = await open('records');
    const call = (s: Socket, event: string, payload: unknown) =>
      s.timeout(5000).emitWithAck(event, payload) as Promise<Record<string, unknown>>;
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0001' })).toMatchObject({ ok: true });
    expect(await call(other, RECORDING_EVENTS.open, { sessionId: 'session-0002' })).toMatchObject({ ok: true });
    // The same session again (a second window of it) is not a new recording.
    expect(await call(other, RECORDING_EVENTS.open, { sessionId: 'session-0001' })).toMatchObject({ ok: true });
    const busy = { ok: false, error: 'busy', message: tooManyRecordingsMessage(2) };
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0003' })).toEqual(busy);
    // Chunks without an open count too.
    expect(
      await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0003', seq: 0, data: Buffer.alloc(AUDIO_CHUNK_BYTES) }),
    ).toEqual(busy);
    expect(await call(other, RECORDING_EVENTS.stop, { sessionId: 'session-0002', localDate: '2026-01-05' })).toMatchObject({ ok: true });
    expect(
      await call(socket, RECORDING_EVENTS.chunk, { sessionId: 'session-0003', seq: 0, data: Buffer.alloc(AUDIO_CHUNK_BYTES) }),
    ).toEqual({ ok: true, nextSeq: 1 });
    // Another user records on.
    const { socket: stranger } = await open('records-too');
    expect(await call(stranger, RECORDING_EVENTS.open, { sessionId: 'session-0003' })).toMatchObject({ ok: true });
  });

  it('lets a plan without concurrent sessions record one session at a time', async () => {
    const { socket } = await open('free-one');
    const { socket: second } = await open('free-one');
    const call = (s: Socket, event: string, payload: unknown) =>
      s.timeout(5000).emitWithAck(event, payload) as Promise<Record<string, unknown>>;
    expect(await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0021' })).toMatchObject({ ok: true });
    expect(await call(second, RECORDING_EVENTS.open, { sessionId: 'session-0022' })).toEqual({
      ok: false,
      error: 'busy',
      message: tooManyRecordingsMessage(1),
    });
    expect(await call(socket, RECORDING_EVENTS.stop, { sessionId: 'session-0021', localDate: '2026-01-05' })).toMatchObject({ ok: true });
    expect(await call(second, RECORDING_EVENTS.open, { sessionId: 'session-0022' })).toMatchObject({ ok: true });
  });

  it('frees the sessions of a socket that closes', async () => {
    const { socket } = await open('leaves');
    const call = (s: Socket, event: string, payload: unknown) =>
      s.timeout(5000).emitWithAck(event, payload) as Promise<Record<string, unknown>>;
    await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0011' });
    await call(socket, RECORDING_EVENTS.open, { sessionId: 'session-0012' });
    socket.disconnect();
    const { socket: again } = await open('leaves');
    let answer = await call(again, RECORDING_EVENTS.open, { sessionId: 'session-0013' });
    for (let tries = 0; !answer.ok && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await call(again, RECORDING_EVENTS.open, { sessionId: 'session-0013' });
    }
    expect(answer).toMatchObject({ ok: true });
  });
});
