// File processing with the real binaries, no mocks: the ffmpeg of @ffmpeg-installer/ffmpeg,
// Debian's tesseract-ocr (eng, fra), the pocketsphinx-testdata clips (Debian) and the note
// importer's extractor. Transcription itself is in test/engine/file-transcription.test.ts
// (the PocketSphinx worker needs the compiled functions).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseWav } from '../../providers/transcription/pcm-wav';
import { AUDIO_BYTES_PER_SECOND } from '../../shared/audio';
import { audioToPcm, ffmpegPath } from '../audio-to-pcm';
import { documentToText } from '../document-to-text';
import { FileUnreadable } from '../../providers/files/errors';
import { imageToText } from '../../providers/files/image-to-text';

const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';
const CLIP = path.join(CLIPS, 'sense_and_sensibility_01_austen_64kb-0880.wav'); // "he was not an ill disposed young man"
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-processing-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs ffmpeg with `args` and returns the file it wrote to `name` in the test folder. */
function ffmpeg(name: string, ...args: string[]): Buffer {
  const out = path.join(dir, name);
  execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args, out]);
  return fs.readFileSync(out);
}

/** The duration of a WAV's PCM, in ms. */
const wavDurationMs = (file: string): number => parseWav(fs.readFileSync(file)).durationMs;

const durationMs = (pcm: Buffer) => (pcm.length / AUDIO_BYTES_PER_SECOND) * 1000;

/** Reason of the FileUnreadable `promise` rejects with. */
async function unreadable(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileUnreadable);
  return (error as FileUnreadable).reason;
}

describe('audioToPcm', () => {
  const clipMs = wavDurationMs(CLIP);

  it('the ffmpeg binary of @ffmpeg-installer/ffmpeg is present and runs', () => {
    fs.accessSync(ffmpegPath(), fs.constants.X_OK);
    expect(execFileSync(ffmpegPath(), ['-hide_banner', '-version']).toString()).toMatch(/^ffmpeg version/);
  });

  it('decodes an MP3 to 16 kHz mono of the clip duration', async () => {
    const mp3 = ffmpeg('clip.mp3', '-i', CLIP, '-ac', '2', '-ar', '44100', '-b:a', '128k');
    const pcm = await audioToPcm(mp3, 'visit.mp3');
    expect(pcm.length % 2).toBe(0);
    expect(Math.abs(durationMs(pcm) - clipMs)).toBeLessThanOrEqual(50);
  });

  it.each([
    ['m4a (AAC, index at the end)', 'clip.m4a', ['-c:a', 'aac', '-b:a', '96k']],
    ['webm (Opus)', 'clip.webm', ['-c:a', 'libopus']],
    ['ogg (Vorbis)', 'clip.ogg', ['-c:a', 'libvorbis']],
    ['wav (48 kHz stereo)', 'clip.wav', ['-ac', '2', '-ar', '48000']],
  ])('decodes %s', async (_label, name, codec) => {
    const file = ffmpeg(name, '-i', CLIP, ...codec);
    const pcm = await audioToPcm(file, name);
    expect(Math.abs(durationMs(pcm) - clipMs)).toBeLessThanOrEqual(50);
  });

  it('takes the sound of a video (mp4 with H.264 and AAC)', async () => {
    const mp4 = ffmpeg(
      'video.mp4',
      '-f',
      'lavfi',
      '-i',
      'color=c=blue:s=160x120:r=10',
      '-i',
      CLIP,
      '-shortest',
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
    );
    const pcm = await audioToPcm(mp4, 'visit.mov');
    expect(Math.abs(durationMs(pcm) - clipMs)).toBeLessThanOrEqual(150); // -shortest ends on a video frame
  });

  it('a corrupt file is a FileUnreadable', async () => {
    const mp3 = ffmpeg('clip2.mp3', '-i', CLIP);
    const corrupt = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(4000, 0x5a)]);
    expect(await unreadable(audioToPcm(corrupt, 'x.mp3'))).toBeTruthy();
    const m4a = ffmpeg('clip2.m4a', '-i', CLIP, '-c:a', 'aac');
    expect(await unreadable(audioToPcm(m4a.subarray(0, Math.floor(m4a.length / 2)), 'x.m4a'))).toMatch(/corrupt|decoded/);
    expect(await unreadable(audioToPcm(Buffer.from('hello, not audio at all'), 'x.wav'))).toBe('not a recognised audio or video file');
    // The engine still works after a failure.
    expect((await audioToPcm(mp3, 'again.mp3')).length).toBeGreaterThan(0);
  });

  it('an empty file, a video without sound, another type, too long: clear errors', async () => {
    expect(await unreadable(audioToPcm(Buffer.alloc(0), 'x.mp3'))).toBe('the file is empty');
    const silentVideo = ffmpeg('silent.mp4', '-f', 'lavfi', '-i', 'color=c=red:s=160x120:r=10:d=1', '-c:v', 'libx264');
    expect(await unreadable(audioToPcm(silentVideo, 'x.mp4'))).toBe('no audio track');
    expect(await unreadable(audioToPcm(Buffer.from('abc'), 'x.exe'))).toMatch(/not an accepted audio or video type/);
    const mp3 = ffmpeg('clip3.mp3', '-i', CLIP);
    expect(await unreadable(audioToPcm(mp3, 'x.mp3', { maxSeconds: 1 }))).toMatch(/longer than/);
  });
});

describe('imageToText', () => {
  const render = (name: string, text: string, size = '1000x220') =>
    ffmpeg(
      name,
      '-f',
      'lavfi',
      '-i',
      `color=c=white:s=${size}`,
      '-frames:v',
      '1',
      '-vf',
      `drawtext=fontfile=${FONT}:text='${text}':fontsize=52:x=30:y=80:fontcolor=black`,
    );

  it('reads English in a PNG and French in a JPEG', async () => {
    const png = render('en.png', 'Patient reports headache');
    expect(await imageToText(png, 'en')).toMatch(/Patient reports headache/i);
    const jpeg = render('fr.jpg', 'Douleur thoracique depuis hier');
    expect(await imageToText(jpeg, 'fr')).toMatch(/Douleur thoracique depuis hier/i);
  });

  it('reads a HEIC photo (decoded to PNG first)', async () => {
    const heic = fs.readFileSync(path.join(__dirname, 'fixtures', 'intake-form.heic'));
    const text = await imageToText(heic, 'en');
    expect(text).toContain('Allergies: penicillin');
    expect(text).toContain('Blood pressure 128/82');
  });

  it('an image without text gives no text', async () => {
    const blank = ffmpeg('blank.png', '-f', 'lavfi', '-i', 'color=c=white:s=300x200', '-frames:v', '1');
    expect(await imageToText(blank, 'en')).toBe('');
  });

  it('corrupt, empty, HEIC and other files are FileUnreadable', async () => {
    const png = render('cut.png', 'Patient reports headache');
    expect(await unreadable(imageToText(png.subarray(0, 500), 'en'))).toBe('the image could not be decoded');
    const jpeg = render('cut.jpg', 'Patient');
    const garbled = Buffer.from(jpeg);
    garbled.fill(0, 200);
    expect(await unreadable(imageToText(garbled, 'en'))).toMatch(/corrupt JPEG|could not be decoded/);
    expect(await unreadable(imageToText(Buffer.alloc(0), 'en'))).toBe('the file is empty');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(100)]);
    expect(await unreadable(imageToText(heic, 'en'))).toBe('a HEIC image that could not be decoded; export the photo as JPEG or PNG');
    expect(await unreadable(imageToText(Buffer.from('GIF89a....'), 'en'))).toBe('not a PNG or JPEG image');
    // A huge PNG is refused from its header.
    const huge = Buffer.from(png);
    huge.writeUInt32BE(20000, 16);
    huge.writeUInt32BE(20000, 20);
    expect(await unreadable(imageToText(huge, 'en'))).toMatch(/too large/);
  });
});

describe('documentToText', () => {
  it('reads a text file', async () => {
    expect(await documentToText(Buffer.from('Allergies: penicillin\nMeds: none\n'), 'form.txt')).toBe('Allergies: penicillin\nMeds: none');
  });

  it('a corrupt, empty or other file is FileUnreadable', async () => {
    expect(await unreadable(documentToText(Buffer.from('not a pdf'), 'form.pdf'))).toBe('a .pdf that is not a PDF');
    expect(await unreadable(documentToText(Buffer.alloc(0), 'form.docx'))).toBe('the file is empty');
    expect(await unreadable(documentToText(Buffer.from('\n\n'), 'form.txt'))).toMatch(/no text/);
    expect(await unreadable(documentToText(Buffer.from('x'), 'form.rtf'))).toMatch(/not an accepted document type/);
  });
});
