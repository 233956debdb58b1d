// WAV files as transcription streams take them: 16 kHz mono 16-bit little-endian PCM.
// Parsing is ./pcm-wav.ts's; this only refuses, with a clear message, any other format
// (the engines do not resample or mix down).
import { parseWav, PCM_SAMPLE_RATE } from './pcm-wav';

/** The PCM of a 16 kHz mono 16-bit WAV file (a view into `file`); throws for any other format. */
export function readStreamWav(file: Buffer): Buffer {
  const wav = parseWav(file);
  if (wav.sampleRate !== PCM_SAMPLE_RATE || wav.channels !== 1 || wav.bitsPerSample !== 16) {
    throw new Error(
      `Unsupported WAV format: ${wav.sampleRate} Hz, ${wav.channels} channel(s), ${wav.bitsPerSample}-bit; ` +
        `transcription needs ${PCM_SAMPLE_RATE} Hz mono 16-bit PCM`,
    );
  }
  return wav.data.subarray(0, wav.data.length - (wav.data.length % 2));
}
