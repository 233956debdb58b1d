// `npm run transcribe`: a WAV and an MP3 of a short visit spoken by espeak-ng, through the
// upload's code (decoding, the engine the configuration selects: here the local one, in
// sentences), printed as text or as JSON with the segments' times; a file uploads would refuse
// is refused with the app's words. Needs espeak-ng; builds the functions if they changed.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { speakDialogue } from '../../bench/lib/spoken-dialogue';
import { errorText } from '../../functions/src/shared/error-catalogue';

jest.setTimeout(120000);

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'transcribe-'));
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- the ffmpeg binary the functions use */
const ffmpeg = (require(join(root, 'functions', 'node_modules', '@ffmpeg-installer', 'ffmpeg')) as { path: string }).path;
const transcribe = (...args: string[]) =>
  run(process.execPath, [join(root, 'scripts', 'transcribe.mjs'), ...args], { env: { PATH: process.env.PATH ?? '' }, timeout: 100000 });

const wav = join(dir, 'visit.wav');
const mp3 = join(dir, 'visit.mp3');

beforeAll(() => {
  const visit = speakDialogue(
    [
      { speaker: 'clinician', text: 'What brings you in today?' },
      { speaker: 'patient', text: 'My left knee has been hurting for three weeks.' },
    ],
    ffmpeg,
    2000,
    150,
  );
  writeFileSync(wav, visit.wav);
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', wav, '-ac', '2', '-ar', '44100', '-b:a', '128k', mp3]);
});

describe('npm run transcribe', () => {
  it('prints the transcript of a WAV in sentences, a paragraph per turn', async () => {
    const { stdout } = await transcribe(wav);
    const paragraphs = stdout.trim().split('\n\n');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toMatch(/^What brings you\b.*\?$/);
    expect(paragraphs[1]).toMatch(/^[A-Z].*\.$/);
  });

  it('prints an MP3’s segments with their times as JSON', async () => {
    const { stdout } = await transcribe(mp3, '--json');
    const answer = JSON.parse(stdout) as {
      file: string;
      engine: string;
      audioSeconds: number;
      text: string;
      segments: Array<{ text: string; startMs: number; endMs: number }>;
    };
    expect(answer).toMatchObject({ file: 'visit.mp3', engine: 'pocketsphinx', language: 'en' });
    expect(answer.audioSeconds).toBeGreaterThan(4);
    expect(answer.segments.length).toBeGreaterThanOrEqual(2);
    expect(answer.segments[0].text).toMatch(/^What brings you\b.*\?$/);
    for (const [i, s] of answer.segments.entries()) {
      expect(s.endMs).toBeGreaterThan(s.startMs);
      if (i > 0) expect(s.startMs).toBeGreaterThanOrEqual(answer.segments[i - 1].endMs);
    }
    expect(answer.segments[answer.segments.length - 1].endMs).toBeLessThanOrEqual(answer.audioSeconds * 1000);
    expect(answer.text.split('\n\n')).toHaveLength(2);
    expect(answer.text.replace(/\s+/g, ' ')).toBe(answer.segments.map((s) => s.text).join(' '));
  });

  it('refuses a file uploads would refuse, in the app’s words', async () => {
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'not audio');
    await expect(transcribe(notes)).rejects.toMatchObject({
      code: 1,
      stderr: `${errorText('uploadUnreadable', 'en', { name: 'notes.txt', reason: '.txt is not an accepted audio or video type (mp3, m4a, wav, webm, ogg, mp4, mov)' })}\n`,
    });
    const fake = join(dir, 'fake.mp3');
    writeFileSync(fake, 'this is text, not audio');
    await expect(transcribe(fake)).rejects.toMatchObject({
      code: 1,
      stderr: `${errorText('uploadUnreadable', 'en', { name: 'fake.mp3', reason: 'not a recognised audio or video file' })}\n`,
    });
    await expect(transcribe()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run transcribe') });
  });
});
