// Diagnosis codes in Chromium: a note written offline from a visit with a stated diagnosis has
// a Codes panel that names the code set's release and suggests codes, each with the note's
// sentence and the transcript's words (a click marks them in the transcript); the clinician
// accepts one, rejects one, adds one by search and reorders them; a code that excludes one
// accepted is refused with the reason; after a reload the saved session shows the same codes.
// A sprain whose side was not said is asked ("Which side?", then the episode of care), never guessed.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { noteInBrowser } from '../support/session-note';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const TRANSCRIPT = [
  '[doctor] Good morning, how can I help?',
  "[patient] I've had diarrhoea for three days, loose and watery, and some tummy cramps.",
  '[doctor] Any blood in the stool? [patient] No.',
  '[doctor] Do you have any medical conditions? [patient] I have asthma, I use an inhaler.',
  "[doctor] It seems like you have something called gastroenteritis, a tummy bug. Drink plenty of fluids and I'll see you if it's not better in three days.",
].join('\n');

const SPRAIN = [
  '[doctor] what brings you in today?',
  '[patient] my knee has been hurting for two weeks, since i twisted it playing football.',
  '[doctor] any swelling? [patient] a little.',
  '[doctor] you have sprained your knee. rest it and use ice.',
].join('\n');

/** A Bronze clinician (codes come with EMR integration) with session storing on, and a SOAP note written from the transcript. */
async function noteWithCodes(page: Page, transcript = TRANSCRIPT): Promise<void> {
  await noteInBrowser(stack, page, 'codes-ui', transcript, { plan: 'Bronze', stored: true });
  await page.getByTestId('note-soap').getByTestId('code-suggestion').first().waitFor();
}

/** Types `query` in the search and adds the code the results show for it. */
async function addBySearch(page: Page, query: string, code: string): Promise<void> {
  const panel = page.getByTestId('codes-panel');
  await panel.getByTestId('code-search').fill(query);
  await panel.locator(`[data-testid="code-search-results"][data-query="${query}"]`).waitFor();
  await panel.locator(`[data-testid="code-search-result"][data-code="${code}"]`).getByTestId('code-add').click();
}

const acceptedCodes = (page: Page) =>
  page
    .getByTestId('codes-panel')
    .getByTestId('code-accepted')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));

describe('diagnosis codes', () => {
  it('suggests codes with their evidence; accepts, rejects, adds by search, refuses codes that exclude each other, and keeps them after a reload', async () => {
    const { page, problems } = await openPage(suite.context());
    await noteWithCodes(page);
    const panel = page.getByTestId('note-soap').getByTestId('codes-panel');
    expect(await panel.getAttribute('data-release')).toBe('ICD-10-CM FY2021');
    expect(await panel.getByTestId('codes-release').textContent()).toContain('ICD-10-CM FY2021');

    // The stated diagnosis, with the note's sentence and the transcript's words; a click marks them in the transcript.
    const gastro = panel.locator('[data-testid="code-suggestion"][data-code="K52.9"]');
    expect(await gastro.getAttribute('data-basis')).toBe('diagnosis');
    expect(await gastro.getByTestId('code-description').textContent()).toBe('Noninfective gastroenteritis and colitis, unspecified');
    expect(await gastro.getByTestId('code-unspecified').count()).toBe(1);
    expect(await gastro.getByTestId('code-note-sentence').textContent()).toMatch(/gastroenteritis/i);
    expect(await gastro.getByTestId('code-passage').textContent()).toMatch(/gastroenteritis|tummy bug/i);
    expect(await gastro.getByTestId('code-why').textContent()).toMatch(/K52\.9/);
    await gastro.getByTestId('code-evidence').click();
    await page.locator('[data-testid="transcript-highlight"]', { hasText: /gastroenteritis|tummy bug/i }).waitFor();
    if (process.env.SCREENSHOT_DIR) await panel.screenshot({ path: `${process.env.SCREENSHOT_DIR}/codes-panel.png` });

    // Accept the diagnosis, reject the asthma of the past history.
    await gastro.getByTestId('code-accept').click();
    await panel.locator('[data-testid="code-accepted"][data-code="K52.9"]').waitFor();
    expect(await panel.getByTestId('codes-confirmed').count()).toBe(1);
    await panel.locator('[data-testid="code-suggestion"][data-code="J45.909"]').getByTestId('code-reject').click();
    await panel.locator('[data-testid="code-restore"][data-code="J45.909"]').waitFor();
    expect(await panel.locator('[data-testid="code-suggestion"][data-code="J45.909"]').count()).toBe(0);

    // Diarrhoea's code excludes gastroenteritis's: refused, with the reason, and nothing changes.
    await addBySearch(page, 'R19.7', 'R19.7');
    expect(await panel.getByTestId('codes-refused').textContent()).toBe('K52.9 and R19.7 exclude each other: keep one of them.');
    expect(await acceptedCodes(page)).toEqual(['K52.9']);
    if (process.env.SCREENSHOT_DIR) await panel.screenshot({ path: `${process.env.SCREENSHOT_DIR}/codes-panel-refused.png` });

    // Another code by search, added by the clinician, then put first.
    await addBySearch(page, 'essential hypertension', 'I10');
    await panel.locator('[data-testid="code-accepted"][data-code="I10"]').waitFor();
    expect(await panel.getByTestId('codes-refused').count()).toBe(0);
    expect(await panel.locator('[data-code="I10"] [data-testid="code-origin"]').getAttribute('data-origin')).toBe('added');
    await panel.locator('[data-testid="code-accepted"][data-code="I10"]').getByTestId('code-up').click();
    await panel.locator('[data-testid="code-accepted"]:first-child[data-code="I10"]').waitFor();

    // After a reload, the saved session shows the same codes, in the same order, and the rejection.
    await page.reload();
    await hydrated(page);
    await page.getByTestId('recording-panel').waitFor();
    await page.getByTestId('nav-saved-sessions').click();
    await page.getByTestId('saved-session-row').first().getByTestId('saved-session-open').click();
    await page.getByTestId('note-soap').locator('[data-testid="codes-accepted"][data-count="2"]').waitFor();
    expect(await acceptedCodes(page)).toEqual(['I10', 'K52.9']);
    await page.getByTestId('codes-panel').locator('[data-testid="code-restore"][data-code="J45.909"]').waitFor();
    // The one refused save is the browser's only complaint.
    expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 422/.test(p))).toEqual([]);
  });

  it('asks the side of a sprain the visit did not say, then its episode of care, and accepts the code the answers give', async () => {
    const { page, problems } = await openPage(suite.context());
    await noteWithCodes(page, SPRAIN);
    const panel = page.getByTestId('note-soap').getByTestId('codes-panel');
    const sprain = panel.locator('[data-testid="code-suggestion"][data-code="S83.9"]');
    expect(await sprain.getAttribute('data-asks')).toBe('side');
    // No code is offered as final before the side is said.
    expect(await sprain.getByTestId('code-accept').count()).toBe(0);
    expect(await sprain.getByTestId('code-question').textContent()).toContain('Which side?');
    await sprain.locator('[data-testid="code-option"][data-label="left"]').click();
    await sprain.locator('[data-testid="code-question"][data-detail="episode"]').waitFor();
    if (process.env.SCREENSHOT_DIR) await panel.screenshot({ path: `${process.env.SCREENSHOT_DIR}/codes-panel-question.png` });
    await sprain.locator('[data-testid="code-option"][data-label="initial encounter"]').click();
    await panel.locator('[data-testid="code-accepted"][data-code="S83.92XA"]').waitFor();
    expect(await panel.locator('[data-testid="code-accepted"][data-code="S83.92XA"]').getByTestId('code-description').textContent()).toBe(
      'Sprain of unspecified site of left knee, initial encounter',
    );
    expect(await panel.getByTestId('code-suggestion').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
