// Notes in the clinician's own style, in Chromium: the same replacement made in three SOAP
// notes, each downloaded; after the third, the rule is offered beside the notes with the three
// notes as examples and accepted; the fourth note is drafted with the replacement made and says
// it followed 1 rule; on My style the rule is listed (when made, applied once) and paused.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { noteInBrowser, typedSession } from '../support/session-note';
import { patchDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const TRANSCRIPT = [
  '[doctor] Good morning, how can I help?',
  "[patient] I've had diarrhoea for three days, loose and watery, and some tummy cramps.",
  '[doctor] Any blood in the stool? [patient] No.',
  "[doctor] It seems like you have gastroenteritis. Drink plenty of fluids, and I'll see you in one week if it's not better.",
].join('\n');
// What the draft says of the complaint, as drafted and as kept (part of a sentence: the draft's
// wording around it may change).
const DRAFTED = 'The patient presents with watery diarrhea';
const KEPT = 'Pt presents with watery diarrhea';

/** The SOAP note's Subjective shows `text` in one of its items. */
const subjectiveShows = (page: Page, text: string) =>
  page
    .locator('[data-testid="note-soap"] [data-testid="note-section"][data-section="Subjective"] li')
    .filter({ hasText: text })
    .first()
    .waitFor();

/** The clinician replaces "The patient" with "Pt" by instruction, then downloads the note (.txt). */
async function editAndDownload(page: Page) {
  const note = page.getByTestId('note-soap');
  await subjectiveShows(page, DRAFTED);
  await note.getByTestId('note-instruction').fill('replace "The patient" with "Pt"');
  await note.getByTestId('note-instruction-apply').click();
  await note.getByTestId('note-instruction-status').waitFor();
  await subjectiveShows(page, KEPT);
  const download = page.waitForEvent('download');
  await page.getByTestId('notes-download').click();
  await download;
}

/** A new session from the dashboard with the transcript typed in, its SOAP note generated. */
async function nextNote(page: Page) {
  await page.goto(`${stack.site}/`);
  await hydrated(page);
  await typedSession(page, TRANSCRIPT);
  await page.getByTestId('notes-generate').click();
  await page.getByTestId('note-soap').waitFor();
}

describe('notes in my own style', () => {
  it('offers a rule after the same replacement in three exported notes, follows it in the fourth, and pauses it on My style', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await noteInBrowser(stack, page, 'style-ui', TRANSCRIPT);
    // Declined already: the review asked after the third note does not cover the notes.
    await patchDoc(stack, `users/${uid}`, { review: { reviewType: 'none', feedback: '', reviewTimestamp: Date.now() } });
    await editAndDownload(page);
    for (let n = 2; n <= 3; n++) {
      // No offer after fewer than three notes.
      expect(await page.getByTestId('style-offer').count()).toBe(0);
      await nextNote(page);
      await editAndDownload(page);
    }

    const banner = page.getByTestId('style-offers-banner');
    await banner.getByTestId('style-offer').waitFor();
    expect(await banner.getByTestId('style-offer-text').textContent()).toBe('Always write “Pt” for “the patient” in every SOAP note?');
    const examples = await banner.getByTestId('style-example').allTextContents();
    expect(examples).toHaveLength(3);
    // Each example: a sentence of the draft, then the same sentence as kept.
    for (const example of examples) expect(example).toMatch(/The patient ([^→]+) → Pt \1/);
    await banner.getByTestId('style-offer-accept').click();
    await banner.waitFor({ state: 'detached' });

    await nextNote(page);
    await subjectiveShows(page, KEPT);
    expect(await page.getByTestId('note-style-followed').textContent()).toBe('Followed 1 rule');

    await page.getByTestId('note-style-followed').click();
    await page.waitForURL(/\/style\/$/);
    await hydrated(page);
    const rule = page.getByTestId('style-rules').getByTestId('style-rule');
    await rule.waitFor();
    expect(await rule.count()).toBe(1);
    expect(await rule.getByTestId('style-rule-text').textContent()).toBe('Always write “Pt” for “the patient”');
    expect(await rule.getByTestId('style-rule-applied').textContent()).toBe('Applied to 1 draft');
    await rule.getByTestId('style-rule-pause').click();
    await page.locator('[data-testid="style-rule"][data-state="paused"]').getByTestId('style-rule-paused').waitFor();
    expect(await rule.getByTestId('style-rule-pause').textContent()).toBe('Resume');

    // A paused rule is not followed: the next draft keeps "The patient".
    await nextNote(page);
    await subjectiveShows(page, DRAFTED);
    expect(await page.getByTestId('note-style-followed').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows My style in French: a rule written by hand, one that says otherwise asked about, deleted', async () => {
    const { page, problems } = await openPage(suite.context());
    await noteInBrowser(stack, page, 'style-fr', TRANSCRIPT);
    await page.goto(`${stack.site}/fr/style/`);
    await hydrated(page);
    await page.getByTestId('style-rules-empty').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Mon style');
    await page.getByTestId('style-rule-instruction').fill('remplace « le patient » par « Pt »');
    await page.getByTestId('style-rule-add').click();
    await page.getByTestId('style-rule-added').waitFor();
    const rule = page.getByTestId('style-rule');
    await rule.waitFor();
    expect(await rule.getByTestId('style-rule-text').textContent()).toBe('Toujours écrire « Pt » au lieu de « le patient »');

    // A rule that says otherwise is asked about: the new one wins.
    await page.getByTestId('style-rule-instruction').fill('remplace « le patient » par « Le pt »');
    await page.getByTestId('style-rule-add').click();
    await page.getByTestId('style-conflict').waitFor();
    expect(await page.getByTestId('style-conflict').locator('p').textContent()).toBe(
      'Cette règle dit autre chose que votre règle « le patient → Pt ». Laquelle l’emporte ?',
    );
    await page.getByTestId('style-conflict-new').click();
    await page.getByTestId('style-conflict').waitFor({ state: 'detached' });
    await rule.filter({ hasText: '« Le pt »' }).waitFor();
    expect(await rule.count()).toBe(1);
    await rule.getByTestId('style-rule-delete').click();
    await page.getByTestId('style-rule-delete-dialog-confirm').click();
    await page.getByTestId('style-rules-empty').waitFor();
    // The contradiction's refusal, as the browser logs it (the page asked the question).
    expect(problems).toEqual([
      expect.stringMatching(/^error: Failed to load resource: the server responded with a status of 409 \(Conflict\) \[\/.+\]$/),
    ]);
  });
});
