// Saved Sessions in Chromium: with session storing on, two sessions are saved as the
// clinician works → both are listed with their time left → the search finds one by client
// name → opening it brings back its transcript and note → an edited note item stays after
// a reload → deleting removes it from the list and from storage → the empty state. The
// Account screen shows who opened and deleted them; the screen is in French too.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

const KNEE = [
  '[doctor] what brings you in today?',
  '[patient] i have had pain in my left knee for three weeks.',
  '[patient] i take ibuprofen 400 mg twice a day.',
  '[doctor] we will get an x-ray of the left knee and see you in two weeks.',
].join('\n');
const COUGH = ['[doctor] how is the cough?', '[patient] it is better since last week, no fever.'].join('\n');

/** A Dictate session for `clientName` with a typed transcript (the dialog's "replace" question answered when one is open). */
async function dictatedSession(page: Page, clientName: string, transcript: string) {
  await page.getByTestId('new-session').click();
  const replace = page.getByTestId('replace-session-confirm');
  const dictate = page.getByTestId('session-type-dictate');
  await replace.or(dictate).first().waitFor();
  if (await replace.isVisible()) await replace.click();
  await dictate.click();
  await page.getByTestId('session-client-name').fill(clientName);
  await page.getByTestId('session-create').click();
  await page.getByTestId('transcript-edit').click();
  await page.getByTestId('transcript-editor').fill(transcript);
  await page.getByTestId('transcript-save').click();
  await page.getByTestId('transcript-text').waitFor();
}

const rows = (page: Page) => page.getByTestId('saved-session-row');

async function openSavedSessions(page: Page) {
  await page.getByTestId('nav-saved-sessions').click();
  await page.getByTestId('saved-sessions-search').waitFor();
  await page.locator('[data-testid="saved-session-row"], [data-testid="saved-sessions-empty"]').first().waitFor();
}

describe('Saved Sessions', () => {
  it('lists, finds, reopens, keeps an edit of, and deletes saved sessions', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'saved-ui');
    const record = (await readDoc(stack, `users/${uid}`)) as Record<string, any>;
    await patchDoc(stack, `users/${uid}`, { settings: { ...record.settings, enableSessionStoring: true, sessionStoringDuration: 3 } });

    await dictatedSession(page, 'Jane Roe', KNEE);
    await page.getByTestId('notes-generate').click();
    await page.getByTestId('note-soap').waitFor();
    await dictatedSession(page, 'John Smith', COUGH);

    await openSavedSessions(page);
    await eventually(
      () => rows(page).count(),
      (count) => count === 2,
    );
    expect(await page.getByTestId('saved-session-name').allTextContents()).toEqual(['John Smith', 'Jane Roe']);
    // Kept 3 days from now: "2 days 23 h" (or "3 days 0 h" within the first minute).
    for (const text of await page.getByTestId('saved-session-time-left').allTextContents())
      expect(text).toMatch(/^(2 days 23 h|3 days 0 h)$/);
    expect(await rows(page).nth(1).getByTestId('saved-session-has-notes').textContent()).toBe('1 note');

    // The search, as the clinician types (case and accents ignored).
    await page.getByTestId('saved-sessions-search').fill('jane');
    await eventually(
      () => rows(page).count(),
      (count) => count === 1,
    );
    expect(await page.getByTestId('saved-session-name').textContent()).toBe('Jane Roe');

    // Open: the transcript and the note as saved, stopped (no recording starts).
    await rows(page).getByTestId('saved-session-open').click();
    await page.getByTestId('note-soap').waitFor();
    expect(await page.getByTestId('transcript-text').textContent()).toContain('i take ibuprofen 400 mg twice a day.');
    expect(page.url()).not.toContain('session=');

    // Edit a note item; after a reload and a new open, the edit is there.
    const item = page
      .getByTestId('note-soap')
      .locator('li span[role="button"]', { hasText: /ibuprofen/i })
      .first();
    await item.click();
    const editor = page.getByTestId('note-item-editor');
    await editor.fill('Ibuprofen 200 mg twice a day (edited after the visit).');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/sessions/'));
    await editor.press('Tab');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await hydrated(page);
    await page.getByTestId('recording-panel').waitFor();
    await openSavedSessions(page);
    await page.getByTestId('saved-sessions-search').fill('Jane');
    await eventually(
      () => rows(page).count(),
      (count) => count === 1,
    );
    await rows(page).getByTestId('saved-session-open').click();
    await page.getByTestId('note-soap').getByText('Ibuprofen 200 mg twice a day (edited after the visit).').waitFor();

    // Delete one: gone from the list and from storage.
    await openSavedSessions(page);
    const janeId = await rows(page).filter({ hasText: 'Jane Roe' }).getAttribute('data-session-id');
    await rows(page).filter({ hasText: 'Jane Roe' }).getByTestId('saved-session-delete').click();
    await page.getByTestId('saved-sessions-delete-confirm-confirm').click();
    await eventually(
      () => rows(page).count(),
      (count) => count === 1,
    );
    expect(await readDoc(stack, `users/${uid}/sessions/${janeId}`)).toBeNull();

    // Delete the other with "delete selected": the empty state.
    await rows(page).getByTestId('saved-session-select').check();
    await page.getByTestId('saved-sessions-delete-selected').click();
    await page.getByTestId('saved-sessions-delete-confirm-confirm').click();
    await page.getByTestId('saved-sessions-empty').waitFor();
    expect(await page.getByTestId('saved-sessions-empty').textContent()).toContain('No session data found for this user.');

    // The access log on Account: two opens and two deletions, by the clinician.
    await page.getByTestId('nav-account').click();
    await page.getByTestId('session-access-row').first().waitFor();
    const actions = await page
      .getByTestId('session-access-row')
      .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-action')}:${el.getAttribute('data-actor')}`));
    expect(actions.sort()).toEqual(['delete:owner', 'delete:owner', 'open:owner', 'open:owner']);
    expect(problems).toEqual([]);
  });

  it('is in French, and says when the session open was started before storing was on', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'saved-fr');
    await dictatedSession(page, 'Élise Martin', COUGH);
    const record = (await readDoc(stack, `users/${uid}`)) as Record<string, any>;
    await patchDoc(stack, `users/${uid}`, { settings: { ...record.settings, enableSessionStoring: true } });
    expect(await page.getByTestId('session-not-saved').textContent()).toContain('Session storing was off when this session started');

    await page.goto(`${stack.site}/fr/saved-sessions/`);
    await hydrated(page);
    await page.getByTestId('saved-sessions-empty').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Séances enregistrées');
    expect(await page.getByTestId('saved-sessions-empty').textContent()).toContain('Aucune séance trouvée pour cet utilisateur.');
    expect(problems).toEqual([]);
  });
});
