// A virtual session in Chromium against the meeting stand-in: Start New Session → Virtual →
// a stand-in meeting link and the bot's name → the bot's states on the page (joining, the
// waiting room, recording) → both speakers' words in the transcript with their names → Stop
// → the bot has left and the default note is written. A link that is not a meeting is
// refused before anything starts; another language than English shows the bot's warning and
// needs the proceed-anyway.
import type { Page } from 'playwright-core';
import { browserSuite, openPage, openSection } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { readStack } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & { meeting: { url: string } };
const suite = browserSuite();
jest.setTimeout(180_000);

async function openVirtualDialog(page: Page, name: string) {
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-type-virtual').click();
  await page.getByTestId('session-client-name').fill(name);
  await page.getByTestId('session-consent').click();
  await page.getByTestId('consent-popup').waitFor();
  await page.getByTestId('consent-popup-agree').click();
  await page.getByTestId('session-meeting-url').waitFor();
}

const stateIs = (page: Page, state: string, timeout = 60_000) =>
  page.locator(`[data-testid="bot-status"][data-state="${state}"]`).waitFor({ timeout });

describe('virtual sessions', () => {
  it('sends the bot to the meeting, shows its states and the words of both speakers, and writes the note after Stop', async () => {
    const { page, problems } = await openPage(suite.context());
    await signedInClinician(stack, page, 'virtual-ui');
    await openVirtualDialog(page, 'Jordan Lee');
    expect(await page.getByTestId('session-bot-name').inputValue()).toBe('ClinicScribe Notetaker');
    await page.getByTestId('session-bot-name').fill('Dr Rivera’s notetaker');
    await page.getByTestId('session-meeting-url').fill(`${stack.meeting.url}/meet/ui-${Date.now()}`);
    await page.getByTestId('session-create').click();

    await stateIs(page, 'waiting');
    expect(await page.getByTestId('bot-status').textContent()).toContain(
      'Dr Rivera’s notetaker is in the waiting room: admit it in your meeting.',
    );
    await stateIs(page, 'recording');
    const transcript = page.getByTestId('transcript-text');
    await transcript
      .getByText(/Jordan Lee: /)
      .first()
      .waitFor({ timeout: 90_000 });
    expect(await transcript.textContent()).toMatch(/Dr\. Rivera: /);

    await page.getByTestId('bot-stop').click();
    await stateIs(page, 'left');
    expect(await page.getByTestId('bot-reason').textContent()).toBe('You stopped the session.');
    await page.getByTestId('note-soap').waitFor({ timeout: 60_000 });
    expect(problems).toEqual([]);
  });

  it('refuses a link that is not a meeting, and warns that the bot is English only', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'virtual-checks');
    await openVirtualDialog(page, 'Sam Roe');
    await page.getByTestId('session-meeting-url').fill('https://example.com/not-a-meeting');
    await page.getByTestId('session-meeting-url-error').getByText('Paste a Zoom, Google Meet or Microsoft Teams meeting link.').waitFor();
    await page.getByTestId('session-meeting-url').fill(`${stack.meeting.url}/meet/lang-${Date.now()}`);
    expect(await page.getByTestId('session-meeting-url-error').isVisible()).toBe(false);

    await openSection(page, 'recording-options');
    await page.getByTestId('session-language').selectOption('fr');
    await page.getByTestId('bot-language-warning').waitFor();
    expect(await page.getByTestId('session-create').isDisabled()).toBe(true);
    await page.getByTestId('bot-proceed').click();
    expect(await page.getByTestId('session-create').isDisabled()).toBe(false);
    await page.getByTestId('session-language').selectOption('en');
    await page.getByTestId('bot-language-warning').waitFor({ state: 'detached' });
  });
});
