// The one WAV module, and PCM helpers for the transcription adapters: wrapping 16 kHz mono
// 16-bit little-endian PCM as a WAV file (Whisper uploads files, not raw PCM) and reading
// WAV files back, durations, and the loudness of short frames used to cut audio at quiet
// points between words. Tests and benches write and read their WAV files with it too.
import { AUDIO_BYTES_PER_SECOND, AUDIO_SAMPLE_RATE } from '../../shared/audio';

/** Bytes per millisecond of 16 kHz mono 16-bit audio. */
export const PCM_BYTES_PER_MS = AUDIO_BYTES_PER_SECOND / 1000;

/** Milliseconds of audio in this many bytes of PCM. */
export function pcmDurationMs(bytes: number): number {
  return bytes / PCM_BYTES_PER_MS;
}

/** Bytes of PCM in this many milliseconds (whole samples). */
export function pcmBytes(ms: number): number {
  return Math.round((ms * AUDIO_SAMPLE_RATE) / 1000) * 2;
}

/** A 44-byte RIFF/WAVE header followed by the PCM: a valid 16-bit mono WAV file. */
export function pcmToWav(pcm: Uint8Array, sampleRate = AUDIO_SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.byteLength, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.byteLength, 40);
  return Buffer.concat([header, pcm]);
}

/** What a WAV file says about itself; throws when it is not a plain PCM WAV. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** The PCM samples (a view into the file). */
  data: Buffer;
  durationMs: number;
}

/** Reads a PCM WAV file (as written by pcmToWav or any canonical encoder). */
export function parseWav(file: Buffer): WavInfo {
  if (file.length < 12 || file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  let offset = 12;
  let format: { sampleRate: number; channels: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (file.readUInt16LE(body) !== 1) throw new Error('WAV is not PCM');
      format = {
        channels: file.readUInt16LE(body + 2),
        sampleRate: file.readUInt32LE(body + 4),
        bitsPerSample: file.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      if (body + size > file.length) throw new Error('WAV data is truncated');
      const data = file.subarray(body, body + size);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return { ...format, data, durationMs: (size / bytesPerSecond) * 1000 };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

/**
 * The PCM of a WAV file as transcription streams take it, 16 kHz mono 16-bit (a view into
 * `file`, whole samples); throws, with a clear message, for any other format (the engines
 * do not resample or mix down).
 */
export function readStreamWav(file: Buffer): Buffer {
  const wav = parseWav(file);
  if (wav.sampleRate !== AUDIO_SAMPLE_RATE || wav.channels !== 1 || wav.bitsPerSample !== 16) {
    throw new Error(
      `Unsupported WAV format: ${wav.sampleRate} Hz, ${wav.channels} channel(s), ${wav.bitsPerSample}-bit; ` +
        `transcription needs ${AUDIO_SAMPLE_RATE} Hz mono 16-bit PCM`,
    );
  }
  return wav.data.subarray(0, wav.data.length - (wav.data.length % 2));
}

/** Root mean square of 16-bit samples in pcm[start, end), on a 0..1 scale. */
export function pcmRms(pcm: Uint8Array, start = 0, end = pcm.byteLength): number {
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const first = start - (start % 2);
  const last = end - (end % 2);
  let sum = 0;
  let count = 0;
  for (let i = first; i < last; i += 2) {
    const s = view.getInt16(i, true) / 32768;
    sum += s * s;
    count += 1;
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}

/**
 * The recent audio of a live stream, by byte offset from the stream's start, so that a
 * stream that failed can be resumed by sending the audio after its last final again.
 */
export class PcmHistory {
  private chunks: { start: number; data: Buffer }[] = [];
  private end = 0;

  /** Bytes written so far (the offset of the next byte). */
  get length(): number {
    return this.end;
  }

  append(pcm: Buffer): void {
    if (pcm.byteLength === 0) return;
    this.chunks.push({ start: this.end, data: pcm });
    this.end += pcm.byteLength;
  }

  /** Forgets the chunks that end at or before this byte offset. */
  dropBefore(offset: number): void {
    let keep = 0;
    while (keep < this.chunks.length && this.chunks[keep].start + this.chunks[keep].data.byteLength <= offset) keep += 1;
    if (keep > 0) this.chunks = this.chunks.slice(keep);
  }

  /** The audio in [from, to); throws when part of it was already dropped. */
  slice(from: number, to = this.end): Buffer {
    if (to <= from) return Buffer.alloc(0);
    const first = this.chunks[0];
    if (!first || first.start > from) throw new Error('Audio no longer held');
    const parts: Buffer[] = [];
    for (const { start, data } of this.chunks) {
      const end = start + data.byteLength;
      if (end <= from) continue;
      if (start >= to) break;
      parts.push(data.subarray(Math.max(0, from - start), Math.min(data.byteLength, to - start)));
    }
    return Buffer.concat(parts);
  }
}
