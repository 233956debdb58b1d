// The local engine's streams, written as sentences (./sentences.ts): every final and partial
// of a PocketSphinx stream goes through the stream's SentenceMaker before the caller hears it,
// so what the realtime server saves and shows, what an upload adds and what the note
// generator reads are the same sentences. Cloud engines punctuate themselves: their
// providers are returned as they are.
//
// A final whose last word cannot end a sentence ("... on the") is held until it is known
// whether the speaker goes on: the next final, or the next partial, tells how long the pause
// was (a pause of SENTENCE_PAUSE_MS or more ends the sentence anyway); in silence, where the
// engine reports nothing, the final is let go as a sentence after HOLD_MS; end() lets it go.
// A held final that ends its sentence is thus settled about half a second later than others.
import { SENTENCE_PAUSE_MS, SentenceMaker } from './sentences';
import { parallelStreamsOf, type FinalSegment, type ParallelTranscription, type TranscriberEvents, type TranscriptionProvider, type TranscriptionStream } from './types';

/**
 * How long a held final waits in silence before it is let go as a whole sentence (ms of wall
 * time): with the 0.3 s of silence the engine waited before settling it, about SENTENCE_PAUSE_MS.
 */
const HOLD_MS = 500;
/** Speech a partial has heard at least, once speech resumes (the engine reports one after some words). */
const PARTIAL_SPEECH_MS = 500;

class SentenceStream implements TranscriptionStream {
  private readonly sentences = new SentenceMaker();
  private held: FinalSegment | null = null;
  private timer: NodeJS.Timeout | null = null;
  readonly inner: TranscriptionStream;

  constructor(
    engine: TranscriptionProvider,
    language: string,
    private readonly events: TranscriberEvents,
  ) {
    this.inner = engine.open(language, {
      onPartial: (text, heardMs) => {
        if (this.held && heardMs !== undefined) this.release(heardMs - this.held.endMs >= SENTENCE_PAUSE_MS + PARTIAL_SPEECH_MS);
        events.onPartial(this.sentences.partial(text), heardMs);
      },
      onFinal: (segment) => {
        if (this.held) this.release(segment.startMs - this.held.endMs >= SENTENCE_PAUSE_MS);
        if (!SentenceMaker.endsOpen(segment.text)) {
          events.onFinal(this.sentences.final(segment));
          return;
        }
        this.held = segment;
        this.timer = setTimeout(() => this.release(true), HOLD_MS);
        this.timer.unref();
      },
      onError: (error) => {
        this.drop();
        events.onError(error);
      },
    });
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
