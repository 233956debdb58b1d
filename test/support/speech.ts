// Real and synthetic speech for the fake microphone: clips of read speech from Debian's
// pocketsphinx-testdata (with their reference transcription), and a two-speaker
// consultation spoken by espeak-ng. Everything is 16 kHz mono 16-bit PCM.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { writeWav } from './wav';

export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

/** PCM of a 16 kHz mono WAV (the data chunk). */
export function pcmOfWav(raw: Buffer): { pcm: Buffer; rate: number } {
  const rate = raw.readUInt32LE(24);
  let offset = 12;
  while (offset + 8 <= raw.length) {
    const id = raw.toString('ascii', offset, offset + 4);
    const size = raw.readUInt32LE(offset + 4);
    if (id === 'data') return { pcm: raw.subarray(offset + 8, Math.min(raw.length, offset + 8 + size) & ~1), rate };
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk in WAV');
}

/** Linear resampling of 16-bit mono PCM to 16 kHz. */
function to16k(pcm: Buffer, rate: number): Buffer {
  if (rate === 16000) return pcm;
  const input = pcm.length / 2;
  const count = Math.floor((input * 16000) / rate);
  const out = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i++) {
    const x = (i * rate) / 16000;
    const j = Math.floor(x);
    const a = pcm.readInt16LE(Math.min(j, input - 1) * 2);
    const b = pcm.readInt16LE(Math.min(j + 1, input - 1) * 2);
    out.writeInt16LE(Math.round(a + (b - a) * (x - j)), i * 2);
  }
  return out;
}

const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * 16000) * 2);

/** The reference words of a librivox clip, by file name. */
export function librivoxReference(file: string): string {
  const id = file.replace(/\.wav$/, '');
  const line = fs.readFileSync(`${LIBRIVOX_DIR}/transcription`, 'utf8').split('\n').find((l) => l.includes(`(${id})`));
  return (line ?? '').replace(/<\/?s>/g, '').replace(/\(.*\)/, '').trim();
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
    const wav = execFileSync('espeak-ng', ['-v', 'en-us+f2', '-p', speaker === 'doctor' ? '70' : '30', '-s', '130', '--stdout', text]);
    const { pcm, rate } = pcmOfWav(wav);
    return [to16k(pcm, rate), silence(0.8)];
  });
  writeWav(path, Buffer.concat([...parts, silence(tail)]));
}
