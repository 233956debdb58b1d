// Live transcription in headless Chromium, the microphone fed from a WAV: real read
// speech (pocketsphinx-testdata) and a two-speaker consultation (espeak-ng) become words
// on screen while recording; and nothing is lost when the network drops for 30 s, when
// the page is reloaded mid-recording, or when the realtime server is killed and restarted.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { realtimeEnv, storedAudio as storedAudioOf } from '../support/audio';
import { launchBrowser, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, readDoc } from '../support/firestore-rest';
import { readStack, type Stack } from '../support/stack';
import { writeConsultationWav, writeLibrivoxWav } from '../support/speech';

const stack = readStack();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-'));
const CLIPS = [
  'sense_and_sensibility_01_austen_64kb-0880.wav',
  'sense_and_sensibility_01_austen_64kb-0920.wav',
  'sense_and_sensibility_01_austen_64kb-0930.wav',
];
const browsers: Browser[] = [];
let context: BrowserContext;

async function chromiumWithMicrophone(wav: string): Promise<Browser> {
  const browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
  browsers.push(browser);
  return browser;
}

afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
});

/** The session's audio as the realtime server stored it, read with the server's own store. */
function storedAudio(uid: string, sessionId: string): Promise<Buffer> {
  return storedAudioOf(stack, uid, sessionId);
}

/** A new clinician, signed in, with an in-person session created in the dialog. */
async function clinicianWithSession(page: Page, clientName: string): Promise<{ uid: string; sessionId: string; idToken: string }> {
  const account = await signedInClinician(stack, page, 'speech');
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-client-name').fill(clientName);
  await page.getByTestId('session-consent').click();
  await page.getByTestId('consent-popup-agree').click();
  await page.getByTestId('session-create').click();
  await page.getByTestId('session-name').waitFor();
  const sessionId = (await page.getByTestId('session-name').getAttribute('data-session-id')) as string;
  return { uid: account.uid, sessionId, idToken: account.idToken };
}

const captured = async (page: Page) => Number(await page.getByTestId('record-saved').getAttribute('data-captured'));
const CHUNKS_PER_SECOND = 4;

/** Waits until the browser has captured `chunks` chunks in all (audio time, however slow the machine is). */
const capturedAtLeast = (page: Page, chunks: number, timeout = 60000) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-captured')) >= n, chunks, {
    timeout,
  });

/** Waits until the saved transcript matches `pattern` (the engine may run slower than real time under load). */
const transcriptMatches = (page: Page, pattern: RegExp, timeout = 90000) =>
  page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''),
    [pattern.source, pattern.flags] as const,
    { timeout },
  );
const transcript = async (page: Page) =>
  (
    (await page
      .getByTestId('transcript-text')
      .textContent()
      .catch(() => '')) ?? ''
  ).toLowerCase();
const listening = (page: Page) => page.locator('[data-testid="record-status"][data-status="listening"]').waitFor();

/** Waits until the server has every captured chunk but the last two (still being sent). */
const allButTheLastChunksAcknowledged = (page: Page) =>
  page.waitForFunction(
    () => {
      const el = document.querySelector('[data-testid="record-saved"]');
      return el && Number(el.getAttribute('data-acknowledged')) + 2 >= Number(el.getAttribute('data-captured'));
    },
    null,
    { timeout: 30000 },
  );

async function stopAndSettle(page: Page): Promise<string> {
  await page.getByTestId('record-stop').click();
  await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 60000 });
  await page.getByTestId('record-saved-notice').waitFor();
  return transcript(page);
}

/** The server holds exactly the captured chunks: 8000 bytes each, the last one possibly shorter. */
async function expectNothingLost(page: Page, uid: string, sessionId: string): Promise<void> {
  const chunks = await captured(page);
  expect(Number(await page.getByTestId('record-saved').getAttribute('data-acknowledged'))).toBe(chunks);
  const audio = await storedAudio(uid, sessionId);
  expect(audio.length).toBeGreaterThan((chunks - 1) * 8000);
  expect(audio.length).toBeLessThanOrEqual(chunks * 8000);
}

describe('live transcription in the browser', () => {
  it('shows read speech as words while recording, and saves the whole transcript on stop', async () => {
    const wav = path.join(tmp, 'librivox.wav');
    writeLibrivoxWav(wav, CLIPS);
    context = await (await chromiumWithMicrophone(wav)).newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(page, 'Read speech');
    expect(await page.getByTestId('transcript-provider').getAttribute('data-provider')).toBe('pocketsphinx');
    await page.getByTestId('record-start').click();
    await listening(page);
    // Words appear while the recording goes on (partials first, then saved text).
    await page
      .locator('[data-testid="transcript-partial"], [data-testid="transcript-text"]:not(:empty)')
      .first()
      .waitFor({ timeout: 15000 });
    await page.waitForFunction(() => /married/.test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''), null, {
      timeout: 30000,
    });
    expect(await page.getByTestId('record-status').getAttribute('data-status')).toBe('listening');
    // The whole read passage (over 15 s) is captured and its last sentence settled before stopping.
    await capturedAtLeast(page, 16 * CHUNKS_PER_SECOND);
    await transcriptMatches(page, /he might even have been made/i);
    const text = await stopAndSettle(page);
    expect(text).toMatch(/young man/);
    expect(text).toMatch(/respectable/);
    expect(text).toMatch(/he might even have been made/i);
    await expectNothingLost(page, uid, sessionId);
    const saved = (await readDoc(stack, `users/${uid}`)) as { usage: Array<{ session: number }> };
    expect(saved.usage.at(-1)?.session).toBeGreaterThanOrEqual(15);
    expect(problems).toEqual([]);
  }, 240000);

  it('transcribes a two-speaker consultation', async () => {
    const wav = path.join(tmp, 'consultation.wav');
    writeConsultationWav(wav, [
      { speaker: 'doctor', text: 'Good morning. What brings you in today?' },
      { speaker: 'patient', text: 'I have had a headache for three days and some pain in my left knee.' },
      { speaker: 'doctor', text: 'Have you taken anything for the pain?' },
    ]);
    context = await (await chromiumWithMicrophone(wav)).newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const { sessionId, idToken } = await clinicianWithSession(page, 'Consultation');
    await page.getByTestId('record-start').click();
    await listening(page);
    await page.waitForFunction(
      () => /have you taken/i.test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''),
      null,
      { timeout: 40000 },
    );
    const text = await stopAndSettle(page);
    // Stop writes the default note (SOAP) with the offline draft generator.
    await page.getByTestId('note-soap').waitFor({ timeout: 30000 });
    expect(await page.getByTestId('note-label-soap').textContent()).toBe('Offline draft');
    const noteText = (await page.getByTestId('note-soap').textContent()) ?? '';
    expect(noteText).toMatch(/Subjective/);
    expect(noteText.toLowerCase()).toMatch(/headache|knee/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.site });
    await page.getByTestId('notes-copy').click();
    await page.getByTestId('notes-copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^SOAP NOTE\n\nSubjective\n- /);
    const download = page.waitForEvent('download');
    await page.getByTestId('notes-download').click();
    const file = await (await download).path();
    expect(fs.readFileSync(file, 'utf8')).toBe(copied);
    expect((await download).suggestedFilename()).toBe('Consultation.txt');
    const docx = page.waitForEvent('download');
    await page.getByTestId('notes-download-docx').click();
    expect((await docx).suggestedFilename()).toBe('Consultation.docx');
    const word = fs.readFileSync((await (await docx).path()) as string);
    expect(word.subarray(0, 2).toString()).toBe('PK'); // a zip: the .docx container
    expect(word.includes(Buffer.from('word/document.xml'))).toBe(true);
    // An item edited in the note is saved on the server.
    await page.getByTestId('note-soap').locator('li span[role="button"]').first().click();
    await page.getByTestId('note-item-editor').fill('Edited by the clinician.');
    await page.getByTestId('note-item-editor').press('Tab');
    await eventually(
      () => fetch(`${stack.api}/sessions/${sessionId}`, { headers: { authorization: `Bearer ${idToken}` } }).then((r) => r.json()),
      (session) => JSON.stringify(session.contents.notes).includes('Edited by the clinician.'),
    );
    // Both speakers' words, in order (the opening greeting varies from run to run with this engine).
    expect(text).toMatch(/headache for three days[\s\S]*left knee[\s\S]*have you taken/i);
  }, 120000);
});

describe('nothing lost', () => {
  it('through 30 s offline mid-recording: the speech heard offline reaches the transcript', async () => {
    const wav = path.join(tmp, 'offline.wav');
    writeLibrivoxWav(wav, CLIPS, 1, 40);
    context = await (await chromiumWithMicrophone(wav)).newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(page, 'Offline');
    await page.getByTestId('record-start').click();
    await listening(page);
    await capturedAtLeast(page, CHUNKS_PER_SECOND);
    await context.setOffline(true);
    // 30 s of audio captured while offline.
    await capturedAtLeast(page, (await captured(page)) + 30 * CHUNKS_PER_SECOND, 90000);
    expect(await captured(page)).toBeGreaterThan(Number(await page.getByTestId('record-saved').getAttribute('data-acknowledged')));
    await context.setOffline(false);
    await allButTheLastChunksAcknowledged(page);
    const text = await stopAndSettle(page);
    await expectNothingLost(page, uid, sessionId);
    // The last sentence was spoken while offline.
    expect(text).toMatch(/he might even have been made/i);
    expect(text).toMatch(/respectable/);
  }, 240000);

  it('through a reload mid-recording: the page offers to resume, and the transcript has both parts', async () => {
    const wav = path.join(tmp, 'reload.wav');
    writeLibrivoxWav(wav, CLIPS, 1, 40);
    context = await (await chromiumWithMicrophone(wav)).newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(page, 'Reloaded');
    await page.getByTestId('record-start').click();
    await listening(page);
    await page.waitForFunction(() => /young man/.test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''), null, {
      timeout: 30000,
    });
    const before = await storedAudio(uid, sessionId);
    await page.reload();
    await page.getByTestId('resume-offer').waitFor({ timeout: 20000 });
    await page.getByTestId('resume-accept').click();
    await listening(page);
    // The saved transcript comes back at once, before any new word.
    expect(await transcript(page)).toMatch(/young man/);
    // After the reload the microphone starts again from the top of the file.
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="transcript-text"]')?.textContent?.match(/young man/g) ?? []).length >= 2,
      null,
      { timeout: 30000 },
    );
    const text = await stopAndSettle(page);
    expect(text).toMatch(/young man[\s\S]*young man/);
    const after = await storedAudio(uid, sessionId);
    // The audio from before the reload is kept, unchanged, at the start.
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    expect(after.length).toBeGreaterThan(before.length);
  }, 150000);

  it('through the realtime server being killed and restarted: the transcript has the last sentence', async () => {
    const port = await freePort();
    let server = startRealtime(stack, port);
    await waitForHealth(port);
    const wav = path.join(tmp, 'restart.wav');
    writeLibrivoxWav(wav, CLIPS, 1, 40);
    // This page talks to a realtime server of the test's own, which the test may kill. The
    // site's Content-Security-Policy names the stack's realtime server only, so this context
    // bypasses it (the policy itself is tested in csp.test.ts).
    context = await (
      await chromiumWithMicrophone(wav)
    ).newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, realtime: `http://127.0.0.1:${port}` } });
    });
    const { page } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(page, 'Restart');
    try {
      await page.getByTestId('record-start').click();
      await listening(page);
      // 4 s of audio on the server, then the server dies and stays down for 5 s of audio.
      await page.waitForFunction(
        () => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-acknowledged')) >= 16,
        null,
        { timeout: 60000 },
      );
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));
      await capturedAtLeast(page, (await captured(page)) + 5 * CHUNKS_PER_SECOND);
      server = startRealtime(stack, port);
      await waitForHealth(port);
      await allButTheLastChunksAcknowledged(page);
      // Every sentence, the ones replayed from the stored audio included, settles before stopping.
      await transcriptMatches(page, /young man[\s\S]*he might even have been made/i);
      const text = await stopAndSettle(page);
      await expectNothingLost(page, uid, sessionId);
      expect(text).toMatch(/young man/);
      expect(text).toMatch(/he might even have been made/i);
    } finally {
      server.kill('SIGTERM');
    }
  }, 240000);
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A realtime server like the stack's (same emulators, audio directory and key) on `port`. */
function startRealtime(current: Stack, port: number): ChildProcess {
  return spawn(process.execPath, [path.join(__dirname, '..', '..', 'functions', 'lib', 'realtime', 'main.js')], {
    env: realtimeEnv(current, port),
    stdio: 'ignore',
  });
}

async function waitForHealth(port: number): Promise<void> {
  await eventually(
    () =>
      fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    (ok) => ok,
    15000,
  );
}
