// Plan & Billing in Chromium: a Free clinician → Plan & Billing → Bronze, monthly, in CAD →
// a promo code → pays with Braintree's valid test nonce (the local checkout) → the page shows
// Bronze and 100 notes without logging out; the declined test nonce shows the error and
// leaves Free; an empty or wrong-plan promo code is explained; the page is in French too.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

async function openBilling(page: Page) {
  await page.getByTestId('nav-billing').click();
  await page.getByTestId('plan-card-bronze').waitFor();
}

describe('Plan & Billing', () => {
  it('upgrades a Free clinician to Bronze monthly in CAD with a promo code; the plan shows at once', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'billing-pay');
    await openBilling(page);
    expect(await page.getByTestId('current-plan').getAttribute('data-plan')).toBe('Free');
    for (const card of ['free', 'starter', 'bronze', 'silver', 'enterprise']) await page.getByTestId(`plan-card-${card}`).waitFor();
    await page.getByTestId('billing-currency-cad').click();
    await page.getByTestId('billing-period-monthly').click();
    expect(await page.getByTestId('plan-card-bronze').textContent()).toContain('$55.00');

    // A promo code: empty, then a good one.
    await page.getByTestId('promo-apply').click();
    expect(await page.getByTestId('promo-message').textContent()).toBe('Please enter a promo code');
    await page.getByTestId('plan-choose-bronze').click();
    await page.getByTestId('promo-input').fill('welcome20');
    await page.getByTestId('promo-apply').click();
    await page.getByTestId('promo-message').getByText('WELCOME20: 20 % off applies to your subscription.').waitFor();

    const checkout = page.getByTestId('checkout-form');
    expect(await checkout.textContent()).toContain('$44.00 a month');
    await checkout.getByTestId('checkout-submit').click();
    await page.locator('[data-testid="checkout-result"][data-outcome="paid"]').waitFor();
    await page.locator('[data-testid="current-plan"][data-plan="Bronze"]').waitFor();
    expect(await page.getByTestId('current-notes').textContent()).toBe('100');
    expect(await readDoc(stack, `users/${uid}`)).toMatchObject({
      subscription: { plan: 'Bronze', option: 'monthly', discount: 20 },
      usageLimits: { notesLeft: 100 },
    });
    expect(problems).toEqual([]);
  });

  it('shows the declined card’s error and stays on Free', async () => {
    const { page } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'billing-declined');
    await openBilling(page);
    await page.getByTestId('plan-choose-silver').click();
    await page.getByTestId('checkout-nonce').selectOption('fake-processor-declined-visa-nonce');
    await page.getByTestId('checkout-submit').click();
    const result = page.locator('[data-testid="checkout-result"][data-outcome="failed"]');
    await result.waitFor();
    expect(await result.textContent()).toBe('Error processing payment: Do Not Honor');
    expect(await page.getByTestId('current-plan').getAttribute('data-plan')).toBe('Free');
    expect(await readDoc(stack, `users/${uid}`)).toMatchObject({ subscription: { plan: 'Free' } });
  });

  it('is in French', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'billing-fr');
    await page.goto(`${stack.site}/fr/billing/`);
    await hydrated(page);
    await page.getByTestId('plan-card-bronze').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Forfait et facturation');
  });
});
