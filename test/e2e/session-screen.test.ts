// The session screen in Chromium: the Start New Session dialog (consent pop-up, language
// refused with its message before recording, group participants on a premium plan),
// replacing and clearing a session after a confirmation, editing the transcript, the
// clinician's own notes saved on the server, and the concurrent-session pop-up.
import type { Page } from 'playwright-core';
import { browserSuite, openPage, openSection } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

const signedIn = (page: Page, plan?: string) => signedInClinician(stack, page, 'screen', plan);

async function fillDialog(page: Page, name: string, language = 'en') {
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-client-name').fill(name);
  await openSection(page, 'recording-options');
  await page.getByTestId('session-language').selectOption(language);
  await page.getByTestId('session-pronoun').selectOption('she');
  await page.getByTestId('session-consent').click();
  await page.getByTestId('consent-popup').waitFor();
  await page.getByTestId('consent-popup-agree').click();
}

const sessionIdOf = async (page: Page) => (await page.getByTestId('session-name').getAttribute('data-session-id')) as string;

describe('the session screen', () => {
  it('asks consent first, keeps what was typed, and refuses a language the local engine cannot transcribe', async () => {
    const { page, problems } = await openPage(suite.context());
    await signedIn(page);
    await fillDialog(page, 'Maria Lopez', 'fr');
    expect(await page.getByTestId('session-client-name').inputValue()).toBe('Maria Lopez');
    expect(await page.getByTestId('session-consent').isChecked()).toBe(true);
    await page.getByTestId('session-create').click();
    expect(await page.getByTestId('new-session-error').textContent()).toBe(
      'Live transcription here is English only. Choose English as the recording language, or ask your administrator to configure a multilingual transcription service.',
    );
    await page.getByTestId('session-language').selectOption('en');
    await page.getByTestId('session-create').click();
    expect(await page.getByTestId('session-name').textContent()).toBe('Maria Lopez');
    expect(await page.title()).toBe('Maria Lopez');
    expect(await page.getByTestId('transcript-provider').textContent()).toBe('Local transcription · English only');
    expect(problems.filter((p) => !p.includes('422'))).toEqual([]);
  });

  it('offers group sessions with participants on a premium plan only', async () => {
    const free = await openPage(suite.context());
    await signedIn(free.page);
    await free.page.getByTestId('new-session').click();
    expect(await free.page.getByTestId('session-group').isDisabled()).toBe(true);

    const { page } = await openPage(suite.context());
    const { uid } = await signedIn(page, 'Bronze');
    await page.getByTestId('new-session').click();
    await page.getByTestId('session-type-dictate').click();
    await page.getByTestId('session-group').check();
    await page.getByTestId('participant-name-0').fill('Sam');
    await page.getByTestId('participant-role-0').fill('parent');
    await page.getByTestId('participant-add').click();
    await page.getByTestId('participant-name-1').fill('Alex');
    await page.getByTestId('participant-add').click();
    await page.getByTestId('participant-remove-2').click();
    await page.getByTestId('session-create').click();
    const sessionId = await (await page.getByTestId('session-name').elementHandle())?.getAttribute('data-session-id');
    const doc = (await readDoc(stack, `users/${uid}/sessions/${sessionId}`)) as Record<string, unknown>;
    expect(doc).toMatchObject({ type: 'dictate', group: true });
    expect(JSON.stringify(doc)).not.toContain('Alex');
  });

  it('edits the transcript, saves own notes, replaces and clears a session after a confirmation', async () => {
    const { page } = await openPage(suite.context());
    const { uid, idToken } = await signedIn(page);
    await fillDialog(page, 'First client');
    await page.getByTestId('session-create').click();
    const first = await sessionIdOf(page);

    await page.getByTestId('transcript-edit').click();
    await page.getByTestId('transcript-editor').fill('Patient reports a headache for three days.');
    await page.getByTestId('transcript-save').click();
    await page.getByTestId('transcript-text').waitFor();
    expect(await page.getByTestId('transcript-text').textContent()).toBe('Patient reports a headache for three days.');
    await page.getByTestId('own-notes').fill('BP 120/80 taken in clinic.');
    await page.locator('[data-testid="own-notes-status"][data-state="saved"]').waitFor();
    const saved = await fetch(`${stack.api}/sessions/${first}`, { headers: { authorization: `Bearer ${idToken}` } }).then((r) => r.json());
    expect(saved.contents).toMatchObject({
      transcript: 'Patient reports a headache for three days.',
      ownNotes: 'BP 120/80 taken in clinic.',
    });

    // Replacing asks first; cancelling keeps the session.
    await page.getByTestId('new-session').click();
    await page.getByTestId('replace-session-cancel').click();
    expect(await sessionIdOf(page)).toBe(first);
    await page.getByTestId('new-session').click();
    await page.getByTestId('replace-session-confirm').click();
    await page.getByTestId('session-type-dictate').click();
    await page.getByTestId('session-client-name').fill('Second client');
    await page.getByTestId('session-create').click();
    await page.getByText('Second client').waitFor();
    expect(await page.getByTestId('transcript-empty').count()).toBe(1);
    await eventually(
      () => readDoc(stack, `users/${uid}/sessions/${first}`),
      (d) => d === null,
    );

    const second = await sessionIdOf(page);
    await page.getByTestId('clear-session').click();
    await page.getByTestId('clear-confirm-confirm').click();
    await page.getByTestId('session-name').waitFor({ state: 'detached' });
    await eventually(
      () => readDoc(stack, `users/${uid}/sessions/${second}`),
      (d) => d === null,
    );
    await page.getByTestId('record-start').click();
    expect(await page.getByTestId('record-notice').textContent()).toBe(
      "Please start a new session first using the 'Start New Session' button.",
    );
  });

  it('opens a concurrent session in a new window, and says so when pop-ups are blocked', async () => {
    const { page } = await openPage(suite.context());
    await signedIn(page, 'Silver');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('concurrent-session').click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toContain('concurrent=1');
    await opened.close();
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByTestId('concurrent-session').click();
    expect(await page.getByTestId('popup-blocked').textContent()).toBe('Please allow popups to start a concurrent session.');
  });
});
