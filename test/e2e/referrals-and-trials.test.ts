// Around the checkout, in Chromium: the header's referral modal (three address tags, one
// removed, Escape and the backdrop do not close it, submit → two e-mails in MailDev with the
// code and the $100 text, the toast, the modal closed and cleared); the referral code with its
// copy button; a Free clinician's 7-day trial, which falls back to Free when it is over with
// the reason shown; saved payment methods (add a card as the default, remove the other).
import { browserSuite, hydrated, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, mailsTo, patchDoc, readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

describe('referral invitations', () => {
  it('sends the tagged addresses their invitation with the code and $100 off, says so, and closes', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'referral-modal');
    // Invitations go out from a verified address only.
    await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:update`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    });
    const code = ((await readDoc(stack, `users/${uid}`)) as Record<string, any>).referrals.referralCode as string;
    const stamp = Date.now();
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `invitee-${x}-${stamp}@test.example`);

    await page.getByTestId('referral-open').click();
    const input = page.getByTestId('referral-emails');
    await input.waitFor();
    await input.fill(a);
    await input.press('Enter');
    await input.fill('not-an-address');
    await input.press('Enter');
    expect(await page.getByTestId('referral-problem').textContent()).toBe('Invalid email format: not-an-address');
    await input.fill(b);
    await input.press(',');
    await input.fill(c);
    await input.press('Enter');
    expect(await page.getByTestId('referral-tag').allTextContents()).toEqual([a, b, c]);
    await page.getByTestId('referral-tag').filter({ hasText: b }).getByTestId('referral-tag-remove').click();
    expect(await page.getByTestId('referral-tag').allTextContents()).toEqual([a, c]);
    // Neither Escape nor a click outside closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    expect(await page.getByTestId('referral-tag').count()).toBe(2);

    await page.getByTestId('referral-submit').click();
    await page.getByText('Your 2 invitations are on their way. Thank you for spreading the word!').waitFor();
    await page.getByTestId('referral-modal').waitFor({ state: 'detached' });
    for (const address of [a, c]) {
      const [mail] = await eventually(
        () => mailsTo(stack, address),
        (m) => m.length === 1,
      );
      expect(mail.text).toContain(`Sign up with the referral code ${code} and get $100 off your first month`);
    }
    expect(await mailsTo(stack, b)).toHaveLength(0);
    // Opened again: the list is empty.
    await page.getByTestId('referral-open').click();
    await page.getByTestId('referral-emails').waitFor();
    expect(await page.getByTestId('referral-tag').count()).toBe(0);
    await page.getByTestId('referral-close').click();
    await page.getByTestId('referral-modal').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it("fills in the referral code when the invitation's sign-up link is opened", async () => {
    const { page } = await openPage(suite.context());
    await page.goto(`${stack.site}/login/register/?ref=ab12cd`);
    await hydrated(page);
    const field = page.getByTestId('register-referredBy');
    await field.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="register-referredBy"]') as HTMLInputElement | null)?.value === 'AB12CD',
    );
    expect(await field.inputValue()).toBe('AB12CD');
  });

  it('shows the referral code on Plan & Billing with a copy button', async () => {
    const { page } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'referral-code');
    const code = ((await readDoc(stack, `users/${uid}`)) as Record<string, any>).referrals.referralCode as string;
    await page.getByTestId('nav-billing').click();
    expect(await page.getByTestId('referral-code').inputValue()).toBe(code);
    await page.getByTestId('referral-copy').click();
    await page.getByTestId('referral-copy').getByText('Copied').waitFor();
  });
});

describe('trials and saved payment methods', () => {
  it('starts a Bronze trial from Free, and when its 7 days are over says why the plan is Free again', async () => {
    const { page } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'trial-page');
    await page.getByTestId('nav-billing').click();
    await page.getByTestId('trial-start-bronze').click();
    await page.locator('[data-testid="current-plan"][data-plan="BronzeTrial"]').waitFor();
    expect(await page.getByTestId('current-plan').textContent()).toContain('7 days');
    await page.getByTestId('trial-offer').waitFor({ state: 'detached' });

    await patchDoc(stack, `users/${uid}`, { trialStart: Date.now() - 8 * 86400000 });
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="current-plan"][data-plan="Free"]').waitFor();
    const ended = page.getByTestId('plan-ended');
    expect(await ended.getAttribute('data-reason')).toBe('trialExpired');
    expect(await ended.textContent()).toMatch(/^Your Bronze trial ended on .+: its 7 days are over, so you are on the Free plan now\./);
    // The toast says it once, anywhere in the app.
    await page.getByRole('alert').filter({ hasText: 'its 7 days are over' }).first().waitFor();
    expect(await page.getByTestId('trial-offer').count()).toBe(0);
  });

  it('adds a card as the default and removes the other', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'methods-page');
    await page.getByTestId('nav-billing').click();
    await page.getByTestId('payment-methods').getByText('No saved payment method yet.', { exact: false }).waitFor();
    await page.getByTestId('plan-choose-starter').click();
    await page.getByTestId('checkout-submit').click();
    await page.locator('[data-testid="current-plan"][data-plan="Starter"]').waitFor();
    await page.getByTestId('payment-method').filter({ hasText: 'Visa ending 1111' }).waitFor();

    await page.getByTestId('payment-method-add').click();
    await page.getByTestId('payment-method-nonce').selectOption('fake-valid-mastercard-nonce');
    await page.getByTestId('payment-method-save').click();
    await page.locator('[data-testid="payment-method"][data-default="true"]').filter({ hasText: 'MasterCard ending 4444' }).waitFor();
    const visa = page.getByTestId('payment-method').filter({ hasText: 'Visa ending 1111' });
    expect(await visa.getAttribute('data-default')).toBe('false');
    await visa.getByTestId('payment-method-remove').click();
    await visa.waitFor({ state: 'detached' });
    expect(await page.getByTestId('payment-method').count()).toBe(1);
  });
});
