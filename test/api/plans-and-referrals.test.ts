// Plans beyond the checkout, on the local stack with real tokens, the real `braintree` SDK
// against the gateway stand-in, and real mail in MailDev: saved payment methods (list, add,
// make default, which moves the subscription, remove, never the one paying it, never someone
// else's); trials (started once from Free; over after 7 days or when their time is used, back
// to Free with the reason); referral invitations (from a verified address, a fixed subject,
// the invitation's fixed text and the inviter's code, at most 20 per send and a daily cap); the $100
// referral reward on the first subscription only; admins e-mailing a promo code; and the plan
// gating on the server's routes.
import { apiCall } from '../support/api-call';
import { eventually, mailsTo, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & { payments: { url: string } };
const call = (path: string, token: string, body?: unknown, method?: 'DELETE') => apiCall(stack, path, token, body, method);
const received = async () =>
  (await (await fetch(`${stack.payments.url}/_received`)).json()) as Array<{ method: string; path: string; body: Record<string, any> }>;
const DAY_MS = 86400000;

async function registered(label: string, extra: Record<string, unknown> = {}) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  const answer = await call('/account/register', account.idToken, {
    firstName: 'Robin',
    lastName: label,
    role: 'therapist',
    country: 'Canada',
    language: 'en',
    ...extra,
  });
  expect(answer.status).toBe(200);
  const record = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
  return { ...account, code: record.referrals.referralCode as string };
}

/** A registered account whose e-mail address is verified (invitations need one). */
async function verified(label: string) {
  const account = await registered(label);
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:update`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: account.localId, emailVerified: true }),
  });
  expect(response.status).toBe(200);
  return account;
}

const attempt = (n: number) => `t-${Date.now()}-${n}`;

describe('saved payment methods', () => {
  it('lists, adds, makes default (the subscription follows) and removes, never the card paying the subscription', async () => {
    const user = await registered('methods');
    expect(await call('/payment-methods', user.idToken)).toMatchObject({ status: 200, body: { methods: [] } });
    expect((await call('/payment-methods/client-token', user.idToken)).body).toMatchObject({
      local: true,
      clientToken: expect.any(String),
    });
    const paid = await call('/payment/subscribe', user.idToken, {
      planName: 'Starter',
      period: 'monthly',
      currency: 'USD',
      nonce: 'fake-valid-visa-nonce',
      attemptId: attempt(1),
    });
    expect(paid.status).toBe(200);
    const first = (await call('/payment-methods', user.idToken)).body.methods as Array<Record<string, any>>;
    expect(first).toEqual([{ token: expect.any(String), kind: 'Visa', last4: '1111', expiry: '12/2030', isDefault: true }]);

    const added = await call('/payment-methods', user.idToken, { nonce: 'fake-valid-mastercard-nonce', makeDefault: true });
    expect(added.status).toBe(200);
    const [master, visa] = added.body.methods as Array<Record<string, any>>;
    expect(master).toMatchObject({ kind: 'MasterCard', last4: '4444', isDefault: true });
    expect(visa).toMatchObject({ token: first[0].token, isDefault: false });
    // The subscription is paid with the new default from now on.
    const moved = (await received())
      .filter((r) => r.method === 'PUT' && r.path.endsWith(`/subscriptions/${paid.body.subscriptionId}`))
      .at(-1);
    expect(moved?.body.subscription).toEqual({ payment_method_token: master.token });

    // The card paying the subscription cannot be removed; the other can.
    expect(await call(`/payment-methods/${master.token}`, user.idToken, undefined, 'DELETE')).toMatchObject({
      status: 409,
      body: { error: { key: 'paymentMethodInUse', message: 'This card pays your subscription. Make another card the default first.' } },
    });
    expect((await call(`/payment-methods/${visa.token}`, user.idToken, undefined, 'DELETE')).body.methods).toEqual([master]);

    // Back to the Visa as default: add it again, make it the default, then the MasterCard may go.
    const again = (await call('/payment-methods', user.idToken, { nonce: 'fake-valid-visa-nonce', makeDefault: false })).body
      .methods as Array<Record<string, any>>;
    const newVisa = again.find((m) => m.last4 === '1111');
    expect(newVisa).toMatchObject({ isDefault: false });
    const swapped = (await call(`/payment-methods/${newVisa?.token}/default`, user.idToken, {})).body.methods as Array<Record<string, any>>;
    expect(swapped[0]).toMatchObject({ token: newVisa?.token, isDefault: true });
    expect((await call(`/payment-methods/${master.token}`, user.idToken, undefined, 'DELETE')).status).toBe(200);
  });

  it("refuses a declined card, someone else's token and a malformed one", async () => {
    const owner = await registered('methods-owner');
    const other = await registered('methods-other');
    const declined = await call('/payment-methods', owner.idToken, { nonce: 'fake-processor-declined-visa-nonce' });
    expect(declined).toMatchObject({
      status: 402,
      body: { error: { key: 'paymentDeclined', message: 'Error processing payment: Do Not Honor' } },
    });
    const saved = (await call('/payment-methods', owner.idToken, { nonce: 'fake-valid-nonce' })).body.methods as Array<Record<string, any>>;
    expect(saved).toHaveLength(1);
    expect(await call(`/payment-methods/${saved[0].token}`, other.idToken, undefined, 'DELETE')).toMatchObject({
      status: 404,
      body: { error: { key: 'paymentMethodNotFound' } },
    });
    expect((await call(`/payment-methods/${saved[0].token}/default`, other.idToken, {})).status).toBe(404);
    expect((await call('/payment-methods/..%2Fcustomers/default', owner.idToken, {})).status).toBe(400);
    expect((await call('/payment-methods', owner.idToken)).body.methods).toHaveLength(1);
  });
});

describe('trials', () => {
  it('starts once from Free, and after 7 days falls back to Free with the reason', async () => {
    const user = await registered('trial');
    const started = await call('/payment/start-trial', user.idToken, { planName: 'BronzeTrial' });
    expect(started).toMatchObject({ status: 200, body: { plan: 'BronzeTrial', trialSecondsLeft: 604800 } });
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({
      subscription: { plan: 'BronzeTrial' },
      usageLimits: { notesLeft: 100, timeLimit: 4500 },
      trialSecondsLeft: 604800,
    });
    expect(await call('/payment/start-trial', user.idToken, { planName: 'StarterTrial' })).toMatchObject({
      status: 409,
      body: { error: { key: 'paymentTrialNotFromFree' } },
    });
    // Still within the 7 days: nothing ends.
    expect((await call('/payment/plan-status', user.idToken)).body).toMatchObject({ plan: 'BronzeTrial', trialEnded: false });

    await patchDoc(stack, `users/${user.localId}`, { trialStart: Date.now() - 7 * DAY_MS - 1000 });
    const status = await call('/payment/plan-status', user.idToken);
    expect(status.body).toMatchObject({ plan: 'Free', trialEnded: true, endedPlan: 'BronzeTrial', endedReason: 'trialExpired' });
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({
      subscription: { plan: 'Free', endedPlan: 'BronzeTrial', endedReason: 'trialExpired' },
      usageLimits: { notesLeft: 10, timeLimit: 3600 },
      trialSecondsLeft: 0,
    });
    // Asked again: ended once, not again.
    expect((await call('/payment/plan-status', user.idToken)).body).toMatchObject({
      plan: 'Free',
      trialEnded: false,
      endedPlan: 'BronzeTrial',
    });
    // One trial per account.
    expect(await call('/payment/start-trial', user.idToken, { planName: 'StarterTrial' })).toMatchObject({
      status: 409,
      body: { error: { key: 'paymentTrialUsed', message: 'This account has already had its free trial.' } },
    });
    expect((await call('/payment/start-trial', user.idToken, { planName: 'Silver' })).status).toBe(400);
  });

  it('ends a trial whose time is used up when a session starts, which then starts on Free', async () => {
    const user = await registered('trial-time');
    expect((await call('/payment/start-trial', user.idToken, { planName: 'StarterTrial' })).status).toBe(200);
    await patchDoc(stack, `users/${user.localId}`, { trialSecondsLeft: 0 });
    const session = await call('/sessions', user.idToken, {
      clientName: 'After the trial',
      type: 'in-person',
      language: 'en',
      consent: true,
    });
    expect(session.status).toBe(201);
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({
      subscription: { plan: 'Free', endedPlan: 'StarterTrial', endedReason: 'trialTimeUsed' },
    });
  });
});

describe('referral invitations', () => {
  it("e-mails each address the invitation text with the inviter's code and the $100 offer", async () => {
    const inviter = await verified('inviter');
    const stamp = Date.now();
    const to = [`colleague-a-${stamp}@test.example`, `colleague-b-${stamp}@test.example`];
    expect(await call('/referral/send', inviter.idToken, { emails: to })).toMatchObject({ status: 200, body: { sent: 2 } });
    for (const address of to) {
      const [mail] = await eventually(
        () => mailsTo(stack, address),
        (m) => m.length === 1,
      );
      // A fixed subject; the inviter's first and last name are in the body only.
      expect(mail.subject).toBe('You are invited to ClinicScribe: $100 off your first month');
      expect(mail.text).toContain('Robin inviter uses ClinicScribe');
      expect(mail.text).toContain('to automatically create clinical notes');
      expect(mail.text).toContain(`Sign up with the referral code ${inviter.code} and get $100 off your first month`);
      expect(mail.text).toContain(`/login/register/?ref=${inviter.code}`);
    }
  });

  it('refuses 21 addresses, a malformed one and more than the daily cap, sending nothing', async () => {
    const inviter = await verified('inviter-caps');
    const stamp = Date.now();
    const many = Array.from({ length: 21 }, (_, i) => `many-${i}-${stamp}@test.example`);
    expect(await call('/referral/send', inviter.idToken, { emails: many })).toMatchObject({
      status: 400,
      body: { error: { key: 'referralTooManyAddresses', message: 'Invite at most 20 addresses at a time.' } },
    });
    expect(await call('/referral/send', inviter.idToken, { emails: [`ok-${stamp}@test.example`, 'not-an-address'] })).toMatchObject({
      status: 400,
      body: { error: { key: 'referralInvalidEmail', message: 'Invalid email format: not-an-address' } },
    });
    expect(await mailsTo(stack, `many-0-${stamp}@test.example`)).toHaveLength(0);
    expect(await mailsTo(stack, `ok-${stamp}@test.example`)).toHaveLength(0);
    // 49 sent today already: two more exceed the 50 of the day.
    await patchDoc(stack, `referralInvites/${inviter.localId}`, { day: new Date().toISOString().slice(0, 10), sent: 49 });
    expect(
      await call('/referral/send', inviter.idToken, { emails: [`cap-a-${stamp}@test.example`, `cap-b-${stamp}@test.example`] }),
    ).toMatchObject({ status: 429, body: { error: { key: 'referralDailyCap' } } });
    expect(await mailsTo(stack, `cap-a-${stamp}@test.example`)).toHaveLength(0);
    expect((await call('/referral/send', inviter.idToken, { emails: [`cap-c-${stamp}@test.example`] })).status).toBe(200);
  });

  it('gives a referred user $100 off the first payment of their first subscription only, never more than its price', async () => {
    const referrer = await registered('referrer');
    const referred = await registered('referred', { referredBy: referrer.code });
    expect(((await readDoc(stack, `users/${referrer.localId}`)) as Record<string, any>).referrals.refList).toContain(referred.localId);
    const first = await call('/payment/subscribe', referred.idToken, {
      planName: 'Silver',
      period: 'monthly',
      currency: 'USD',
      nonce: 'fake-valid-nonce',
      attemptId: attempt(2),
    });
    expect(first).toMatchObject({ status: 200, body: { price: 99.99, firstPayment: 0 } });
    const made = (await received()).filter((r) => r.path.endsWith('/subscriptions')).at(-1);
    expect(made?.body.subscription.discounts).toEqual({
      add: [{ inherited_from_id: 'referral-first-month', amount: '99.99', number_of_billing_cycles: 1 }],
    });
    // A later change of plan is not a first subscription.
    const later = await call('/payment/subscribe', referred.idToken, {
      planName: 'Bronze',
      period: 'yearly',
      currency: 'USD',
      nonce: 'fake-valid-nonce',
      attemptId: attempt(3),
    });
    expect(later).toMatchObject({ status: 200, body: { price: 399.99, firstPayment: 399.99 } });
    expect((await received()).filter((r) => r.path.endsWith('/subscriptions')).at(-1)?.body.subscription.discounts).toBeUndefined();
    // Someone not referred pays the full price at once.
    const plain = await registered('not-referred');
    expect(
      (
        await call('/payment/subscribe', plain.idToken, {
          planName: 'Bronze',
          period: 'yearly',
          currency: 'USD',
          nonce: 'fake-valid-nonce',
          attemptId: attempt(4),
        })
      ).body,
    ).toMatchObject({ price: 399.99, firstPayment: 399.99 });
  });
});

describe('promo code e-mail', () => {
  it('lets an admin e-mail an existing code (audited), and refuses a clinician and an unknown code', async () => {
    const admin = demoUser(stack, 'admin');
    const { idToken: adminToken, localId: adminUid } = await signInWithPassword(stack, admin.email, admin.password);
    const clinician = await registered('promo-mail-clinician');
    const to = `promo-${Date.now()}@test.example`;
    expect((await call('/send-promo-mail', clinician.idToken, { email: to, code: 'WELCOME20' })).status).toBe(403);
    expect(await call('/send-promo-mail', adminToken, { email: to, code: 'NOSUCHCODE' })).toMatchObject({
      status: 400,
      body: { error: { key: 'promoUnknown' } },
    });
    expect(await mailsTo(stack, to)).toHaveLength(0);
    expect((await call('/send-promo-mail', adminToken, { email: to, code: 'welcome20' })).status).toBe(200);
    const [mail] = await eventually(
      () => mailsTo(stack, to),
      (m) => m.length === 1,
    );
    expect(mail.subject).toBe('Your ClinicScribe promo code: WELCOME20');
    expect(mail.text).toContain('WELCOME20 (20% off)');
    const entries = (await call(`/admin/audit?admin=${adminUid}&limit=20`, adminToken)).body.entries as Array<Record<string, any>>;
    expect(entries.find((e) => e.target === to)).toMatchObject({
      action: 'promo-mail',
      adminEmail: admin.email,
      after: { code: 'WELCOME20' },
      ok: true,
    });
  });
});

describe('plan gating on the server', () => {
  it("gives Silver unlimited notes: a note does not take from the quota, the day's usage counts it", async () => {
    const user = await registered('gating-silver');
    expect(
      (
        await call('/payment/subscribe', user.idToken, {
          planName: 'Silver',
          period: 'monthly',
          currency: 'USD',
          nonce: 'fake-valid-nonce',
          attemptId: attempt(5),
        })
      ).status,
    ).toBe(200);
    await patchDoc(stack, `users/${user.localId}`, { usageLimits: { notesLeft: 0, timeLimit: 9000 } });
    // No notes left on the counter, yet a Silver session starts and its note is written.
    const session = await call('/sessions', user.idToken, { clientName: 'Silver', type: 'in-person', language: 'en', consent: true });
    expect(session.status).toBe(201);
    const transcript =
      '[doctor] what brings you in?\n[patient] my left knee has hurt for three weeks.\n[doctor] we will get an x-ray of the left knee.';
    await apiCall(stack, `/sessions/${session.body.sessionId}`, user.idToken, { transcript }, 'PATCH');
    const note = await fetch(`${stack.api}/notes/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId: session.body.sessionId,
        templateIds: ['soap'],
        style: 'bullet',
        language: 'en',
        localDate: '2026-11-24',
      }),
    });
    const events = (await note.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.at(-1)).toEqual({ type: 'done', notesLeft: 0 });
    const record = (await readDoc(stack, `users/${user.localId}`)) as Record<string, any>;
    expect(record.usageLimits.notesLeft).toBe(0);
    expect(record.usage).toEqual(expect.arrayContaining([expect.objectContaining({ timestamp: '2026-11-24', notes: 1 })]));
    // A Bronze user with no notes left is refused.
    const bronze = await registered('gating-bronze');
    expect(
      (
        await call('/payment/subscribe', bronze.idToken, {
          planName: 'Bronze',
          period: 'monthly',
          currency: 'USD',
          nonce: 'fake-valid-nonce',
          attemptId: attempt(6),
        })
      ).status,
    ).toBe(200);
    await patchDoc(stack, `users/${bronze.localId}`, { usageLimits: { notesLeft: 0, timeLimit: 4500 } });
    expect(
      await call('/sessions', bronze.idToken, { clientName: 'Bronze', type: 'in-person', language: 'en', consent: true }),
    ).toMatchObject({ status: 403, body: { error: { key: 'uiNoteLimit' } } });
  });

  it('refuses a Free user a group session and EMR export, and allows them on a trial', async () => {
    const user = await registered('gating-free');
    const group = {
      clientName: 'Group',
      type: 'in-person',
      language: 'en',
      consent: true,
      group: true,
      participants: [
        { name: 'Sam', role: 'parent' },
        { name: 'Alex', role: 'client' },
      ],
    };
    expect(await call('/sessions', user.idToken, group)).toMatchObject({ status: 403, body: { error: { key: 'sessionGroupPlan' } } });
    expect((await call('/integrations', user.idToken)).body).toMatchObject({ allowed: false });
    expect((await call('/payment/start-trial', user.idToken, { planName: 'StarterTrial' })).status).toBe(200);
    expect((await call('/sessions', user.idToken, group)).status).toBe(201);
    expect((await call('/integrations', user.idToken)).body).toMatchObject({ allowed: true });
  });
});
