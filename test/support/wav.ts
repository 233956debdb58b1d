// A WAV file for Chromium's fake microphone (--use-file-for-fake-audio-capture).
import fs from 'node:fs';

/** Writes `seconds` of a 16-bit mono tone at `rate` Hz to `path`. */
export function writeToneWav(path: string, seconds: number, rate = 16000, frequency = 440): void {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / rate) * 12000), i * 2);
  writeWav(path, data, rate);
}

/** Writes 16-bit mono PCM `data` at `rate` Hz as a WAV file. */
export function writeWav(path: string, data: Buffer, rate = 16000): void {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(path, Buffer.concat([header, data]));
}
