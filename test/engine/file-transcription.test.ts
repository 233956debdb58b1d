// An uploaded recording, transcribed for real: an MP3 made from the pocketsphinx-testdata
// clips (Debian) with the ffmpeg of @ffmpeg-installer/ffmpeg → audioToPcm → transcribeFile
// through the local PocketSphinx engine in its worker threads. Needs the functions built
// (functions/lib); no stack. Run alone:
//   npx jest --selectProjects stack --runTestsByPath test/engine/file-transcription.test.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TranscriptionProvider } from '../../functions/src/providers/transcription/types';

const lib = path.join(__dirname, '..', '..', 'functions', 'lib');
if (!fs.existsSync(path.join(lib, 'file-processing', 'transcribe-file.js')))
  throw new Error('Build the functions first: npm run build:functions');
/* eslint-disable @typescript-eslint/no-require-imports -- the compiled modules, as the server runs them */
const { PocketSphinxProvider } = require(path.join(lib, 'providers', 'transcription', 'pocketsphinx.js')) as {
  PocketSphinxProvider: new (options?: { maxBacklogSeconds?: number }) => TranscriptionProvider;
};
const { audioToPcm, ffmpegPath } = require(path.join(lib, 'file-processing', 'audio-to-pcm.js')) as {
  audioToPcm: (bytes: Buffer, fileName: string) => Promise<Buffer>;
  ffmpegPath: () => string;
};
const { AUDIO_BYTES_PER_SECOND } = require(path.join(lib, 'shared', 'audio.js')) as { AUDIO_BYTES_PER_SECOND: number };
const { parseWav } = require(path.join(lib, 'providers', 'transcription', 'pcm-wav.js')) as {
  parseWav: (file: Buffer) => { durationMs: number };
};
const { transcribeFile, UnsupportedTranscriptionLanguage } = require(path.join(lib, 'file-processing', 'transcribe-file.js')) as {
  transcribeFile: (
    pcm: Buffer,
    language: string,
    provider: TranscriptionProvider,
    options?: { leadSeconds?: number; sliceSeconds?: number },
  ) => Promise<string>;
  UnsupportedTranscriptionLanguage: new (language: string, providerId: string) => Error;
};
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(40000);

const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';
const ids = fs.readFileSync(path.join(CLIPS, 'fileids'), 'utf8').trim().split('\n');
const references = new Map(
  fs
    .readFileSync(path.join(CLIPS, 'transcription'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim())!;
      return [match[2], match[1]] as const;
    }),
);
const GAP_SECONDS = 5; // silence between the clips: a new paragraph each (> 4 s)

/** Duration of a 16 kHz mono 16-bit WAV clip's audio, in ms. */
function clipMs(id: string): number {
  return parseWav(fs.readFileSync(path.join(CLIPS, `${id}.wav`))).durationMs;
}

let dir: string;
let provider: TranscriptionProvider;
let pcm: Buffer;
let expectedMs: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-transcription-'));
  // All clips (16 kHz), each followed by GAP_SECONDS of silence, as one MP3 (44.1 kHz stereo, as a phone would make).
  const inputs = ids.flatMap((id) => ['-i', path.join(CLIPS, `${id}.wav`)]);
  const filter =
    ids.map((_id, i) => `[${i}:a]apad=pad_len=${GAP_SECONDS * 16000}[a${i}];`).join('') +
    ids.map((_id, i) => `[a${i}]`).join('') +
    `concat=n=${ids.length}:v=0:a=1[out]`;
  const mp3Path = path.join(dir, 'visit.mp3');
  execFileSync(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filter,
    '-map',
    '[out]',
    '-ac',
    '2',
    '-ar',
    '44100',
    '-b:a',
    '128k',
    mp3Path,
  ]);
  expectedMs = ids.reduce((total, id) => total + clipMs(id) + GAP_SECONDS * 1000, 0);
  pcm = await audioToPcm(fs.readFileSync(mp3Path), 'visit.mp3');
  // A small backlog limit: the file must be paced, not written at once (about 50 s of audio).
  provider = new PocketSphinxProvider({ maxBacklogSeconds: 10 });
});

afterAll(async () => {
  await provider?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('the MP3 becomes 16 kHz mono of its duration', () => {
  expect(pcm.length % 2).toBe(0);
  expect(Math.abs((pcm.length / AUDIO_BYTES_PER_SECOND) * 1000 - expectedMs)).toBeLessThanOrEqual(50);
});

it('is transcribed by PocketSphinx, paced below its backlog limit, one paragraph per clip', async () => {
  const transcript = await transcribeFile(pcm, 'en', provider, { leadSeconds: 5, sliceSeconds: 1 });
  const words = new Set(transcript.toLowerCase().split(/\s+/));
  // Key words of each clip's reference transcription.
  for (const key of ['john', 'leisure', 'consider', 'young', 'selfish', 'married', 'amiable', 'respectable']) expect(words).toContain(key);
  const all = [...references.values()].join(' ').split(' ');
  const found = all.filter((word) => words.has(word)).length;
  expect(found / all.length).toBeGreaterThan(0.6);
  expect(transcript.split('\n\n')).toHaveLength(ids.length);
});

it('French is refused with a clear message before anything is sent', async () => {
  const error = await transcribeFile(pcm, 'fr', provider).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UnsupportedTranscriptionLanguage);
  expect((error as Error).message).toMatch(/English only, not "fr".*Whisper/);
});

it('empty audio gives an empty transcript', async () => {
  expect(await transcribeFile(Buffer.alloc(0), 'en', provider)).toBe('');
});
