// An attack of the security review (a revoked account keeps access), in headless Chromium: "Sign out everywhere" on the Account screen
// (with its confirmation) revokes every session of the account, another device's included,
// and signs this browser out; an account disabled while the dashboard is open loses its live
// connection, and the page says why.
import { hydrated, openPage, browserSuite } from '../support/browser';
import { apiCall } from '../support/api-call';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack, revocationCheckMs, signInWithPassword } from '../support/stack';

const stack = readStack();
const session = browserSuite();
const context = () => session.context();

/** A registered clinician who has seen the tour. */
async function clinician(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  await apiCall(stack, '/account/register', account.idToken, { firstName: 'Kim', lastName: 'Lee', role: 'therapist', country: 'Canada' });
  await patchDoc(stack, `users/${account.localId}`, { isFirstTimeLogin: false, displayProductTour: false });
  return account;
}

async function signedInPage(email: string) {
  const { page } = await openPage(context());
  await page.goto(`${stack.site}/login/`);
  await hydrated(page);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('secret-pass-1');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('recording-panel').waitFor();
  return page;
}

describe('revoked sessions in the browser', () => {
  it('"Sign out everywhere" asks first, then signs out this browser and every other device', async () => {
    const account = await clinician('everywhere-ui');
    const page = await signedInPage(account.email);
    // Another device, signed in earlier.
    const other = await signInWithPassword(stack, account.email, 'secret-pass-1');
    const signedInAt = Number(JSON.parse(Buffer.from(other.idToken.split('.')[1], 'base64url').toString('utf8')).auth_time);
    expect((await apiCall(stack, '/account/check', other.idToken)).status).toBe(200);

    await page.goto(`${stack.site}/account/`);
    await hydrated(page);
    await page.getByTestId('account-sign-out-everywhere').click();
    const confirm = page.getByTestId('account-sign-out-everywhere-confirm');
    await confirm.waitFor();
    expect(await page.getByRole('dialog').textContent()).toContain(
      'Every device signed in to your account, this one included, will be signed out now',
    );
    // Revocation compares whole seconds: the other device signed in before this one.
    while (Math.floor(Date.now() / 1000) <= signedInAt) await page.waitForTimeout(50);
    await confirm.click();
    await page.waitForURL(/\/login\/?$/, { timeout: 20000 });
    expect(await apiCall(stack, '/account/check', other.idToken)).toMatchObject({ status: 401, body: { error: { key: 'authRevoked' } } });
  });

  it('drops the live connection of an account disabled while the dashboard is open, and says why', async () => {
    const account = await clinician('disabled-ui');
    const page = await signedInPage(account.email);
    const status = page.getByTestId('realtime-status');
    await page.locator('[data-testid="realtime-status"][data-status="connected"]').waitFor({ timeout: 20000 });
    const disabled = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:update`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: account.localId, disableUser: true }),
    });
    expect(disabled.status).toBe(200);
    // The realtime server re-checks open sockets periodically (every 30 s; seconds on the test stack).
    await page.locator('[data-testid="realtime-status"][data-status="revoked"]').waitFor({ timeout: revocationCheckMs(stack) + 15000 });
    expect(await status.textContent()).toContain('You were signed out on every device, or your account was disabled');
  }, 75000);
});
