// Real and synthetic speech for the fake microphone: clips of read speech from Debian's
// pocketsphinx-testdata (with their reference transcription), and a two-speaker
// consultation spoken by espeak-ng. Everything is 16 kHz mono 16-bit PCM.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseWav } from '../../functions/src/providers/transcription/pcm-wav';
import { AUDIO_SAMPLE_RATE } from '../../functions/src/shared/audio';
import { writeWav } from './wav';

export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

/** PCM of a mono 16-bit WAV (the data chunk, whole samples) and its sample rate. */
export function pcmOfWav(raw: Buffer): { pcm: Buffer; rate: number } {
  const { data, sampleRate } = parseWav(raw);
  return { pcm: data.subarray(0, data.length - (data.length % 2)), rate: sampleRate };
}

/** Linear resampling of 16-bit mono PCM to 16 kHz. */
function to16k(pcm: Buffer, rate: number): Buffer {
  if (rate === AUDIO_SAMPLE_RATE) return pcm;
  const input = pcm.length / 2;
  const count = Math.floor((input * AUDIO_SAMPLE_RATE) / rate);
  const out = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i++) {
    const x = (i * rate) / AUDIO_SAMPLE_RATE;
    const j = Math.floor(x);
    const a = pcm.readInt16LE(Math.min(j, input - 1) * 2);
    const b = pcm.readInt16LE(Math.min(j + 1, input - 1) * 2);
    out.writeInt16LE(Math.round(a + (b - a) * (x - j)), i * 2);
  }
  return out;
}

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * AUDIO_SAMPLE_RATE) * 2);

/** The reference words of a librivox clip, by file name. */
export function librivoxReference(file: string): string {
  const id = file.replace(/\.wav$/, '');
  const line = fs
    .readFileSync(`${LIBRIVOX_DIR}/transcription`, 'utf8')
    .split('\n')
    .find((l) => l.includes(`(${id})`));
  return (line ?? '')
    .replace(/<\/?s>/g, '')
    .replace(/\(.*\)/, '')
    .trim();
}

/** Writes the librivox clips one after another, `gap` seconds apart, then `tail` seconds of silence. */
export function writeLibrivoxWav(path: string, files: string[], gap = 1, tail = 30): void {
  const parts = files.flatMap((file) => [pcmOfWav(fs.readFileSync(`${LIBRIVOX_DIR}/${file}`)).pcm, silence(gap)]);
  writeWav(path, Buffer.concat([...parts, silence(tail)]));
}

/** Speaks each line with espeak-ng (a pitch per speaker) and writes the consultation, then `tail` seconds of silence. */
export function writeConsultationWav(path: string, lines: Array<{ speaker: 'doctor' | 'patient'; text: string }>, tail = 30): void {
  const parts = lines.flatMap(({ speaker, text }) => {
    // Two speakers: one voice at two pitches (the variant the local engine hears best).
    // Written to a file, not stdout: a WAV sent down a pipe cannot state its length.
    const lineFile = `${path}.line.wav`;
    execFileSync('espeak-ng', ['-v', 'en-us+f2', '-p', speaker === 'doctor' ? '70' : '30', '-s', '130', '-w', lineFile, text]);
    const { pcm, rate } = pcmOfWav(fs.readFileSync(lineFile));
    fs.rmSync(lineFile);
    return [to16k(pcm, rate), silence(0.8)];
  });
  writeWav(path, Buffer.concat([...parts, silence(tail)]));
}
