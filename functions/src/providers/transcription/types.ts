// One interface for every speech-to-text engine: the realtime server writes a session's PCM
// into a stream as it arrives and hears partial words and final segments back. Real
// adapters (Whisper, Google, AWS) and the local PocketSphinx engine all implement it; which
// one runs is chosen by configuration (./select.ts).

/** A stretch of final text and where it lies in the session's audio. */
export interface FinalSegment {
  text: string;
  /** Offsets in the audio written to this stream, in milliseconds. */
  startMs: number;
  endMs: number;
  /** The engine says this segment starts a paragraph (else the consumer decides from the pause before it). */
  paragraph?: boolean;
  /** The engine cut it at a length cap, not at a pause: the speaker goes on into the next one. */
  cut?: boolean;
}

export interface TranscriberEvents {
  /**
   * The words heard so far in the segment being spoken; replaces the previous partial.
   * `heardMs`: how much of the stream's audio the engine had heard when it made them.
   */
  onPartial(text: string, heardMs?: number): void;
  /** A segment is settled: its text will not change. Empty segments are not reported. */
  onFinal(segment: FinalSegment): void;
  /**
   * Optional, from the local engine: the pause after the last final so far. `silentMs` of
   * silence heard since that final's end; `resumed`: speech started again after that much.
   * Reported after each write until speech resumes or the pause is long (a few seconds).
   */
  onPause?(silentMs: number, resumed: boolean): void;
  /** The engine failed; the stream is unusable after this. */
  onError(error: Error): void;
}

/** One live stream of 16 kHz mono 16-bit little-endian PCM. */
export interface TranscriptionStream {
  /** Appends audio. Never blocks the caller; work happens off the event loop. */
  write(pcm: Uint8Array): void;
  /** No more audio: settles what is pending (onFinal) and resolves when all of it was reported. */
  end(): Promise<void>;
  /** Drops the stream without waiting for anything. */
  abort(): void;
}

export type TranscriptionProviderId = 'pocketsphinx' | 'whisper' | 'google' | 'aws';

export interface TranscriptionProvider {
  readonly id: TranscriptionProviderId;
  /** True when words arrive while speaking; false for delayed (segment by segment) providers. */
  readonly live: boolean;
  /** Whether this provider can transcribe the language (ISO 639-1 code of the shared list). */
  supports(language: string): boolean;
  /** Opens a stream for one recording. `language` must be supported. */
  open(language: string, events: TranscriberEvents): TranscriptionStream;
  /** Releases what the provider holds (workers, connections). */
  close(): Promise<void>;
}

/**
 * Optional capability: the provider decodes this many streams at once without them slowing
 * each other (the local engine: one per core), so a file may be transcribed in parts.
 */
export interface ParallelTranscription {
  readonly parallelStreams: number;
}

/** How many streams at once `provider` decodes well (1 unless it says more). */
export function parallelStreamsOf(provider: TranscriptionProvider): number {
  const declared = (provider as Partial<ParallelTranscription>).parallelStreams;
  return typeof declared === 'number' && declared > 1 ? Math.floor(declared) : 1;
}
