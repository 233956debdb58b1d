// The local engine's streams, written as sentences (./sentences.ts): every final and partial
// of a PocketSphinx stream goes through the stream's SentenceMaker before the caller hears it,
// so what the realtime server saves and shows, what an upload adds and what the note
// generator reads are the same sentences. Cloud engines punctuate themselves: their
// providers are returned as they are.
//
// A final whose last word cannot end a sentence ("... on the"), or that the engine cut at its
// length cap while the speaker went on (segment.cut), is held until it is known
// whether the speaker goes on: a pause of SENTENCE_PAUSE_MS or more ends the sentence anyway.
// The local engine reports the pause after each final as it hears it (onPause: the silence so
// far, then, once speech resumes, how long it was), so the held final is let go as soon as the
// audio says which: a sentence once SENTENCE_PAUSE_MS of silence was heard, a sentence going
// on once speech resumed sooner; the next final tells too (the gap before it). An engine
// without pause reports is judged by the next partial's heardMs, and in silence, where it
// reports nothing, the final is let go as a sentence after HOLD_MS. With pause reports that
// timer (STALL_MS) only covers audio that stops coming; end() lets the final go.
import { SENTENCE_PAUSE_MS, SentenceMaker } from './sentences';
import {
  parallelStreamsOf,
  type FinalSegment,
  type ParallelTranscription,
  type TranscriberEvents,
  type TranscriptionProvider,
  type TranscriptionStream,
} from './types';

/**
 * How long a held final waits in silence before it is let go as a whole sentence (ms of wall
 * time): with the 0.3 s of silence the engine waited before settling it, about SENTENCE_PAUSE_MS.
 */
const HOLD_MS = 400;
/** With pause reports: how long a held final waits when no audio comes at all (ms of wall time). */
const STALL_MS = 2000;
/** Speech a partial has heard at least, once speech resumes (the engine reports one after some words). */
const PARTIAL_SPEECH_MS = 500;

class SentenceStream implements TranscriptionStream {
  private readonly sentences = new SentenceMaker();
  private held: FinalSegment | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The engine reports pauses (onPause): partials and the wall clock need not be read. */
  private pauses = false;
  readonly inner: TranscriptionStream;

  constructor(
    engine: TranscriptionProvider,
    language: string,
    private readonly events: TranscriberEvents,
  ) {
    this.inner = engine.open(language, {
      onPartial: (text, heardMs) => {
        if (this.held && heardMs !== undefined && !this.pauses)
          this.release(heardMs - this.held.endMs >= SENTENCE_PAUSE_MS + PARTIAL_SPEECH_MS);
        events.onPartial(this.sentences.partial(text), heardMs);
      },
      onFinal: (segment) => {
        if (this.held) this.release(segment.startMs - this.held.endMs >= SENTENCE_PAUSE_MS);
        if (!segment.cut && !SentenceMaker.endsOpen(segment.text)) {
          events.onFinal(this.sentences.final(segment));
          return;
        }
        this.held = segment;
        this.arm();
      },
      onPause: (silentMs, resumed) => {
        this.pauses = true;
        if (!this.held) return;
        if (resumed || silentMs >= SENTENCE_PAUSE_MS) this.release(silentMs >= SENTENCE_PAUSE_MS);
        else this.arm();
      },
      onError: (error) => {
        this.drop();
        events.onError(error);
      },
    });
  }

  /** (Re)starts the wait of the held final: HOLD_MS, or with pause reports STALL_MS after the last one. */
  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.release(true), this.pauses ? STALL_MS : HOLD_MS);
    this.timer.unref();
  }

  /** Reports the held final: `closing`, its sentence ends with it. */
  private release(closing: boolean): void {
    const held = this.held;
    this.drop();
    if (held) this.events.onFinal(this.sentences.final(held, closing));
  }

  private drop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.held = null;
  }

  write(pcm: Uint8Array): void {
    this.inner.write(pcm);
  }

  async end(): Promise<void> {
    await this.inner.end();
    this.release(true);
  }

  abort(): void {
    this.drop();
    this.inner.abort();
  }
}

class SentenceProvider implements TranscriptionProvider, ParallelTranscription {
  readonly id: TranscriptionProvider['id'];
  readonly live: boolean;
  readonly parallelStreams: number;

  constructor(private readonly engine: TranscriptionProvider) {
    this.id = engine.id;
    this.live = engine.live;
    this.parallelStreams = parallelStreamsOf(engine);
  }

  supports(language: string): boolean {
    return this.engine.supports(language);
  }

  open(language: string, events: TranscriberEvents): TranscriptionStream {
    return new SentenceStream(this.engine, language, events);
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}

const wrapped = new WeakMap<TranscriptionProvider, TranscriptionProvider>();

/** `provider` writing sentences when it is the local engine; any other provider unchanged. */
export function withSentences(provider: TranscriptionProvider): TranscriptionProvider {
  if (provider.id !== 'pocketsphinx' || provider instanceof SentenceProvider) return provider;
  let sentenced = wrapped.get(provider);
  if (!sentenced) {
    sentenced = new SentenceProvider(provider);
    wrapped.set(provider, sentenced);
  }
  return sentenced;
}
