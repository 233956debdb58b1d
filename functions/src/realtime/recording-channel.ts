// The recording events of a user's socket: open a session (learn the next expected
// chunk) and send chunks, each acknowledged only once it is stored.
import type { Socket } from 'socket.io';
import { AUDIO_CHUNK_MAX_BYTES, RECORDING_EVENTS, recordingChunkSchema, recordingOpenSchema, type RecordingAck } from '../shared/audio';
import type { AudioStore } from './audio-store';

type Ack = (answer: RecordingAck) => void;

/** Binary payloads arrive as Buffer (Node) or ArrayBuffer/Uint8Array. */
function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return null;
}

/** Registers the recording events on an authenticated socket of user `uid`. */
export function handleRecording(socket: Socket, uid: string, store: AudioStore): void {
  socket.on(RECORDING_EVENTS.open, async (payload: unknown, ack?: Ack) => {
    if (typeof ack !== 'function') return;
    const parsed = recordingOpenSchema.safeParse(payload);
    if (!parsed.success) return ack({ ok: false, error: 'invalid' });
    try {
      ack({ ok: true, nextSeq: await store.nextSeq(uid, parsed.data.sessionId) });
    } catch {
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
    const { sessionId, seq } = parsed.data;
    try {
      const { status, nextSeq } = await store.put(uid, sessionId, seq, data);
      if (status === 'stored') ack({ ok: true, nextSeq });
      else if (status === 'duplicate') ack({ ok: true, nextSeq, duplicate: true });
      else ack({ ok: false, nextSeq, error: 'out-of-order' });
    } catch {
      ack({ ok: false, nextSeq: await store.nextSeq(uid, sessionId).catch(() => undefined), error: 'storage' });
    }
  });
}
