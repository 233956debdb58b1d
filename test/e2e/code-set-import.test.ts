// The code set replaced from the admin console, in Chromium: the seeded admin opens Code set,
// sees the built-in release, imports a file that is not a CMS order file (refused with the
// server's reason, the set kept), then a newer CMS release (FY2022, used from then on), goes
// back to the built-in release, and sees the view in French.
import { browserSuite, hydrated, openPage } from '../support/browser';
import { apiCall } from '../support/api-call';
import { cmsZip } from '../support/cms-files';
import { demoUser, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
jest.setTimeout(240_000);

afterAll(async () => {
  // The other suites expect the built-in release.
  const login = demoUser(stack, 'admin');
  const { idToken } = await signInWithPassword(stack, login.email, login.password);
  await apiCall(stack, '/codes/release', idToken, undefined, 'DELETE');
});

describe('the Code set view of the admin console', () => {
  it('refuses a wrong file, imports a newer release, and goes back to the built-in one', async () => {
    const { page } = await openPage(suite.context());
    const login = demoUser(stack, 'admin');
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('login-email').fill(login.email);
    await page.getByTestId('login-password').fill(login.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('admin-view-users').waitFor();
    await page.getByRole('link', { name: 'Code set' }).click();
    await page.getByTestId('admin-view-codeSet').waitFor();
    const current = page.getByTestId('code-set-current');
    await page.locator('[data-testid="code-set-current"][data-release="ICD-10-CM FY2021"][data-built-in="true"]').waitFor();
    expect(await current.textContent()).toContain('95,358 codes, 72,621 of them billable.');
    expect(await page.getByTestId('code-set-reset').count()).toBe(0);

    await page.getByTestId('code-set-file').setInputFiles({
      name: 'icd10cm-order-2022.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('code,description\nA00,Cholera\n'),
    });
    await page.getByTestId('code-set-import').click();
    await page.getByTestId('code-set-refused').waitFor();
    expect(await page.getByTestId('code-set-refused').textContent()).toBe(
      'Line 1 is not a CMS code order line (order, code, billable flag, short and long description). The current code set is kept.',
    );
    expect(await current.getAttribute('data-release')).toBe('ICD-10-CM FY2021');

    await page.getByTestId('code-set-file').setInputFiles({
      name: '2022-code-descriptions.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(cmsZip(2022)),
    });
    await page.getByTestId('code-set-import').click();
    await page.getByTestId('code-set-imported').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('code-set-imported').textContent()).toBe('ICD-10-CM FY2022 is now the code set in use.');
    expect(await page.getByTestId('code-set-refused').count()).toBe(0);
    await page.locator('[data-testid="code-set-current"][data-release="ICD-10-CM FY2022"][data-built-in="false"]').waitFor();
    // When it was imported, for the admin who wonders since when every server uses it.
    expect(await page.getByTestId('code-set-imported-at').textContent()).toMatch(
      /^Imported on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\.$/,
    );

    await page.getByTestId('code-set-reset').click();
    await page.locator('[data-testid="code-set-current"][data-release="ICD-10-CM FY2021"][data-built-in="true"]').waitFor();
    expect(await page.getByTestId('code-set-imported-at').count()).toBe(0);

    await page.goto(`${stack.site}/fr/code-set/`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Jeu de codes' }).waitFor();
    expect(await page.getByTestId('code-set-current').textContent()).toContain('Intégré au produit');
  });
});
