// The local engine's streams, written as sentences (./sentences.ts): every final and partial
// of a PocketSphinx stream goes through the stream's SentenceMaker before the caller hears it,
// so what the realtime server saves and shows, what an upload adds and what the note
// generator reads are the same sentences. Cloud engines punctuate themselves: their
// providers are returned as they are.
import { SentenceMaker } from './sentences';
import { parallelStreamsOf, type ParallelTranscription, type TranscriberEvents, type TranscriptionProvider, type TranscriptionStream } from './types';

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
    const sentences = new SentenceMaker();
    return this.engine.open(language, {
      onPartial: (text, heardMs) => events.onPartial(sentences.partial(text), heardMs),
      onFinal: (segment) => events.onFinal(sentences.final(segment)),
      onError: (error) => events.onError(error),
    });
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
