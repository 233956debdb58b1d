// The sign-in history in headless Chromium: a wrong password, then the right one. The login
// form reports the failure (with its proof of work) to the server's security log, which admins
// read; the Account screen lists only what the account itself did: the sign-in.
import { hydrated, openPage, browserSuite } from '../support/browser';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();
const session = browserSuite();
const context = () => session.context();

describe('sign-in history', () => {
  it('puts a failed sign-in in the security log and shows the successful one on the Account screen', async () => {
    const account = await newAccount(stack, 'history');
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => d !== null,
    );
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
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect([await rows.nth(0).getAttribute('data-kind'), await rows.nth(0).getAttribute('data-ok')]).toEqual(['sign-in', 'true']);
    expect(await history.textContent()).not.toContain('Failed sign-in');

    // The browser's report of the wrong password reached the security log.
    const admin = demoUser(stack, 'admin');
    const adminLogin = await signInWithPassword(stack, admin.email, admin.password);
    const events = await eventually(
      async () => {
        const response = await fetch(`${stack.api}/admin/security-events?kind=sign-in-failed-report&target=${account.localId}`, {
          headers: { authorization: `Bearer ${adminLogin.idToken}` },
        });
        return ((await response.json()) as { events?: Array<Record<string, unknown>> }).events ?? [];
      },
      (found) => found.length > 0,
    );
    expect(events).toEqual([expect.objectContaining({ kind: 'sign-in-failed-report', actorUid: '', targetUid: account.localId })]);
  });
});
