// The PCM of an uploaded recording (./audio-to-pcm.ts) → its transcript, through the same
// providers as live recording (../providers/transcription; transcriptionEngine picks one by
// configuration). Final segments are joined as the live transcript joins them
// (appendToTranscript; a paragraph where the engine marks one or after a pause of more than 4 s).
//
// Pacing: a file is written faster than real time, but a provider only holds so much unheard
// audio (PocketSphinx stops a stream more than `maxBacklogSeconds`, default 600 s, behind).
// So the audio goes in slices, never more than `leadSeconds` (default 120 s) ahead of what the
// engine is known to have heard: the furthest of the `heardMs` of its partials and the end of
// its finals, and — as partials stop in silence and some providers give no `heardMs` — the
// wall-clock time since the start (every live engine keeps up with real time). The
// backlog then stays below the lead plus the engine's start-up, far within PocketSphinx's limit.
//
// Parts: a provider that decodes several streams at once (the local engine: a worker thread
// per core) gets a long file cut in that many parts, each cut at the quietest moment near its
// share of the audio, decoded side by side; the parts' segments are put back on the file's
// time line in order. A 5-minute file then takes about half the time on two cores.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { AUDIO_BYTES_PER_SECOND } from '../shared/audio';
import { appendToTranscript } from '../shared/sessions';
import { startsParagraph } from '../providers/transcription/paragraphs';
import { parallelStreamsOf, type FinalSegment, type TranscriptionProvider } from '../providers/transcription/types';
import { cutPoints } from './quiet-cuts';

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
  /** Parts decoded at once (default: as many as the provider decodes side by side). */
  parallel?: number;
}

/** The transcript of a file and its segments, placed in the file's audio. */
export interface FileTranscript {
  text: string;
  segments: FinalSegment[];
}

const WAIT_MS = 100;
/** A part is at least this long: shorter files are decoded in one stream. */
const MIN_PART_SECONDS = 60;

/** Transcribes `pcm` (16 kHz mono s16le) in `language` (ISO 639-1) with `provider`. */
export async function transcribeFile(
  pcm: Buffer,
  language: string,
  provider: TranscriptionProvider,
  options: TranscribeFileOptions = {},
): Promise<string> {
  return (await transcribeFileSegments(pcm, language, provider, options)).text;
}

/** As transcribeFile, with the segments and their times in the file. */
export async function transcribeFileSegments(
  pcm: Buffer,
  language: string,
  provider: TranscriptionProvider,
  options: TranscribeFileOptions = {},
): Promise<FileTranscript> {
  if (!provider.supports(language)) throw new UnsupportedTranscriptionLanguage(language, provider.id);
  if (pcm.length < 2) return { text: '', segments: [] };
  const seconds = pcm.length / AUDIO_BYTES_PER_SECOND;
  const parts = Math.max(1, Math.min(options.parallel ?? parallelStreamsOf(provider), Math.floor(seconds / MIN_PART_SECONDS)));
  const bounds = [0, ...cutPoints(pcm, parts), pcm.length];
  const decoded = await Promise.all(
    bounds.slice(1).map((end, k) => transcribePart(pcm.subarray(bounds[k], end), language, provider, options)),
  );
  const segments: FinalSegment[] = [];
  let text = '';
  let lastEndMs = 0;
  decoded.forEach((part, k) => {
    const offsetMs = Math.round((bounds[k] / AUDIO_BYTES_PER_SECOND) * 1000);
    for (const found of part) {
      const segment = { ...found, startMs: found.startMs + offsetMs, endMs: found.endMs + offsetMs };
      text = appendToTranscript(text, segment.text, startsParagraph(segment, lastEndMs));
      lastEndMs = segment.endMs;
      segments.push(segment);
    }
  });
  return { text, segments };
}

/** One stream's segments for `pcm`, times in `pcm`. */
async function transcribePart(
  pcm: Buffer,
  language: string,
  provider: TranscriptionProvider,
  options: TranscribeFileOptions,
): Promise<FinalSegment[]> {
  const durationMs = (pcm.length / AUDIO_BYTES_PER_SECOND) * 1000;
  const leadMs = (options.leadSeconds ?? 120) * 1000;
  const sliceBytes = Math.max(2, Math.floor((options.sliceSeconds ?? 5) * AUDIO_BYTES_PER_SECOND) & ~1);
  const timeoutMs = options.timeoutMs ?? 2 * durationMs + 60000;

  const segments: FinalSegment[] = [];
  let heardMs = 0;
  let failure: Error | null = null;
  let timedOut = false;

  const stream = provider.open(language, {
    onPartial: (_text, partialHeardMs) => {
      if (partialHeardMs !== undefined) heardMs = Math.max(heardMs, partialHeardMs);
    },
    onFinal: (segment: FinalSegment) => {
      heardMs = Math.max(heardMs, segment.endMs);
      if (segment.text.trim()) segments.push(segment);
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
    return segments;
  } finally {
    clearTimeout(timer);
  }
}
