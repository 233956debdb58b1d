// The recording events of a user's socket: open a session (learn the next expected chunk
// and the transcript so far), send chunks, and stop (the transcript is settled and the
// session's seconds are counted). A chunk is answered once it is durable, or, when the
// client asks for a receipt, as soon as it is taken, the socket being told separately
// (recording:durable) each time more of the session is durable: the browser paces itself on
// the receipts and forgets a chunk only once it is durable.
import type { Socket } from 'socket.io';
import {
  AUDIO_BYTES_PER_SECOND,
  AUDIO_CHUNK_MAX_BYTES,
  AUDIO_CHUNK_MS,
  RECORDING_EVENTS,
  recordingChunkSchema,
  recordingOpenSchema,
  recordingStopSchema,
  type RecordingAck,
  type RecordingDurable,
  type RecordingStopAck,
} from '../shared/audio';
import type { AudioStore } from '../providers/storage/audio-store';
import type { Leases } from './leases';
import { UnsupportedLanguageError, type LiveTranscription } from './live-transcription';
import type { RecordingSession, SessionBackend } from './session-backend';

type Ack = (answer: RecordingAck) => void;
type StopAck = (answer: RecordingStopAck) => void;

/** Chunks beyond the plan's time limit plus this slack are refused (the browser stops at the limit). */
const LIMIT_SLACK_SECONDS = 5;

/** Binary payloads arrive as Buffer (Node) or ArrayBuffer/Uint8Array. */
function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return null;
}

export interface RecordingDeps {
  store: AudioStore;
  sessions: SessionBackend;
  live: LiveTranscription;
  leases: Leases;
}

/** A session is held by the browser recording it this long after its last renewal; renewed with its chunks this often. */
export const SESSION_LEASE_MS = 45_000;
const LEASE_RENEW_MS = 15_000;
/** Chunks the engine hears in one write at most (a second of audio, as when it replays stored audio). */
const FEED_CHUNKS = 1000 / AUDIO_CHUNK_MS;
export const sessionLeaseName = (uid: string, sessionId: string) => `session_${uid}_${sessionId}`;

/** Registers the recording events on an authenticated socket of user `uid`. */
export function handleRecording(socket: Socket, uid: string, { store, sessions, live, leases }: RecordingDeps): void {
  // The sessions this socket opened, with what was read of them then.
  const opened = new Map<string, RecordingSession>();
  // The sessions this socket holds for its browser tab (the open named it), and when the lease was last renewed.
  const held = new Map<string, { holder: string; renewedAt: number }>();
  // Sessions this socket sends to without holding them, and when nobody was last seen holding them.
  const seenFree = new Map<string, number>();

  /**
   * May this socket record the session? A tab that names itself (clientId) takes or renews the
   * session's lease; another tab holding it means no. A socket that never named itself may
   * send only while no tab holds the session (checked every LEASE_RENEW_MS).
   */
  async function mayRecord(sessionId: string, clientId?: string): Promise<boolean> {
    const name = sessionLeaseName(uid, sessionId);
    const known = held.get(sessionId);
    const holder = clientId ?? known?.holder;
    if (holder === undefined) {
      if (Date.now() - (seenFree.get(sessionId) ?? 0) < LEASE_RENEW_MS) return true;
      if ((await leases.holder(name)) !== null) return false;
      seenFree.set(sessionId, Date.now());
      return true;
    }
    if (known?.holder === holder && Date.now() - known.renewedAt < LEASE_RENEW_MS) return true;
    if (known?.holder === holder && Date.now() - known.renewedAt < SESSION_LEASE_MS / 2) {
      // Still held for a while: renewed beside the chunks, which do not wait for it; lost, the next chunk is refused.
      known.renewedAt = Date.now();
      void leases.acquire(name, holder, SESSION_LEASE_MS).then(
        ({ ok }) => ok || held.delete(sessionId),
        () => undefined,
      );
      return true;
    }
    const { ok } = await leases.acquire(name, holder, SESSION_LEASE_MS);
    if (ok) held.set(sessionId, { holder, renewedAt: Date.now() });
    else held.delete(sessionId);
    return ok;
  }

  // The durable mark last told to this socket, per session (chunks sent for a receipt).
  const announced = new Map<string, number>();
  function announceDurable(sessionId: string, nextSeq: number): void {
    if (nextSeq <= (announced.get(sessionId) ?? 0)) return;
    announced.set(sessionId, nextSeq);
    socket.emit(RECORDING_EVENTS.durable, { sessionId, nextSeq } satisfies RecordingDurable);
  }

  // Chunks taken and not yet heard by the engine, per session. The engine hears a chunk once
  // it is durable (what it transcribes is always stored), a segment's chunks together, in
  // writes of up to a second of audio.
  const unheard = new Map<string, Array<{ seq: number; data: Uint8Array }>>();
  const unheardOf = (sessionId: string) => unheard.get(sessionId) ?? unheard.set(sessionId, []).get(sessionId)!;
  function hearDurable(sessionId: string, nextSeq: number): void {
    const waiting = unheardOf(sessionId);
    let count = 0;
    while (count < waiting.length && waiting[count].seq < nextSeq) count += 1;
    const durable = waiting.splice(0, count);
    for (let i = 0; i < durable.length; i += FEED_CHUNKS) {
      void live.stored(uid, sessionId, Buffer.concat(durable.slice(i, i + FEED_CHUNKS).map(({ data }) => data)));
    }
  }

  async function sessionOf(sessionId: string): Promise<RecordingSession | null> {
    const known = opened.get(sessionId);
    if (known) return known;
    const session = await sessions.load(uid, sessionId);
    if (session) opened.set(sessionId, session);
    return session;
  }

  socket.on(RECORDING_EVENTS.open, async (payload: unknown, ack?: Ack) => {
    if (typeof ack !== 'function') return;
    const parsed = recordingOpenSchema.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, error: 'invalid' });
    const { sessionId } = parsed.data;
    try {
      const session = await sessions.load(uid, sessionId);
      if (!session) return ack({ ok: false, error: 'not-found' });
      if (!(await mayRecord(sessionId, parsed.data.clientId))) return ack({ ok: false, error: 'taken' });
      opened.set(sessionId, session);
      const provider = live.providerOf(session);
      const nextSeq = await store.nextSeq(uid, sessionId);
      await live.attach(uid, sessionId, session);
      // The transcript read above may be behind the words the replay just saved: read it again.
      const fresh = await sessions.load(uid, sessionId);
      void sessions.markRecording(uid, sessionId).catch(() => undefined);
      ack({ ok: true, nextSeq, transcript: fresh?.transcript ?? session.transcript, provider: provider.id });
    } catch (error) {
      if (error instanceof UnsupportedLanguageError) return ack({ ok: false, error: 'language' });
      console.error('opening a recording failed', (error as Error).message);
      ack({ ok: false, error: 'storage' });
    }
  });

  socket.on(RECORDING_EVENTS.chunk, async (payload: unknown, ack?: Ack) => {
    if (typeof ack !== 'function') return;
    const parsed = recordingChunkSchema.safeParse(payload);
    const data = toBytes((payload as { data?: unknown } | null)?.data);
    if (!parsed.success || !data || data.length === 0 || data.length > AUDIO_CHUNK_MAX_BYTES || data.length % 2 !== 0) {
      return ack({ ok: false, error: 'invalid' });
    }
    const { sessionId, seq, ack: answerWhen } = parsed.data;
    try {
      const session = await sessionOf(sessionId);
      if (!session) return ack({ ok: false, error: 'not-found' });
      if ((seq * AUDIO_CHUNK_MS) / 1000 >= session.timeLimit + LIMIT_SLACK_SECONDS) {
        return ack({ ok: false, nextSeq: await store.nextSeq(uid, sessionId), error: 'limit' });
      }
      if (!(await mayRecord(sessionId))) return ack({ ok: false, error: 'taken' });
      const taken = await store.take(uid, sessionId, seq, data);
      if (taken.status === 'gap') return ack({ ok: false, nextSeq: taken.nextSeq, error: 'out-of-order' });
      const duplicate = taken.status === 'duplicate' ? { duplicate: true } : {};
      if (taken.status === 'stored') {
        unheardOf(sessionId).push({ seq, data });
        void taken.durable.then((nextSeq) => hearDurable(sessionId, nextSeq));
      }
      if (answerWhen === 'receipt') {
        ack({ ok: true, nextSeq: taken.nextSeq, received: taken.received, ...duplicate });
        void taken.durable.then((nextSeq) => announceDurable(sessionId, nextSeq));
      } else {
        ack({ ok: true, nextSeq: await taken.durable, ...duplicate });
      }
    } catch {
      ack({ ok: false, nextSeq: await store.nextSeq(uid, sessionId).catch(() => undefined), error: 'storage' });
    }
  });

  socket.on(RECORDING_EVENTS.stop, async (payload: unknown, ack?: (answer: RecordingStopAck) => void) => {
    if (typeof ack !== 'function') return;
    const reply: StopAck = ack;
    const parsed = recordingStopSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: 'invalid' });
    const { sessionId, localDate } = parsed.data;
    try {
      if (!(await sessionOf(sessionId))) return reply({ ok: false, error: 'not-found' });
      // Every chunk taken is written before the transcript is settled and the seconds counted.
      await store.flush(uid, sessionId);
      await live.finish(uid, sessionId);
      const seconds = (await store.size(uid, sessionId)) / AUDIO_BYTES_PER_SECOND;
      const transcript = await sessions.stopped(uid, sessionId, seconds, localDate);
      if (transcript === null) return reply({ ok: false, error: 'not-found' });
      const lease = held.get(sessionId);
      held.delete(sessionId);
      if (lease) await leases.release(sessionLeaseName(uid, sessionId), lease.holder).catch(() => undefined);
      reply({ ok: true, transcript, seconds });
    } catch (error) {
      console.error('stopping a recording failed', (error as Error).message);
      reply({ ok: false, error: 'storage' });
    }
  });
}
