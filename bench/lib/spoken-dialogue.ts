// A visit dialogue spoken by espeak-ng in two voices (clinician, patient), with a pause
// between turns, as one 16 kHz mono WAV: what the sentence benchmark and the engine's tests
// decode. Each turn is synthesised by espeak-ng (22,050 Hz), the turns are joined with
// silence, and ffmpeg resamples the whole to the engine's rate. Imports Node's modules only
// (the benchmarks load it with load-ts.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Speaker = 'clinician' | 'patient';

export interface Turn {
  speaker: Speaker;
  text: string;
}

export interface SpokenDialogue {
  /** The dialogue as a 16 kHz mono 16-bit WAV file. */
  wav: Buffer;
  /** Where each turn's audio starts and ends, in ms. */
  spans: Array<{ startMs: number; endMs: number }>;
}

const VOICES: Record<Speaker, string> = { clinician: 'en-us', patient: 'en-us+f3' };
const ESPEAK_RATE = 22050;

/** The samples of a PCM WAV file (its data chunk). */
function wavData(file: Buffer): Buffer {
  for (let at = 12; at + 8 <= file.length;) {
    const size = file.readUInt32LE(at + 4);
    if (file.toString('latin1', at, at + 4) === 'data') return file.subarray(at + 8, Math.min(file.length, at + 8 + size));
    at += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng wrote no audio');
}

/** Speaks `turns` with `pauseMs` of silence after each; `ffmpeg`: the binary that resamples. */
export function speakDialogue(turns: readonly Turn[], ffmpeg: string, pauseMs = 1200, wordsPerMinute = 165): SpokenDialogue {
  const dir = mkdtempSync(join(tmpdir(), 'spoken-dialogue-'));
  try {
    const pieces: Buffer[] = [];
    const spans: SpokenDialogue['spans'] = [];
    let samples = 0;
    const pause = Buffer.alloc(Math.round((pauseMs / 1000) * ESPEAK_RATE) * 2);
    turns.forEach((turn, i) => {
      const file = join(dir, `turn-${i}.wav`);
      execFileSync('espeak-ng', ['-v', VOICES[turn.speaker], '-s', String(wordsPerMinute), '-w', file, turn.text]);
      const data = wavData(readFileSync(file));
      spans.push({ startMs: (samples / ESPEAK_RATE) * 1000, endMs: ((samples + data.length / 2) / ESPEAK_RATE) * 1000 });
      pieces.push(data, pause);
      samples += (data.length + pause.length) / 2;
    });
    const raw = join(dir, 'dialogue.raw');
    const out = join(dir, 'dialogue.wav');
    writeFileSync(raw, Buffer.concat(pieces));
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      's16le',
      '-ar',
      String(ESPEAK_RATE),
      '-ac',
      '1',
      '-i',
      raw,
      '-ar',
      '16000',
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      out,
    ]);
    return { wav: readFileSync(out), spans };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
