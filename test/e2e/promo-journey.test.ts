// From the admin console to the checkout, in Chromium: the seeded admin creates a promo code
// in Promo Codes → a clinician applies it on Plan & Billing and pays Silver with it → the
// discount reaches the subscription and the admin sees the code's uses go up.
import { browserSuite, hydrated, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { readDoc } from '../support/firestore-rest';
import { demoUser, readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

describe('a promo code from the admin console to the checkout', () => {
  it('is created by the admin and applied by a clinician on Plan & Billing', async () => {
    const code = `FALL${Date.now().toString(36).toUpperCase()}`;
    const admin = await openPage(suite.context());
    const login = demoUser(stack, 'admin');
    await admin.page.goto(`${stack.site}/login/`);
    await hydrated(admin.page);
    await admin.page.getByTestId('login-email').fill(login.email);
    await admin.page.getByTestId('login-password').fill(login.password);
    await admin.page.getByTestId('login-submit').click();
    await admin.page.getByTestId('admin-view-users').waitFor();
    await admin.page.goto(`${stack.site}/promo-codes/`);
    await hydrated(admin.page);
    await admin.page.getByTestId('promo-code-input').fill(code);
    await admin.page.getByTestId('promo-value').fill('25');
    await admin.page.getByTestId('promo-create').click();
    await admin.page.locator(`[data-testid="promo-row"][data-code="${code}"]`).waitFor();

    // The clinician in a browser context of their own (the admin stays signed in in the other).
    const clinicianContext = await suite.browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const clinician = await openPage(clinicianContext);
    const { uid } = await signedInClinician(stack, clinician.page, 'promo-journey');
    await clinician.page.getByTestId('nav-billing').click();
    await clinician.page.getByTestId('billing-currency-usd').click();
    await clinician.page.getByTestId('plan-choose-silver').click();
    await clinician.page.getByTestId('promo-input').fill(code.toLowerCase());
    await clinician.page.getByTestId('promo-apply').click();
    await clinician.page.getByTestId('promo-message').getByText(`${code}: 25 % off applies to your subscription.`).waitFor();
    expect(await clinician.page.getByTestId('checkout-form').textContent()).toContain('$74.99 a month');
    await clinician.page.getByTestId('checkout-submit').click();
    await clinician.page.locator('[data-testid="current-plan"][data-plan="Silver"]').waitFor();
    expect(await readDoc(stack, `users/${uid}`)).toMatchObject({
      subscription: { plan: 'Silver', discount: 25 },
      promo: { promoCode: code },
    });

    await admin.page.reload();
    await hydrated(admin.page);
    await admin.page.locator(`[data-testid="promo-row"][data-code="${code}"] [data-testid="promo-uses"]`).getByText('1').waitFor();
    expect(admin.problems).toEqual([]);
    expect(clinician.problems).toEqual([]);
    await clinicianContext.close();
  });
});
