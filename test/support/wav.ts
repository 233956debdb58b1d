// A WAV file for Chromium's fake microphone (--use-file-for-fake-audio-capture).
import fs from 'node:fs';
import { pcmToWav } from '../../functions/src/providers/transcription/pcm-wav';
import { AUDIO_SAMPLE_RATE } from '../../functions/src/shared/audio';

/** Writes `seconds` of a 16-bit mono tone at `rate` Hz to `path`. */
export function writeToneWav(path: string, seconds: number, rate = AUDIO_SAMPLE_RATE, frequency = 440): void {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * 12000), i * 2);
  writeWav(path, data, rate);
}

/** Writes 16-bit mono PCM `data` at `rate` Hz as a WAV file. */
export function writeWav(path: string, data: Buffer, rate = AUDIO_SAMPLE_RATE): void {
  fs.writeFileSync(path, pcmToWav(data, rate));
}
