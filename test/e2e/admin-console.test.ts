// The admin console in Chromium, as the seeded admin: search a user → set Bronze → the
// user's record has 100 notes → the audit trail shows it; set notes and refuse an absurd
// number; create a promo code and a special link (a clinician's registration through the
// link gets its trial); the Reviews view lists a review; the views are in French too.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage } from '../support/browser';
import { eventually, mailsTo, patchDoc, readDoc } from '../support/firestore-rest';
import { proofHeader } from '../support/proof-of-work';
import { demoUser, newAccount, readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

async function signInAsAdmin(page: Page) {
  const admin = demoUser(stack, 'admin');
  await page.goto(`${stack.site}/login/`);
  await hydrated(page);
  await page.getByTestId('login-email').fill(admin.email);
  await page.getByTestId('login-password').fill(admin.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('admin-view-users').waitFor();
}

async function registeredClinician(label: string, link = '') {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  // A special link is a code: the registration naming one carries a proof of work, as the site's does.
  const response = await fetch(`${stack.api}/account/register`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json', ...(link ? await proofHeader(stack) : {}) },
    body: JSON.stringify({ firstName: 'Morgan', lastName: label, role: 'psychologist', country: 'Canada', link }),
  });
  expect(response.status).toBe(200);
  return { ...account, answer: (await response.json()) as Record<string, any> };
}

describe('the admin console', () => {
  it('finds a user, sets Bronze and notes, and shows it in the audit trail', async () => {
    const user = await registeredClinician(`console${Date.now().toString(36)}`);
    const { page, problems } = await openPage(suite.context());
    await signInAsAdmin(page);

    await page.getByTestId('admin-users-search').fill(user.email.slice(0, 18));
    const row = page.locator(`[data-testid="admin-user-row"][data-uid="${user.localId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('admin-user-row-plan').textContent()).toBe('Free');
    await row.getByTestId('admin-user-manage').click();
    const editor = page.getByTestId('admin-user-editor');
    // The editor has loaded the user's usage (the page is settled) before the admin edits.
    await editor.getByText('No usage recorded yet.').waitFor();
    await editor.getByTestId('admin-user-plan').selectOption('Bronze');
    expect(await editor.getByTestId('admin-user-plan').inputValue()).toBe('Bronze');
    await editor.getByTestId('admin-user-save').click();
    await editor.locator('[data-testid="admin-user-saved"], [data-testid="admin-user-error"]').first().waitFor();
    expect(await editor.getByTestId('admin-user-error').count()).toBe(0);
    await row.getByTestId('admin-user-row-plan').getByText('Bronze').waitFor();
    expect(await row.getByTestId('admin-user-row-notes').textContent()).toBe('100');
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({
      subscription: { plan: 'Bronze' },
      usageLimits: { notesLeft: 100, timeLimit: 4500 },
    });
    await editor.locator('[data-testid="admin-audit-row"][data-action="set-plan"]').waitFor();

    // An absurd number of notes is refused in place; a sensible one is saved.
    await editor.getByTestId('admin-user-notes').fill('100000000');
    expect(await editor.getByTestId('admin-user-save').isDisabled()).toBe(true);
    await editor.getByTestId('admin-user-notes').fill('250');
    await editor.getByTestId('admin-user-save').click();
    await row.getByTestId('admin-user-row-notes').getByText('250').waitFor();
    const trail = editor.getByTestId('admin-audit-row');
    await eventually(
      () => trail.count(),
      (count) => count === 2,
    );
    expect(await trail.first().getAttribute('data-action')).toBe('set-notes');
    expect(await trail.first().textContent()).toContain('notesLeft: 250');

    // Send to automation: the Zoho stand-in gets the lead's tag.
    await editor.getByTestId('admin-user-automation').click();
    await editor.getByTestId('admin-automation-sent').waitFor();
    const leads = ((await (await fetch(`${stack.zoho.url}/_records`)).json()) as { Leads: Array<Record<string, any>> }).Leads;
    expect(leads.find((lead) => lead.Email === user.email)?.Tag).toEqual(['ClinicScribe automation']);

    // The whole audit trail lists the admin's actions too.
    await page.getByTestId('admin-audit-trail').locator(`[data-testid="admin-audit-row"][data-target="${user.localId}"]`).first().waitFor();
    expect(problems).toEqual([]);
  });

  it('creates a promo code and a special link; registration through the link gets its trial', async () => {
    const { page, problems } = await openPage(suite.context());
    await signInAsAdmin(page);
    const tag = Date.now().toString(36).toUpperCase();

    await page.getByTestId('admin-header').getByText('Promo Codes', { exact: true }).click();
    await page.getByTestId('promo-code-input').fill(`SUMMER${tag}`);
    await page.getByTestId('promo-value').fill('25');
    await page.getByTestId('promo-max-uses').fill('10');
    await page.getByTestId('promo-create').click();
    const promo = page.locator(`[data-testid="promo-row"][data-code="SUMMER${tag}"]`);
    await promo.waitFor();
    expect(await promo.textContent()).toContain('25 % off');
    expect(await promo.getByTestId('promo-uses').textContent()).toBe('0 of 10');
    expect(await readDoc(stack, `promoCodes/SUMMER${tag}`)).toMatchObject({
      discount: { kind: 'percent', value: 25 },
      plans: ['Bronze', 'Silver'],
      maxUses: 10,
      uses: 0,
    });
    // The same code again is refused with its reason.
    await page.getByTestId('promo-code-input').fill(`SUMMER${tag}`);
    await page.getByTestId('promo-create').click();
    expect(await page.getByTestId('promo-create-failed').textContent()).toBe('This promo code exists already.');

    await page.getByTestId('admin-header').getByText('Special Links', { exact: true }).click();
    await page.getByTestId('special-link-code').fill(`CONF${tag}`);
    await page.getByTestId('special-link-trial').selectOption('BronzeTrial');
    await page.getByTestId('special-link-create').click();
    const link = page.locator(`[data-testid="special-link-row"][data-code="CONF${tag}"]`);
    await link.waitFor();
    expect(await link.getByTestId('special-link-path').inputValue()).toBe(`/login/register/?link=CONF${tag}`);

    const joined = await registeredClinician('console-link', `CONF${tag}`);
    expect(joined.answer.link).toEqual({ applied: true, grant: { kind: 'trial', plan: 'BronzeTrial' } });
    await page.reload();
    await hydrated(page);
    await link.getByTestId('special-link-signups').getByText('1').waitFor();
    // The duplicate code's 409 is the one error the browser logs.
    expect(problems.filter((problem) => !problem.includes('409 (Conflict)'))).toEqual([]);
  });

  it('lists reviews by type, in French too', async () => {
    const reviewer = await registeredClinician('console-review');
    await patchDoc(stack, `users/${reviewer.localId}`, {
      review: {
        reviewType: 'negative',
        feedback: 'Les notes sont trop longues',
        reviewTimestamp: Date.now(),
        googleReviewShown: false,
        googleReviewShownAt: 0,
      },
    });
    const { page, problems } = await openPage(suite.context());
    await signInAsAdmin(page);
    await page.goto(`${stack.site}/fr/reviews/`);
    await hydrated(page);
    await page.getByTestId('admin-view-reviews').waitFor();
    await page.getByTestId('admin-reviews-filter').selectOption('negative');
    const row = page.getByTestId('admin-review-row').filter({ hasText: reviewer.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Les notes sont trop longues');
    expect(await row.textContent()).toContain('Pas bien');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Avis');
    expect(problems).toEqual([]);
  });

  it('e-mails a promo code to a clinician from the Promo codes view', async () => {
    const { page, problems } = await openPage(suite.context());
    await signInAsAdmin(page);
    await page.getByTestId('admin-header').getByText('Promo Codes', { exact: true }).click();
    const to = `promo-ui-${Date.now()}@test.example`;
    await page.getByTestId('promo-mail-email').fill(to);
    await page.getByTestId('promo-mail-code').selectOption('WELCOME20');
    await page.getByTestId('promo-mail-send').click();
    expect(await page.getByTestId('promo-mail-sent').textContent()).toBe(`The code was sent to ${to}.`);
    const [mail] = await eventually(
      () => mailsTo(stack, to),
      (m) => m.length === 1,
    );
    expect(mail.subject).toBe('Your ClinicScribe promo code: WELCOME20');
    expect(problems).toEqual([]);
  });
});
