// A practice in Chromium: a clinician on a paid plan creates one from Account, buys 2 seats
// with the local checkout's valid test nonce, and invites a colleague; the invitation's mail
// arrives in MailDev; the colleague opens its link in a browser of their own, signs up with the
// invited address filled in, comes back to the invitation and joins; the owner then sees them
// with their usage this period, and nothing on the page opens their sessions; the owner makes
// them an admin; the service's admin console lists the practice and its seats. Before inviting,
// the owner publishes a template of theirs to the practice and connects Cliniko for it: the
// colleague finds the template in their library, writes a note with it and exports that note
// through the practice's connection, signed with their own name. The owner revokes
// a second invitation (its link then says so), and the page is in French too. A Free clinician
// is told why they cannot create a practice.
import type { Page } from 'playwright-core';
import { browserSuite, hydrated, openPage, openSection } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, listDocs, mailsTo, patchDoc, readDoc } from '../support/firestore-rest';
import { exportTo } from '../support/export-panel';
import { typedSession } from '../support/session-note';
import { skipTour } from '../support/tour';
import { ownKneeTemplate } from '../support/practice-fixture';
import { demoUser, readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const INVITE_SUBJECT = 'You are invited to join a practice on ClinicScribe';
const address = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;

/** The invitation page's path and query from the invitation mail sent to `email` (waits for it). */
async function invitationPath(email: string): Promise<string> {
  const [mail] = await eventually(
    async () => (await mailsTo(stack, email)).filter((m) => m.subject === INVITE_SUBJECT),
    (mails) => mails.length > 0,
  );
  const link = /https?:\/\/\S+?\/practice-invite\/\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Sends an invitation from the Practice page and waits until it is listed as pending. */
async function invite(page: Page, email: string) {
  await page.getByTestId('practice-invite-email').fill(email);
  await page.getByTestId('practice-invite-send').click();
  await page.locator('[data-testid="practice-invite-result"][data-outcome="sent"]').waitFor();
  await page.locator(`[data-testid="practice-invitation"][data-email="${email}"][data-state="pending"]`).waitFor();
}

/** The colleague's own browser: opens the link, signs up as the invited address, comes back and joins. */
async function colleagueJoins(path: string, email: string, practiceName: string, sharedId: string) {
  const context = await suite.browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    const { page, problems } = await openPage(context);
    await page.goto(`${stack.site}${path}`);
    await hydrated(page);
    const summary = page.getByTestId('practice-invite-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toBe(`Kim Lee invites you to join ${practiceName} as a clinician.`);
    await page.getByTestId('practice-invite-signup').click();
    await page.getByTestId('register-form').waitFor();
    await page.locator(`[data-testid="register-email"][value="${email}"]`).waitFor();
    await page.getByTestId('register-firstName').fill('Noor');
    await page.getByTestId('register-lastName').fill('Haddad');
    await page.getByTestId('register-password').fill('secret-pass-1');
    await page.getByTestId('register-role').selectOption('physiotherapist');
    await page.getByTestId('register-country').fill('Canada');
    await page.getByTestId('register-submit').click();
    // Back on the invitation, signed in as the invited address.
    await page.getByTestId('practice-invite-accept').click();
    await page.locator('[data-testid="practice-invite-result"][data-outcome="joined"]').waitFor();
    await page.getByTestId('practice-invite-open').click();
    await page.locator('[data-testid="practice-page"][data-role="clinician"]').waitFor();
    await page.getByTestId('nav-practice').waitFor();
    // A clinician of the practice sees its members, not their usage, invitations or log.
    expect(await page.getByTestId('practice-usage').count()).toBe(0);
    expect(await page.getByTestId('practice-invite').count()).toBe(0);
    expect(await page.getByTestId('practice-log').count()).toBe(0);
    await writesAndExportsWithThePractice(page, sharedId);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The practice's Cliniko notes for Jane Roe (patient 1001) signed by the colleague. */
const signedByColleague = async () =>
  (
    (await (await fetch(`${stack.integrations.cliniko.url.replace(/\/cliniko$/, '')}/_notes`)).json()) as Array<{
      provider: string;
      patientId: string;
      title?: string;
    }>
  ).filter((n) => n.provider === 'cliniko' && n.patientId === '1001' && n.title?.endsWith('(Noor Haddad)'));

/**
 * The colleague, a member now: the practice's template is in their library, they write a note
 * with it, and export it through the practice's Cliniko (they connected none of their own).
 */
async function writesAndExportsWithThePractice(page: Page, sharedId: string) {
  await page.getByTestId('nav-note-library').click();
  await page.getByTestId(`practice-template-${sharedId}`).waitFor();
  await page
    .getByTestId('nav-integrations')
    .or(page.getByRole('link', { name: 'Integrations' }))
    .first()
    .click();
  expect(await page.getByTestId('integration-shared-cliniko').textContent()).toContain('Shared by your practice');
  expect(await page.getByTestId('integration-disconnect-cliniko').count()).toBe(0);
  await page
    .getByTestId('nav-dashboard')
    .or(page.getByRole('link', { name: 'Dashboard' }))
    .first()
    .click();
  // Their first visit to the dashboard, as a new account's: the welcome, then the tour, skipped.
  await page.getByTestId('welcome-close').click();
  await skipTour(page);
  const before = (await signedByColleague()).length;
  await typedSession(
    page,
    '[doctor] what brings you in?\n[patient] pain in my left knee for three weeks. i take ibuprofen 400 mg twice a day.',
  );
  await openSection(page, 'notes-selection');
  await page.getByTestId(`note-type-${sharedId}`).check();
  await page.getByTestId('note-type-soap').uncheck();
  await page.getByTestId('notes-generate').click();
  await page.getByTestId(`note-${sharedId}`).waitFor();
  await exportTo(page, 'cliniko', 'roe', '1001');
  await eventually(signedByColleague, (notes) => notes.length === before + 1);
}

/** The owner's own template, published to the practice from the Note Library; its shared id. */
async function publishTemplate(page: Page, ownerUid: string, practiceId: string): Promise<string> {
  const { sourceId, doc } = ownKneeTemplate();
  await patchDoc(stack, `users/${ownerUid}/noteTemplates/${sourceId}`, doc);
  await page.getByTestId('nav-note-library').click();
  await page.getByTestId(`library-publish-${sourceId}`).click();
  await page.getByTestId(`library-shared-${sourceId}`).waitFor();
  const [shared] = await eventually(
    () => listDocs(stack, `practices/${practiceId}/templates`),
    (docs) => docs.length === 1,
  );
  return shared.id;
}

/** The owner connects Cliniko for the whole practice, on the Practice page. */
async function shareCliniko(page: Page) {
  await page.getByTestId('nav-practice').click();
  const card = page.getByTestId('practice-connections').getByTestId('integration-card-cliniko');
  await card.getByTestId('integration-key-input').fill(stack.integrations.cliniko.apiKey!);
  await card.getByTestId('integration-connect-cliniko').click();
  await page.locator('[data-testid="practice-connections"] [data-testid="integration-card-cliniko"][data-state="connected"]').waitFor();
}

describe('a practice', () => {
  it('is created, paid for, joined by an invited colleague whose usage the owner sees, never their sessions', async () => {
    const { page, problems } = await openPage(suite.context());
    const owner = await signedInClinician(stack, page, 'practice-owner', 'Bronze');
    const practiceName = `North Clinic ${Date.now()}`;

    // Account → Create a practice.
    await page.getByTestId('nav-account').click();
    await page.locator('[data-testid="practice-create"][data-state="allowed"]').waitFor();
    await page.getByTestId('practice-name').fill(practiceName);
    await page.getByTestId('practice-create-submit').click();
    await page.locator('[data-testid="practice-page"][data-role="owner"]').waitFor();
    expect(await page.getByTestId('practice-privacy').textContent()).toContain(
      'No one in the practice sees another clinician’s sessions, transcripts or notes, owners and admins included.',
    );
    const { practice } = (await readDoc(stack, `users/${owner.uid}`)) as { practice: { practiceId: string; role: string } };
    expect(practice.role).toBe('owner');

    // Two seats of Bronze, monthly, in CAD (the owner's country), paid with the valid test nonce.
    const form = page.getByTestId('practice-seats-form');
    await form.getByTestId('billing-period-monthly').click();
    await form.getByTestId('billing-currency-cad').click();
    await form.getByTestId('practice-seats-count').fill('2');
    await page.locator('[data-testid="practice-seats-quote"][data-total="110"]').waitFor();
    expect(await page.getByTestId('practice-seats-quote').textContent()).toContain('2 seats at CA$55.00 each: CA$110.00 a month');
    expect(await form.getByTestId('practice-seats-nonce').inputValue()).toBe('fake-valid-nonce');
    await form.getByTestId('practice-seats-pay').click();
    await page.locator('[data-testid="practice-seats-result"][data-outcome="paid"]').waitFor();
    await page.locator('[data-testid="practice-seats"][data-seats="2"]').waitFor();
    expect(await readDoc(stack, `practices/${practice.practiceId}`)).toMatchObject({
      subscription: { planName: 'Bronze', period: 'monthly', currency: 'CAD', seats: 2 },
    });

    // A template of the owner's for the whole practice, and Cliniko connected for it.
    const sharedId = await publishTemplate(page, owner.uid, practice.practiceId);
    await shareCliniko(page);

    // The colleague is invited, joins from the mail's link, takes the second seat, writes a note
    // with the practice's template and exports it through the practice's Cliniko.
    const colleague = address('practice-colleague');
    await invite(page, colleague);
    await colleagueJoins(await invitationPath(colleague), colleague, practiceName, sharedId);

    // The owner sees the colleague and their usage this period, and nothing that opens their sessions.
    const members = await eventually(
      async () => (await readDoc(stack, `practices/${practice.practiceId}`)) as { memberCount: number },
      (doc) => doc.memberCount === 2,
    );
    expect(members.memberCount).toBe(2);
    const colleagueUid = await memberUid(practice.practiceId, colleague);
    const today = new Date().toISOString().slice(0, 10);
    await patchDoc(stack, `users/${colleagueUid}`, { usage: [{ timestamp: today, session: 1500, notes: 3 }] });
    await page.reload();
    await hydrated(page);
    const row = page.locator(`[data-testid="practice-member"][data-email="${colleague}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Noor Haddad');
    const usage = page.locator(`[data-testid="practice-usage"] [data-testid="practice-usage-row"][data-email="${colleague}"]`);
    expect(await usage.getByTestId('practice-usage-notes').textContent()).toBe('3');
    expect(await usage.getByTestId('practice-usage-minutes').textContent()).toBe('25');
    expect(await page.getByTestId('practice-seats-used').textContent()).toBe('2');
    const links = await page
      .getByTestId('practice-page')
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.filter((href) => /session|transcript|note/i.test(href ?? ''))).toEqual([]);
    expect(await page.getByTestId('practice-page').textContent()).not.toMatch(/saved sessions|transcript:/i);

    // Every seat is taken: inviting asks for a seat first.
    await page.getByTestId('practice-seats-full').waitFor();
    expect(await page.getByTestId('practice-invite-send').isDisabled()).toBe(true);

    // The owner makes the colleague an admin.
    await row.getByTestId('practice-member-role').selectOption('admin');
    await eventually(
      () => readDoc(stack, `practices/${practice.practiceId}/members/${colleagueUid}`),
      (doc) => doc?.role === 'admin',
    );
    // The list shows the new role while it is saved, and keeps it once the page holds it.
    await row.locator('[data-testid="practice-member-role"]:not([disabled])').waitFor();
    expect(await row.getByTestId('practice-member-role').inputValue()).toBe('admin');
    expect(problems).toEqual([]);

    // The service's admin console lists the practice with its members and seats.
    const adminView = await openPage(await suite.browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } }));
    const admin = demoUser(stack, 'admin');
    await adminView.page.goto(`${stack.site}/login/`);
    await hydrated(adminView.page);
    await adminView.page.getByTestId('login-email').fill(admin.email);
    await adminView.page.getByTestId('login-password').fill(admin.password);
    await adminView.page.getByTestId('login-submit').click();
    await adminView.page.getByTestId('admin-header').waitFor();
    await adminView.page.goto(`${stack.site}/admin-practices/`);
    const listed = adminView.page.locator(`[data-testid="admin-practice-row"][data-id="${practice.practiceId}"]`);
    await listed.waitFor();
    expect(await listed.getByTestId('admin-practice-members').textContent()).toBe('2');
    expect(await listed.getByTestId('admin-practice-seats').textContent()).toBe('2');
    expect(await listed.textContent()).toContain(owner.email);
    await adminView.page.context().close();
  });

  it('takes a promo code on its first purchase; revokes an invitation: the list drops it and its link says so', async () => {
    const { page } = await openPage(suite.context());
    const owner = await signedInClinician(stack, page, 'practice-revoke', 'Silver');
    await page.goto(`${stack.site}/account/`);
    await page.getByTestId('practice-name').fill('Revoking Clinic');
    await page.getByTestId('practice-create-submit').click();
    await page.getByTestId('practice-seats-form').waitFor();
    await page.getByTestId('practice-seats-count').fill('3');
    await page.locator('[data-testid="practice-seats-quote"]').waitFor();
    // A promo code applies to the practice's first purchase as to a clinician's checkout.
    await page.getByTestId('promo-input').fill('welcome20');
    await page.getByTestId('promo-apply').click();
    expect(await page.getByTestId('promo-message').textContent()).toContain('WELCOME20');
    await page.getByTestId('practice-seats-pay').click();
    await page.locator('[data-testid="practice-seats"][data-seats="3"]').waitFor();
    const { practice } = (await readDoc(stack, `users/${owner.uid}`)) as { practice: { practiceId: string } };
    // Bronze, monthly, in Canadian dollars (the owner's country): CA$55 a seat, 20 % off.
    const { subscription } = (await readDoc(stack, `practices/${practice.practiceId}`)) as {
      subscription: { planName: string; seats: number; promoCode: string; seatPrice: number };
    };
    expect(subscription).toMatchObject({ planName: 'Bronze', seats: 3, promoCode: 'WELCOME20' });
    expect(subscription.seatPrice).toBeCloseTo(44, 2);

    const invited = address('practice-revoked');
    await invite(page, invited);
    const path = await invitationPath(invited);
    const pending = page.locator(`[data-testid="practice-invitation"][data-email="${invited}"]`);
    await pending.getByTestId('practice-invitation-revoke').click();
    await page.getByTestId('practice-revoke-confirm-confirm').click();
    await pending.waitFor({ state: 'detached' });
    await page.getByTestId('practice-log').locator('[data-testid="practice-log-entry"][data-event="invitationRevoked"]').waitFor();

    await page.goto(`${stack.site}${path}`);
    await hydrated(page);
    expect(await page.getByTestId('practice-invite-refusal').textContent()).toBe('This invitation was revoked by the practice.');
  });

  it('is in French, and a Free clinician is told why they cannot create one', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'practice-fr', 'Bronze');
    await page.goto(`${stack.site}/fr/account/`);
    await hydrated(page);
    await page.getByTestId('practice-name').fill('Cabinet du Nord');
    await page.getByTestId('practice-create-submit').click();
    await page.locator('[data-testid="practice-page"][data-role="owner"]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Propriétaire');
    expect(await page.getByTestId('practice-privacy').textContent()).toContain(
      'Personne au cabinet ne voit les séances, transcriptions ou notes d’un autre clinicien',
    );
    expect(await page.getByTestId('practice-seats').locator('h2').textContent()).toBe('Places');
    expect(await page.getByTestId('practice-members').locator('h2').textContent()).toBe('1 membre');
    expect(await page.getByTestId('practice-invite-send').textContent()).toBe('Envoyer l’invitation');

    // A Free clinician, in a browser of their own.
    const free = await openPage(await suite.browser().newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } }));
    await signedInClinician(stack, free.page, 'practice-free');
    await free.page.getByTestId('nav-account').click();
    const card = free.page.locator('[data-testid="practice-create"][data-state="needsPaidPlan"]');
    await card.waitFor();
    expect(await card.getByTestId('practice-create-why').textContent()).toBe('Only a clinician on a paid plan can create a practice.');
    expect(await free.page.getByTestId('nav-practice').count()).toBe(0);
    await free.page.context().close();
  });
});

/** The uid of the member of `practiceId` with this address (the practice's member documents, read as an administrator). */
async function memberUid(practiceId: string, email: string): Promise<string> {
  const response = await fetch(
    `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/practices/${practiceId}/members?pageSize=50`,
    { headers: { authorization: 'Bearer owner' } },
  );
  const { documents = [] } = (await response.json()) as {
    documents?: Array<{ name: string; fields: { email?: { stringValue: string } } }>;
  };
  const found = documents.find((doc) => doc.fields.email?.stringValue === email);
  if (!found) throw new Error(`${email} is not a member of ${practiceId}`);
  return found.name.split('/').pop() as string;
}
