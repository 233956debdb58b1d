// A recording in headless Chromium (read speech as the microphone, the local engine) served by
// two realtime instances behind the local balancer: the instance serving it is killed with
// SIGKILL mid-recording, the browser carries on with the other, and the transcript is
// complete, every captured chunk stored once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storedAudio } from '../support/audio';
import { launchBrowser } from '../support/browser';
import { eventually, readDoc } from '../support/firestore-rest';
import { startBalancer, startInstance, stopInstance, type Instance } from '../support/realtime-instances';
import { acknowledgedAtLeast, caughtUp, progress, recordingThrough } from '../support/realtime-recording';
import { writeLibrivoxWav } from '../support/speech';
import { readStack } from '../support/stack';

const stack = readStack();
const CLIPS = [
  'sense_and_sensibility_01_austen_64kb-0880.wav',
  'sense_and_sensibility_01_austen_64kb-0920.wav',
  'sense_and_sensibility_01_austen_64kb-0930.wav',
];
const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'failover-')), 'speech.wav');
let browser: Browser;
let context: BrowserContext;
const instances: Instance[] = [];
let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;

beforeAll(async () => {
  writeLibrivoxWav(wav, CLIPS, 1, 40);
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
  instances.push(...(await Promise.all([startInstance(stack, `e2e-a-${Date.now()}`), startInstance(stack, `e2e-b-${Date.now()}`)])));
  balancer = await startBalancer(instances.map((i) => i.port));
}, 90000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  balancer?.child.kill('SIGTERM');
  await Promise.all(instances.map(stopInstance));
});

const transcriptMatches = (page: Page, pattern: RegExp) =>
  page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''),
    [pattern.source, pattern.flags] as const,
    {
      timeout: 120000,
    },
  );

describe('a recording whose realtime instance dies', () => {
  it('continues on the other instance, and its transcript is complete', async () => {
    const { context: opened, page, uid, sessionId } = await recordingThrough(stack, browser, balancer!.url, 'failover');
    context = opened;
    // 4 s of audio durable, then the instance serving this user's socket (the caps name it) is killed.
    await acknowledgedAtLeast(page, 16);
    const caps = (await eventually(
      () => readDoc(stack, `realtimeCaps/${uid}`),
      (doc) => Object.keys((doc?.sockets as object) ?? {}).length > 0,
    )) as { sockets: Record<string, string> };
    const serving = instances.find((i) => Object.values(caps.sockets).includes(i.id));
    expect(serving).toBeDefined();
    await serving!.kill();
    const atKill = await progress(page, 'captured');
    // The browser reconnects through the balancer to the other instance and everything captured reaches it.
    await acknowledgedAtLeast(page, atKill + 8);
    await transcriptMatches(page, /young man[\s\S]*respectable[\s\S]*he might even have been made/i);
    await caughtUp(page, 60000);
    await page.getByTestId('record-stop').click();
    await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 60000 });
    await page.getByTestId('record-saved-notice').waitFor();
    const text = ((await page.getByTestId('transcript-text').textContent()) ?? '').toLowerCase();
    expect(text).toMatch(/young man/);
    expect(text).toMatch(/respectable/);
    expect(text).toMatch(/he might even have been made/i);
    // Every captured chunk is stored, once.
    const chunks = await progress(page, 'captured');
    expect(await progress(page, 'acknowledged')).toBe(chunks);
    const audio = await storedAudio(stack, uid, sessionId);
    expect(audio.length).toBeGreaterThan((chunks - 1) * 8000);
    expect(audio.length).toBeLessThanOrEqual(chunks * 8000);
  }, 300000);
});
