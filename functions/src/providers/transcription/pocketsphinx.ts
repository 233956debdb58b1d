// The local speech-to-text engine: PocketSphinx (Debian's libpocketsphinx3 with the
// pocketsphinx-en-us model), English only, words while speaking. The C library is called
// through koffi inside worker threads (./pocketsphinx-worker.ts), so decoding never blocks
// the event loop; this side only moves audio and events.
//
// Design: one decoder per worker thread, one worker per open stream. A PocketSphinx decoder
// is stateful (one utterance at a time, its own cepstral mean), so streams cannot share one
// without serialising whole utterances; a worker each keeps streams independent and lets
// them use every core. A decoder costs ~100 MB (acoustic model, dictionary, language-model
// structures) and ~0.25 s to load, and decodes at ~0.15x real time on one core; so:
//   - open() takes a warm idle decoder when there is one, else starts a worker (the audio
//     written meanwhile simply waits in the worker's queue);
//   - after end() or abort() the worker is kept warm for the next stream, up to
//     `idleDecoders` of them (default 1); others free their decoder and exit;
//   - at most `maxStreams` streams are open at once (default 8, ~1 GB): open() beyond that
//     reports onError rather than overcommitting memory and CPU.
// Bounds: audio is copied and posted to the worker at once; if the decoder falls behind
// it queues there. A stream may have at most `maxBacklogSeconds` of audio (default 600 s,
// 19.2 MB) written but not yet consumed; a write beyond that stops the stream with onError.
// The worker itself keeps no audio beyond the first utterance of a stream (see its header).
// Caveat of threads: a crash inside the native library would take the process down with it.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AUDIO_BYTES_PER_SECOND } from '../../shared/audio';
import type { FinalSegment, ParallelTranscription, TranscriberEvents, TranscriptionProvider, TranscriptionStream } from './types';
import type { LanguageModelChoice } from './language-models';
import type { FromWorker, ToWorker, WorkerInit } from './pocketsphinx-worker';
import { config } from '../../config';

// Indices in the worker's shared control array (WorkerInit.control; the worker's module is
// not loaded here, it would load koffi).
const CONTROL_CONSUMED = 0;
const CONTROL_ABORTED = 1;

export interface PocketSphinxOptions {
  /** Directory with en-us/, en-us.lm.bin and cmudict-en-us.dict. Default: POCKETSPHINX_MODEL_DIR, else /usr/share/pocketsphinx/model/en-us. */
  modelDir?: string;
  /** The language model: 'clinical' (default) or 'generic' (./language-models.ts). */
  languageModel?: LanguageModelChoice;
  /** Streams open at once (default 8). */
  maxStreams?: number;
  /** Warm decoders kept for later streams (default 1). */
  idleDecoders?: number;
  /** Audio a stream may have waiting for the decoder, in seconds (default 600). */
  maxBacklogSeconds?: number;
  /**
   * An utterance this long is settled even without a pause, in seconds (default 10: the final of
   * a longer one keeps the live transcript about a second behind while it is decoded to its end).
   */
  maxUtteranceSeconds?: number;
  /** Least time between two partials of a stream, in ms (default 200). */
  partialIntervalMs?: number;
  /** Streams a file may be decoded in at once (default: one per core, at most maxStreams). */
  parallelStreams?: number;
}

/** The compiled worker script, next to this module (functions/lib/...). */
const WORKER_SCRIPT = join(__dirname, 'pocketsphinx-worker.js');

/** Calls an event handler of the caller; a throwing handler must not break the engine. */
function deliver(what: string, call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error(`PocketSphinx: the ${what} handler threw:`, (error as Error).message);
  }
}

class EngineWorker {
  readonly worker: Worker;
  readonly control: BigInt64Array;
  /** Bytes of audio posted to this worker, all streams together. */
  posted = 0;
  seq = 0;
  stream: PocketSphinxStream | null = null;
  dead = false;
  initMs: number | null = null;
  readonly exited: Promise<void>;
  private readonly onDead: (worker: EngineWorker) => void;

  constructor(init: Omit<WorkerInit, 'control'>, onDead: (worker: EngineWorker) => void) {
    const control = new SharedArrayBuffer(16);
    this.control = new BigInt64Array(control);
    this.worker = new Worker(WORKER_SCRIPT, { workerData: { ...init, control } satisfies WorkerInit });
    this.onDead = onDead;
    this.worker.on('message', (message: FromWorker) => this.receive(message));
    this.worker.on('error', (error) => this.die(new Error(`PocketSphinx engine failed: ${error.message}`)));
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        this.die(new Error(`PocketSphinx engine stopped unexpectedly (exit code ${code})`));
        resolve();
      });
    });
  }

  /** The worker cannot serve (it failed, or was told to stop): its stream fails, the provider forgets it. */
  private die(error: Error): void {
    if (this.dead) return;
    this.dead = true;
    this.onDead(this);
    this.stream?.fail(error);
  }

  send(message: ToWorker, transfer?: ArrayBuffer[]): void {
    if (!this.dead) this.worker.postMessage(message, transfer);
  }

  /** Bytes posted but not yet consumed by the decoder. */
  backlog(): number {
    return this.posted - Number(Atomics.load(this.control, CONTROL_CONSUMED));
  }

  assign(stream: PocketSphinxStream): number {
    this.stream = stream;
    this.seq += 1;
    this.worker.ref();
    this.send({ type: 'begin', seq: this.seq });
    return this.seq;
  }

  /** Marks the current stream aborted: its queued audio is skipped, nothing more is reported. */
  abortCurrent(): void {
    Atomics.store(this.control, CONTROL_ABORTED, BigInt(this.seq));
    this.send({ type: 'abort', seq: this.seq });
    this.stream = null;
  }

  idle(): void {
    this.stream = null;
    this.worker.unref();
  }

  shutdown(): Promise<void> {
    if (!this.dead) {
      this.worker.ref(); // whoever awaits this keeps the process until the decoder is freed
      this.send({ type: 'shutdown' });
      this.dead = true;
      // A decoder busy with a long queue still stops; after 10 s it is terminated.
      const timer = setTimeout(() => void this.worker.terminate(), 10000);
      timer.unref();
      void this.exited.then(() => clearTimeout(timer));
    }
    return this.exited;
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        this.initMs = message.initMs;
        return;
      case 'fatal':
        this.die(new Error(message.message));
        return;
      default:
        if (this.stream && message.seq === this.seq) this.stream.receive(message);
    }
  }
}

type StreamState = 'open' | 'ending' | 'done';

class PocketSphinxStream implements TranscriptionStream {
  private state: StreamState = 'open';
  private engine: EngineWorker | null = null;
  private seq = 0;
  private carry: number | null = null;
  private ended: Promise<void> | null = null;
  private resolveEnded: (() => void) | null = null;

  constructor(
    private readonly events: TranscriberEvents,
    private readonly maxBacklogBytes: number,
    private readonly release: (engine: EngineWorker, reusable: boolean) => void,
  ) {}

  attach(engine: EngineWorker): void {
    this.engine = engine;
    this.seq = engine.assign(this);
  }

  write(pcm: Uint8Array): void {
    if (this.state !== 'open' || !this.engine || pcm.length === 0) return;
    // Samples are 2 bytes: an odd byte waits for the next write.
    const total = pcm.length + (this.carry === null ? 0 : 1);
    const even = total - (total % 2);
    if (this.engine.backlog() + even > this.maxBacklogBytes) {
      this.fail(
        new Error(
          `PocketSphinx fell more than ${Math.round(this.maxBacklogBytes / AUDIO_BYTES_PER_SECOND)} s behind the audio; the stream was stopped`,
        ),
      );
      return;
    }
    const copy = new Uint8Array(even);
    let from = 0;
    if (this.carry !== null && even > 0) {
      copy[0] = this.carry;
      copy.set(pcm.subarray(0, even - 1), 1);
      from = even - 1;
      this.carry = null;
    } else {
      copy.set(pcm.subarray(0, even));
      from = even;
    }
    if (from < pcm.length) this.carry = pcm[from];
    if (even === 0) return;
    this.engine.posted += even;
    this.engine.send({ type: 'audio', seq: this.seq, pcm: copy.buffer }, [copy.buffer]);
  }

  end(): Promise<void> {
    if (this.ended) return this.ended;
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
    if (this.state === 'done') this.resolveEnded!();
    else {
      this.state = 'ending';
      this.engine?.send({ type: 'end', seq: this.seq });
    }
    return this.ended;
  }

  abort(): void {
    if (this.state === 'done') return;
    this.finish(false);
  }

  /** The engine failed: onError, and the stream is unusable. */
  fail(error: Error): void {
    if (this.state === 'done') return;
    this.finish(false);
    deliver('onError', () => this.events.onError(error));
  }

  receive(message: FromWorker): void {
    if (this.state === 'done') return;
    switch (message.type) {
      case 'partial':
        deliver('onPartial', () => this.events.onPartial(message.text, message.heardMs));
        break;
      case 'pause':
        deliver('onPause', () => this.events.onPause?.(message.silentMs, message.resumed));
        break;
      case 'final': {
        const segment: FinalSegment = {
          text: message.text,
          startMs: message.startMs,
          endMs: message.endMs,
          ...(message.cut ? { cut: true } : {}),
        };
        deliver('onFinal', () => this.events.onFinal(segment));
        break;
      }
      case 'ended':
        this.finish(true);
        break;
      case 'error':
        this.fail(new Error(message.message));
        break;
    }
  }

  /** Done: the engine goes back to the provider, a pending end() resolves. */
  private finish(settled: boolean): void {
    this.state = 'done';
    const engine = this.engine;
    this.engine = null;
    if (engine && !engine.dead && engine.stream === this) {
      if (!settled) engine.abortCurrent();
      this.release(engine, true);
    } else if (engine) {
      this.release(engine, false);
    }
    this.resolveEnded?.();
  }
}

export class PocketSphinxProvider implements TranscriptionProvider, ParallelTranscription {
  readonly id = 'pocketsphinx' as const;
  readonly live = true;
  /** Each stream has its own worker thread: one per core decode side by side. */
  readonly parallelStreams: number;
  private readonly idle: EngineWorker[] = [];
  private readonly busy = new Set<EngineWorker>();
  private readonly all = new Set<EngineWorker>();
  private readonly streams = new Set<PocketSphinxStream>();
  private closed = false;
  private readonly settings: Required<Omit<PocketSphinxOptions, 'modelDir' | 'languageModel' | 'parallelStreams'>> &
    Pick<PocketSphinxOptions, 'modelDir' | 'languageModel'>;

  constructor(options: PocketSphinxOptions = {}) {
    this.settings = {
      modelDir: options.modelDir,
      languageModel: options.languageModel,
      maxStreams: options.maxStreams ?? 8,
      idleDecoders: options.idleDecoders ?? 1,
      maxBacklogSeconds: options.maxBacklogSeconds ?? 600,
      maxUtteranceSeconds: options.maxUtteranceSeconds ?? 10,
      partialIntervalMs: options.partialIntervalMs ?? 200,
    };
    this.parallelStreams = Math.max(1, Math.min(options.parallelStreams ?? availableParallelism(), this.settings.maxStreams));
  }

  supports(language: string): boolean {
    return language === 'en';
  }

  open(language: string, events: TranscriberEvents): TranscriptionStream {
    const stream = new PocketSphinxStream(events, this.settings.maxBacklogSeconds * AUDIO_BYTES_PER_SECOND, (engine, reusable) =>
      this.release(stream, engine, reusable),
    );
    const refuse = (message: string) => queueMicrotask(() => stream.fail(new Error(message)));
    if (this.closed) refuse('The PocketSphinx provider is closed');
    else if (!this.supports(language)) refuse(`PocketSphinx transcribes English only, not "${language}"`);
    else if (this.streams.size >= this.settings.maxStreams)
      refuse(`PocketSphinx is already transcribing ${this.settings.maxStreams} streams, its limit`);
    else if (!existsSync(WORKER_SCRIPT))
      refuse(`The PocketSphinx worker script ${WORKER_SCRIPT} is missing: build the functions (npm run build:functions)`);
    else {
      let engine = this.idle.pop();
      if (!engine) {
        try {
          engine = this.spawn();
        } catch (error) {
          refuse(`PocketSphinx could not start a worker: ${(error as Error).message}`);
          return stream;
        }
      }
      this.busy.add(engine);
      this.streams.add(stream);
      stream.attach(engine);
    }
    return stream;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const stream of [...this.streams]) stream.abort();
    await Promise.all([...this.all].map((engine) => engine.shutdown()));
  }

  /** Milliseconds the decoders took to load, for the benchmark. */
  decoderLoadTimes(): number[] {
    return [...this.all].map((e) => e.initMs).filter((ms): ms is number => ms !== null);
  }

  private spawn(): EngineWorker {
    const engine = new EngineWorker(
      {
        modelDir: this.settings.modelDir ?? config().transcription.pocketSphinx.modelDir,
        languageModel: this.settings.languageModel,
        maxUtteranceMs: this.settings.maxUtteranceSeconds * 1000,
        partialIntervalMs: this.settings.partialIntervalMs,
      },
      (dead) => this.forget(dead),
    );
    this.all.add(engine);
    return engine;
  }

  private release(stream: PocketSphinxStream, engine: EngineWorker, reusable: boolean): void {
    this.streams.delete(stream);
    this.busy.delete(engine);
    if (!reusable || engine.dead) {
      this.forget(engine);
      void engine.shutdown();
    } else if (!this.closed && this.idle.length < this.settings.idleDecoders) {
      engine.idle();
      this.idle.push(engine);
    } else {
      engine.stream = null;
      void engine.shutdown().then(() => this.all.delete(engine));
    }
  }

  private forget(engine: EngineWorker): void {
    this.busy.delete(engine);
    const i = this.idle.indexOf(engine);
    if (i >= 0) this.idle.splice(i, 1);
    void engine.exited.then(() => this.all.delete(engine));
  }
}
