// A recording in headless Chromium (read speech as the microphone, the local engine) whose
// audio store becomes unreachable for 30 seconds: the test's own realtime instance reaches
// the stack's S3 store through a proxy that the test cuts (every connection held, nothing
// answered) and then restores. Meanwhile the chunks stay in the browser and the page says
// "Saving delayed"; once the store answers again the banner goes, every captured chunk is
// stored once and the transcript has the sentences spoken during the outage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import en from '../../locales/en/common.json';
import { storedAudio } from '../support/audio';
import { launchBrowser } from '../support/browser';
import { acknowledgedAtLeast, caughtUp, progress, recordingThrough } from '../support/realtime-recording';
import { startInstance, stopInstance, type Instance } from '../support/realtime-instances';
import { writeLibrivoxWav } from '../support/speech';
import { readStack } from '../support/stack';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const stack = readStack();
// Spoken at about 0-3 s, 10-16 s and 23-26 s: the last two while the store is cut off.
const CLIPS = [
  'sense_and_sensibility_01_austen_64kb-0880.wav',
  'sense_and_sensibility_01_austen_64kb-0920.wav',
  'sense_and_sensibility_01_austen_64kb-0930.wav',
];
const OUTAGE_MS = 30_000;
const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-outage-')), 'speech.wav');
let browser: Browser;
let context: BrowserContext;
let proxy: TcpProxy;
let instance: Instance | undefined;

beforeAll(async () => {
  writeLibrivoxWav(wav, CLIPS, 7, 40);
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
  proxy = await startTcpProxy(stack.s3);
  instance = await startInstance(stack, `e2e-outage-${Date.now()}`, { S3_ENDPOINT: proxy.url });
}, 90000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stopInstance(instance);
  await proxy?.close();
});

describe('a recording while the audio store is unreachable for 30 s', () => {
  it('keeps the chunks in the browser, says saving is delayed, and loses nothing once the store is back', async () => {
    const { context: opened, page, uid, sessionId } = await recordingThrough(stack, browser, instance!.url, 'store-outage');
    context = opened;
    await acknowledgedAtLeast(page, 8);

    proxy.cut();
    const cutAt = Date.now();
    const delayed = page.getByTestId('record-delayed');
    await delayed.waitFor({ timeout: OUTAGE_MS });
    expect(await delayed.textContent()).toBe(en.session.savingDelayed);
    // The store stays unreachable for the whole 30 s; the chunks wait in the browser meanwhile.
    await page.waitForTimeout(Math.max(0, cutAt + OUTAGE_MS - Date.now()));
    const [acknowledged, captured] = [await progress(page, 'acknowledged'), await progress(page, 'captured')];
    expect(captured - acknowledged).toBeGreaterThanOrEqual(100);
    expect(await delayed.isVisible()).toBe(true);

    proxy.restore();
    // The server's retries reach the store again: everything captured becomes durable and the banner goes.
    await caughtUp(page, 90000);
    await delayed.waitFor({ state: 'hidden', timeout: 10000 });
    await page.waitForFunction(
      () =>
        /young man[\s\S]*respectable[\s\S]*he might even have been made/i.test(
          document.querySelector('[data-testid="transcript-text"]')?.textContent ?? '',
        ),
      null,
      { timeout: 120000 },
    );
    await page.getByTestId('record-stop').click();
    await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 60000 });
    await page.getByTestId('record-saved-notice').waitFor();

    // Every captured chunk is stored, once.
    const chunks = await progress(page, 'captured');
    expect(await progress(page, 'acknowledged')).toBe(chunks);
    const audio = await storedAudio(stack, uid, sessionId);
    expect(audio.length).toBeGreaterThan((chunks - 1) * 8000);
    expect(audio.length).toBeLessThanOrEqual(chunks * 8000);
  }, 300000);
});
