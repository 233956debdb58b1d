// Nothing lost while recording live in headless Chromium, the microphone fed from read speech
// (pocketsphinx-testdata): the network dropped for 30 s, the page reloaded mid-recording, the
// realtime server killed and restarted; each time the transcript has every sentence and the
// server every captured chunk. A suite of its own beside transcription.test.ts, so that the two
// can run side by side.
import path from 'node:path';
import { storedAudio } from '../support/audio';
import { openPage } from '../support/browser';
import {
  CHUNKS_PER_SECOND,
  CLIPS,
  allButTheLastChunksAcknowledged,
  captured,
  capturedAtLeast,
  clinicianWithSession,
  expectNothingLost,
  listening,
  microphoneBrowsers,
  speechDir,
  startRealtime,
  stopAndSettle,
  transcript,
  transcriptMatches,
  waitForHealth,
} from '../support/live-speech';
import { freePort } from '../support/realtime-instances';
import { readStack } from '../support/stack';
import { writeLibrivoxWav } from '../support/speech';

const stack = readStack();
const tmp = speechDir();
const withMicrophone = microphoneBrowsers();

describe('nothing lost', () => {
  it('through 30 s offline mid-recording: the speech heard offline reaches the transcript', async () => {
    const wav = path.join(tmp, 'offline.wav');
    writeLibrivoxWav(wav, CLIPS, 1, 40);
    const context = await withMicrophone(wav);
    const { page } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(stack, page, 'Offline');
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
    await expectNothingLost(stack, page, uid, sessionId);
    // The last sentence was spoken while offline.
    expect(text).toMatch(/he might even have been made/i);
    expect(text).toMatch(/respectable/);
  }, 240000);

  it('through a reload mid-recording: the page offers to resume, and the transcript has both parts', async () => {
    const wav = path.join(tmp, 'reload.wav');
    writeLibrivoxWav(wav, CLIPS, 1, 40);
    const context = await withMicrophone(wav);
    const { page } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(stack, page, 'Reloaded');
    await page.getByTestId('record-start').click();
    await listening(page);
    await page.waitForFunction(() => /young man/.test(document.querySelector('[data-testid="transcript-text"]')?.textContent ?? ''), null, {
      timeout: 30000,
    });
    const before = await storedAudio(stack, uid, sessionId);
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
    const after = await storedAudio(stack, uid, sessionId);
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
    const context = await withMicrophone(wav, { bypassCSP: true });
    await context.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, realtime: `http://127.0.0.1:${port}` } });
    });
    const { page } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(stack, page, 'Restart');
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
      await expectNothingLost(stack, page, uid, sessionId);
      expect(text).toMatch(/young man/);
      expect(text).toMatch(/he might even have been made/i);
    } finally {
      server.kill('SIGTERM');
    }
  }, 240000);
});
