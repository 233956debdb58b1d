// Uploaded audio or video (mp3, m4a, wav, webm, ogg, mp4, mov) → 16 kHz mono 16-bit
// little-endian PCM, the format every transcription provider takes (../providers/transcription).
//
// The decoding is done by the ffmpeg binary of @ffmpeg-installer/ffmpeg (a static build shipped
// inside the npm package, so no system package is needed; FFMPEG_PATH overrides it), run as a
// child process: the file goes in on stdin, the PCM comes out on stdout. ISO media files
// (mp4, m4a, mov) are the exception: phones and browsers write their index (moov) at the end,
// which a pipe cannot seek to, so they are written to a private temporary file, deleted after.
//
// Safety: the container is recognised from the content and ffmpeg is told that demuxer
// explicitly (never its probing, which would follow playlists or references to other files),
// with only the pipe or file protocol allowed. Bounds: a hard time limit, a stall limit (no
// output for a while), and at most `maxSeconds` of audio (default 2 h, 230 MB of PCM).
// Anything ffmpeg cannot decode is a FileUnreadable with a reason; ffmpeg's own messages
// (which may quote metadata of the file) are not passed on, only summarised.
import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIO_BYTES_PER_SECOND, AUDIO_SAMPLE_RATE } from '../shared/audio';
import { FileUnreadable, extensionOf, hasBytes } from '../providers/files/errors';
import { config } from '../config';

export { FileUnreadable } from '../providers/files/errors';

/** Extensions accepted as audio or video. */
export const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'wav', 'webm', 'ogg', 'mp4', 'mov'] as const;

export interface AudioToPcmOptions {
  /** Audio kept at most, in seconds (default 7200): a longer file is refused. */
  maxSeconds?: number;
  /** ffmpeg is stopped after this long, in ms (default 5 min; 2 h of mp3 decodes in well under a minute). */
  timeoutMs?: number;
  /** ffmpeg is stopped when it gives no output for this long, in ms (default 30 s). */
  stallMs?: number;
}

type Container = 'wav' | 'ogg' | 'matroska' | 'mov' | 'mp3';

/** The container as the content shows it; the extension only has to be an accepted one. */
function sniffContainer(bytes: Buffer): Container {
  if (hasBytes(bytes, 0, 'RIFF') && hasBytes(bytes, 8, 'WAVE')) return 'wav';
  if (hasBytes(bytes, 0, 'OggS')) return 'ogg';
  if (hasBytes(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'matroska'; // webm too
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].some((box) => hasBytes(bytes, 4, box))) {
    if (hasBytes(bytes, 4, 'ftyp') && ['heic', 'heix', 'mif1', 'msf1', 'avif'].some((brand) => hasBytes(bytes, 8, brand))) {
      throw new FileUnreadable('an image, not audio or video');
    }
    return 'mov'; // mp4, m4a, mov (ffmpeg's mov demuxer reads them all)
  }
  if (hasBytes(bytes, 0, 'ID3')) return 'mp3';
  // A bare MPEG audio frame: 11 sync bits, layer III.
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) === 0x02) return 'mp3';
  throw new FileUnreadable('not a recognised audio or video file');
}

let ffmpegBinary: string | null = null;

/** The ffmpeg executable: FFMPEG_PATH, else the one @ffmpeg-installer/ffmpeg ships (made executable if it is not). */
export function ffmpegPath(): string {
  if (ffmpegBinary) return ffmpegBinary;
  let path = config().ffmpegPath;
  if (!path) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use: it throws when the binary is missing
      path = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    } catch (error) {
      throw new Error(`ffmpeg is not installed (@ffmpeg-installer/ffmpeg): ${String(error instanceof Error ? error.message : error)}`);
    }
  }
  if (!existsSync(path)) throw new Error(`ffmpeg is missing at ${path}`);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    // npm may skip the package's postinstall (chmod u+x): do it here.
    try {
      chmodSync(path, 0o755);
    } catch (error) {
      throw new Error(`ffmpeg at ${path} is not executable and could not be made so: ${(error as Error).message}`);
    }
  }
  ffmpegBinary = path;
  return path;
}

/** What ffmpeg says of a file that is corrupt or no audio at all (compared in lower case). */
const NOT_AUDIO = [
  'ebml header parsing failed',
  'invalid data found',
  'could not find codec parameters',
  'failed to read frame size',
  'header missing',
];

/** What ffmpeg's error output says, as a short reason without the file's metadata. */
function summarise(stderr: string): string {
  if (/matches no streams|does not contain any stream|Output file #0 does not contain/i.test(stderr)) return 'no audio track';
  if (/moov atom not found/i.test(stderr)) return 'a truncated or corrupt MP4/MOV file (no index)';
  if (NOT_AUDIO.some((said) => stderr.toLowerCase().includes(said))) {
    return 'corrupt or not audio';
  }
  return 'the audio could not be decoded';
}

/** Decodes `bytes` (the content of `fileName`) to 16 kHz mono s16le PCM. */
export async function audioToPcm(bytes: Buffer, fileName: string, options: AudioToPcmOptions = {}): Promise<Buffer> {
  const extension = extensionOf(fileName);
  if (!(AUDIO_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new FileUnreadable(`.${extension || '(none)'} is not an accepted audio or video type (${AUDIO_EXTENSIONS.join(', ')})`);
  }
  if (bytes.length === 0) throw new FileUnreadable('the file is empty');
  const container = sniffContainer(bytes);
  const maxBytes = Math.floor((options.maxSeconds ?? 7200) * AUDIO_BYTES_PER_SECOND);
  const binary = ffmpegPath();

  let tempDir: string | null = null;
  try {
    let input = 'pipe:0';
    if (container === 'mov') {
      tempDir = await mkdtemp(join(tmpdir(), 'audio-'));
      input = join(tempDir, 'input');
      await writeFile(input, bytes, { mode: 0o600 });
    }
    const args = [
      '-hide_banner',
      '-nostdin',
      '-nostats',
      '-loglevel',
      'error',
      '-protocol_whitelist',
      input === 'pipe:0' ? 'pipe' : 'file',
      '-f',
      container,
      '-i',
      input,
      '-map',
      '0:a:0',
      '-vn',
      '-sn',
      '-dn',
      '-ac',
      '1',
      '-ar',
      String(AUDIO_SAMPLE_RATE),
      '-c:a',
      'pcm_s16le',
      '-f',
      's16le',
      'pipe:1',
    ];
    return await run(binary, args, input === 'pipe:0' ? bytes : null, maxBytes, options);
  } finally {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

function run(binary: string, args: string[], stdin: Buffer | null, maxBytes: number, options: AudioToPcmOptions): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? 5 * 60 * 1000;
  const stallMs = options.stallMs ?? 30 * 1000;
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | null = null;
    let settled = false;

    const stop = (error: Error) => {
      if (failure) return;
      failure = error;
      child.kill('SIGKILL');
    };
    const hardTimer = setTimeout(() => stop(new FileUnreadable(`decoding took longer than ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    let stallTimer = setTimeout(() => stop(new FileUnreadable(`the decoder stalled for ${Math.round(stallMs / 1000)} s`)), stallMs);
    const finish = (result: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(hardTimer);
      clearTimeout(stallTimer);
      result();
    };

    child.stdout.on('data', (chunk: Buffer) => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => stop(new FileUnreadable(`the decoder stalled for ${Math.round(stallMs / 1000)} s`)), stallMs);
      size += chunk.length;
      if (size > maxBytes) {
        stop(new FileUnreadable(`the audio is longer than ${Math.round(maxBytes / AUDIO_BYTES_PER_SECOND / 60)} minutes`));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 16384) stderr += chunk.toString('utf8');
    });
    child.once('error', (error) => finish(() => reject(new Error(`ffmpeg could not be started: ${error.message}`))));
    child.once('close', (code, signal) =>
      finish(() => {
        if (failure) reject(failure);
        else if (code !== 0) reject(new FileUnreadable(summarise(stderr) + (signal ? ` (ffmpeg stopped by ${signal})` : '')));
        else if (size === 0) reject(new FileUnreadable('no audio in the file'));
        else {
          const pcm = Buffer.concat(chunks, size);
          resolve(pcm.length % 2 === 0 ? pcm : pcm.subarray(0, pcm.length - 1));
        }
      }),
    );
    // ffmpeg stops reading a file it rejects: a broken pipe then is expected, not an error.
    child.stdin.on('error', () => undefined);
    if (stdin) child.stdin.end(stdin);
    else child.stdin.end();
  });
}
