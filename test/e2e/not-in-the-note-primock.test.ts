// "Not in the note" in Chromium on a real consultation: PriMock57's day1_consultation01 (a
// patient with three days of diarrhoea; test/fixtures/primock57/README.md gives its source,
// licence and citation), typed as a Dictate session's transcript, with the clinician's note
// holding only the presenting complaint. The check offers what the consultation concluded and
// the note leaves out: gastroenteritis, fluids and the review in three to four days; and
// nothing that denies the diarrhoea the patient came for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall } from '../support/api-call';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { patchDoc, readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const TRANSCRIPT = readFileSync(join(__dirname, '..', 'fixtures', 'primock57', 'day1_consultation01.txt'), 'utf8');
/** The clinician's note: the presenting complaint, nothing else. */
const NOTE = 'Diarrhoea for 3 days.';

let browser: Browser;
let page: Page;
let problems: string[];
let items: Locator;

/**
 * A Dictate session with the consultation's transcript and a SOAP note, whose text the
 * clinician then replaces with the presenting complaint alone (saved through the session's
 * save, as the page saves an edit); reopened from Saved Sessions, the note's check lists what
 * it leaves out.
 */
async function checkedNote(): Promise<void> {
  const { uid, idToken } = await signedInClinician(stack, page, 'not-in-note-primock');
  const record = (await readDoc(stack, `users/${uid}`)) as Record<string, any>;
  await patchDoc(stack, `users/${uid}`, { settings: { ...record.settings, enableSessionStoring: true, sessionStoringDuration: 3 } });
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-type-dictate').click();
  await page.getByTestId('session-client-name').fill('Sam Doe');
  await page.getByTestId('session-create').click();
  await page.getByTestId('transcript-edit').click();
  await page.getByTestId('transcript-editor').fill(TRANSCRIPT);
  const savedTranscript = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/sessions\/[^/?]+$/.test(r.url()));
  await page.getByTestId('transcript-save').click();
  const saved = await savedTranscript;
  expect(saved.status()).toBe(200);
  const sessionId = /\/sessions\/([^/?]+)$/.exec(saved.url())![1];
  await page.getByTestId('transcript-text').waitFor();
  await page.getByTestId('notes-generate').click();
  await page.getByTestId('note-soap').locator('[data-testid="note-sentence"]').first().waitFor({ timeout: 60000 });

  const session = await apiCall(stack, `/sessions/${sessionId}`, idToken);
  const sections = (session.body.contents.notes as Array<{ noteId: string; sections: Array<{ title: string }> }>).find(
    (n) => n.noteId === 'soap',
  )!.sections;
  expect(sections.length).toBeGreaterThan(1);
  const own = sections.map((s, i) => ({
    title: s.title,
    items: i === 0 ? [{ title: '', body: NOTE }] : [],
  }));
  expect((await apiCall(stack, `/sessions/${sessionId}`, idToken, { notes: [{ noteId: 'soap', sections: own }] }, 'PATCH')).status).toBe(
    200,
  );

  await page.reload();
  await hydrated(page);
  await page.getByTestId('recording-panel').waitFor();
  await page.getByTestId('nav-saved-sessions').click();
  await page.getByTestId('saved-session-row').first().getByTestId('saved-session-open').click();
  const note = page.getByTestId('note-soap');
  // The check has read this note: its one sentence has its state, and the panel its items.
  await note.locator('[data-testid="note-sentence"][data-state]', { hasText: /diarrhoea for 3 days/i }).waitFor({ timeout: 60000 });
  await note.getByTestId('omissions-panel').waitFor();
  expect(await note.getByTestId('note-sentence').count()).toBe(1);
  items = note.getByTestId('omission-item');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  ({ page, problems } = await openPage(context));
  await checkedNote();
}, 240000);

afterAll(async () => {
  await browser?.close();
});

/** The texts "Not in the note" offers. */
const offered = async () => items.getByTestId('omission-text').allTextContents();

describe('"Not in the note" on PriMock57 day1_consultation01', () => {
  it('offers gastroenteritis, fluids and the review in three to four days, each with "Add to note"', async () => {
    for (const wanted of [/gastroenteritis/i, /\bfluids\b/i, /\breview\b.*\b(three to four|3 to 4|3-4) days\b/i]) {
      expect(await offered()).toEqual(expect.arrayContaining([expect.stringMatching(wanted)]));
      const item = items.filter({ has: page.getByTestId('omission-text').filter({ hasText: wanted }) }).first();
      expect(await item.getByTestId('omission-add').isEnabled()).toBe(true);
    }
    if (process.env.SCREENSHOT_DIR)
      await page
        .getByTestId('note-soap')
        .getByTestId('omissions-panel')
        .screenshot({ path: join(process.env.SCREENSHOT_DIR, 'not-in-the-note-primock.png') });
    expect(problems).toEqual([]);
  });

  it('offers no item that denies the diarrhoea the patient came with', async () => {
    const texts = await offered();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /diarrh(o)?ea/i.test(text) && /\b(denies|denied|no|not|without)\b/i.test(text))).toEqual([]);
  });
});
