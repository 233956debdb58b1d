// Live transcription in headless Chromium, the microphone fed from a WAV: real read speech
// (pocketsphinx-testdata) and a two-speaker consultation (espeak-ng) become words on screen
// while recording, the whole transcript is saved on stop, and the note is written, copied and
// downloaded. Nothing lost through faults: transcription-nothing-lost.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { openPage } from '../support/browser';
import { eventually, readDoc } from '../support/firestore-rest';
import {
  CHUNKS_PER_SECOND,
  CLIPS,
  capturedAtLeast,
  clinicianWithSession,
  expectNothingLost,
  listening,
  microphoneBrowsers,
  speechDir,
  stopAndSettle,
  transcriptMatches,
} from '../support/live-speech';
import { readStack } from '../support/stack';
import { writeConsultationWav, writeLibrivoxWav } from '../support/speech';

const stack = readStack();
const tmp = speechDir();
const withMicrophone = microphoneBrowsers();

describe('live transcription in the browser', () => {
  it('shows read speech as words while recording, and saves the whole transcript on stop', async () => {
    const wav = path.join(tmp, 'librivox.wav');
    writeLibrivoxWav(wav, CLIPS);
    const context = await withMicrophone(wav);
    const { page, problems } = await openPage(context);
    const { uid, sessionId } = await clinicianWithSession(stack, page, 'Read speech');
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
    await expectNothingLost(stack, page, uid, sessionId);
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
    const context = await withMicrophone(wav);
    const { page } = await openPage(context);
    const { sessionId, idToken } = await clinicianWithSession(stack, page, 'Consultation');
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
