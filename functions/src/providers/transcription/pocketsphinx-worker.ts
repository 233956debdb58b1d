// The PocketSphinx engine's worker thread: one decoder, serving one stream at a time
// (./pocketsphinx.ts hands the worker from stream to stream). Everything here runs off the
// main event loop; the main thread only posts audio and hears events back.
//
// Decoding. Audio is fed to the decoder in 20 ms steps, so the decoder's voice activity
// detection (ps_get_in_speech) is read often: when speech turns to silence (the VAD waits
// for 0.3 s of silence), the utterance is settled: its text is reported as a final segment
// and a new utterance begins. An utterance that goes on without such a pause is settled at
// a short gap between words after 3/4 of maxUtteranceMs, and at maxUtteranceMs at the
// latest; such a final is marked `cut` (the speaker did not pause). While in speech, the best hypothesis so far is reported as a partial, at most
// every partialIntervalMs and only when it changed.
//
// Cepstral mean. The acoustic model expects features with their mean removed. In live mode
// PocketSphinx estimates that mean from what it has heard (500 frames of weight for its
// starting guess), so the first utterance of a stream is decoded against a generic mean
// and comes out markedly worse than a batch decode of the same audio. So each stream's first
// utterance (once it has at least 0.5 s of speech) is decoded twice: live, for the
// partials, then, when it ends or reaches 6 s, the mean of its own audio is set
// (cmn_live_set) and the kept audio is decoded again for the final. After that the live
// estimate carries on from a good start. The second pass costs at most 6 s of audio (~1 s
// of CPU) once per stream; a first utterance shorter than that has its final delayed by it
// (about 0.15 s per second of speech), a longer one is re-decoded while it is still spoken.
//
// Pauses. After each final, while the silence lasts (up to PAUSE_REPORT_MS), each write
// reports how much of it was heard, and once speech starts again, how long the pause was
// (the VAD's in-speech flag): the sentence step tells a hesitation from a sentence end by it
// without waiting for the next words to be decoded.
//
// Offsets. A final's startMs/endMs come from its words' frames (10 ms each) placed on the
// stream's audio through the number of frames the decoder kept for the utterance, so they
// are offsets in the audio written to the stream, accurate to a frame or two.
//
// Bounds. The worker keeps no audio except, until the first utterance is settled, that
// utterance (at most 6 s of speech, plus up to 1 s of the silence before it). Queued audio
// waits in the message port; the main thread caps it (maxBacklogSeconds) by reading
// how many bytes the worker has consumed from a shared counter.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { AUDIO_SAMPLE_RATE } from '../../shared/audio';
import { createDecoder, DEFAULT_MODEL_DIR, freeDecoder, loadPocketSphinx, type PocketSphinxBinding } from './pocketsphinx-binding';
import { DEFAULT_LANGUAGE_MODEL, type LanguageModelChoice } from './language-models';

/** What the main thread passes to a new worker. */
export interface WorkerInit {
  /** From the provider's options (else POCKETSPHINX_MODEL_DIR); the worker falls back to Debian's model. */
  modelDir?: string;
  /** The language model (default: the clinical one interpolated with the generic one). */
  languageModel?: LanguageModelChoice;
  /** BigInt64Array view: [0] bytes of audio consumed, [1] highest stream sequence number aborted. */
  control: SharedArrayBuffer;
  maxUtteranceMs: number;
  partialIntervalMs: number;
}

export type ToWorker =
  | { type: 'begin'; seq: number }
  | { type: 'audio'; seq: number; pcm: ArrayBuffer }
  | { type: 'end'; seq: number }
  | { type: 'abort'; seq: number }
  | { type: 'shutdown' };

export type FromWorker =
  | { type: 'ready'; initMs: number }
  | { type: 'fatal'; message: string }
  | { type: 'partial'; seq: number; text: string; heardMs: number }
  | { type: 'final'; seq: number; text: string; startMs: number; endMs: number; cut: boolean }
  | { type: 'pause'; seq: number; silentMs: number; resumed: boolean }
  | { type: 'ended'; seq: number }
  | { type: 'error'; seq: number; message: string };

// Indices in the control array (the same in ./pocketsphinx.ts).
const CONTROL_CONSUMED = 0;
const CONTROL_ABORTED = 1;

const SAMPLES_PER_MS = AUDIO_SAMPLE_RATE / 1000;
/** PocketSphinx's frame shift: 10 ms. */
const FRAME_SAMPLES = 160;
const STEP_SAMPLES = 320;
/** The first utterance is re-decoded with its own cepstral mean once it has this much speech... */
const PRIME_MIN_FRAMES = 50;
/** ...and at the latest when it reaches this (frames of 10 ms). */
const PRIME_MAX_FRAMES = 600;
/**
 * Silence (frames of 10 ms) after which the VAD declares the end of speech: 0.3 s instead of
 * PocketSphinx's 0.5 s, so finals come sooner; the librivox sentences still end up whole.
 */
const VAD_POSTSPEECH_FRAMES = 30;
/** The VAD turns to speech after this much of it (PocketSphinx's vad_startspeech, 10 frames). */
const VAD_STARTSPEECH_MS = 100;
/** A pause after a final is reported until it is this long. */
const PAUSE_REPORT_MS = 3000;
/** Silence kept before the first utterance for its second pass. */
const HEAD_SILENCE_SAMPLES = AUDIO_SAMPLE_RATE;
/**
 * A long utterance (past this share of maxUtteranceMs) is settled at the first gap between
 * words: QUIET_STEPS steps (60 ms) quieter than QUIET_SHARE of the utterance's mean level.
 * It is cut at maxUtteranceMs at the latest, wherever that falls.
 */
const SOFT_CAP_SHARE = 0.75;
const QUIET_SHARE = 0.3;
const QUIET_STEPS = 3;

/** Mean absolute amplitude of some samples. */
function meanLevel(samples: Int16Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += Math.abs(samples[i]);
  return samples.length === 0 ? 0 : sum / samples.length;
}

interface StreamState {
  seq: number;
  /** Samples of this stream fed to the decoder so far. */
  pos: number;
  uttOpen: boolean;
  inSpeech: boolean;
  /** The cepstral mean was set from this stream's own audio. */
  primed: boolean;
  /** Until primed: the audio of the current utterance, from sample headStart. */
  head: Int16Array[];
  headStart: number;
  headLength: number;
  lastEndMs: number;
  partialAt: number;
  partialText: string;
  /** No partials while re-decoding. */
  quiet: boolean;
  /** Loudness of the current utterance's speech steps, to find gaps between words. */
  levelSum: number;
  levelSteps: number;
  quietSteps: number;
  /** The end of the last final (ms) while the pause after it is being reported, else null. */
  pauseFrom: number | null;
  /** Where speech started again after that final (ms), once it did. */
  resumedMs: number | null;
}

class Decoder {
  private readonly b: PocketSphinxBinding;
  private readonly config: unknown;
  private readonly ps: unknown;
  private readonly probe: unknown;
  private readonly cmn: unknown;
  private readonly veclen: number;
  private readonly defaultMean: Float32Array;
  private s: StreamState | null = null;

  constructor(
    modelDir: string,
    private readonly settings: WorkerInit,
    private readonly post: (message: FromWorker) => void,
  ) {
    this.b = loadPocketSphinx();
    const decoder = createDecoder(this.b, modelDir, settings.languageModel ?? DEFAULT_LANGUAGE_MODEL, [
      '-vad_postspeech',
      String(VAD_POSTSPEECH_FRAMES),
    ]);
    this.config = decoder.config;
    this.ps = decoder.ps;
    // A second front end with the decoder's own settings (feat.params included), to measure means.
    this.probe = this.b.fe_init_auto_r(this.b.ps_get_config(this.ps));
    const { cmn, veclen } = this.b.cmnOf(this.b.ps_get_feat(this.ps));
    this.cmn = cmn;
    this.veclen = veclen;
    this.defaultMean = new Float32Array(veclen);
    if (this.canPrime) this.b.cmn_live_get(this.cmn, this.defaultMean);
  }

  private get canPrime(): boolean {
    return Boolean(this.probe && this.cmn) && this.veclen > 0;
  }

  get seq(): number | null {
    return this.s?.seq ?? null;
  }

  begin(seq: number): void {
    this.reset();
    // Every stream starts from the same generic mean, whatever the previous one heard.
    if (this.canPrime) this.b.cmn_live_set(this.cmn, this.defaultMean);
    this.s = {
      seq,
      pos: 0,
      uttOpen: false,
      inSpeech: false,
      primed: !this.canPrime,
      head: [],
      headStart: 0,
      headLength: 0,
      lastEndMs: 0,
      partialAt: 0,
      partialText: '',
      quiet: false,
      levelSum: 0,
      levelSteps: 0,
      quietSteps: 0,
      pauseFrom: null,
      resumedMs: null,
    };
  }

  write(pcm: Int16Array): void {
    const s = this.s;
    if (!s) return;
    if (!s.primed) {
      s.head.push(pcm);
      s.headLength += pcm.length;
    }
    this.feed(pcm);
    this.partial();
    this.pause();
  }

  /** Settles what is pending; the decoder is then free for another stream. */
  end(): void {
    const s = this.s;
    if (!s) return;
    if (s.uttOpen) {
      if (!s.primed) this.prime();
      if (s.uttOpen) this.settle();
    }
    this.s = null;
  }

  /** Drops the current stream without reporting anything. */
  reset(): void {
    if (this.s?.uttOpen) this.b.ps_end_utt(this.ps);
    this.s = null;
  }

  free(): void {
    this.reset();
    if (this.probe) this.b.fe_free(this.probe);
    freeDecoder(this.b, { config: this.config, ps: this.ps });
  }

  private feed(pcm: Int16Array): void {
    const s = this.s!;
    for (let i = 0; i < pcm.length; i += STEP_SAMPLES) {
      const step = pcm.subarray(i, i + STEP_SAMPLES);
      if (!s.uttOpen) {
        if (this.b.ps_start_utt(this.ps) < 0) throw new Error('PocketSphinx could not start an utterance');
        s.uttOpen = true;
      }
      if (this.b.ps_process_raw(this.ps, step, step.length, 0, 0) < 0) throw new Error('PocketSphinx failed to process audio');
      s.pos += step.length;
      const speech = this.b.ps_get_in_speech(this.ps) !== 0;
      if (speech && !s.inSpeech && s.pauseFrom !== null && s.resumedMs === null)
        s.resumedMs = Math.max(s.pauseFrom, Math.floor(s.pos / SAMPLES_PER_MS) - VAD_STARTSPEECH_MS);
      if (speech) {
        s.inSpeech = true;
        const frames: number = this.b.ps_get_n_frames(this.ps);
        const level = meanLevel(step);
        s.levelSum += level;
        s.levelSteps += 1;
        s.quietSteps = level < (QUIET_SHARE * s.levelSum) / s.levelSteps ? s.quietSteps + 1 : 0;
        const uttMs = (frames * FRAME_SAMPLES) / SAMPLES_PER_MS;
        if (!s.primed && frames >= PRIME_MAX_FRAMES) this.prime();
        else if (uttMs >= this.settings.maxUtteranceMs) this.settle(true);
        else if (uttMs >= SOFT_CAP_SHARE * this.settings.maxUtteranceMs && s.quietSteps >= QUIET_STEPS) this.settle(true);
      } else if (s.inSpeech) {
        this.settle();
      } else if (!s.primed) {
        this.trimHead();
      }
    }
  }

  /** Before speech, keeps only the last second of the head. */
  private trimHead(): void {
    const s = this.s!;
    while (s.head.length > 1 && s.pos - (s.headStart + s.head[0].length) >= HEAD_SILENCE_SAMPLES) {
      const dropped = s.head.shift()!;
      s.headStart += dropped.length;
      s.headLength -= dropped.length;
    }
  }

  /**
   * Sets the cepstral mean from the current utterance's audio and decodes that audio again.
   * Returns false (and changes nothing) when the utterance has too little speech to tell.
   */
  private prime(): boolean {
    const s = this.s!;
    if (s.primed || this.b.ps_get_n_frames(this.ps) < PRIME_MIN_FRAMES) return false;
    const audio = new Int16Array(s.pos - s.headStart);
    let offset = 0;
    for (const chunk of s.head) {
      const part = chunk.subarray(0, Math.min(chunk.length, audio.length - offset));
      audio.set(part, offset);
      offset += part.length;
      if (offset >= audio.length) break;
    }
    const mean = this.meanOf(audio);
    if (!mean) return false;
    this.b.ps_end_utt(this.ps);
    this.b.cmn_live_set(this.cmn, mean);
    s.primed = true;
    s.head = [];
    s.headLength = 0;
    s.uttOpen = false;
    s.inSpeech = false;
    s.pos = s.headStart;
    s.levelSum = s.levelSteps = s.quietSteps = 0;
    s.quiet = true;
    try {
      this.feed(audio);
    } finally {
      s.quiet = false;
    }
    return true;
  }

  /** The mean cepstrum of the speech frames in `audio`, as the decoder's front end computes them. */
  private meanOf(audio: Int16Array): Float32Array | null {
    const block: unknown[] = [null];
    const count: number[] = [0];
    this.b.fe_start_utt(this.probe);
    if (this.b.fe_process_utt(this.probe, audio, audio.length, block, count) < 0 || !block[0]) return null;
    try {
      const frames = count[0];
      if (frames <= 0) return null;
      const data = this.b.floats(this.b.firstRow(block[0]), frames * this.veclen);
      const sum = new Float64Array(this.veclen);
      let used = 0;
      for (let f = 0; f < frames; f++) {
        const row = f * this.veclen;
        if (data[row] < 0) continue; // as live CMN does: frames without energy do not count
        for (let j = 0; j < this.veclen; j++) sum[j] += data[row + j];
        used++;
      }
      if (used < PRIME_MIN_FRAMES) return null;
      return Float32Array.from(sum, (v) => v / used);
    } finally {
      this.b.fe_free_2d(block[0]);
    }
  }

  /**
   * Ends the utterance, reports its text as a final segment, and readies the next one. `cut`:
   * settled at the length cap while the speaker goes on, not at a pause.
   */
  private settle(cut = false): void {
    const s = this.s!;
    if (!s.primed && this.prime()) return; // the second pass settles it (or carries on)
    this.b.ps_end_utt(this.ps);
    s.uttOpen = false;
    s.inSpeech = false;
    s.levelSum = s.levelSteps = s.quietSteps = 0;
    const text = String(this.b.ps_get_hyp(this.ps, [0]) ?? '').trim();
    if (text) {
      const [startMs, endMs] = this.placement();
      s.lastEndMs = endMs;
      s.pauseFrom = endMs;
      s.resumedMs = null;
      this.post({ type: 'final', seq: s.seq, text, startMs, endMs, cut });
    }
    s.partialText = '';
    s.partialAt = 0;
    if (!s.primed) {
      s.head = [];
      s.headStart = s.pos;
      s.headLength = 0;
    }
  }

  /** Where the settled utterance's words lie in the stream's audio, in ms. */
  private placement(): [number, number] {
    const s = this.s!;
    const frames: number = this.b.ps_get_n_frames(this.ps);
    const origin = Math.round(s.pos / FRAME_SAMPLES) - frames;
    let base: number | null = null;
    let first: number | null = null;
    let last: number | null = null;
    const sf = [0];
    const ef = [0];
    for (let seg = this.b.ps_seg_iter(this.ps); seg; seg = this.b.ps_seg_next(seg)) {
      this.b.ps_seg_frames(seg, sf, ef);
      base ??= sf[0];
      const word = String(this.b.ps_seg_word(seg) ?? '');
      if (!word || word.startsWith('<') || word.startsWith('[')) continue; // <s>, </s>, <sil>, [NOISE]...
      first ??= sf[0];
      last = ef[0];
    }
    const audioMs = Math.floor(s.pos / SAMPLES_PER_MS);
    let startMs = base !== null && first !== null ? (origin + first - base) * 10 : origin * 10;
    let endMs = base !== null && last !== null ? (origin + last - base + 1) * 10 : audioMs;
    startMs = Math.min(Math.max(startMs, s.lastEndMs, 0), audioMs);
    endMs = Math.min(Math.max(endMs, startMs), audioMs);
    return [startMs, endMs];
  }

  /** Reports the pause after the last final: how much silence so far, or how long it was. */
  private pause(): void {
    const s = this.s;
    if (!s || s.pauseFrom === null) return;
    const resumed = s.resumedMs !== null;
    const silentMs = (s.resumedMs ?? Math.floor(s.pos / SAMPLES_PER_MS)) - s.pauseFrom;
    if (resumed || silentMs >= PAUSE_REPORT_MS) s.pauseFrom = null;
    this.post({ type: 'pause', seq: s.seq, silentMs, resumed });
  }

  private partial(): void {
    const s = this.s;
    if (!s || s.quiet || !s.uttOpen || !s.inSpeech) return;
    const now = performance.now();
    if (now - s.partialAt < this.settings.partialIntervalMs) return;
    s.partialAt = now;
    const text = String(this.b.ps_get_hyp(this.ps, [0]) ?? '').trim();
    if (text && text !== s.partialText) {
      s.partialText = text;
      this.post({ type: 'partial', seq: s.seq, text, heardMs: Math.floor(s.pos / SAMPLES_PER_MS) });
    }
  }
}

function main(): void {
  const port = parentPort;
  if (!port) return;
  const init = workerData as WorkerInit;
  const control = new BigInt64Array(init.control);
  const post = (message: FromWorker) => port.postMessage(message);
  const started = performance.now();
  let decoder: Decoder;
  try {
    decoder = new Decoder(init.modelDir || DEFAULT_MODEL_DIR, init, post);
  } catch (error) {
    post({ type: 'fatal', message: (error as Error).message });
    return; // nothing listens on the port: the worker ends
  }
  post({ type: 'ready', initMs: Math.round(performance.now() - started) });

  const aborted = (seq: number) => seq <= Number(Atomics.load(control, CONTROL_ABORTED));
  port.on('message', (message: ToWorker) => {
    const seq = message.type === 'shutdown' ? null : message.seq;
    try {
      switch (message.type) {
        case 'begin':
          decoder.begin(message.seq);
          break;
        case 'audio':
          if (decoder.seq === message.seq && !aborted(message.seq)) decoder.write(new Int16Array(message.pcm));
          Atomics.add(control, CONTROL_CONSUMED, BigInt(message.pcm.byteLength));
          break;
        case 'end':
          if (decoder.seq === message.seq) {
            if (aborted(message.seq)) decoder.reset();
            else decoder.end();
            post({ type: 'ended', seq: message.seq });
          }
          break;
        case 'abort':
          if (decoder.seq === message.seq) decoder.reset();
          break;
        case 'shutdown':
          decoder.free();
          port.close();
          break;
      }
    } catch (error) {
      if (seq !== null && decoder.seq === seq) {
        try {
          decoder.reset();
        } catch {
          /* the decoder is dropped with the stream anyway */
        }
        post({ type: 'error', seq, message: `PocketSphinx failed: ${(error as Error).message}` });
      }
    }
  });
}

main();
