// The evidence of a note in Chromium: a generated note's sentences show their state; a
// click on one marks its passage in the transcript (and focus with Enter does too); a
// sentence typed by the clinician that no source supports shows "added by you" once saved;
// a sentence denying what the patient said is contradicted, in red, with its passage;
// "Add to note" puts a plan item the note left out into its plan section, saved: it is
// still there after a reload, and no longer listed as missing.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { noteInBrowser } from '../support/session-note';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const TRANSCRIPT = [
  '[doctor] what brings you in today?',
  '[patient] i have had pain in my left knee for three weeks.',
  '[patient] i take ibuprofen 400 mg twice a day.',
  '[doctor] any fever? [patient] no fever.',
  '[doctor] we will get an x-ray of the left knee.',
  '[doctor] i will see you back in two weeks.',
].join('\n');

/** A Dictate session with a typed transcript and its SOAP note; kept in Saved Sessions (to reopen after a reload) when `stored`. */
async function noteFromTranscript(page: Page, stored = false, transcript = TRANSCRIPT): Promise<void> {
  await noteInBrowser(stack, page, 'note-evidence', transcript, { stored });
  await page.getByTestId('note-soap').locator('[data-testid="note-sentence"]').first().waitFor();
}

/** After a reload: the session reopened from Saved Sessions, its note shown. */
async function reopen(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
  await page.getByTestId('recording-panel').waitFor();
  await page.getByTestId('nav-saved-sessions').click();
  await page.getByTestId('saved-session-row').first().getByTestId('saved-session-open').click();
  await page.getByTestId('note-soap').getByTestId('omissions-panel').waitFor();
}

/** Edits the note item holding `text` into `body` and waits for the save. */
async function editItem(page: Page, text: RegExp, body: (old: string) => string): Promise<void> {
  // A click on the item's text (a sentence, or the whole text while its evidence is fetched) opens its editor.
  await page.getByTestId('note-soap').locator('li', { hasText: text }).first().locator('span[role="button"]').first().click();
  const editor = page.getByTestId('note-item-editor');
  const next = body(await editor.inputValue());
  await editor.fill(next);
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/sessions/'));
  await editor.press('Tab');
  expect((await saved).status()).toBe(200);
}

describe('note evidence', () => {
  it('shows each sentence’s state, its passage in the transcript, and the clinician’s own sentence as added by them', async () => {
    const { page, problems } = await openPage(suite.context());
    await noteFromTranscript(page);
    const note = page.getByTestId('note-soap');
    const states = await note.getByTestId('note-sentence').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    expect(states.length).toBeGreaterThan(2);
    expect(states.filter((s) => s === 'supported' || s === 'partial').length).toBe(states.length);
    // The opening names the patient as the session records her: the name needs no other source.
    expect(await note.getByTestId('note-sentence').filter({ hasText: 'Jane Roe' }).first().getAttribute('data-state')).toBe('supported');
    expect(await note.getByTestId('note-sentence-state').count()).toBe(states.length);
    expect(await page.getByTestId('note-evidence-summary').getAttribute('data-supported')).toBe(
      String(states.filter((s) => s === 'supported').length),
    );

    // A click marks the sentence's passage in the transcript.
    await note
      .getByTestId('note-sentence')
      .filter({ hasText: /ibuprofen/i })
      .first()
      .click();
    expect(await page.getByTestId('transcript-highlight').textContent()).toContain('ibuprofen 400 mg twice a day');
    await page.getByTestId('note-item-editor').press('Tab');

    // Keyboard: focus another sentence and press Enter: its passage is marked instead.
    const knee = note.getByTestId('note-sentence').filter({ hasText: /knee/i }).first();
    await knee.focus();
    await knee.press('Enter');
    await page.locator('[data-testid="transcript-highlight"]', { hasText: /knee/i }).waitFor();

    // A sentence typed by the clinician that no source supports: "added by you", once saved and re-aligned.
    await editItem(page, /ibuprofen/i, (old) => `${old} The patient plays the violin every weekend.`);
    const added = note.locator('[data-testid="note-sentence"][data-state="added"]', { hasText: 'violin' });
    await added.waitFor();
    expect(await added.getByTestId('note-sentence-state').textContent()).toBe('added by you');
    await page.locator('[data-testid="note-evidence-summary"][data-added="1"]').waitFor();
    expect(problems).toEqual([]);
  });

  it('shows a sentence the clinician typed that denies what the patient said as contradicted, in red, with the passage it contradicts', async () => {
    const { page, problems } = await openPage(suite.context());
    await noteFromTranscript(page);
    const note = page.getByTestId('note-soap');
    await editItem(page, /ibuprofen/i, (old) => `${old} The patient denies knee pain.`);
    const contradicted = note.locator('[data-testid="note-sentence"][data-state="contradicted"]', { hasText: 'denies knee pain' });
    await contradicted.waitFor();
    expect(await contradicted.getByTestId('note-sentence-state').getAttribute('data-state')).toBe('contradicted');
    expect(await contradicted.getByTestId('note-sentence-state').textContent()).toBe('contradicted');
    // Red: the sentence's background is tinted with the theme's danger colour.
    const danger = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bs-danger-rgb').trim());
    const channels = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
    expect(channels(danger)).toHaveLength(3);
    expect(channels(await contradicted.evaluate((el) => getComputedStyle(el).backgroundColor))).toEqual([...channels(danger), 0.18]);
    if (process.env.SCREENSHOT_DIR) await note.screenshot({ path: `${process.env.SCREENSHOT_DIR}/contradicted.png` });
    await page.locator('[data-testid="note-evidence-summary"][data-contradicted="1"]').waitFor();
    // Its passage is the patient's own words about the knee.
    await contradicted.click();
    await page.locator('[data-testid="transcript-highlight"]', { hasText: /pain in my left knee/i }).waitFor();
    await page.getByTestId('note-sentence-contradicted-by').waitFor();
    expect(problems).toEqual([]);
  });

  it('adds a plan item the note left out to the plan, and it survives a reload', async () => {
    const { page, problems } = await openPage(suite.context());
    await noteFromTranscript(page, true);
    const note = page.getByTestId('note-soap');
    // The x-ray leaves the note (its item now says something else): "Not in the note" lists it as a plan item.
    await editItem(page, /x-ray/i, () => 'No fever.');
    const missing = note.getByTestId('omission-item').filter({ hasText: /x-ray/i });
    await missing.waitFor();
    expect(await missing.getAttribute('data-kind')).toBe('plan');
    const text = (await missing.getByTestId('omission-text').textContent()) ?? '';
    const section = (await missing.getAttribute('data-section')) ?? '';
    expect(section).toMatch(/plan/i);

    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/sessions/'));
    await missing.getByTestId('omission-add').click();
    expect((await saved).status()).toBe(200);
    const plan = note.locator(`[data-testid="note-section"][data-section="${section}"]`);
    await plan.getByText(text).waitFor();
    await note.getByTestId('omission-item').filter({ hasText: /x-ray/i }).waitFor({ state: 'detached' });

    await reopen(page);
    await page.getByTestId('note-soap').locator(`[data-testid="note-section"][data-section="${section}"]`).getByText(text).waitFor();
    expect(await page.getByTestId('note-soap').getByTestId('omission-item').filter({ hasText: /x-ray/i }).count()).toBe(0);

    // Dismissing another omission hides it, after a reload too.
    const others = page.getByTestId('note-soap').getByTestId('omission-item');
    if ((await others.count()) > 0) {
      const other = (await others.first().getByTestId('omission-text').textContent()) ?? '';
      const dismissed = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/sessions/'));
      await others.first().getByTestId('omission-dismiss').click();
      expect((await dismissed).status()).toBe(200);
      await reopen(page);
      expect(await page.getByTestId('note-soap').getByTestId('omission-text').allTextContents()).not.toContain(other);
    }
    expect(problems).toEqual([]);
  });

  it('lists when the patient is to call and what the clinician decided is not needed, each with its actions on one row', async () => {
    const { page, problems } = await openPage(suite.context());
    await page.setViewportSize({ width: 900, height: 1200 });
    await noteFromTranscript(
      page,
      false,
      [
        '[doctor] what brings you in today?',
        '[patient] my right ankle hurts since i twisted it.',
        '[doctor] any fever? [patient] no.',
        "[doctor] okay, so for my assessment and plan, i'll order a cbc. i don't think you need an x-ray at this stage.",
        // A call that names no symptom: the draft leaves it to "Not in the note" (one naming a symptom is written in the plan).
        '[doctor] and call me if the brace rubs or you cannot put weight on it.',
      ].join('\n'),
    );
    const items = page.getByTestId('note-soap').getByTestId('omission-item');
    const call = items.filter({ hasText: 'Call if the brace rubs or they cannot put weight on it.' });
    await call.waitFor();
    expect(await call.getAttribute('data-kind')).toBe('plan');
    await items.filter({ hasText: 'No need for an x-ray at this stage.' }).waitFor();
    // The longest item keeps "Add to note" and "Dismiss" side by side.
    const add = await call.getByTestId('omission-add').boundingBox();
    const dismiss = await call.getByTestId('omission-dismiss').boundingBox();
    if (!add || !dismiss) throw new Error('the actions of an item are not shown');
    expect(Math.abs(add.y - dismiss.y)).toBeLessThan(2);
    expect(problems).toEqual([]);
  });
});
