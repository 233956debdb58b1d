// A practice's shared templates in Chromium: an admin publishes one of their own custom
// templates from the Note Library (publishing again updates the practice's copy) and
// unpublishes it; a member sees the practice's template in their library without any control
// that changes it, copies it into their own library (where the copy is theirs to edit), cannot
// write the practice's copy even straight to Firestore with their own token, and writes a note
// with it from the notes panel. The practice is made with the Admin SDK in the stored shapes.
import type { Page } from 'playwright-core';
import { customTemplateDocSchema } from '@shared/note-library';
import { practiceTemplateDocSchema, practiceTemplateIdFrom } from '@shared/practices';
import { browserSuite, openPage, openSection } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, readDoc } from '../support/firestore-rest';
import { adminFirestore, newPracticeId, ownKneeTemplate, seedPractice } from '../support/practice-fixture';
import { newAccount, readStack } from '../support/stack';
import { typedSession } from '../support/session-note';

const stack = readStack();
const suite = browserSuite();
const db = adminFirestore(stack, 'practice-templates-e2e');

const openLibrary = async (page: Page) => {
  await page.getByTestId('nav-note-library').click();
  await page.getByTestId('library-visible').waitFor();
};
const sharedTemplates = async (practiceId: string) =>
  (await db.collection(`practices/${practiceId}/templates`).get()).docs.map((d: any) => ({ id: d.id, ...d.data() }));

/** Another account of the practice, never signed in in the browser. */
async function colleague(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  return account;
}

describe('a practice’s shared templates in the note library', () => {
  it('an admin publishes one of their custom templates, updates the practice’s copy, then unpublishes it', async () => {
    const { page, problems } = await openPage(suite.context());
    const admin = await signedInClinician(stack, page, 'practice-admin');
    const owner = await colleague('practice-owner');
    const practiceId = newPracticeId();
    await seedPractice(db, practiceId, [
      { uid: owner.localId, email: owner.email, role: 'owner' },
      { uid: admin.uid, email: admin.email, role: 'admin', displayName: 'Alex Admin' },
    ]);
    const { sourceId, doc } = ownKneeTemplate();
    await db.doc(`users/${admin.uid}/noteTemplates/${sourceId}`).set(doc);
    await openLibrary(page);
    await page.getByTestId('practice-templates-empty').waitFor();
    expect(await page.getByTestId('library-publish-soap').count()).toBe(0);

    await page.getByTestId(`library-publish-${sourceId}`).click();
    await page.getByTestId(`library-shared-${sourceId}`).waitFor();
    const [published] = await eventually(
      () => sharedTemplates(practiceId),
      (list) => list.length === 1,
    );
    expect(practiceTemplateDocSchema.parse(published)).toMatchObject({ title: 'Knee clinic', sourceId, publishedBy: admin.uid });
    await page.getByTestId(`practice-template-${published.id}`).waitFor();
    expect(await page.getByTestId(`practice-title-${published.id}`).textContent()).toBe('Knee clinic');
    expect(await page.getByTestId(`library-publish-${sourceId}`).textContent()).toBe('Update in practice');

    // Edited, then published again: the practice's copy follows, under the same id.
    await page.getByTestId(`library-edit-${sourceId}`).click();
    await page.getByTestId('library-editor-title').fill('Knee clinic (v2)');
    await page.getByTestId('library-editor-save').click();
    await page.getByTestId('library-editor').waitFor({ state: 'detached' });
    await page.getByTestId(`library-publish-${sourceId}`).click();
    await page.getByTestId(`practice-title-${published.id}`).getByText('Knee clinic (v2)').waitFor();
    expect((await sharedTemplates(practiceId)).map((t: any) => [t.id, t.title])).toEqual([[published.id, 'Knee clinic (v2)']]);

    await page.getByTestId(`library-unpublish-${sourceId}`).click();
    await page.getByTestId(`practice-template-${published.id}`).waitFor({ state: 'detached' });
    await page.getByTestId(`library-shared-${sourceId}`).waitFor({ state: 'detached' });
    await page.getByTestId('practice-templates-empty').waitFor();
    expect(await sharedTemplates(practiceId)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a member sees the practice’s template, cannot change it, copies it, and writes a note with it', async () => {
    const { page, problems } = await openPage(suite.context());
    const member = await signedInClinician(stack, page, 'practice-member');
    const owner = await colleague('practice-owner');
    const practiceId = newPracticeId();
    await seedPractice(db, practiceId, [
      { uid: owner.localId, email: owner.email, role: 'owner', displayName: 'Olive Owner' },
      { uid: member.uid, email: member.email, role: 'clinician' },
    ]);
    const sharedId = practiceTemplateIdFrom(`T${Date.now()}abcdefghijklmn`.slice(0, 20));
    const now = Date.now();
    const template = practiceTemplateDocSchema.parse({
      title: 'Shoulder review',
      sections: ['Shoulder history', 'Shoulder findings', 'Shoulder plan'],
      prompt: 'Write a shoulder review.',
      basedOn: 'progress-note',
      sourceId: 'src123456',
      publishedBy: owner.localId,
      publishedByName: 'Olive Owner',
      publishedAt: now,
      updatedAt: now,
    });
    await db.doc(`practices/${practiceId}/templates/${sharedId}`).set(template);

    await openLibrary(page);
    const card = page.getByTestId(`practice-template-${sharedId}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('Shared by Olive Owner');
    expect(await page.getByTestId(`practice-sections-${sharedId}`).locator('li').allTextContents()).toEqual([
      'Shoulder history',
      'Shoulder findings',
      'Shoulder plan',
    ]);
    // Nothing on the practice's copy changes it; a clinician does not unpublish or publish.
    expect(await card.locator('button').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.testid))).toEqual([
      `practice-copy-${sharedId}`,
    ]);
    expect(await page.locator('[data-testid^="library-publish-"]').count()).toBe(0);

    // Not through Firestore either, with the member's own token: the rules refuse it.
    const write = await fetch(
      `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/practices/${practiceId}/templates/${sharedId}?updateMask.fieldPaths=prompt`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${member.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { prompt: { stringValue: 'Changed by a member.' } } }),
      },
    );
    expect(write.status).toBe(403);
    expect((await db.doc(`practices/${practiceId}/templates/${sharedId}`).get()).data()).toEqual(template);

    await page.getByTestId(`practice-copy-${sharedId}`).click();
    const copy = page.locator('[data-testid="library-visible"] [data-testid^="library-template-"][data-kind="custom"]', {
      hasText: 'Shoulder review',
    });
    await copy.waitFor();
    const copyId = ((await copy.getAttribute('data-testid')) as string).replace('library-template-', '');
    expect(customTemplateDocSchema.parse(await readDoc(stack, `users/${member.uid}/noteTemplates/${copyId}`))).toMatchObject({
      title: 'Shoulder review',
      basedOn: 'progress-note',
    });
    // The copy is the member's own: they may edit it.
    await page.getByTestId(`library-edit-${copyId}`).waitFor();

    // The notes panel offers the practice's template beside the member's own.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await typedSession(page, 'The patient reports pain in the right shoulder for two weeks. We will start physiotherapy.');
    await openSection(page, 'notes-selection');
    await page.getByTestId(`note-type-${sharedId}`).check();
    await page.getByTestId('note-type-soap').uncheck();
    await page.getByTestId('notes-generate').click();
    const note = page.getByTestId(`note-${sharedId}`);
    await note.waitFor();
    expect(await note.locator('strong').first().textContent()).toBe('Shoulder review');
    expect(
      await note.locator('[data-testid="note-section"]').evaluateAll((sections) => sections.map((s) => (s as HTMLElement).dataset.section)),
    ).toEqual(['Shoulder history', 'Shoulder findings', 'Shoulder plan']);
    expect(problems).toEqual([]);
  });
});
