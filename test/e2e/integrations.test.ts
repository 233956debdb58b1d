// Export to the clinic's systems in Chromium, for each of the four: connect (Cliniko and
// Healthie with a key, DrChrono and Go HighLevel through the stand-in's sign-in page) →
// a session with a note → Export to EMR → pick the patient → the stand-in holds the note's
// text under that patient; then disconnect → the card is back under Available and the stored
// credentials are gone. A plan without integrations sees the upgrade link. A sign-in finished
// in another tab than the one that pressed Connect is refused, and the page says why (English
// and French).
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';
import { typedSession } from '../support/session-note';
import { exportTo } from '../support/export-panel';

const stack = readStack();
const suite = browserSuite();
const emr = stack.integrations.cliniko.url.replace(/\/cliniko$/, '');
const notesAt = async () => (await (await fetch(`${emr}/_notes`)).json()) as Array<{ provider: string; patientId: string; text: string }>;

async function openIntegrations(page: Page) {
  await page.getByTestId('nav-integrations').click();
  await page.getByTestId('integration-card-cliniko').waitFor();
}

async function connectWithKey(page: Page, id: 'cliniko' | 'healthie', apiKey: string) {
  const card = page.getByTestId(`integration-card-${id}`);
  await card.getByTestId('integration-key-input').fill(apiKey);
  await card.getByTestId(`integration-connect-${id}`).click();
  await page.locator(`[data-testid="integration-card-${id}"][data-state="connected"]`).waitFor();
}

async function connectWithSignIn(page: Page, id: 'drchrono' | 'highlevel') {
  await page.getByTestId(`integration-connect-${id}`).click();
  // The provider's page (the stand-in's): Allow. Back on the Integrations page, this tab completes the connection.
  await page.getByTestId('oauth-allow').click();
  await page.locator('[data-testid="integration-callback"][data-outcome="connected"]').waitFor();
  // The provider's answer does not stay in the address.
  expect(new URL(page.url()).hash).toBe('');
  await page.locator(`[data-testid="integration-card-${id}"][data-state="connected"]`).waitFor();
}

describe('Export to EMR', () => {
  it('connects the four systems, exports a note to a patient in each, and disconnects', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'emr-ui', 'Bronze');
    await openIntegrations(page);
    expect(await page.getByTestId('integration-coming-soon').count()).toBe(4);
    await connectWithKey(page, 'cliniko', stack.integrations.cliniko.apiKey!);
    await connectWithKey(page, 'healthie', stack.integrations.healthie.apiKey!);
    await connectWithSignIn(page, 'drchrono');
    await connectWithSignIn(page, 'highlevel');
    expect(await page.getByTestId('integration-status-highlevel').textContent()).toBe('Connected');

    // A session with a note.
    await page
      .getByTestId('nav-dashboard')
      .or(page.getByRole('link', { name: 'Dashboard' }))
      .first()
      .click();
    await typedSession(
      page,
      '[doctor] what brings you in?\n[patient] pain in my left knee for three weeks. i take ibuprofen 400 mg twice a day.',
    );
    await page.getByTestId('notes-generate').click();
    await page.getByTestId('note-soap').waitFor();

    await exportTo(page, 'cliniko', 'roe', '1001');
    await exportTo(page, 'healthie', 'smith', '1002');
    await exportTo(page, 'drchrono', 'martin', '1003');
    await exportTo(page, 'highlevel', 'taylor', '1004');
    const written = await notesAt();
    for (const [provider, patientId] of [
      ['cliniko', '1001'],
      ['healthie', '1002'],
      ['drchrono', '1003'],
      ['highlevel', '1004'],
    ]) {
      expect(written.filter((n) => n.provider === provider && n.patientId === patientId).at(-1)?.text).toMatch(/ibuprofen 400 mg/i);
    }

    // The same note to the same patient again: asked first.
    await page.getByTestId('export-open').click();
    await page.getByTestId('export-system').selectOption('cliniko');
    await page.getByTestId('export-patient-search').fill('roe');
    await page.locator('[data-testid="export-patients"][data-search="roe"]').waitFor();
    await page.locator('[data-testid="export-patient-option"][data-patient-id="1001"]').click();
    await page.getByTestId('export-submit').click();
    await page.getByTestId('export-duplicate').waitFor();
    await page.getByTestId('export-again').click();
    await page.getByTestId('export-result').waitFor();
    await page.keyboard.press('Escape');

    // Disconnect: back under Available, the credentials gone.
    await openIntegrations(page);
    for (const id of ['cliniko', 'healthie', 'drchrono', 'highlevel']) {
      await page.getByTestId(`integration-disconnect-${id}`).click();
      await page.locator(`[data-testid="integration-card-${id}"][data-state="not-connected"]`).waitFor();
    }
    await eventually(
      () => readDoc(stack, `secrets/${uid}`),
      (doc) => Object.keys(((doc ?? {}) as { integrations?: object }).integrations ?? {}).length === 0,
    );
    expect(problems.filter((p) => !p.includes('409 (Conflict)'))).toEqual([]);
  });

  it('refuses a sign-in finished in another tab and says why, in English and in French; nothing is stored', async () => {
    const context = suite.context();
    const { page } = await openPage(context);
    const { uid } = await signedInClinician(stack, page, 'emr-other-tab', 'Bronze');
    const refusedIn = async (startPath: string) => {
      await page.goto(`${stack.site}${startPath}`);
      await hydrated(page);
      await page.getByTestId('integration-connect-drchrono').click();
      await page.getByTestId('oauth-allow').waitFor();
      // The consent page opened in another tab of the same browser (signed in, without the first tab's nonce): Allow there.
      const { page: other } = await openPage(context);
      await other.goto(page.url());
      await other.getByTestId('oauth-allow').click();
      const refused = other.locator('[data-testid="integration-callback"][data-outcome="refused"]');
      await refused.waitFor();
      const text = await refused.textContent();
      expect(await other.locator('[data-testid="integration-card-drchrono"]').getAttribute('data-state')).toBe('not-connected');
      await other.close();
      return text;
    };
    expect(await refusedIn('/integrations/')).toBe(
      'This sign-in with DrChrono was started in another browser or tab. Nothing was saved: start the connection again from this page.',
    );
    expect(await refusedIn('/fr/integrations/')).toBe(
      'Cette connexion avec DrChrono a été lancée dans un autre navigateur ou onglet. Rien n’a été enregistré : relancez la connexion depuis cette page.',
    );
    expect(
      ((await readDoc(stack, `secrets/${uid}`)) as { integrations?: Record<string, unknown> } | null)?.integrations?.drchrono,
    ).toBeUndefined();
  });

  it('shows a plan without integrations the upgrade link, in French too', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'emr-free');
    await openIntegrations(page);
    expect(await page.getByTestId('integration-card-cliniko').textContent()).toContain(
      'Integrations come with the Starter Plus, Bronze and Silver plans.',
    );
    expect(await page.getByTestId('integration-key-input').count()).toBe(0);
    await page.goto(`${stack.site}/fr/integrations/`);
    await hydrated(page);
    await page.getByTestId('integration-card-cliniko').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Intégration DSE/DME');
  });
});
