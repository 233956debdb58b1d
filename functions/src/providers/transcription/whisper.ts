// OpenAI Whisper (or any OpenAI-compatible /v1/audio/transcriptions server) as a delayed,
// multilingual TranscriptionProvider. Whisper transcribes files, not streams, so a stream
// buffers the PCM, cuts it into segments of 10–30 s at a quiet point between words (or at
// end()), wraps each segment as a WAV file and uploads it. Uploads may overlap (up to
// `maxConcurrentUploads` per stream) but finals are reported strictly in audio order, each
// with the segment's offsets. No partials: words arrive segment by segment.
//
// Failures: the SDK retries 408/409/429/5xx and connection errors (`maxRetries`, honouring
// retry-after) and times each attempt out (`timeoutMs`). When a segment still fails, the
// stream stops there ("fail-stop"): the finals of the segments before it are reported, then
// onError says which stretch of audio (from the failed segment's start to the end) was not
// transcribed; later segments are cancelled and nothing more is reported. We do not skip the
// failed segment and carry on, because the interface treats onError as the end of the stream
// and a transcript with a silent hole in the middle would read as complete; the caller keeps
// the recorded audio and can transcribe it again.
//
// Segments that are practically silent, or shorter than 0.1 s (Whisper's minimum), are not
// uploaded (Whisper tends to invent words on silence). Logs carry no audio, text or keys.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, toFile } from 'openai';
import type { TranscriberEvents, TranscriptionProvider, TranscriptionStream } from './types';
import { guarded } from './guarded-events';
import { CloudStream } from './cloud-stream';
import { PCM_BYTES_PER_MS, pcmDurationMs, pcmRms, pcmToWav } from './pcm-wav';

export interface WhisperProviderOptions {
  apiKey: string;
  /** An OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1 (default: OpenAI). */
  baseURL?: string;
  /** Default 'whisper-1'. */
  model?: string;
  /** Retries per segment on 408/409/429/5xx and connection errors (default 3). */
  maxRetries?: number;
  /** Timeout of one upload attempt in ms (default 60 000). */
  timeoutMs?: number;
  /** A segment is cut at the first quiet point after this much audio (default 10 000 ms). */
  minSegmentMs?: number;
  /** ...or at the quietest point before this much audio (default 30 000 ms). */
  maxSegmentMs?: number;
  /** Uploads in flight per stream (default 2). */
  maxConcurrentUploads?: number;
  /** Loudness (RMS, 0..1) below which a 20 ms frame counts as quiet (default 0.01, about -40 dBFS). */
  quietRms?: number;
  /** How long a quiet stretch must last to cut there (default 200 ms). */
  quietRunMs?: number;
  /** A segment quieter than this overall (RMS) is not uploaded (default 0.002, about -54 dBFS). */
  silentSegmentRms?: number;
}

/**
 * ISO 639-1 codes of the languages Whisper was trained on (openai/whisper tokenizer.py,
 * two-letter codes only). The app's list (../../shared/languages.ts) is a subset of it.
 */
export const WHISPER_LANGUAGES: ReadonlySet<string> = new Set(
  (
    'en zh de es ru ko fr ja pt tr pl ca nl ar sv it id hi fi vi he uk el ms cs ro da hu ta no th ur ' +
    'hr bg lt la mi ml cy sk te fa lv bn sr az sl kn et mk br eu is hy ne mn bs kk sq sw gl mr pa si ' +
    'km sn yo so af oc ka be tg sd gu am yi lo uz fo ht ps tk nn mt sa lb my bo tl mg as tt ln ha ba su'
  ).split(' '),
);

type Settings = Required<Omit<WhisperProviderOptions, 'apiKey' | 'baseURL' | 'maxRetries' | 'timeoutMs'>>;

const FRAME_MS = 20;
const FRAME_BYTES = FRAME_MS * PCM_BYTES_PER_MS;
/** Whisper refuses files shorter than 0.1 s. */
const MIN_UPLOAD_MS = 100;

export class WhisperProvider implements TranscriptionProvider {
  readonly id = 'whisper' as const;
  readonly live = false;
  private readonly client: OpenAI;
  private readonly settings: Settings;
  private readonly streams = new Set<WhisperStream>();

  constructor(options: WhisperProviderOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      maxRetries: options.maxRetries ?? 3,
      timeout: options.timeoutMs ?? 60_000,
    });
    this.settings = {
      model: options.model ?? 'whisper-1',
      minSegmentMs: options.minSegmentMs ?? 10_000,
      maxSegmentMs: options.maxSegmentMs ?? 30_000,
      maxConcurrentUploads: options.maxConcurrentUploads ?? 2,
      quietRms: options.quietRms ?? 0.01,
      quietRunMs: options.quietRunMs ?? 200,
      silentSegmentRms: options.silentSegmentRms ?? 0.002,
    };
    if (this.settings.maxSegmentMs < this.settings.minSegmentMs) {
      throw new Error('Whisper maxSegmentMs must not be below minSegmentMs');
    }
  }

  supports(language: string): boolean {
    return WHISPER_LANGUAGES.has(language);
  }

  open(language: string, events: TranscriberEvents): TranscriptionStream {
    if (!this.supports(language)) throw new Error(`Whisper does not support language "${language}"`);
    const stream = new WhisperStream(this.client, this.settings, language, guarded(events, 'Whisper'), () => this.streams.delete(stream));
    this.streams.add(stream);
    return stream;
  }

  async close(): Promise<void> {
    for (const stream of [...this.streams]) stream.abort();
  }
}

interface Segment {
  startMs: number;
  endMs: number;
  pcm: Buffer | undefined;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  text?: string;
  error?: unknown;
}

class WhisperStream extends CloudStream {
  /** The audio of the segment being collected. */
  private chunks: Buffer[] = [];
  private bytes = 0;
  /** Where the segment being collected starts, in bytes of the whole stream. */
  private segmentStartByte = 0;
  /** Loudness of each whole 20 ms frame of the segment being collected. */
  private frames: number[] = [];
  /** The bytes after the last whole frame. */
  private carry: Buffer = Buffer.alloc(0);
  /** Consecutive quiet frames ending at the last frame. */
  private quietRun = 0;
  private readonly segments: Segment[] = [];
  private uploading = 0;
  private readonly controller = new AbortController();

  constructor(
    private readonly client: OpenAI,
    private readonly settings: Settings,
    private readonly language: string,
    private readonly events: TranscriberEvents,
    onClosed: () => void,
  ) {
    super(onClosed);
  }

  protected take(chunk: Buffer): void {
    this.append(chunk);
    this.maybeCut();
  }

  protected onEnd(): void {
    if (this.bytes > 0) this.cut(this.bytes);
    this.pump();
    this.flush();
  }

  private append(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.bytes += chunk.byteLength;
    // Measure the whole 20 ms frames completed by this chunk.
    const data = this.carry.byteLength > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const whole = data.byteLength - (data.byteLength % FRAME_BYTES);
    this.carry = data.subarray(whole);
    const { quietRms, minSegmentMs, quietRunMs } = this.settings;
    for (let offset = 0; offset < whole; offset += FRAME_BYTES) {
      const rms = pcmRms(data, offset, offset + FRAME_BYTES);
      this.frames.push(rms);
      this.quietRun = rms < quietRms ? this.quietRun + 1 : 0;
      const middle = this.frames.length - Math.ceil(this.quietRun / 2);
      if (this.quietRun * FRAME_MS >= quietRunMs && middle * FRAME_MS >= minSegmentMs) {
        // A pause after the minimum length: cut in its middle (the rest is measured again).
        this.cut(middle * FRAME_BYTES);
        return;
      }
    }
  }

  private maybeCut(): void {
    const { minSegmentMs, maxSegmentMs } = this.settings;
    while (pcmDurationMs(this.bytes) >= maxSegmentMs) {
      // No pause long enough: cut at the quietest frame between the minimum and the maximum.
      const from = Math.floor(minSegmentMs / FRAME_MS);
      const to = Math.min(this.frames.length, Math.floor(maxSegmentMs / FRAME_MS));
      let best = to;
      for (let f = from; f < to; f += 1) {
        if (best === to || this.frames[f] < this.frames[best]) best = f;
      }
      this.cut(Math.max(best, 1) * FRAME_BYTES);
    }
    this.pump();
  }

  /** Closes the segment being collected at byteOffset (within it); the rest starts the next one. */
  private cut(byteOffset: number): void {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const pcm = all.subarray(0, byteOffset);
    const rest = all.subarray(byteOffset);
    const startMs = pcmDurationMs(this.segmentStartByte);
    const endMs = pcmDurationMs(this.segmentStartByte + byteOffset);
    this.segmentStartByte += byteOffset;
    this.chunks = [];
    this.bytes = 0;
    this.frames = [];
    this.quietRun = 0;
    this.carry = Buffer.alloc(0);
    const audible = pcm.byteLength > 0 && pcmDurationMs(pcm.byteLength) >= MIN_UPLOAD_MS && pcmRms(pcm) >= this.settings.silentSegmentRms;
    this.segments.push(audible ? { startMs, endMs, pcm, status: 'queued' } : { startMs, endMs, pcm: undefined, status: 'done', text: '' });
    if (rest.byteLength > 0) this.append(Buffer.from(rest));
  }

  /** Starts queued uploads, up to the concurrency limit, oldest first. */
  private pump(): void {
    for (const segment of this.segments) {
      if (this.state === 'closed' || this.uploading >= this.settings.maxConcurrentUploads) return;
      if (segment.status === 'queued') void this.upload(segment);
    }
  }

  private async upload(segment: Segment): Promise<void> {
    segment.status = 'uploading';
    this.uploading += 1;
    try {
      const file = await toFile(pcmToWav(segment.pcm ?? Buffer.alloc(0)), 'segment.wav', { type: 'audio/wav' });
      const result = await this.client.audio.transcriptions.create(
        { file, model: this.settings.model, language: this.language, response_format: 'json' },
        { signal: this.controller.signal },
      );
      segment.text = (result.text ?? '').trim();
      segment.status = 'done';
    } catch (error) {
      segment.error = error;
      segment.status = 'failed';
    } finally {
      segment.pcm = undefined;
      this.uploading -= 1;
    }
    if (this.state === 'closed') return;
    this.flush();
    this.pump();
  }

  /** Reports settled segments in audio order; stops at the first one still in flight. */
  private flush(): void {
    while (this.state !== 'closed' && this.segments.length > 0) {
      const head = this.segments[0];
      if (head.status === 'failed') {
        this.fail(head);
        return;
      }
      if (head.status !== 'done') return;
      this.segments.shift();
      if (head.text) this.events.onFinal({ text: head.text, startMs: head.startMs, endMs: head.endMs });
    }
    if (this.state === 'ending' && this.segments.length === 0) this.close();
  }

  private fail(segment: Segment): void {
    const message =
      `Whisper transcription failed for the audio from ${clock(segment.startMs)} to ${clock(segment.endMs)} ` +
      `(${describeFailure(segment.error)}); the audio from ${clock(segment.startMs)} on was not transcribed`;
    this.close();
    this.events.onError(new Error(message, { cause: segment.error }));
  }

  protected release(): void {
    this.controller.abort();
    this.segments.length = 0;
    this.chunks = [];
  }
}

/** "1:05.3" for 65 300 ms. */
function clock(ms: number): string {
  const seconds = ms / 1000;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${(seconds - minutes * 60).toFixed(1).padStart(4, '0')}`;
}

/** Why an upload failed, without echoing the server's text (it may quote the request). */
function describeFailure(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'the request timed out';
  if (error instanceof APIUserAbortError) return 'the request was cancelled';
  if (error instanceof APIError) {
    if (error.status === undefined) return 'could not reach the server';
    const code = typeof error.code === 'string' && /^[\w.-]{1,64}$/.test(error.code) ? `, ${error.code}` : '';
    return `HTTP ${error.status}${code}`;
  }
  return error instanceof Error ? error.name : 'unknown error';
}
