// Recording in headless Chromium with a WAV file as the microphone: audio reaches the
// server in acknowledged chunks, and a dropped connection loses none of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storedAudio as storedAudioOf } from '../support/audio';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { createSessionInDialog } from '../support/clinician';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';
import { writeToneWav } from '../support/wav';

const stack = readStack();
const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mic-')), 'tone.wav');
let browser: Browser;
let context: BrowserContext;

/** The session's audio as the realtime server stored it, read with the server's own store. */
function storedAudio(uid: string, sessionId: string): Promise<Buffer> {
  return storedAudioOf(stack, uid, sessionId);
}

beforeAll(async () => {
  writeToneWav(wav, 30);
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
});
afterEach(async () => {
  await context.close();
});

async function signedInWithSession(page: Page, clientName: string): Promise<{ uid: string; sessionId: string }> {
  const clinician = demoUser(stack, 'clinician');
  await page.goto(`${stack.site}/login/`);
  await hydrated(page);
  await page.getByTestId('login-email').fill(clinician.email);
  await page.getByTestId('login-password').fill(clinician.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('recording-panel').waitFor();
  await page.getByTestId('record-start').click();
  await page.getByText("Please start a new session first using the 'Start New Session' button.").waitFor();
  const sessionId = await createSessionInDialog(page, clientName);
  const { localId } = await signInWithPassword(stack, clinician.email, clinician.password);
  return { uid: localId, sessionId };
}

const captured = async (page: Page) => Number(await page.getByTestId('record-saved').getAttribute('data-captured'));
const acknowledged = async (page: Page) => Number(await page.getByTestId('record-saved').getAttribute('data-acknowledged'));

/** Waits until the browser has captured `chunks` chunks of 250 ms in all (audio time, not wall-clock time). */
const capturedAtLeast = (page: Page, chunks: number) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-captured')) >= n, chunks, {
    timeout: 30000,
  });

/** Waits until the server has every captured chunk but the last two (still on their way). */
const caughtUp = (page: Page) =>
  page.waitForFunction(
    () => {
      const el = document.querySelector('[data-testid="record-saved"]');
      return Number(el?.getAttribute('data-acknowledged')) + 2 >= Number(el?.getAttribute('data-captured'));
    },
    null,
    { timeout: 30000 },
  );

describe('recording', () => {
  it('sends the microphone to the server in acknowledged chunks, with pause and resume', async () => {
    const { page, problems } = await openPage(context);
    const { uid, sessionId } = await signedInWithSession(page, 'Jane Doe');
    expect(await page.title()).toBe('Jane Doe');
    await page.getByTestId('record-start').click();
    await page.locator('[data-testid="record-status"][data-status="listening"], [data-testid="record-notice"]').first().waitFor();
    expect(await page.getByTestId('record-notice').count()).toBe(0);
    // Recording is unmistakable: the status is a red bar with the elapsed time.
    const bar = page.getByTestId('record-status');
    expect(await bar.getAttribute('class')).toContain('recording-bar');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(192, 38, 45)');
    expect(await bar.textContent()).toMatch(/^Listening · \d+:\d\d/);
    await capturedAtLeast(page, 8);
    await page.getByTestId('record-pause').click();
    await page.locator('[data-testid="record-status"].recording-bar.is-paused').waitFor();
    const atPause = await captured(page);
    // Nothing is captured while paused: a second of wall-clock time shows it (an absence has no event to wait for).
    await page.waitForTimeout(1000);
    expect(await captured(page)).toBeLessThanOrEqual(atPause + 1);
    await page.getByTestId('record-resume').click();
    await capturedAtLeast(page, atPause + 6);
    await page.getByTestId('record-stop').click();
    await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor();
    expect(await page.getByTestId('record-saved-notice').textContent()).toBe(
      'Recording saved: every second is on the server, and the transcript is complete.',
    );

    const chunks = await captured(page);
    expect(chunks).toBeGreaterThanOrEqual(10); // about 3.5 s of 250 ms chunks
    expect(await acknowledged(page)).toBe(chunks);
    const audio = await storedAudio(uid, sessionId);
    // Every chunk but the last is a full 250 ms (8000 bytes); the last holds what was left.
    expect(audio.length).toBeGreaterThan((chunks - 1) * 8000);
    expect(audio.length).toBeLessThanOrEqual(chunks * 8000);
    // It is the tone, not silence.
    const peak = Math.max(...Array.from({ length: 4000 }, (_, i) => Math.abs(audio.readInt16LE(8000 + i * 2))));
    expect(peak).toBeGreaterThan(3000);
    expect(problems).toEqual([]);
  });

  it('keeps recording through a dropped connection and sends what was captured offline once it is back', async () => {
    const { page } = await openPage(context);
    const { uid, sessionId } = await signedInWithSession(page, 'Offline test');
    await page.getByTestId('record-start').click();
    await page.locator('[data-testid="record-status"][data-status="listening"], [data-testid="record-notice"]').first().waitFor();
    expect(await page.getByTestId('record-notice').count()).toBe(0);
    await capturedAtLeast(page, 6);
    await context.setOffline(true);
    // 2.5 s of audio captured while offline.
    await capturedAtLeast(page, (await captured(page)) + 10);
    expect(await captured(page)).toBeGreaterThan(await acknowledged(page));
    await context.setOffline(false);
    await capturedAtLeast(page, (await captured(page)) + 6);
    await caughtUp(page);
    await page.getByTestId('record-stop').click();
    await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 30000 });
    const chunks = await captured(page);
    expect(await acknowledged(page)).toBe(chunks);
    const audio = await storedAudio(uid, sessionId);
    expect(audio.length).toBeGreaterThan((chunks - 1) * 8000);
    expect(chunks).toBeGreaterThanOrEqual(20); // about 5.5 s, offline time included
  });

  /** A registered account whose plan limits are set (server-only fields, written as functions would). */
  async function accountWithLimits(page: Page, usageLimits: { notesLeft: number; timeLimit: number }) {
    const account = await newAccount(stack, 'limits');
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => d !== null,
    );
    await fetch(`${stack.api}/account/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Lee', lastName: 'Park', role: 'therapist', country: 'Canada' }),
    });
    await patchDoc(stack, `users/${account.localId}`, { usageLimits, isFirstTimeLogin: false, displayProductTour: false });
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill('secret-pass-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('recording-panel').waitFor();
  }

  it('disables Start when no notes are left', async () => {
    const { page } = await openPage(context);
    await accountWithLimits(page, { notesLeft: 0, timeLimit: 3600 });
    expect(await page.getByTestId('record-limit').textContent()).toBe(
      'You have reached your note limit. Please upgrade to start new sessions.',
    );
    expect(await page.getByTestId('record-start').isDisabled()).toBe(true);
  });

  it('warns in the last minute of the plan’s session time and stops at the limit', async () => {
    const { page } = await openPage(context);
    await accountWithLimits(page, { notesLeft: 5, timeLimit: 3 });
    await page.getByTestId('new-session').click();
    await page.getByTestId('session-client-name').fill('Short plan');
    await page.getByTestId('session-consent').click();
    await page.getByTestId('consent-popup-agree').click();
    await page.getByTestId('session-create').click();
    await page.getByTestId('session-name').waitFor();
    await page.getByTestId('record-start').click();
    await page.getByTestId('record-time-warning').waitFor();
    await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 20000 });
    expect(await page.getByTestId('record-notice').textContent()).toBe('You have reached your session time limit or note limit');
    const chunks = await captured(page);
    expect(chunks).toBeGreaterThanOrEqual(12); // 3 s of 250 ms chunks
    expect(chunks).toBeLessThanOrEqual(16);
  });
});
