// Synthetic "speech" for the transcription tests and the stand-in servers: a word is a
// 440 Hz tone whose loudness encodes its number (word k has amplitude 0.1 + 0.05·k and is
// heard as "wk"), words are separated by silence. WordDetector plays the recogniser: it
// follows 16 kHz mono 16-bit PCM as it arrives and reports partial words while a word
// sounds and a final utterance after a pause, with offsets in the audio it was given.
import { AUDIO_SAMPLE_RATE } from '../../../../shared/audio';

const RATE = AUDIO_SAMPLE_RATE;
const FRAME_MS = 20;
const FRAME_BYTES = (RATE * 2 * FRAME_MS) / 1000;
const LOUD_RMS = 0.02;

export function amplitudeOf(word: number): number {
  return 0.1 + 0.05 * word;
}

export function silence(ms: number): Buffer {
  return Buffer.alloc(Math.round((ms * RATE) / 1000) * 2);
}

export function tone(amplitude: number, ms: number, frequency = 440): Buffer {
  const samples = Math.round((ms * RATE) / 1000);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    pcm.writeInt16LE(Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * frequency * i) / RATE)), i * 2);
  }
  return pcm;
}

/** Words (numbers) and pauses ({ gap: ms }) in order; each word lasts wordMs. */
export function speech(plan: (number | { gap: number })[], wordMs = 600): Buffer {
  return Buffer.concat(plan.map((item) => (typeof item === 'number' ? tone(amplitudeOf(item), wordMs) : silence(item.gap))));
}

/** The PCM in pieces of `ms` (the browser sends ~250 ms chunks). */
export function chunk(pcm: Buffer, ms = 250): Buffer[] {
  const size = (RATE * 2 * ms) / 1000;
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < pcm.length; offset += size) pieces.push(pcm.subarray(offset, offset + size));
  return pieces;
}

export function durationMs(pcm: Buffer | number): number {
  const bytes = typeof pcm === 'number' ? pcm : pcm.length;
  return (bytes / (RATE * 2)) * 1000;
}

export type DetectorEvent =
  { type: 'partial'; text: string; startMs: number; endMs: number } | { type: 'final'; text: string; startMs: number; endMs: number };

/** A toy streaming recogniser for the synthetic words (see the header). */
export class WordDetector {
  private carry = Buffer.alloc(0);
  private frames = 0;
  /** Loudness of the frames of the word sounding now. */
  private word: number[] = [];
  private words: string[] = [];
  private quietFrames = 0;
  private utteranceStart = 0;

  /** @param pauseMs silence that ends an utterance */
  constructor(private readonly pauseMs = 300) {}

  push(pcm: Buffer): DetectorEvent[] {
    const data = Buffer.concat([this.carry, pcm]);
    const whole = data.length - (data.length % FRAME_BYTES);
    this.carry = Buffer.from(data.subarray(whole));
    const events: DetectorEvent[] = [];
    for (let offset = 0; offset < whole; offset += FRAME_BYTES) {
      const rms = frameRms(data, offset);
      this.frames += 1;
      if (rms >= LOUD_RMS) {
        if (this.words.length === 0 && this.word.length === 0) this.utteranceStart = (this.frames - 1) * FRAME_MS;
        this.word.push(rms);
        this.quietFrames = 0;
        if (this.word.length === 5)
          events.push({
            type: 'partial',
            text: [...this.words, this.current()].join(' '),
            startMs: this.utteranceStart,
            endMs: this.nowMs(),
          });
        continue;
      }
      if (this.word.length > 0) {
        this.words.push(this.current());
        this.word = [];
      }
      this.quietFrames += 1;
      if (this.words.length > 0 && this.quietFrames * FRAME_MS >= this.pauseMs) events.push(this.final());
    }
    return events;
  }

  /** The end of the audio: settles the utterance in progress. */
  flush(): DetectorEvent[] {
    if (this.word.length > 0) {
      this.words.push(this.current());
      this.word = [];
    }
    return this.words.length > 0 ? [this.final()] : [];
  }

  private final(): DetectorEvent {
    const event: DetectorEvent = { type: 'final', text: this.words.join(' '), startMs: this.utteranceStart, endMs: this.nowMs() };
    this.words = [];
    return event;
  }

  private nowMs(): number {
    return this.frames * FRAME_MS;
  }

  /** "wk" from the median loudness of the word's frames (a sine's RMS is amplitude/√2). */
  private current(): string {
    const sorted = [...this.word].sort((a, b) => a - b);
    const amplitude = sorted[Math.floor(sorted.length / 2)] * Math.SQRT2;
    return `w${Math.round((amplitude - 0.1) / 0.05)}`;
  }
}

/** All the words in a stretch of PCM, as the detector hears them. */
export function wordsIn(pcm: Buffer): string[] {
  const detector = new WordDetector();
  return [...detector.push(pcm), ...detector.flush()].filter((event) => event.type === 'final').flatMap((event) => event.text.split(' '));
}

function frameRms(data: Buffer, offset: number): number {
  let sum = 0;
  for (let i = offset; i < offset + FRAME_BYTES; i += 2) {
    const s = data.readInt16LE(i) / 32768;
    sum += s * s;
  }
  return Math.sqrt(sum / (FRAME_BYTES / 2));
}
