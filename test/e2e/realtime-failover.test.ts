// A recording in headless Chromium (read speech as the microphone, the local engine) served by
// two realtime instances behind the local balancer: the instance serving it is killed with
// SIGKILL mid-recording, the browser carries on with the other, and the transcript is
// complete, every captured chunk stored once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storedAudio } from '../support/audio';
import { launchBrowser, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, readDoc } from '../support/firestore-rest';
import { startBalancer, startInstance, stopInstance, type Instance } from '../support/realtime-instances';
import { writeLibrivoxWav } from '../support/speech';
import { readStack } from '../support/stack';

const stack = readStack();
const CLIPS = ['sense_and_sensibility_01_austen_64kb-0880.wav', 'sense_and_sensibility_01_austen_64kb-0920.wav', 'sense_and_sensibility_01_austen_64kb-0930.wav'];
const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'failover-')), 'speech.wav');
let browser: Browser;
let context: BrowserContext;
const instances: Instance[] = [];
let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;

beforeAll(async () => {
  writeLibrivoxWav(wav, CLIPS, 1, 40);
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`]);
  instances.push(...(await Promise.all([startInstance(stack, `e2e-a-${Date.now()}`), startInstance(stack, `e2e-b-${Date.now()}`)])));
  balancer = await startBalancer(instances.map((i) => i.port));
}, 90000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  balancer?.child.kill('SIGTERM');
  await Promise.all(instances.map(stopInstance));
});

const progress = (page: Page, name: 'acknowledged' | 'captured') => page.getByTestId('record-saved').getAttribute(`data-${name}`).then(Number);
const acknowledgedAtLeast = (page: Page, chunks: number) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-acknowledged')) >= n, chunks, { timeout: 90000 });
const transcriptMatches = (page: Page, pattern: RegExp) =>
  page.waitForFunction(([source, flags]) => new RegExp(source, flags).test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''), [pattern.source, pattern.flags] as const, {
    timeout: 120000,
  });

describe('a recording whose realtime instance dies', () => {
  it('continues on the other instance, and its transcript is complete', async () => {
    // The page talks to the test's balancer; the site's CSP names the stack's realtime server only (csp.test.ts covers it).
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), realtime: balancer!.url } });
    });
    const { page } = await openPage(context);
    const { uid } = await signedInClinician(stack, page, 'failover');
    await page.getByTestId('new-session').click();
    await page.getByTestId('session-client-name').fill('Failover');
    await page.getByTestId('session-consent').click();
    await page.getByTestId('consent-popup-agree').click();
    await page.getByTestId('session-create').click();
    await page.getByTestId('session-name').waitFor();
    const sessionId = (await page.getByTestId('session-name').getAttribute('data-session-id')) as string;

    await page.getByTestId('record-start').click();
    await page.locator('[data-testid="record-status"][data-status="listening"]').waitFor();
    // 4 s of audio durable, then the instance serving this user's socket (the caps name it) is killed.
    await acknowledgedAtLeast(page, 16);
    const caps = (await eventually(() => readDoc(stack, `realtimeCaps/${uid}`), (doc) => Object.keys((doc?.sockets as object) ?? {}).length > 0)) as { sockets: Record<string, string> };
    const serving = instances.find((i) => Object.values(caps.sockets).includes(i.id));
    expect(serving).toBeDefined();
    await serving!.kill();
    const atKill = await progress(page, 'captured');
    // The browser reconnects through the balancer to the other instance and everything captured reaches it.
    await acknowledgedAtLeast(page, atKill + 8);
    await transcriptMatches(page, /young man[\s\S]*respectable[\s\S]*he might even have been made/i);
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="record-saved"]');
        return Number(el?.getAttribute('data-acknowledged')) + 2 >= Number(el?.getAttribute('data-captured'));
      },
      null,
      { timeout: 60000 },
    );
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
