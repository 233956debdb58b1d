// Google Cloud Speech-to-Text (v1 StreamingRecognize over gRPC) as a live TranscriptionProvider:
// LINEAR16 at 16 kHz with interim results; interim results become onPartial, final ones
// onFinal, their end offsets giving endMs. It uses the SpeechClient's bidi call itself
// (_streamingRecognize: streaming_config first, then audio_content messages) rather than the
// streamingRecognize() convenience wrapper, because only the former can be cancelled.
//
// One recording may be longer than one gRPC stream may last (about 5 minutes), so a
// recording is carried by a series of streams ("legs"), each covering a contiguous stretch of
// audio. Offsets: a leg remembers where its audio starts in the recording (baseMs); the
// service's result_end_time is relative to the start of the leg's own audio, so
// endMs = baseMs + result_end_time, and startMs is where the previous final of the leg ended
// (or, for a leg's first final, where the previous leg's last final ended). A new leg is started
//   - once a leg holds `streamLimitMs - restartWindowMs` of audio, at the first quiet chunk
//     (so words are not cut in two), and at `streamLimitMs` whatever the audio;
//   - after `idleMs` without audio (the service ends streams that get no audio for ~10 s).
// The old leg is half-closed, so the service finalises what it heard, while new audio goes to
// the new leg at once. Finals are reported in audio order: a newer leg's finals wait until the
// older leg has ended; partials are reported from the oldest unfinished leg only.
//
// A leg that fails with a transient gRPC status (UNAVAILABLE, RESOURCE_EXHAUSTED, INTERNAL,
// ABORTED, DEADLINE_EXCEEDED, OUT_OF_RANGE) is replaced, after a short pause, by a leg that
// starts at the failed leg's last final and is sent that audio again (up to `maxRetries`
// times in a row without a final in between); any other failure, or too many, ends the
// stream with onError. Credentials: the client's own (Application Default Credentials,
// `keyFilename` or `credentials`); for an emulator or a test stand-in pass `apiEndpoint`,
// `port` and `sslCreds: grpc.credentials.createInsecure()`, which skips every credential lookup.
import { SpeechClient } from '@google-cloud/speech';
import { status as GrpcStatus } from '@grpc/grpc-js';
import type { Duplex } from 'node:stream';
import { AUDIO_SAMPLE_RATE } from '../../shared/audio';
import type { TranscriberEvents, TranscriptionProvider, TranscriptionStream } from './types';
import { guarded } from './guarded-events';
import { CloudStream } from './cloud-stream';
import { PCM_BYTES_PER_MS, PcmHistory, pcmBytes, pcmDurationMs, pcmRms } from './pcm-wav';

export type GoogleSpeechClientOptions = NonNullable<ConstructorParameters<typeof SpeechClient>[0]>;

export interface GoogleSpeechProviderOptions {
  /** SpeechClient options: credentials, or apiEndpoint + port + sslCreds for a local server. */
  clientOptions?: GoogleSpeechClientOptions;
  /** Recognition model, e.g. 'latest_long' (default: the service's default). */
  model?: string;
  /** BCP-47 code per app language, overriding GOOGLE_LANGUAGE_CODES. */
  languageCodes?: Record<string, string>;
  /** Longest audio per gRPC stream (default 280 000 ms; the service stops at ~305 s). */
  streamLimitMs?: number;
  /** Before the limit, restart at the first quiet chunk within this window (default 30 000 ms). */
  restartWindowMs?: number;
  /** Half-close the stream after this long without audio (default 5 000 ms). */
  idleMs?: number;
  /** Consecutive reconnects after transient failures (default 2). */
  maxRetries?: number;
  /** Pause before a reconnect (default 250 ms, doubled each time). */
  retryDelayMs?: number;
  /** A chunk quieter than this RMS (0..1) is a good place to restart (default 0.01). */
  quietRms?: number;
}

/** App language (ISO 639-1) → the Speech-to-Text v1 language code used for it. */
export const GOOGLE_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'cmn-Hans-CN',
  ar: 'ar-SA',
  hi: 'hi-IN',
  bg: 'bg-BG',
  ca: 'ca-ES',
  hr: 'hr-HR',
  cs: 'cs-CZ',
  da: 'da-DK',
  nl: 'nl-NL',
  fi: 'fi-FI',
  el: 'el-GR',
  he: 'iw-IL',
  hu: 'hu-HU',
  id: 'id-ID',
  it: 'it-IT',
  ja: 'ja-JP',
  ko: 'ko-KR',
  ms: 'ms-MY',
  no: 'no-NO',
  fa: 'fa-IR',
  pl: 'pl-PL',
  pt: 'pt-PT',
  ro: 'ro-RO',
  ru: 'ru-RU',
  sk: 'sk-SK',
  sv: 'sv-SE',
  th: 'th-TH',
  tr: 'tr-TR',
  uk: 'uk-UA',
  ur: 'ur-PK',
  vi: 'vi-VN',
};

const RETRYABLE = new Set<number>([
  GrpcStatus.UNAVAILABLE,
  GrpcStatus.RESOURCE_EXHAUSTED,
  GrpcStatus.INTERNAL,
  GrpcStatus.ABORTED,
  GrpcStatus.DEADLINE_EXCEEDED,
  GrpcStatus.OUT_OF_RANGE,
]);

/** The gRPC bidi call of one leg (gax CancellableStream). */
type RecognizeCall = Duplex & { cancel(): void };

type Settings = Required<Omit<GoogleSpeechProviderOptions, 'clientOptions' | 'model' | 'languageCodes'>> & {
  model: string | undefined;
};

export class GoogleSpeechProvider implements TranscriptionProvider {
  readonly id = 'google' as const;
  readonly live = true;
  /** Built at the first open(): the client starts connecting (and looking up credentials) at once. */
  private client: SpeechClient | undefined;
  private readonly clientOptions: GoogleSpeechClientOptions;
  private readonly settings: Settings;
  private readonly languageCodes: Record<string, string>;
  private readonly streams = new Set<GoogleStream>();

  constructor(options: GoogleSpeechProviderOptions = {}) {
    const clientOptions = { ...options.clientOptions };
    // With explicit channel credentials nothing is looked up (the universe domain check
    // would otherwise ask Application Default Credentials).
    if (clientOptions.sslCreds && !clientOptions.universeDomain) clientOptions.universeDomain = 'googleapis.com';
    this.clientOptions = clientOptions;
    this.languageCodes = { ...GOOGLE_LANGUAGE_CODES, ...options.languageCodes };
    this.settings = {
      model: options.model,
      streamLimitMs: options.streamLimitMs ?? 280_000,
      restartWindowMs: options.restartWindowMs ?? 30_000,
      idleMs: options.idleMs ?? 5_000,
      maxRetries: options.maxRetries ?? 2,
      retryDelayMs: options.retryDelayMs ?? 250,
      quietRms: options.quietRms ?? 0.01,
    };
  }

  supports(language: string): boolean {
    return Object.hasOwn(this.languageCodes, language);
  }

  open(language: string, events: TranscriberEvents): TranscriptionStream {
    if (!this.supports(language)) throw new Error(`Google Speech-to-Text is not set up for language "${language}"`);
    const config = {
      config: {
        encoding: 'LINEAR16' as const,
        sampleRateHertz: AUDIO_SAMPLE_RATE,
        languageCode: this.languageCodes[language],
        enableAutomaticPunctuation: true,
        ...(this.settings.model ? { model: this.settings.model } : {}),
      },
      interimResults: true,
    };
    this.client ??= new SpeechClient(this.clientOptions);
    const client = this.client;
    const stream = new GoogleStream(
      () => {
        const call = client._streamingRecognize() as RecognizeCall;
        call.write({ streamingConfig: config });
        return call;
      },
      this.settings,
      guarded(events, 'Google Speech-to-Text'),
      () => this.streams.delete(stream),
    );
    this.streams.add(stream);
    return stream;
  }

  async close(): Promise<void> {
    for (const stream of [...this.streams]) stream.abort();
    const client = this.client;
    this.client = undefined;
    await client?.close();
  }
}

/** One gRPC stream carrying the audio in [baseByte, endByte) of the recording. */
interface Leg {
  call: RecognizeCall | undefined;
  baseByte: number;
  endByte: number;
  openedAt: number;
  /** Where the leg's last final ended (ms in the recording). */
  lastEndMs: number;
  /** Finals received but not reported yet (an older leg is still running). */
  finals: { text: string; endMs: number }[];
  partial: string;
  done: boolean;
}

interface StreamingResponse {
  error?: { code?: number | null; message?: string | null } | null;
  results?:
    | {
        isFinal?: boolean | null;
        alternatives?: { transcript?: string | null }[] | null;
        resultEndTime?: { seconds?: number | string | Long | null; nanos?: number | null } | null;
      }[]
    | null;
}

interface Long {
  toNumber(): number;
}

class GoogleStream extends CloudStream {
  private readonly history = new PcmHistory();
  /** Legs not ended yet, oldest first; the last one may be `current`. */
  private legs: Leg[] = [];
  private current: Leg | undefined;
  private failures = 0;
  private lastPartial = '';
  /** Where the last reported final ended. */
  private reportedEndMs = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly retryTimers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly connect: () => RecognizeCall,
    private readonly settings: Settings,
    private readonly events: TranscriberEvents,
    onClosed: () => void,
  ) {
    super(onClosed);
  }

  protected take(chunk: Buffer): void {
    const leg = this.current;
    if (leg?.call && this.shouldRestart(leg, chunk)) this.halfClose(leg);
    this.history.append(chunk);
    if (!this.current) {
      this.current = this.newLeg(this.history.length - chunk.byteLength);
      this.legs.push(this.current);
      this.openLeg(this.current);
    } else {
      this.current.endByte = this.history.length;
      this.current.call?.write({ audioContent: chunk });
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.current?.call) this.halfClose(this.current);
    }, this.settings.idleMs);
    this.idleTimer.unref();
  }

  protected onEnd(): void {
    clearTimeout(this.idleTimer);
    if (this.current?.call) this.halfClose(this.current);
    this.current = undefined;
    this.flush();
  }

  private shouldRestart(leg: Leg, chunk: Buffer): boolean {
    const { streamLimitMs, restartWindowMs, quietRms } = this.settings;
    const legMs = pcmDurationMs(leg.endByte - leg.baseByte);
    if (legMs + pcmDurationMs(chunk.byteLength) > streamLimitMs) return true;
    if (Date.now() - leg.openedAt >= streamLimitMs) return true;
    return legMs >= streamLimitMs - restartWindowMs && pcmRms(chunk) < quietRms;
  }

  private newLeg(baseByte: number): Leg {
    return {
      call: undefined,
      baseByte,
      endByte: this.history.length,
      openedAt: Date.now(),
      lastEndMs: pcmDurationMs(baseByte),
      finals: [],
      partial: '',
      done: false,
    };
  }

  /** Opens the leg's gRPC stream and sends it its audio so far; half-closes it unless current. */
  private openLeg(leg: Leg): void {
    if (leg.endByte <= leg.baseByte && leg !== this.current) {
      leg.done = true;
      this.flush();
      return;
    }
    const call = this.connect();
    leg.call = call;
    leg.openedAt = Date.now();
    call.on('data', (response: StreamingResponse) => this.onResponse(leg, response));
    call.on('error', (error: Error) => this.onLegError(leg, error));
    call.on('end', () => {
      if (leg.done) return;
      leg.done = true;
      if (this.current === leg) this.current = undefined; // the service ended it first
      this.flush();
    });
    const audio = this.history.slice(leg.baseByte, leg.endByte);
    // Resent audio goes in chunk-sized pieces, as live audio would.
    for (let offset = 0; offset < audio.byteLength; offset += 250 * PCM_BYTES_PER_MS) {
      call.write({ audioContent: audio.subarray(offset, offset + 250 * PCM_BYTES_PER_MS) });
    }
    if (leg !== this.current) call.end();
  }

  private halfClose(leg: Leg): void {
    if (this.current === leg) this.current = undefined;
    leg.call?.end();
  }

  private onResponse(leg: Leg, response: StreamingResponse): void {
    if (this.state === 'closed' || leg.done) return;
    if (response.error?.code) {
      const details = response.error.message ?? '';
      this.onLegError(leg, Object.assign(new Error(details), { code: response.error.code, details }));
      return;
    }
    const baseMs = pcmDurationMs(leg.baseByte);
    let partial = '';
    for (const result of response.results ?? []) {
      const text = result.alternatives?.[0]?.transcript ?? '';
      if (!result.isFinal) {
        partial += text;
        continue;
      }
      const endMs = Math.max(leg.lastEndMs, Math.min(baseMs + durationMs(result.resultEndTime), pcmDurationMs(leg.endByte)));
      if (text.trim()) leg.finals.push({ text: text.trim(), endMs });
      leg.lastEndMs = endMs;
      this.failures = 0;
    }
    leg.partial = partial.trim();
    this.flush();
  }

  private onLegError(leg: Leg, error: Error & { code?: number; details?: string }): void {
    if (this.state === 'closed' || leg.done) return;
    leg.done = true;
    leg.call = undefined;
    const code = typeof error.code === 'number' ? error.code : undefined;
    if (code !== undefined && RETRYABLE.has(code) && this.failures < this.settings.maxRetries) {
      this.failures += 1;
      this.replace(leg);
      return;
    }
    const reason = code !== undefined ? `${GrpcStatus[code] ?? code}: ${clean(error.details ?? error.message)}` : clean(error.message);
    const retried = this.failures > 0 ? ` after ${this.failures} reconnect${this.failures > 1 ? 's' : ''}` : '';
    this.close();
    this.events.onError(new Error(`Google Speech-to-Text stream failed${retried} (${reason})`, { cause: error }));
  }

  /** Puts a new leg in place of a failed one, from its last final on, after a pause. */
  private replace(failed: Leg): void {
    const leg = this.newLeg(Math.min(pcmBytes(failed.lastEndMs), failed.endByte));
    leg.endByte = failed.endByte;
    leg.finals = failed.finals;
    this.legs[this.legs.indexOf(failed)] = leg;
    if (this.current === failed) this.current = leg;
    const timer = setTimeout(
      () => {
        this.retryTimers.delete(timer);
        if (this.state !== 'closed') this.openLeg(leg);
      },
      this.settings.retryDelayMs * 2 ** (this.failures - 1),
    );
    this.retryTimers.add(timer);
  }

  /** Reports what is settled, oldest leg first; closes the stream once everything ended. */
  private flush(): void {
    while (this.state !== 'closed' && this.legs.length > 0) {
      const head = this.legs[0];
      for (const { text, endMs } of head.finals.splice(0)) {
        const startMs = this.reportedEndMs;
        this.reportedEndMs = Math.max(startMs, endMs);
        this.events.onFinal({ text, startMs, endMs: this.reportedEndMs });
        if (this.isClosed()) return; // the listener aborted the stream
      }
      if (!head.done) {
        if (head.partial !== this.lastPartial) {
          this.lastPartial = head.partial;
          if (head.partial) this.events.onPartial(head.partial);
        }
        break;
      }
      this.legs.shift();
      this.lastPartial = '';
    }
    const oldest = this.legs[0];
    this.history.dropBefore(oldest ? pcmBytes(oldest.lastEndMs) : this.history.length);
    if (this.state === 'ending' && this.legs.length === 0) this.close();
  }

  private isClosed(): boolean {
    return this.state === 'closed';
  }

  protected release(): void {
    clearTimeout(this.idleTimer);
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    for (const leg of this.legs) {
      leg.done = true;
      leg.call?.cancel();
    }
    this.legs = [];
    this.current = undefined;
  }
}

function durationMs(duration: { seconds?: number | string | Long | null; nanos?: number | null } | null | undefined): number {
  if (!duration) return 0;
  const { seconds, nanos } = duration;
  const s = typeof seconds === 'object' && seconds !== null ? seconds.toNumber() : Number(seconds ?? 0);
  return s * 1000 + (nanos ?? 0) / 1e6;
}

/** A short single-line reason, safe for logs. */
function clean(text: string | undefined): string {
  return (text ?? 'unknown error').replace(/\s+/g, ' ').slice(0, 200);
}
