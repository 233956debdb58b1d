// Live transcription of recording sessions on the realtime server. Each session being
// recorded has one engine stream, fed with every chunk as soon as it is stored. Final
// segments are saved to the session before they are announced, and the session keeps the
// mark up to which its audio is transcribed, so after a crash or a restart the stream is
// rebuilt from the stored audio after that mark: nothing already recorded is missing
// from the transcript.
import { AUDIO_BYTES_PER_SECOND } from '../shared/audio';
import { appendToTranscript, TRANSCRIPT_EVENTS, type TranscriptFinalEvent, type TranscriptPartialEvent } from '../shared/sessions';
import { startsParagraph } from '../providers/transcription/paragraphs';
import type { TranscriptionProvider, TranscriptionStream } from '../providers/transcription/types';
import type { AudioStore } from '../providers/storage/audio-store';
import type { RecordingSession, SessionBackend } from './session-backend';

const BYTES_PER_MS = AUDIO_BYTES_PER_SECOND / 1000;
/** A stream with no audio for this long is settled and closed (it reopens with the next chunk). */
const IDLE_CLOSE_MS = 90_000;
/** After an engine failure, a chunk reopens the stream at most this often. */
const RETRY_AFTER_MS = 30_000;
/**
 * A live engine that has heard no words since its last final is in silence: every this
 * many ms, the audio fed so far (less a margin) is marked transcribed, so a replay after a
 * restart never has to go through long silences again.
 */
const SILENCE_MARK_MS = 30_000;
const SILENCE_MARGIN_MS = 2_000;
/** Stored audio is replayed to a new stream in slices of this size (1 s). */
const REPLAY_SLICE_BYTES = BYTES_PER_MS * 1000;

export class UnsupportedLanguageError extends Error {}

export type Emit = (
  uid: string,
  event: string,
  payload: TranscriptPartialEvent | TranscriptFinalEvent | { sessionId: string; message: string },
) => void;

interface Live {
  stream: TranscriptionStream;
  /** Session audio (ms) at which this stream's audio begins. */
  baseMs: number;
  /** Bytes written to this stream. */
  fedBytes: number;
  lastEndMs: number;
  /** The transcript as this stream has made it (the saved one plus what is being saved). */
  transcript: string;
  /** Words were heard after the last final (live engines only report them). */
  heardSinceFinal: boolean;
  /** Stream ms up to which silence was last marked transcribed. */
  silenceMarkedMs: number;
  live: boolean;
  /** Saving finals, in order. */
  saving: Promise<unknown>;
  idle: NodeJS.Timeout;
}

export interface LiveTranscriptionOptions {
  audio: AudioStore;
  sessions: SessionBackend;
  providerFor(type: RecordingSession['transcriptType']): TranscriptionProvider;
  emit: Emit;
}

export class LiveTranscription {
  private readonly live = new Map<string, Live>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly failedAt = new Map<string, number>();

  constructor(private readonly options: LiveTranscriptionOptions) {}

  /** Runs `task` after the previous task of the same session. */
  private serial<T>(key: string, task: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(key) ?? Promise.resolve()).then(task, task);
    this.queues.set(
      key,
      next.catch(() => undefined),
    );
    return next;
  }

  /** The provider that will transcribe `session`; throws UnsupportedLanguageError when none can. */
  providerOf(session: RecordingSession): TranscriptionProvider {
    const provider = this.options.providerFor(session.transcriptType);
    if (!provider.supports(session.language)) throw new UnsupportedLanguageError(session.language);
    return provider;
  }

  /** Makes sure the session has a stream that has heard all of its stored audio. */
  attach(uid: string, sessionId: string, session: RecordingSession): Promise<void> {
    return this.serial(`${uid}/${sessionId}`, () => this.open(uid, sessionId, session));
  }

  private async open(uid: string, sessionId: string, session: RecordingSession): Promise<void> {
    const key = `${uid}/${sessionId}`;
    if (this.live.has(key)) return;
    const provider = this.providerOf(session);
    const storedBytes = await this.options.audio.size(uid, sessionId);
    const baseMs = Math.min(session.transcriptCoveredMs, Math.floor(storedBytes / BYTES_PER_MS));
    // Only the audio the saved transcript does not cover is read back.
    const tail = await this.options.audio.read(uid, sessionId, baseMs * BYTES_PER_MS);
    const live: Live = {
      stream: null as unknown as TranscriptionStream,
      baseMs,
      fedBytes: 0,
      lastEndMs: 0,
      transcript: session.transcript,
      heardSinceFinal: false,
      silenceMarkedMs: 0,
      live: provider.live,
      saving: Promise.resolve(),
      idle: this.idleTimer(uid, sessionId),
    };
    live.stream = provider.open(session.language, {
      onPartial: (text, heardMs) => {
        live.heardSinceFinal = true;
        this.options.emit(uid, TRANSCRIPT_EVENTS.partial, {
          sessionId,
          text,
          ...(heardMs === undefined ? {} : { heardMs: live.baseMs + heardMs }),
        });
      },
      onFinal: (segment) => {
        const paragraph = startsParagraph(segment, live.lastEndMs);
        live.lastEndMs = segment.endMs;
        live.heardSinceFinal = false;
        const coveredMs = live.baseMs + segment.endMs;
        // Shown at once; saved right after. Should the server die in between, the words are not
        // lost: the saved mark is still before them, so their audio is transcribed again.
        live.transcript = appendToTranscript(live.transcript, segment.text, paragraph);
        const expected = live.transcript;
        this.options.emit(uid, TRANSCRIPT_EVENTS.final, { sessionId, text: segment.text, transcript: expected, endMs: coveredMs });
        live.saving = live.saving
          .then(async () => {
            const saved = await this.options.sessions.appendFinal(uid, sessionId, segment.text, coveredMs, paragraph);
            // Someone else changed the transcript meanwhile: the saved text wins, and the screen follows it.
            if (saved !== null && saved !== expected) {
              live.transcript = saved;
              this.options.emit(uid, TRANSCRIPT_EVENTS.final, { sessionId, text: '', transcript: saved, endMs: coveredMs });
            }
          })
          .catch((error: unknown) => console.error('saving a transcript segment failed', (error as Error).message));
      },
      onError: (error) => {
        this.failedAt.set(key, Date.now());
        this.options.emit(uid, TRANSCRIPT_EVENTS.error, { sessionId, message: error.message });
        if (this.live.get(key) === live) this.close(key, live);
      },
    });
    this.live.set(key, live);
    for (let offset = 0; offset < tail.length; offset += REPLAY_SLICE_BYTES)
      this.write(live, tail.subarray(offset, offset + REPLAY_SLICE_BYTES));
    // Words the engine settled at once are saved before the caller reads the transcript.
    await live.saving;
  }

  private write(live: Live, data: Uint8Array): void {
    live.stream.write(data);
    live.fedBytes += data.length;
  }

  /** In a long silence of a live engine, moves the transcribed mark up to shortly before now. */
  private markSilence(uid: string, sessionId: string, live: Live): void {
    const fedMs = Math.floor(live.fedBytes / BYTES_PER_MS);
    if (!live.live || live.heardSinceFinal || fedMs - live.silenceMarkedMs < SILENCE_MARK_MS) return;
    live.silenceMarkedMs = fedMs;
    const coveredMs = live.baseMs + Math.max(live.lastEndMs, fedMs - SILENCE_MARGIN_MS);
    live.saving = live.saving
      .then(() => this.options.sessions.markCovered(uid, sessionId, coveredMs))
      .catch((error: unknown) => console.error('saving the transcribed mark failed', (error as Error).message));
  }

  private idleTimer(uid: string, sessionId: string): NodeJS.Timeout {
    const timer = setTimeout(() => void this.finish(uid, sessionId), IDLE_CLOSE_MS);
    timer.unref();
    return timer;
  }

  private close(key: string, live: Live): void {
    clearTimeout(live.idle);
    this.live.delete(key);
  }

  /** A chunk of the session was stored: the engine hears it (reopening the stream if need be). */
  stored(uid: string, sessionId: string, data: Uint8Array): Promise<void> {
    const key = `${uid}/${sessionId}`;
    return this.serial(key, async () => {
      const live = this.live.get(key);
      if (live) {
        clearTimeout(live.idle);
        live.idle = this.idleTimer(uid, sessionId);
        this.write(live, data);
        this.markSilence(uid, sessionId, live);
        return;
      }
      // No stream (closed when idle, or the engine failed): reopen from what the transcript lacks.
      if (Date.now() - (this.failedAt.get(key) ?? 0) < RETRY_AFTER_MS) return;
      const session = await this.options.sessions.load(uid, sessionId);
      if (session) await this.open(uid, sessionId, session).catch(() => undefined);
    });
  }

  /** Settles the session's stream: every final is saved and the transcript covers all audio fed. */
  finish(uid: string, sessionId: string): Promise<void> {
    const key = `${uid}/${sessionId}`;
    return this.serial(key, async () => {
      const live = this.live.get(key);
      if (!live) return;
      this.close(key, live);
      try {
        await live.stream.end();
      } catch (error) {
        console.error('ending a transcription stream failed', (error as Error).message);
        live.stream.abort();
        await live.saving;
        return;
      }
      await live.saving;
      await this.options.sessions.markCovered(uid, sessionId, live.baseMs + Math.floor(live.fedBytes / BYTES_PER_MS));
    });
  }

  /** Drops the session's stream without saving anything more (the session ended). */
  drop(uid: string, sessionId: string): void {
    const key = `${uid}/${sessionId}`;
    const live = this.live.get(key);
    if (!live) return;
    this.close(key, live);
    live.stream.abort();
  }

  /** Settles every open stream (server shutdown). */
  async finishAll(): Promise<void> {
    await Promise.all(
      [...this.live.keys()].map((key) => {
        const [uid, sessionId] = key.split('/');
        return this.finish(uid, sessionId);
      }),
    );
  }
}
