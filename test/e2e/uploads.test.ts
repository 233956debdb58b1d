// Session files in Chromium, on the local stack (s3rver as the store, PocketSphinx as the
// engine, Tesseract for images, the offline note writer):
// - Convert Files to Notes: an MP3 of real speech (made from pocketsphinx-testdata with the
//   bundled ffmpeg) → its words in the transcript → a note;
// - a PDF pre-visit form: its text is shown, and reaches the note; after a reload the
//   session comes back with its file, text and note;
// - images whose text is read by OCR: a PNG, and a HEIC photo (decoded first);
// - the refusals: the session's 15 MB, a wrong type, an empty file, and a second pick while
//   a (throttled) upload is in progress, with its progress bar;
// - an upload cut off on its way is retried without storing the file twice;
// - removing a file removes it from storage and from the session's sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { pcmToWav } from '../../functions/src/providers/transcription/pcm-wav';
import { browserSuite, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

jest.setTimeout(120000);

const stack = readStack();
const suite = browserSuite();
const functionsDir = path.join(__dirname, '..', '..', 'functions');
/* eslint-disable @typescript-eslint/no-require-imports -- tools of the functions package */
const ffmpeg = (require(require.resolve('@ffmpeg-installer/ffmpeg', { paths: [functionsDir] })) as { path: string }).path;
const PDFDocument = require(require.resolve('pdfkit', { paths: [functionsDir] }));
/* eslint-enable @typescript-eslint/no-require-imports */
const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';
const MB = 1024 * 1024;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-e2e-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An MP3 of two librivox clips (read English speech), as a phone would record it. */
function speechMp3(): string {
  const file = path.join(dir, 'consultation.mp3');
  const clips = ['sense_and_sensibility_01_austen_64kb-0870.wav', 'sense_and_sensibility_01_austen_64kb-0880.wav'].map((c) =>
    path.join(CLIPS, c),
  );
  execFileSync(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-i',
    clips[0],
    '-i',
    clips[1],
    '-filter_complex',
    '[0:a][1:a]concat=n=2:v=0:a=1',
    '-ac',
    '1',
    '-b:a',
    '48k',
    file,
  ]);
  return file;
}

/** A 16 kHz mono 16-bit WAV of `seconds` of silence (32 000 bytes a second). */
const silentWav = (seconds: number) => pcmToWav(Buffer.alloc(seconds * 32000));

/** A one-page text PDF, as a clinic's intake form exports. */
function intakePdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text('Pre-visit questionnaire');
    doc.moveDown();
    for (const line of lines) doc.fontSize(12).text(line);
    doc.end();
  });
}

/** A PNG of typed text, drawn by the browser's own canvas (a photo of a form, but sharp). */
async function textImage(page: Page, lines: string[]): Promise<Buffer> {
  const dataUrl = await page.evaluate((text: string[]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1400;
    canvas.height = 120 + text.length * 70;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = '#000';
    g.font = '44px "DejaVu Sans", "Liberation Sans", sans-serif';
    text.forEach((line, i) => g.fillText(line, 60, 100 + i * 70));
    return canvas.toDataURL('image/png');
  }, lines);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Signs in a fresh clinician and starts a session of `type`; returns the ids. */
async function startSession(page: Page, label: string, type: 'upload' | 'dictate') {
  const account = await signedInClinician(stack, page, label);
  await page.getByTestId('new-session').click();
  await page.getByTestId(`session-type-${type}`).click();
  await page.getByTestId('session-client-name').fill('Jane Roe');
  await page.getByTestId('session-create').click();
  const sessionId = (await page.getByTestId('session-name').getAttribute('data-session-id'))!;
  return { ...account, sessionId };
}

const fileRow = (page: Page, name: string) => page.locator(`[data-testid="upload-file"][data-name="${name}"]`);
/** Waits until the file is read (done) and returns its row. */
async function doneRow(page: Page, name: string, timeout = 60000) {
  const row = page.locator(`[data-testid="upload-file"][data-name="${name}"][data-status="done"]`);
  await row.waitFor({ timeout });
  return row;
}

/** The session's sealed contents, as its owner reads them. */
async function sessionContents(idToken: string, sessionId: string) {
  const response = await fetch(`${stack.api}/sessions/${sessionId}`, { headers: { authorization: `Bearer ${idToken}` } });
  return ((await response.json()) as { contents: { transcript: string; files?: Array<{ name: string; text: string }> } }).contents;
}

describe('session files', () => {
  it('Convert Files to Notes: an MP3 of real speech becomes the transcript, then a note', async () => {
    const { page, problems } = await openPage(suite.context());
    const who = await startSession(page, 'convert-mp3', 'upload');
    // No recording controls in this session type; the files panel is open.
    expect(await page.getByTestId('record-start').count()).toBe(0);
    await page.getByTestId('convert-files-hint').waitFor();
    await page.getByTestId('upload-input').setInputFiles(speechMp3());
    const row = await doneRow(page, 'consultation.mp3');
    expect(await row.getAttribute('data-category')).toBe('avFile');
    expect(await page.getByTestId('upload-count-avFile').getAttribute('data-count')).toBe('1');

    // The clips say "... at leisure to consider how much there might be in his power to do for
    // them" and "... looked forward to their society ...": PocketSphinx must get the gist.
    const transcript = (await page.getByTestId('transcript-text').textContent()) ?? '';
    const heard = ['leisure', 'consider', 'power'].filter((word) => transcript.includes(word));
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect((await sessionContents(who.idToken, who.sessionId)).transcript).toBe(transcript.trim());
    // Its seconds are counted as usage (about 20 s of audio).
    const user = await readDoc(stack, `users/${who.uid}`);
    const usage = (user?.usage as Array<{ session: number }> | undefined) ?? [];
    expect(usage.reduce((n, u) => n + u.session, 0)).toBeGreaterThan(5);

    await page.getByTestId('notes-generate').click();
    const note = page.getByTestId('note-soap');
    await note.waitFor({ timeout: 60000 });
    expect(((await note.textContent()) ?? '').length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('a PDF pre-visit form: its text is shown and reaches the note', async () => {
    const { page, problems } = await openPage(suite.context());
    const who = await startSession(page, 'previsit-pdf', 'upload');
    const pdf = await intakePdf([
      'Reason for visit: pain in the left knee for three weeks.',
      'Allergies: I am allergic to penicillin, it gives me a rash.',
      'Current medication: ibuprofen 400 mg twice a day.',
    ]);
    await page.getByTestId('upload-input').setInputFiles({ name: 'intake-form.pdf', mimeType: 'application/pdf', buffer: pdf });
    const row = await doneRow(page, 'intake-form.pdf');
    expect(await row.getAttribute('data-category')).toBe('previsitForm');
    await row.locator('summary').click();
    expect(await row.getByTestId('upload-text').textContent()).toContain('Allergies: I am allergic to penicillin');
    expect((await sessionContents(who.idToken, who.sessionId)).files?.map((f) => f.name)).toEqual(['intake-form.pdf']);

    await page.getByTestId('notes-generate').click();
    const note = page.getByTestId('note-soap');
    await note.waitFor({ timeout: 60000 });
    const text = (await note.textContent()) ?? '';
    expect(text).toMatch(/penicillin/i);
    expect(text).toMatch(/ibuprofen 400 mg/i);

    // A reload loses nothing: the session is offered again, with its file, what was read and the note.
    await page.reload();
    await page.getByTestId('resume-offer').waitFor();
    await page.getByTestId('resume-accept').click();
    const restored = await doneRow(page, 'intake-form.pdf', 15000);
    expect(await restored.getAttribute('data-category')).toBe('previsitForm');
    expect(await restored.getByTestId('upload-text').textContent()).toContain('penicillin');
    expect(await page.getByTestId('upload-count-previsitForm').getAttribute('data-count')).toBe('1');
    expect((await page.getByTestId('note-soap').textContent()) ?? '').toMatch(/penicillin/i);
    expect(problems).toEqual([]);
  });

  it('images: their text is read by OCR (PNG, and HEIC as iPhones save photos)', async () => {
    const { page, problems } = await openPage(suite.context());
    await startSession(page, 'image-ocr', 'dictate');
    // The panel is collapsed in a recording session (its totals still show): open it with the
    // same toggle as the other collapsing sections.
    const toggle = page.getByTestId('upload-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('upload-totals').isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const png = await textImage(page, ['Referral from Dr Martin', 'Diagnosis: plantar fasciitis', 'Please assess and treat']);
    await page.getByTestId('upload-input').setInputFiles({ name: 'referral.png', mimeType: 'image/png', buffer: png });
    const row = await doneRow(page, 'referral.png');
    expect(await row.getAttribute('data-category')).toBe('imageFile');
    await row.locator('summary').click();
    const text = (await row.getByTestId('upload-text').textContent()) ?? '';
    expect(text).toContain('plantar fasciitis');
    expect(text).toContain('Referral from Dr Martin');

    // An iPhone photo (HEIC; the browser may report no type for it) is decoded and read too.
    const heic = fs.readFileSync(path.join(functionsDir, 'src', 'file-processing', '__tests__', 'fixtures', 'intake-form.heic'));
    await page.getByTestId('upload-input').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: '', buffer: heic });
    const photo = await doneRow(page, 'IMG_0042.HEIC');
    expect(await photo.getAttribute('data-category')).toBe('imageFile');
    expect(await photo.getByTestId('upload-text').textContent()).toContain('Allergies: penicillin');
    expect(problems).toEqual([]);
  });

  it('refuses what does not fit: 15 MB per session, a wrong type, an empty file, a pick while uploading', async () => {
    const { page } = await openPage(suite.context());
    await startSession(page, 'upload-refusals', 'upload');
    const input = page.getByTestId('upload-input');

    await input.setInputFiles({ name: 'recording.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(15 * MB + 1) });
    expect(await page.getByTestId('upload-refusal').textContent()).toBe(
      'recording.wav: File too large. The files of a session may take 15 MB in total.',
    );
    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    expect(await page.getByTestId('upload-refusal').textContent()).toMatch(
      /^setup\.exe: Invalid file type\. Allowed types: \.mp3, .*\.txt/,
    );
    await input.setInputFiles({ name: 'blank.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
    expect(await page.getByTestId('upload-refusal').textContent()).toBe('blank.txt: The file is empty.');
    expect(await page.getByTestId('upload-file').count()).toBe(0);

    // A slow connection: the first file's progress bar moves, and a second pick must wait.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await input.setInputFiles({ name: 'dictation.wav', mimeType: 'audio/wav', buffer: silentWav(60) });
    await page.getByTestId('upload-progress').waitFor();
    await input.setInputFiles({ name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from('Second file.') });
    expect(await page.getByTestId('upload-refusal').textContent()).toBe(
      'Please wait for all files to finish uploading before adding more files.',
    );
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const done = await doneRow(page, 'dictation.wav');
    expect(await done.getByTestId('upload-text').textContent()).toBe('No speech was recognised in this recording.');
    expect(await page.getByTestId('upload-file').count()).toBe(1);
    // Now the session holds 1.9 MB: what is left is 13.1 MB.
    await input.setInputFiles({ name: 'big.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(14 * MB) });
    expect(await page.getByTestId('upload-refusal').textContent()).toContain('File too large.');
  });

  it('removes a file from storage and from what the note is written from', async () => {
    const { page, problems } = await openPage(suite.context());
    const who = await startSession(page, 'upload-remove', 'upload');
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        { name: 'old-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Previous visit: shoulder pain, improving with exercises.') },
      ]);
    await doneRow(page, 'old-notes.txt');
    const listed = async () => {
      const response = await fetch(`${stack.api}/uploads/list`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: who.sessionId }),
      });
      return ((await response.json()) as { files: Array<{ name: string }> }).files.map((f) => f.name);
    };
    expect(await listed()).toHaveLength(1);
    await fileRow(page, 'old-notes.txt').getByTestId('upload-remove').click();
    await fileRow(page, 'old-notes.txt').waitFor({ state: 'detached' });
    expect(await page.getByTestId('upload-totals').getAttribute('data-count')).toBe('0');
    expect(await listed()).toEqual([]);
    expect((await sessionContents(who.idToken, who.sessionId)).files).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('retries an interrupted upload without storing the file twice', async () => {
    const { page, problems } = await openPage(suite.context());
    const who = await startSession(page, 'upload-retry', 'upload');
    // The first PUT to storage is cut off, as by a dropped connection.
    let cut = 0;
    await page.route(`${stack.s3}/**`, (route) => {
      if (route.request().method() === 'PUT' && cut === 0) {
        cut += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'referral.txt', mimeType: 'text/plain', buffer: Buffer.from('Referral: recurrent migraine, please review.') });
    const failed = page.locator('[data-testid="upload-file"][data-name="referral.txt"][data-status="failed"]');
    await failed.waitFor();
    expect(await failed.getByTestId('upload-error').textContent()).toBe(
      'The upload of referral.txt did not finish. Try again: the file will not be stored twice.',
    );
    await failed.getByTestId('upload-retry').click();
    await doneRow(page, 'referral.txt');
    expect(cut).toBe(1);
    const response = await fetch(`${stack.api}/uploads/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: who.sessionId }),
    });
    expect(((await response.json()) as { files: Array<{ name: string }> }).files.map((f) => f.name)).toEqual(['referral.txt']);
    expect((await sessionContents(who.idToken, who.sessionId)).files?.map((f) => f.text)).toEqual([
      'Referral: recurrent migraine, please review.',
    ]);
    // The aborted request is the browser's own console error; nothing else went wrong.
    expect(problems.filter((p) => !/ERR_CONNECTION_RESET|Failed to load resource/.test(p))).toEqual([]);
  });
});
