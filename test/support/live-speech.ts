// Live transcription in headless Chromium, the microphone fed from a WAV: what the suites of
// live speech share (a browser per recording, a clinician with a session, the recording page's
// counters and transcript waited on, the server's stored audio checked against them).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { realtimeEnv, storedAudio } from './audio';
import { launchBrowser } from './browser';
import { createSessionInDialog, signedInClinician } from './clinician';
import { eventually } from './firestore-rest';
import type { Stack } from './stack';

/** Read speech from pocketsphinx-testdata, about 16 s together. */
export const CLIPS = [
  'sense_and_sensibility_01_austen_64kb-0880.wav',
  'sense_and_sensibility_01_austen_64kb-0920.wav',
  'sense_and_sensibility_01_austen_64kb-0930.wav',
];
export const CHUNKS_PER_SECOND = 4;
/** A folder of this process's own for the WAVs it writes. */
export const speechDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'speech-'));

/**
 * Browsers whose microphone plays a WAV, each context closed after its case and every browser
 * after the suite (the hooks are registered by the call, at a suite's top level).
 */
export function microphoneBrowsers(): (wav: string, options?: { bypassCSP?: boolean }) => Promise<BrowserContext> {
  const browsers: Browser[] = [];
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
  });
  return async (wav, options = {}) => {
    const browser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ]);
    browsers.push(browser);
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, ...options });
    return context;
  };
}

/** A new clinician, signed in, with an in-person session created in the dialog. */
export async function clinicianWithSession(
  stack: Stack,
  page: Page,
  clientName: string,
): Promise<{ uid: string; sessionId: string; idToken: string }> {
  const account = await signedInClinician(stack, page, 'speech');
  const sessionId = await createSessionInDialog(page, clientName);
  return { uid: account.uid, sessionId, idToken: account.idToken };
}

export const captured = async (page: Page) => Number(await page.getByTestId('record-saved').getAttribute('data-captured'));

/** Waits until the browser has captured `chunks` chunks in all (audio time, however slow the machine is). */
export const capturedAtLeast = (page: Page, chunks: number, timeout = 60000) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-captured')) >= n, chunks, {
    timeout,
  });

/** Waits until the saved transcript matches `pattern` (the engine may run slower than real time under load). */
export const transcriptMatches = (page: Page, pattern: RegExp, timeout = 90000) =>
  page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''),
    [pattern.source, pattern.flags] as const,
    { timeout },
  );

export const transcript = async (page: Page) =>
  (
    (await page
      .getByTestId('transcript-text')
      .textContent()
      .catch(() => '')) ?? ''
  ).toLowerCase();

export const listening = (page: Page) => page.locator('[data-testid="record-status"][data-status="listening"]').waitFor();

/** Waits until the server has every captured chunk but the last two (still being sent). */
export const allButTheLastChunksAcknowledged = (page: Page) =>
  page.waitForFunction(
    () => {
      const el = document.querySelector('[data-testid="record-saved"]');
      return el && Number(el.getAttribute('data-acknowledged')) + 2 >= Number(el.getAttribute('data-captured'));
    },
    null,
    { timeout: 30000 },
  );

/** Stops the recording and waits for it to settle: the transcript as saved, in lower case. */
export async function stopAndSettle(page: Page): Promise<string> {
  await page.getByTestId('record-stop').click();
  await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 60000 });
  await page.getByTestId('record-saved-notice').waitFor();
  return transcript(page);
}

/** The server holds exactly the captured chunks: 8000 bytes each, the last one possibly shorter. */
export async function expectNothingLost(stack: Stack, page: Page, uid: string, sessionId: string): Promise<void> {
  const chunks = await captured(page);
  expect(Number(await page.getByTestId('record-saved').getAttribute('data-acknowledged'))).toBe(chunks);
  const audio = await storedAudio(stack, uid, sessionId);
  expect(audio.length).toBeGreaterThan((chunks - 1) * 8000);
  expect(audio.length).toBeLessThanOrEqual(chunks * 8000);
}

/** A realtime server like the stack's (same emulators, audio directory and key) on `port`. */
export function startRealtime(current: Stack, port: number): ChildProcess {
  return spawn(process.execPath, [path.join(__dirname, '..', '..', 'functions', 'lib', 'realtime', 'main.js')], {
    env: realtimeEnv(current, port),
    stdio: 'ignore',
  });
}

export async function waitForHealth(port: number): Promise<void> {
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
