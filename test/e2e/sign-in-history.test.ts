// The sign-in history in headless Chromium: a wrong password, then the right one, and the
// Account screen lists both (newest first), the failure reported by the login form.
import { hydrated, openPage, browserSuite } from '../support/browser';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const session = browserSuite();
const context = () => session.context();

describe('sign-in history', () => {
  it('shows a failed then a successful sign-in on the Account screen, newest first', async () => {
    const account = await newAccount(stack, 'history');
    await eventually(() => readDoc(stack, `users/${account.localId}`), (d) => d !== null);
    await fetch(`${stack.api}/account/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kim', lastName: 'Lee', role: 'therapist', country: 'Canada' }),
    });
    await patchDoc(stack, `users/${account.localId}`, { isFirstTimeLogin: false, displayProductTour: false });

    const { page } = await openPage(context());
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();

    await page.getByTestId('login-password').fill('secret-pass-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('recording-panel').waitFor();

    await page.goto(`${stack.site}/account/`);
    const history = page.getByTestId('sign-in-history');
    await history.waitFor();
    const rows = history.getByTestId('sign-in-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect([await rows.nth(0).getAttribute('data-kind'), await rows.nth(0).getAttribute('data-ok')]).toEqual(['sign-in', 'true']);
    expect([await rows.nth(1).getAttribute('data-kind'), await rows.nth(1).getAttribute('data-ok')]).toEqual(['sign-in-failed', 'false']);
    expect(await history.textContent()).toContain('Failed sign-in');
  });
});
