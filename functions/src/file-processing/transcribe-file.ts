// The PCM of an uploaded recording (./audio-to-pcm.ts) → its transcript, through the same
// providers as live recording (../providers/transcription; selectTranscriptionProvider picks
// one by configuration). Final segments are joined as the live transcript joins them
// (appendToTranscript; a pause of more than 4 s starts a paragraph).
//
// Pacing: a file is written faster than real time, but a provider only holds so much unheard
// audio (PocketSphinx stops a stream more than `maxBacklogSeconds`, default 600 s, behind).
// So the audio goes in slices, never more than `leadSeconds` (default 120 s) ahead of what the
// engine is known to have heard: the furthest of the `heardMs` of its partials and the end of
// its finals, and — as partials stop in silence and some providers give no `heardMs` — the
// wall-clock time since the start (every live engine keeps up with real time). The
// backlog then stays below the lead plus the engine's start-up, far within PocketSphinx's limit.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { AUDIO_BYTES_PER_SECOND } from '../shared/audio';
import { appendToTranscript } from '../shared/sessions';
import type { FinalSegment, TranscriptionProvider } from '../providers/transcription/types';

/** The provider does not transcribe the language; nothing was sent to it. */
export class UnsupportedTranscriptionLanguage extends Error {
  override readonly name = 'UnsupportedTranscriptionLanguage';
  constructor(
    readonly language: string,
    readonly providerId: string,
  ) {
    super(
      providerId === 'pocketsphinx'
        ? `The local transcription engine (PocketSphinx) transcribes English only, not "${language}". Configure Whisper, Google Speech-to-Text or Amazon Transcribe to transcribe other languages.`
        : `The transcription engine (${providerId}) does not transcribe "${language}".`,
    );
  }
}

export interface TranscribeFileOptions {
  /** Audio written ahead of what the engine has heard, in seconds (default 120). */
  leadSeconds?: number;
  /** Audio per write, in seconds (default 5). */
  sliceSeconds?: number;
  /** The stream is aborted after this long, in ms (default: 2× the audio's duration + 60 s). */
  timeoutMs?: number;
}

/** A pause this long between two segments starts a new paragraph (as in live transcription). */
const PARAGRAPH_PAUSE_MS = 4000;
const WAIT_MS = 100;

/** Transcribes `pcm` (16 kHz mono s16le) in `language` (ISO 639-1) with `provider`. */
export async function transcribeFile(pcm: Buffer, language: string, provider: TranscriptionProvider, options: TranscribeFileOptions = {}): Promise<string> {
  if (!provider.supports(language)) throw new UnsupportedTranscriptionLanguage(language, provider.id);
  if (pcm.length < 2) return '';
  const durationMs = (pcm.length / AUDIO_BYTES_PER_SECOND) * 1000;
  const leadMs = (options.leadSeconds ?? 120) * 1000;
  const sliceBytes = Math.max(2, Math.floor((options.sliceSeconds ?? 5) * AUDIO_BYTES_PER_SECOND) & ~1);
  const timeoutMs = options.timeoutMs ?? 2 * durationMs + 60000;

  let transcript = '';
  let lastEndMs = 0;
  let heardMs = 0;
  let failure: Error | null = null;
  let timedOut = false;

  const stream = provider.open(language, {
    onPartial: (_text, partialHeardMs) => {
      if (partialHeardMs !== undefined) heardMs = Math.max(heardMs, partialHeardMs);
    },
    onFinal: (segment: FinalSegment) => {
      const paragraph = lastEndMs > 0 && segment.startMs - lastEndMs > PARAGRAPH_PAUSE_MS;
      lastEndMs = segment.endMs;
      heardMs = Math.max(heardMs, segment.endMs);
      transcript = appendToTranscript(transcript, segment.text, paragraph);
    },
    onError: (error) => {
      failure ??= error;
    },
  });
  let rejectTimeout: (error: Error) => void = () => undefined;
  const timedOutPromise = new Promise<never>((_resolve, reject) => (rejectTimeout = reject));
  timedOutPromise.catch(() => undefined);
  const timer = setTimeout(() => {
    timedOut = true;
    stream.abort();
    rejectTimeout(new Error(`Transcription took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`));
  }, timeoutMs);

  try {
    const started = Date.now();
    for (let offset = 0; offset < pcm.length; offset += sliceBytes) {
      const writtenMs = (offset / AUDIO_BYTES_PER_SECOND) * 1000;
      while (!failure && !timedOut && writtenMs - Math.max(heardMs, Date.now() - started) > leadMs) await sleep(WAIT_MS);
      if (failure || timedOut) break;
      stream.write(pcm.subarray(offset, Math.min(offset + sliceBytes, pcm.length)));
      // Let the engine's events (progress, errors) in between slices.
      await nextTurn();
    }
    if (timedOut) await timedOutPromise;
    if (failure) {
      stream.abort();
      throw failure;
    }
    await Promise.race([stream.end(), timedOutPromise]);
    if (failure) throw failure;
    return transcript;
  } finally {
    clearTimeout(timer);
  }
}
