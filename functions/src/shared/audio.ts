// The recording protocol between the browser and the realtime server: 16 kHz mono 16-bit
// PCM in numbered chunks of about 250 ms, each acknowledged; the server tells the next
// sequence number it expects, so a client that reconnects resends from there and nothing
// captured is lost.
import { z } from 'zod';
import { localDateSchema, sessionIdSchema as sessionId } from './sessions';

/** The sample rate of all audio: recordings, uploads once decoded, every transcription stream. */
export const AUDIO_SAMPLE_RATE = 16000;
/** Bytes per second of that audio, mono 16-bit. */
export const AUDIO_BYTES_PER_SECOND = AUDIO_SAMPLE_RATE * 2;
export const AUDIO_CHUNK_MS = 250;
/** Bytes of one full chunk: 16000 samples/s × 2 bytes × 0.25 s. */
export const AUDIO_CHUNK_BYTES = (AUDIO_BYTES_PER_SECOND * AUDIO_CHUNK_MS) / 1000;
/** A chunk larger than this is refused (4 s of audio). */
export const AUDIO_CHUNK_MAX_BYTES = AUDIO_CHUNK_BYTES * 16;

export const RECORDING_EVENTS = {
  open: 'recording:open',
  chunk: 'recording:chunk',
  stop: 'recording:stop',
  /** Server to client: every chunk of a session below `nextSeq` is durable (RecordingDurable). */
  durable: 'recording:durable',
} as const;

/**
 * recording:open {sessionId, clientId?} → ack RecordingAck. `clientId` names the browser tab
 * recording (it survives a reload): that tab takes the session back at once on any instance,
 * while another one is told the session is taken.
 */
export const recordingOpenSchema = z.object({
  sessionId,
  clientId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/)
    .optional(),
});

/**
 * recording:chunk {sessionId, seq, data, ack?} → ack RecordingAck. `data` is checked apart
 * (binary). With `ack: 'durable'` (the default) the answer comes once the chunk is durable.
 * With `ack: 'receipt'` it comes as soon as the server has taken the chunk (`received` is the
 * next chunk it expects, `nextSeq` its durable mark then), and the socket is told of each
 * durable step by recording:durable: only that lets the browser forget a chunk.
 */
export const recordingChunkSchema = z.object({
  sessionId,
  seq: z.number().int().min(0),
  ack: z.enum(['durable', 'receipt']).default('durable'),
});

/** recording:durable, from the server: every chunk of the session below `nextSeq` is durable. */
export interface RecordingDurable {
  sessionId: string;
  nextSeq: number;
}

/** recording:stop {sessionId, localDate} → ack RecordingStopAck. */
export const recordingStopSchema = z.object({ sessionId, localDate: localDateSchema });

/**
 * Why the server refused: bad payload; a chunk after a gap; storage failed; no such session
 * (or it ended); the language has no transcription here; the plan's time limit is reached;
 * the user already records as many sessions at once as allowed (busy, on open and chunk);
 * another browser is recording this session (taken, on open and chunk).
 */
export type RecordingError = 'invalid' | 'out-of-order' | 'storage' | 'not-found' | 'language' | 'limit' | 'busy' | 'taken';

/**
 * What the server answers to open and chunk. `nextSeq`: every chunk below it is durable;
 * `received` (a receipt's answer): every chunk below it is taken. `transcript` (on open) is
 * the saved transcript so far; a refusal may carry a `message` in English (busy does).
 */
export type RecordingAck =
  | { ok: true; nextSeq: number; received?: number; duplicate?: boolean; transcript?: string; provider?: string }
  | { ok: false; nextSeq?: number; error: RecordingError; message?: string };

/** What the server answers to stop: the final transcript and the seconds recorded. */
export type RecordingStopAck = { ok: true; transcript: string; seconds: number } | { ok: false; error: RecordingError };
