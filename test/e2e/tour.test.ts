// The product tour in Chromium: a new clinician sees its 20 steps in their set order, 600 px
// wide, with progress, Back and Next, a skip on every step and no close button; Escape and a
// click outside do not end it; finishing (or skipping) turns the flag off in the record, and
// the tour does not come back. An admin never sees it. In French too.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const STEP_IDS = [
  'welcome',
  'skip',
  'profile',
  'reminders',
  'recordingOptions',
  'recordingLanguage',
  'noteLanguage',
  'uploadAudio',
  'uploadForm',
  'uploadImage',
  'customizeNotes',
  'vagueToggle',
  'longSummaryToggle',
  'notesSelection',
  'startConversation',
  'transcript',
  'summary',
  'download',
  'newConversation',
  'help',
];

/** A registered clinician who has not seen the tour, signed in at `path` (past the welcome modal). */
async function newClinician(page: Page, label: string, login = '/login/') {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  await fetch(`${stack.api}/account/register`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Noor',
      lastName: 'Haddad',
      role: 'therapist',
      country: 'Canada',
      language: login.startsWith('/fr/') ? 'fr' : 'en',
    }),
  });
  await patchDoc(stack, `users/${account.localId}`, { isFirstTimeLogin: false });
  expect(await readDoc(stack, `users/${account.localId}`)).toMatchObject({ displayProductTour: true });
  await page.goto(`${stack.site}${login}`);
  await hydrated(page);
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill('secret-pass-1');
  await page.getByTestId('login-submit').click();
  return account;
}

const step = (page: Page) => page.getByTestId('tour-step');

describe('the product tour', () => {
  it('walks through the 20 steps in order and, finished, is not shown again', async () => {
    const { page, problems } = await openPage(suite.context());
    const account = await newClinician(page, 'tour-finish');
    await step(page).waitFor();
    expect(await step(page).getAttribute('data-step')).toBe('welcome');
    expect(await step(page).textContent()).toContain('Step 1 of 20');
    expect(await page.getByTestId('tour-book-call').getAttribute('href')).toMatch(/^https:\/\//);
    const box = await page.locator('.reactour__popover').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(600);
    // The card does not slide from one position to the next: a button moving under the pointer misses the click.
    expect(await page.locator('.reactour__popover').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    // Neither Escape nor a click outside ends it; there is no close button.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 890);
    expect(await step(page).getAttribute('data-step')).toBe('welcome');
    expect(await page.locator('.reactour__close, [aria-label="Close Tour"]').count()).toBe(0);

    const seen: string[] = [];
    for (let i = 0; i < STEP_IDS.length; i += 1) {
      await page.locator(`[data-testid="tour-step"][data-step="${STEP_IDS[i]}"]`).waitFor();
      seen.push(STEP_IDS[i]);
      if (i === 2) {
        // Back returns to the previous step.
        await page.getByTestId('tour-back').click();
        await page.locator('[data-testid="tour-step"][data-step="skip"]').waitFor();
        await page.getByTestId('tour-next').click();
        await page.locator('[data-testid="tour-step"][data-step="profile"]').waitFor();
      }
      if (i < STEP_IDS.length - 1) expect(await page.getByTestId('tour-skip').count()).toBe(1);
      await page.getByTestId('tour-next').click();
    }
    expect(seen).toEqual(STEP_IDS);
    await step(page).waitFor({ state: 'detached' });
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => (d as Record<string, unknown> | null)?.displayProductTour === false,
    );
    await page.reload();
    await hydrated(page);
    await page.getByTestId('recording-panel').waitFor();
    expect(await step(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('skipped, it is off for good; in French', async () => {
    const { page, problems } = await openPage(suite.context());
    const account = await newClinician(page, 'tour-skip', '/fr/login/');
    await step(page).waitFor();
    expect(await step(page).textContent()).toContain('Étape 1 sur 20');
    expect(await page.getByRole('heading', { name: 'Bienvenue dans ClinicScribe' }).count()).toBe(1);
    await page.getByTestId('tour-next').click();
    await page.getByTestId('tour-skip').click();
    await step(page).waitFor({ state: 'detached' });
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => (d as Record<string, unknown> | null)?.displayProductTour === false,
    );
    // The page works under it at once.
    await page.getByTestId('new-session').click();
    await page.getByTestId('new-session-dialog').waitFor();
    expect(problems).toEqual([]);
  });
});
