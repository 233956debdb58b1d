// The recording protocol between the browser and the realtime server (ARCHITECTURE
// section 6): 16 kHz mono 16-bit PCM in numbered chunks of about 250 ms, each
// acknowledged; the server tells the next sequence number it expects, so a client
// that reconnects resends from there and nothing captured is lost.
import { z } from 'zod';

export const AUDIO_SAMPLE_RATE = 16000;
export const AUDIO_CHUNK_MS = 250;
/** Bytes of one full chunk: 16000 samples/s × 2 bytes × 0.25 s. */
export const AUDIO_CHUNK_BYTES = (AUDIO_SAMPLE_RATE * 2 * AUDIO_CHUNK_MS) / 1000;
/** A chunk larger than this is refused (4 s of audio). */
export const AUDIO_CHUNK_MAX_BYTES = AUDIO_CHUNK_BYTES * 16;

export const RECORDING_EVENTS = {
  open: 'recording:open',
  chunk: 'recording:chunk',
} as const;

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid session id');

/** recording:open {sessionId} → ack RecordingAck. */
export const recordingOpenSchema = z.object({ sessionId });

/** recording:chunk {sessionId, seq, data} → ack RecordingAck. `data` is checked apart (binary). */
export const recordingChunkSchema = z.object({ sessionId, seq: z.number().int().min(0) });

/** What the server answers to open and chunk. */
export type RecordingAck =
  | { ok: true; nextSeq: number; duplicate?: boolean }
  | { ok: false; nextSeq?: number; error: 'invalid' | 'out-of-order' | 'storage' };
