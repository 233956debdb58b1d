// Other sign-in methods and account security in headless Chromium, with the codes and
// links the Auth emulator hands out instead of SMS and e-mail.
import type { Page } from 'playwright-core';
import { hydrated, openPage, browserSuite } from '../support/browser';
import { eventually, readDoc } from '../support/firestore-rest';
import { newAccount, readStack, signInWithPassword, type Stack } from '../support/stack';
import { skipTour } from '../support/tour';

const stack = readStack();
const session = browserSuite();
const context = () => session.context();

const emulator = (s: Stack, path: string) => `${s.auth}/emulator/v1/projects/${s.projectId}/${path}`;

/** The latest SMS code the Auth emulator "sent" to `phone`. */
async function smsCode(phone: string, after: Set<string>): Promise<string> {
  const codes = await eventually(
    async () =>
      (
        (await (await fetch(emulator(stack, 'verificationCodes'))).json()) as {
          verificationCodes: Array<{ phoneNumber: string; code: string; sessionInfo: string }>;
        }
      ).verificationCodes,
    (list) => list.some((c) => c.phoneNumber === phone && !after.has(c.sessionInfo)),
  );
  const fresh = codes.filter((c) => c.phoneNumber === phone && !after.has(c.sessionInfo));
  const latest = fresh[fresh.length - 1];
  after.add(latest.sessionInfo);
  return latest.code;
}

async function seenSessions(): Promise<Set<string>> {
  const body = (await (await fetch(emulator(stack, 'verificationCodes'))).json()) as { verificationCodes: Array<{ sessionInfo: string }> };
  return new Set(body.verificationCodes.map((c) => c.sessionInfo));
}

async function completeProfile(page: Page) {
  await page.waitForURL(/\/login\/register\/$/);
  await page.getByTestId('register-form').waitFor();
  expect(await page.getByTestId('register-email').count()).toBe(0);
  await page.getByTestId('register-firstName').fill('Sam');
  await page.getByTestId('register-lastName').fill('Lee');
  await page.getByTestId('register-role').selectOption('psychologist');
  await page.getByTestId('register-country').fill('France');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('welcome-modal').waitFor();
}

const randomPhone = () => `+1555${Math.floor(1000000 + Math.random() * 8999999)}`;

describe('other sign-in methods', () => {
  it('a new Google-type or Apple-type account finishes registration before anything else', async () => {
    const { page } = await openPage(context());
    const email = `social-${Date.now()}@test.example`;
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('google-signin').click();
    await page.getByTestId('emulated-email').fill(email);
    await page.getByTestId('emulated-name').fill('Sam Lee');
    await page.getByTestId('emulated-submit').click();
    await completeProfile(page);
    await page.getByTestId('welcome-close').click();
    await skipTour(page);
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login\/$/);

    await hydrated(page);
    await page.getByTestId('apple-signin').click();
    await page.getByTestId('emulated-email').fill(`apple-${email}`);
    await page.getByTestId('emulated-name').fill('Sam Lee');
    await page.getByTestId('emulated-submit').click();
    await page.waitForURL(/\/login\/register\/$/);
  });

  it('signs in with a phone and an SMS code, and refuses a wrong code', async () => {
    const { page } = await openPage(context());
    const phone = randomPhone();
    const seen = await seenSessions();
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('phone-signin').click();
    await page.getByTestId('phone-number').fill(phone);
    await page.getByTestId('phone-submit').click();
    await page.getByTestId('phone-code').waitFor();
    const code = await smsCode(phone, seen);
    await page.getByTestId('phone-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('phone-submit').click();
    expect(await page.getByTestId('other-signin-error').textContent()).toBe('Invalid verification code entered');
    await page.getByTestId('phone-code').fill(code);
    await page.getByTestId('phone-submit').click();
    await completeProfile(page);
  });
});

describe('account security', () => {
  async function verifiedAccount() {
    const account = await newAccount(stack, 'secure');
    await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:update`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: account.localId, emailVerified: true }),
    });
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => d !== null,
    );
    await fetch(`${stack.api}/account/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kim', lastName: 'Roy', role: 'doctor', country: 'Canada' }),
    });
    return account;
  }

  async function signIn(page: Page, email: string) {
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill('secret-pass-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard').waitFor();
    // These accounts sign in for the first time: the welcome modal comes over the page.
    await page.getByTestId('welcome-close').click();
    await skipTour(page);
  }

  it('enrols SMS as a second factor, then asks for the code at login', async () => {
    const account = await verifiedAccount();
    const { page } = await openPage(context());
    await signIn(page, account.email);
    await page.getByTestId('nav-account').click();
    const phone = randomPhone();
    let seen = await seenSessions();
    await page.getByTestId('mfa-phone').fill(phone);
    await page.getByTestId('mfa-submit').click();
    await page.locator('[data-testid="mfa-code"], [data-testid="mfa-message"]').first().waitFor();
    expect(await page.getByTestId('mfa-message').count()).toBe(0);
    await page.getByTestId('mfa-code').fill(await smsCode(phone, seen));
    await page.getByTestId('mfa-submit').click();
    await page.getByTestId('mfa-enrolled').waitFor();
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (d) => (d as any)?.isEnrolled2FA === true,
    );

    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login\/$/);
    seen = await seenSessions();
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill('secret-pass-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('second-factor-form').waitFor();
    const code = await smsCode(phone, seen);
    await page.getByTestId('second-factor-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('second-factor-submit').click();
    expect(await page.getByTestId('second-factor-error').textContent()).toBe('Invalid verification code entered');
    await page.getByTestId('second-factor-code').fill(code);
    await page.getByTestId('second-factor-submit').click();
    await page.getByTestId('dashboard').waitFor();
  });

  it('changes the e-mail address only after the new one is verified', async () => {
    const account = await verifiedAccount();
    const { page } = await openPage(context());
    await signIn(page, account.email);
    await page.getByTestId('nav-account').click();
    await page.getByTestId('new-email').fill('not-an-address');
    await page.getByTestId('email-change-submit').click();
    expect(await page.getByTestId('email-change-message').textContent()).toBe('Invalid email format');
    await page.getByTestId('new-email').fill(account.email);
    await page.getByTestId('email-change-submit').click();
    expect(await page.getByTestId('email-change-message').textContent()).toBe('The new email is the same as your current email');

    const newEmail = `changed-${Date.now()}@test.example`;
    await page.getByTestId('new-email').fill(newEmail);
    await page.getByTestId('email-change-submit').click();
    await page.getByText('Verification email sent to your new email address.', { exact: false }).waitFor();
    await page.getByTestId('email-change-check').click();
    await page.getByText('The change is still waiting for you to click the link we sent.').waitFor();
    expect(((await readDoc(stack, `users/${account.localId}`)) as any).userInfo.email).toBe(account.email);

    const { oobCodes } = (await (await fetch(emulator(stack, 'oobCodes'))).json()) as {
      oobCodes: Array<{ email: string; oobLink: string; requestType: string; newEmail?: string }>;
    };
    const link = oobCodes.filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.newEmail === newEmail).pop();
    expect(link).toBeDefined();
    await fetch(link!.oobLink);
    await page.getByTestId('email-change-check').click();
    await page.getByText(`Your e-mail address is now ${newEmail}.`).waitFor();
    expect(((await readDoc(stack, `users/${account.localId}`)) as any).userInfo.email).toBe(newEmail);
  });

  it('changes the password after checking the current one', async () => {
    const account = await verifiedAccount();
    const { page } = await openPage(context());
    await signIn(page, account.email);
    await page.getByTestId('nav-account').click();
    const form = page.getByTestId('password-form');
    await form.locator('input[name="currentPassword"]').fill('not-my-password');
    await form.locator('input[name="newPassword"]').fill('another-pass-2');
    await form.getByRole('button').click();
    expect(await page.getByTestId('password-message').textContent()).toBe('Wrong password.');
    await form.locator('input[name="currentPassword"]').fill('secret-pass-1');
    await form.locator('input[name="newPassword"]').fill('short');
    await form.getByRole('button').click();
    expect(await page.getByTestId('password-message').textContent()).toBe('The new password needs 8 characters or more.');
    await form.locator('input[name="newPassword"]').fill('another-pass-2');
    await form.getByRole('button').click();
    await page.getByText('Your password has been changed.').waitFor();
    await expect(signInWithPassword(stack, account.email, 'secret-pass-1')).rejects.toThrow();
    await signInWithPassword(stack, account.email, 'another-pass-2');
  });
});
