// The Note Library in Chromium: favorites first, hide and show hidden notes (and the
// message when they cannot be shown), edit a built-in then reset it, copy a built-in into
// a custom note then delete it, create a custom note, the last-visible-template rule, and
// uploading a note to open the edit form pre-filled. What the page shows is checked
// against what Firestore stored.
import type { Page } from 'playwright-core';
import { NOTE_TEMPLATES, NOTE_TEMPLATE_IDS } from '@shared/note-templates';
import { browserSuite, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

/** Signs a fresh clinician in and opens the library from the navbar. */
async function openLibrary(page: Page): Promise<string> {
  const { uid } = await signedInClinician(stack, page, 'library');
  await page.getByTestId('nav-note-library').click();
  await page.getByTestId('library-visible').waitFor();
  return uid;
}

const stored = (uid: string, id: string) => readDoc(stack, `users/${uid}/noteTemplates/${id}`);
const card = (page: Page, id: string) => page.getByTestId(`library-template-${id}`);
/** Ids of the cards in a list, in the order shown. */
const order = (page: Page, list: 'library-visible' | 'library-hidden') =>
  page
    .locator(`[data-testid="${list}"] [data-testid^="library-template-"]`)
    .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.testid?.replace('library-template-', '')));
/** The card of the custom template with this title. */
const customCard = (page: Page, title: string) =>
  page.locator('[data-testid^="library-template-"][data-kind="custom"]', { hasText: title });
const idOf = async (page: Page, title: string) =>
  ((await customCard(page, title).getAttribute('data-testid')) as string).replace('library-template-', '');
const sectionsOf = (page: Page, id: string) => page.getByTestId(`library-sections-${id}`).locator('li').allTextContents();
const errorText = (page: Page) => page.getByTestId('library-error').textContent();

describe('the note library', () => {
  it('lists every built-in; a favorite comes first and goes back when unfavorited', async () => {
    const { page, problems } = await openPage(suite.context());
    const uid = await openLibrary(page);
    expect(await order(page, 'library-visible')).toEqual([...NOTE_TEMPLATE_IDS]);
    expect(await page.getByTestId('library-badge-soap').textContent()).toBe('Built-in');
    expect(await sectionsOf(page, 'soap')).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);

    await page.getByTestId('library-favorite-dap').click();
    await card(page, 'dap').and(page.locator('[data-favorite="true"]')).waitFor();
    expect((await order(page, 'library-visible'))[0]).toBe('dap');
    expect(
      await eventually(
        () => stored(uid, 'dap'),
        (d) => d?.favorite === true,
      ),
    ).toMatchObject({ custom: false, favorite: true, hidden: false });

    await page.getByTestId('library-favorite-dap').click();
    await card(page, 'dap').and(page.locator('[data-favorite="false"]')).waitFor();
    expect(await order(page, 'library-visible')).toEqual([...NOTE_TEMPLATE_IDS]);
    await eventually(
      () => stored(uid, 'dap'),
      (d) => d?.favorite === false,
    );
    expect(problems).toEqual([]);
  });

  it('hides a template, shows hidden notes, shows it again; says so when hidden notes cannot be loaded', async () => {
    const { page } = await openPage(suite.context());
    const uid = await openLibrary(page);
    await page.getByTestId('library-hide-birp').click();
    await card(page, 'birp').waitFor({ state: 'detached' });
    expect(await order(page, 'library-visible')).not.toContain('birp');
    expect(
      await eventually(
        () => stored(uid, 'birp'),
        (d) => d?.hidden === true,
      ),
    ).toMatchObject({ hidden: true, favorite: false });

    await page.locator('label[for="library-show-hidden"]', { hasText: 'Show hidden notes (1)' }).waitFor();
    await page.getByTestId('library-show-hidden').check();
    await page.getByTestId('library-hidden').waitFor();
    expect(await order(page, 'library-hidden')).toEqual(['birp']);
    expect(await page.getByTestId('library-hidden').getByText('Hidden', { exact: true }).count()).toBe(1);

    await page.getByTestId('library-unhide-birp').click();
    await page.getByTestId('library-no-hidden').waitFor();
    expect(await order(page, 'library-visible')).toEqual([...NOTE_TEMPLATE_IDS]);
    await eventually(
      () => stored(uid, 'birp'),
      (d) => d?.hidden === false,
    );

    // The database cannot be reached: the hidden notes cannot be shown.
    await page.getByTestId('library-show-hidden').uncheck();
    await page.route(`${stack.firestore}/**`, (route) => route.abort());
    await page.getByTestId('library-show-hidden').check();
    await page.getByTestId('library-error').waitFor({ timeout: 20000 });
    expect(await errorText(page)).toBe('Error showing hidden notes');
    expect(await page.getByTestId('library-show-hidden').isChecked()).toBe(false);
  });

  it('edits a built-in (title, sections added, removed and reordered, prompt), then resets it to default', async () => {
    const { page } = await openPage(suite.context());
    const uid = await openLibrary(page);
    await page.getByTestId('library-edit-soap').click();
    const editor = page.getByTestId('library-editor');
    expect(await editor.getByTestId('library-editor-title').inputValue()).toBe('SOAP note');
    await editor.getByTestId('library-editor-title').fill('SOAP note (clinic)');
    await editor.getByTestId('library-editor-section-remove-1').click(); // Objective
    await editor.getByTestId('library-editor-section-up-2').click(); // Plan above Assessment
    await editor.getByTestId('library-editor-section-add').click();
    await editor.getByTestId('library-editor-section-3').fill('Follow-up');
    await editor.getByTestId('library-editor-prompt').fill('Write a short SOAP note.');
    await editor.getByTestId('library-editor-save').click();
    await editor.waitFor({ state: 'detached' });

    await page.getByTestId('library-badge-soap').getByText('Edited').waitFor();
    expect(await page.getByTestId('library-title-soap').textContent()).toBe('SOAP note (clinic)');
    expect(await sectionsOf(page, 'soap')).toEqual(['Subjective', 'Plan', 'Assessment', 'Follow-up']);
    expect(
      await eventually(
        () => stored(uid, 'soap'),
        (d) => d?.title === 'SOAP note (clinic)',
      ),
    ).toMatchObject({
      custom: false,
      sections: ['Subjective', 'Plan', 'Assessment', 'Follow-up'],
      prompt: 'Write a short SOAP note.',
    });

    // Reset asks first; cancelling keeps the edits.
    await page.getByTestId('library-reset-soap').click();
    await page.getByTestId('library-confirm-cancel').click();
    expect(await page.getByTestId('library-title-soap').textContent()).toBe('SOAP note (clinic)');
    await page.getByTestId('library-reset-soap').click();
    await page.getByTestId('library-confirm-confirm').click();
    await page.getByTestId('library-badge-soap').getByText('Built-in').waitFor();
    expect(await page.getByTestId('library-title-soap').textContent()).toBe('SOAP note');
    expect(await sectionsOf(page, 'soap')).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    expect(await page.getByTestId('library-reset-soap').count()).toBe(0);
    const reset = await eventually(
      () => stored(uid, 'soap'),
      (d) => d !== null && !('title' in d),
    );
    expect(Object.keys(reset as object).sort()).toEqual(['custom', 'favorite', 'hidden', 'updatedAt']);
  });

  it('copies a built-in into a custom note, then deletes it after a confirmation', async () => {
    const { page } = await openPage(suite.context());
    const uid = await openLibrary(page);
    await page.getByTestId('library-copy-dap').click();
    const editor = page.getByTestId('library-editor');
    expect(await editor.getByTestId('library-editor-title').inputValue()).toBe('DAP note (copy)');
    expect(await editor.getByTestId('library-editor-prompt').inputValue()).toBe(NOTE_TEMPLATES[2].prompt.en);
    await editor.getByTestId('library-editor-title').fill('Couples DAP');
    await editor.getByTestId('library-editor-save').click();
    await editor.waitFor({ state: 'detached' });

    await customCard(page, 'Couples DAP').waitFor();
    const id = await idOf(page, 'Couples DAP');
    expect(await page.getByTestId(`library-badge-${id}`).textContent()).toBe('Custom');
    expect(await customCard(page, 'Couples DAP').textContent()).toContain('Based on DAP note');
    expect((await order(page, 'library-visible')).at(-1)).toBe(id);
    expect(
      await eventually(
        () => stored(uid, id),
        (d) => d !== null,
      ),
    ).toMatchObject({
      custom: true,
      title: 'Couples DAP',
      sections: ['Data', 'Assessment', 'Plan'],
      basedOn: 'dap',
      favorite: false,
      hidden: false,
    });
    expect(await page.getByTestId('library-title-dap').textContent()).toBe('DAP note');

    await page.getByTestId(`library-delete-${id}`).click();
    expect(await page.getByTestId('library-confirm').textContent()).toContain('“Couples DAP” will be deleted.');
    await page.getByTestId('library-confirm-confirm').click();
    await card(page, id).waitFor({ state: 'detached' });
    await eventually(
      () => stored(uid, id),
      (d) => d === null,
    );
  });

  it('creates a custom note; the form asks for what is missing', async () => {
    const { page } = await openPage(suite.context());
    const uid = await openLibrary(page);
    await page.getByTestId('library-create').click();
    const editor = page.getByTestId('library-editor');
    await editor.getByTestId('library-editor-save').click();
    expect(await editor.getByText('Enter a title.').isVisible()).toBe(true);
    expect(await editor.getByTestId('library-editor-sections-error').textContent()).toBe('Add at least one section heading.');
    expect(await editor.getByText('Enter a prompt.').isVisible()).toBe(true);

    await editor.getByTestId('library-editor-title').fill('Sleep clinic note');
    await editor.getByTestId('library-editor-section-0').fill('Sleep history');
    await editor.getByTestId('library-editor-section-add').click();
    await editor.getByTestId('library-editor-section-1').fill('Plan');
    await editor.getByTestId('library-editor-prompt').fill('Write a sleep clinic note.');
    await editor.getByTestId('library-editor-save').click();
    await editor.waitFor({ state: 'detached' });

    await customCard(page, 'Sleep clinic note').waitFor();
    const id = await idOf(page, 'Sleep clinic note');
    expect(await sectionsOf(page, id)).toEqual(['Sleep history', 'Plan']);
    expect(
      await eventually(
        () => stored(uid, id),
        (d) => d !== null,
      ),
    ).toMatchObject({
      custom: true,
      title: 'Sleep clinic note',
      sections: ['Sleep history', 'Plan'],
      prompt: 'Write a sleep clinic note.',
      basedOn: null,
    });

    // A favorite custom note comes before the built-ins.
    await page.getByTestId(`library-favorite-${id}`).click();
    await card(page, id).and(page.locator('[data-favorite="true"]')).waitFor();
    expect((await order(page, 'library-visible'))[0]).toBe(id);
  });

  it('refuses to hide, reset or delete the last visible note template', async () => {
    const { page } = await openPage(suite.context());
    const uid = await openLibrary(page);
    const updatedAt = Date.now();
    for (const id of NOTE_TEMPLATE_IDS.filter((i) => i !== 'soap')) {
      await patchDoc(stack, `users/${uid}/noteTemplates/${id}`, { custom: false, favorite: false, hidden: true, updatedAt });
    }
    await patchDoc(stack, `users/${uid}/noteTemplates/soap`, {
      custom: false,
      favorite: false,
      hidden: false,
      title: 'My SOAP',
      updatedAt,
    });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="library-visible"] [data-testid^="library-template-"]').length === 1,
    );

    const lastMessage = 'Cannot delete, reset or hide the last visible note template';
    await page.getByTestId('library-hide-soap').click();
    expect(await errorText(page)).toBe(lastMessage);
    await page.getByTestId('library-reset-soap').click();
    expect(await errorText(page)).toBe(lastMessage);
    expect(await page.getByTestId('library-confirm').count()).toBe(0);
    expect(await stored(uid, 'soap')).toMatchObject({ hidden: false, title: 'My SOAP' });

    // With a custom note visible, the built-in may go; then the custom note is the last one.
    await page.getByTestId('library-create').click();
    const editor = page.getByTestId('library-editor');
    await editor.getByTestId('library-editor-title').fill('Only note');
    await editor.getByTestId('library-editor-section-0').fill('Summary');
    await editor.getByTestId('library-editor-prompt').fill('Summarise.');
    await editor.getByTestId('library-editor-save').click();
    await customCard(page, 'Only note').waitFor();
    const id = await idOf(page, 'Only note');
    await page.getByTestId('library-hide-soap').click();
    await card(page, 'soap').waitFor({ state: 'detached' });
    await page.getByTestId(`library-delete-${id}`).click();
    expect(await errorText(page)).toBe(lastMessage);
    expect(await page.getByTestId('library-confirm').count()).toBe(0);
    await page.getByTestId(`library-hide-${id}`).click();
    expect(await errorText(page)).toBe(lastMessage);
    expect(await stored(uid, id)).toMatchObject({ hidden: false });
  });

  it('checks an uploaded file first, then opens the edit form pre-filled from the note', async () => {
    const { page } = await openPage(suite.context());
    const uid = await openLibrary(page);
    const input = page.getByTestId('library-upload-input');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    expect(await errorText(page)).toBe('Invalid file type. Allowed types: .txt, .doc, .docx, .pdf');
    await input.setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
    expect(await errorText(page)).toBe('The file is empty.');
    await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024, 1) });
    expect(await errorText(page)).toBe('File too large. The limit is 10 MB.');
    await page.getByTestId('library-error').getByRole('button').click();
    await page.getByTestId('library-error').waitFor({ state: 'detached' });

    const note = [
      'Sleep clinic follow-up',
      '',
      'Sleep history:',
      'Reports sleeping five hours a night, waking at 3 am.',
      '',
      'Assessment:',
      'Chronic insomnia, improving.',
      '',
      'Plan:',
      'Continue sleep hygiene; review in four weeks.',
    ].join('\n');
    await input.setInputFiles({ name: 'sleep-note.txt', mimeType: 'text/plain', buffer: Buffer.from(note) });
    const editor = page.getByTestId('library-editor');
    await page.locator('[data-testid="library-editor"], [data-testid="library-error"]').first().waitFor({ timeout: 45000 });
    expect((await page.getByTestId('library-error').count()) ? await errorText(page) : null).toBeNull();
    expect(await editor.getAttribute('data-mode')).toBe('upload');
    expect(await editor.getByTestId('library-editor-source').textContent()).toContain('sleep-note.txt');
    expect((await editor.getByTestId('library-editor-title').inputValue()).length).toBeGreaterThan(0);
    expect((await editor.getByTestId('library-editor-prompt').inputValue()).length).toBeGreaterThan(0);
    const sections = await editor
      .locator('[data-testid^="library-editor-section-"]:is(input)')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(sections).toEqual(expect.arrayContaining(['Sleep history', 'Assessment', 'Plan']));

    // Saving makes a custom note from it.
    const title = await editor.getByTestId('library-editor-title').inputValue();
    await editor.getByTestId('library-editor-save').click();
    await editor.waitFor({ state: 'detached' });
    await customCard(page, title).waitFor();
    const id = await idOf(page, title);
    expect(
      await eventually(
        () => stored(uid, id),
        (d) => d !== null,
      ),
    ).toMatchObject({ custom: true, title, basedOn: null });
  });

  it('is in French at /fr/note-library/', async () => {
    const { page } = await openPage(suite.context());
    await openLibrary(page);
    await page.goto(`${stack.site}/fr/note-library/`);
    await page.getByTestId('library-visible').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Bibliothèque de notes');
    expect(await page.getByTestId('library-title-soap').textContent()).toBe('Note SOAP');
    expect(await page.getByTestId('library-badge-soap').textContent()).toBe('Intégré');
  });
});
