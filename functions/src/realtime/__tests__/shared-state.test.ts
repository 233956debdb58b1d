// Two realtime servers (two instances, in one process here; test/api/realtime-scale.test.ts
// runs real processes against Firestore) sharing their caps, the sessions' leases and one
// audio store: the tab recording a session holds it on whichever instance it reaches,
// another tab is told the session is taken, and the caps count sockets on both.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { AUDIO_CHUNK_BYTES, RECORDING_EVENTS, type RecordingAck } from '../../shared/audio';
import type { TranscriptionProvider } from '../../providers/transcription/types';
import { FileAudioStore } from '../../providers/storage/audio-store';
import { MemoryLeases } from '../leases';
import { createRealtimeServer } from '../server';
import type { RecordingSession, SessionBackend } from '../session-backend';
import { MemoryCaps } from '../user-limits';

process.env.SECRETS_KEY = randomBytes(32).toString('base64');

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
const silentEngine: TranscriptionProvider = {
  id: 'pocketsphinx',
  live: true,
  supports: () => true,
  open: () => ({ write: () => undefined, end: async () => undefined, abort: () => undefined }),
  close: async () => undefined,
};

const dir = mkdtempSync(join(tmpdir(), 'shared-audio-'));
const caps = new MemoryCaps();
const leases = new MemoryLeases();
const audio = new FileAudioStore(dir);
const urls: string[] = [];
const closers: Array<() => Promise<void>> = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  for (const instanceId of ['one', 'two']) {
    const { http, io } = createRealtimeServer({
      verifier: {
        verify: async (token) => ({ uid: token, exp: Math.floor(Date.now() / 1000) + 3600, auth_time: Math.floor(Date.now() / 1000) }),
        refusedAccounts: async () => new Map(),
      },
      corsOrigins: [],
      audio,
      sessions,
      providerFor: () => silentEngine,
      caps,
      leases,
      instanceId,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    urls.push(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
    closers.push(() => new Promise<void>((resolve) => io.close(() => resolve())));
  }
});
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});

function open(url: string, uid: string): Promise<{ socket: Socket; error?: Error }> {
  const socket = connect(url, { transports: ['websocket'], auth: { userId: uid, token: uid }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => resolve({ socket, error }));
  });
}
const call = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<RecordingAck>;
const chunk = (sessionId: string, seq: number) => ({ sessionId, seq, data: Buffer.alloc(AUDIO_CHUNK_BYTES, seq + 1) });

describe('realtime instances sharing their state', () => {
  it('tells each socket which instance serves it', async () => {
    const { socket } = await open(urls[1], 'who');
    expect(await socket.timeout(5000).emitWithAck('realtime:instance')).toEqual({ instance: 'two' });
    expect(await (await fetch(`${urls[0]}/health`)).json()).toEqual({ ok: true, instance: 'one' });
  });

  it('two tabs racing to resume a session: one wins, the other is told it is taken', async () => {
    const [{ socket: a }, { socket: b }] = await Promise.all([open(urls[0], 'race'), open(urls[1], 'race')]);
    const answers = await Promise.all([
      call(a, RECORDING_EVENTS.open, { sessionId: 'session-race-1', clientId: 'tab-aaaaaaaa' }),
      call(b, RECORDING_EVENTS.open, { sessionId: 'session-race-1', clientId: 'tab-bbbbbbbb' }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([{ ok: false, error: 'taken' }]);
    const [winner, loser] = answers[0].ok ? [a, b] : [b, a];
    expect(await call(winner, RECORDING_EVENTS.chunk, chunk('session-race-1', 0))).toEqual({ ok: true, nextSeq: 1 });
    // A socket sending to the session the other instance serves is told so, and nothing of it is stored.
    expect(await call(loser, RECORDING_EVENTS.chunk, chunk('session-race-1', 1))).toEqual({ ok: false, error: 'taken' });
    expect(await audio.nextSeq('race', 'session-race-1')).toBe(1);
  });

  it('the same tab reconnecting to the other instance takes its session back at once and carries on', async () => {
    const { socket: first } = await open(urls[0], 'moves');
    expect(await call(first, RECORDING_EVENTS.open, { sessionId: 'session-move-1', clientId: 'tab-cccccccc' })).toMatchObject({
      ok: true,
      nextSeq: 0,
    });
    expect(await call(first, RECORDING_EVENTS.chunk, chunk('session-move-1', 0))).toEqual({ ok: true, nextSeq: 1 });
    first.disconnect();
    const { socket: second } = await open(urls[1], 'moves');
    expect(await call(second, RECORDING_EVENTS.open, { sessionId: 'session-move-1', clientId: 'tab-cccccccc' })).toMatchObject({
      ok: true,
      nextSeq: 1,
    });
    expect(await call(second, RECORDING_EVENTS.chunk, chunk('session-move-1', 1))).toEqual({ ok: true, nextSeq: 2 });
  });

  it('counts a user’s sockets on both instances against one cap', async () => {
    for (const url of [urls[0], urls[1], urls[0]]) expect((await open(url, 'capped')).error).toBeUndefined();
    const fourth = await open(urls[1], 'capped');
    expect(fourth.error?.message).toMatch(/at most 3 open connections per user/);
  });
});
