// Amazon Transcribe streaming (StartStreamTranscription over HTTP/2 with the AWS event-stream
// framing, through @aws-sdk/client-transcribe-streaming) as a live, English-only
// TranscriptionProvider: 'en' is transcribed as en-US. Partial results become onPartial,
// the others onFinal with the result's StartTime/EndTime as offsets.
//
// A recording is carried by one request at a time ("leg"), fed from an async queue of
// AudioEvents (pieces of at most 200 ms, as AWS recommends). A leg's times are relative to
// the audio sent in it, so offsets are the leg's start in the recording plus the result's
// times. A leg ends (the SDK sends the empty end frame and the service finalises) when
// end() is called, or after `idleMs` without audio, because the service gives up on a
// stream that receives no audio for 15 s; the next audio then starts a new leg once the old
// one has finished, so finals stay in audio order.
//
// A leg that fails with a transient error (LimitExceeded, InternalFailure, ServiceUnavailable,
// HTTP 429/5xx, a dropped connection) is replaced after a short pause by a leg that starts at
// the failed leg's last final (at most a minute back) and is sent that audio again, at most `maxRetries` times in a
// row without a final in between. Other errors, or too many, end the stream with onError.
// The SDK's own retries are off (a consumed audio stream cannot be replayed by it).
//
// Credentials: explicit `credentials`, else the SDK's default chain (AWS_ACCESS_KEY_ID /
// AWS_SECRET_ACCESS_KEY env, profile, instance role). `endpoint` may be plain http:// for a
// local stand-in: the SDK's Node HTTP/2 handler then speaks h2c.
import {
  StartStreamTranscriptionCommand,
  TranscribeStreamingClient,
  type AudioStream,
  type LanguageCode,
  type Result,
} from '@aws-sdk/client-transcribe-streaming';
import { AUDIO_SAMPLE_RATE } from '../../shared/audio';
import type { TranscriberEvents, TranscriptionProvider, TranscriptionStream } from './types';
import { guarded } from './guarded-events';
import { CloudStream } from './cloud-stream';
import { PCM_BYTES_PER_MS, PcmHistory, pcmBytes, pcmDurationMs } from './pcm-wav';

export interface AwsTranscribeProviderOptions {
  region: string;
  /** e.g. http://127.0.0.1:8443 for a stand-in (default: the region's AWS endpoint). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Default 'en-US'. */
  languageCode?: LanguageCode;
  /** End the request after this long without audio (default 10 000 ms; AWS stops at 15 s). */
  idleMs?: number;
  /** Consecutive reconnects after transient failures (default 2). */
  maxRetries?: number;
  /** Pause before a reconnect (default 250 ms, doubled each time). */
  retryDelayMs?: number;
}

const MAX_EVENT_BYTES = 200 * PCM_BYTES_PER_MS;
/** At most this much audio is sent again after a failure (and held for it). */
const MAX_RESEND_BYTES = pcmBytes(60_000);
const RETRYABLE_NAMES = new Set(['LimitExceededException', 'InternalFailureException', 'ServiceUnavailableException']);
const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ERR_HTTP2_STREAM_ERROR',
  'ERR_HTTP2_SESSION_ERROR',
  'ERR_HTTP2_GOAWAY_SESSION',
]);

interface Settings {
  languageCode: LanguageCode;
  idleMs: number;
  maxRetries: number;
  retryDelayMs: number;
}

export class AwsTranscribeProvider implements TranscriptionProvider {
  readonly id = 'aws' as const;
  readonly live = true;
  private readonly client: TranscribeStreamingClient;
  private readonly settings: Settings;
  private readonly streams = new Set<AwsStream>();

  constructor(options: AwsTranscribeProviderOptions) {
    this.client = new TranscribeStreamingClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      maxAttempts: 1,
      // Failures reach the caller through onError; the SDK's own warnings would only repeat them.
      logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    this.settings = {
      languageCode: options.languageCode ?? 'en-US',
      idleMs: options.idleMs ?? 10_000,
      maxRetries: options.maxRetries ?? 2,
      retryDelayMs: options.retryDelayMs ?? 250,
    };
  }

  supports(language: string): boolean {
    return language === 'en';
  }

  open(language: string, events: TranscriberEvents): TranscriptionStream {
    if (!this.supports(language)) throw new Error(`Amazon Transcribe is set up for English only, not "${language}"`);
    const stream = new AwsStream(this.client, this.settings, guarded(events, 'Amazon Transcribe'), () => this.streams.delete(stream));
    this.streams.add(stream);
    return stream;
  }

  async close(): Promise<void> {
    for (const stream of [...this.streams]) stream.abort();
    this.client.destroy();
  }
}

/** The audio of one request, handed to the SDK as an async iterable of AudioEvents. */
class AudioQueue implements AsyncIterable<AudioStream> {
  private readonly items: Uint8Array[] = [];
  private ended = false;
  private wake: (() => void) | undefined;

  push(pcm: Buffer): void {
    if (this.ended) return;
    // Equal pieces of at most 200 ms, whole samples.
    const pieces = Math.ceil(pcm.byteLength / MAX_EVENT_BYTES);
    const size = Math.ceil(pcm.byteLength / pieces / 2) * 2;
    for (let offset = 0; offset < pcm.byteLength; offset += size) this.items.push(pcm.subarray(offset, offset + size));
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<AudioStream> {
    for (;;) {
      const chunk = this.items.shift();
      if (chunk) {
        yield { AudioEvent: { AudioChunk: chunk } };
        continue;
      }
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }
}

interface Leg {
  queue: AudioQueue;
  controller: AbortController;
  baseByte: number;
  /** Still taking audio (its queue is not ended). */
  open: boolean;
  lastEndMs: number;
}

class AwsStream extends CloudStream {
  private readonly history = new PcmHistory();
  private leg: Leg | undefined;
  /** Where the next leg starts, once the running one finished or the retry pause is over. */
  private nextFrom: number | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private lastPartial = '';
  private lastEndMs = 0;

  constructor(
    private readonly client: TranscribeStreamingClient,
    private readonly settings: Settings,
    private readonly events: TranscriberEvents,
    onClosed: () => void,
  ) {
    super(onClosed);
  }

  protected take(chunk: Buffer): void {
    this.history.append(chunk);
    if (this.leg?.open) {
      this.leg.queue.push(chunk);
      this.history.dropBefore(this.resumePoint(this.leg));
    } else if (this.nextFrom === undefined) {
      this.nextFrom = this.history.length - chunk.byteLength;
      if (!this.leg) this.startLeg();
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.endLeg(), this.settings.idleMs);
    this.idleTimer.unref();
  }

  protected onEnd(): void {
    clearTimeout(this.idleTimer);
    this.endLeg();
    if (!this.leg && this.nextFrom === undefined) this.close();
  }

  private endLeg(): void {
    if (!this.leg?.open) return;
    this.leg.open = false;
    this.leg.queue.end();
  }

  /** Starts a request for the audio from `nextFrom` on. */
  private startLeg(): void {
    const from = this.nextFrom ?? this.history.length;
    this.nextFrom = undefined;
    const leg: Leg = {
      queue: new AudioQueue(),
      controller: new AbortController(),
      baseByte: from,
      open: true,
      lastEndMs: pcmDurationMs(from),
    };
    this.leg = leg;
    const backlog = this.history.slice(from);
    for (let offset = 0; offset < backlog.byteLength; offset += MAX_EVENT_BYTES) {
      leg.queue.push(backlog.subarray(offset, offset + MAX_EVENT_BYTES));
    }
    if (this.state !== 'open') this.endLeg();
    void this.run(leg);
  }

  private async run(leg: Leg): Promise<void> {
    try {
      const response = await this.client.send(
        new StartStreamTranscriptionCommand({
          LanguageCode: this.settings.languageCode,
          MediaEncoding: 'pcm',
          MediaSampleRateHertz: AUDIO_SAMPLE_RATE,
          AudioStream: leg.queue,
        }),
        { abortSignal: leg.controller.signal },
      );
      for await (const event of response.TranscriptResultStream ?? []) {
        if (this.leg !== leg || this.state === 'closed') return;
        if (event.TranscriptEvent) this.onResults(leg, event.TranscriptEvent.Transcript?.Results ?? []);
      }
      if (this.leg !== leg || this.state === 'closed') return;
      if (leg.open) throw Object.assign(new Error('the service ended the stream early'), { name: 'InternalFailureException' });
      this.leg = undefined;
      if (this.nextFrom !== undefined) this.startLeg();
      else if (this.state === 'ending') this.close();
    } catch (error) {
      if (this.leg !== leg || this.state === 'closed') return;
      this.onLegError(leg, error);
    }
  }

  private onResults(leg: Leg, results: Result[]): void {
    const baseMs = pcmDurationMs(leg.baseByte);
    let partial = '';
    for (const result of results) {
      const text = (result.Alternatives?.[0]?.Transcript ?? '').trim();
      if (result.IsPartial) {
        partial = partial ? `${partial} ${text}` : text;
        continue;
      }
      const startMs = Math.max(this.lastEndMs, baseMs + (result.StartTime ?? 0) * 1000);
      const endMs = Math.max(startMs, baseMs + (result.EndTime ?? 0) * 1000);
      leg.lastEndMs = endMs;
      this.lastEndMs = endMs;
      this.failures = 0;
      this.lastPartial = '';
      if (text) this.events.onFinal({ text, startMs, endMs });
      if (this.state === 'closed') return;
    }
    if (partial && partial !== this.lastPartial) {
      this.lastPartial = partial;
      this.events.onPartial(partial);
    }
    this.history.dropBefore(this.resumePoint(leg));
  }

  /** Where a leg replacing this one starts: its last final, but at most a minute back. */
  private resumePoint(leg: Leg): number {
    return Math.min(this.history.length, Math.max(pcmBytes(leg.lastEndMs), this.history.length - MAX_RESEND_BYTES));
  }

  private onLegError(leg: Leg, error: unknown): void {
    leg.controller.abort();
    leg.queue.end();
    this.leg = undefined;
    if (isRetryable(error) && this.failures < this.settings.maxRetries) {
      this.failures += 1;
      // Resume from the last final: its audio is still in `history`.
      this.nextFrom = this.resumePoint(leg);
      this.retryTimer = setTimeout(
        () => {
          this.retryTimer = undefined;
          if (this.state !== 'closed') this.startLeg();
        },
        this.settings.retryDelayMs * 2 ** (this.failures - 1),
      );
      return;
    }
    const retried = this.failures > 0 ? ` after ${this.failures} reconnect${this.failures > 1 ? 's' : ''}` : '';
    this.close();
    this.events.onError(new Error(`Amazon Transcribe stream failed${retried} (${describe(error)})`, { cause: error }));
  }

  protected release(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.retryTimer);
    if (this.leg) {
      this.leg.queue.end();
      this.leg.controller.abort();
      this.leg = undefined;
    }
  }
}

interface AwsError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

function isRetryable(error: unknown): boolean {
  const e = (error ?? {}) as AwsError;
  const status = e.$metadata?.httpStatusCode;
  return (
    RETRYABLE_NAMES.has(e.name ?? '') || RETRYABLE_CODES.has(e.code ?? '') || status === 429 || (status !== undefined && status >= 500)
  );
}

/** "BadRequestException: <service message>", one short line. */
function describe(error: unknown): string {
  const e = (error ?? {}) as AwsError;
  const status = e.$metadata?.httpStatusCode ? `HTTP ${e.$metadata.httpStatusCode} ` : '';
  const message = (e.message ?? '').replace(/\s+/g, ' ').slice(0, 200);
  return `${status}${e.name ?? 'Error'}${message ? `: ${message}` : ''}`;
}
