// Attack: guests are a mail relay. Any anonymous account could send 50 invitation e-mails a day
// to any address, with its own display name (up to 201 characters) as the subject and in the
// body. Now: invitations only from registered accounts with a verified e-mail address; a fixed
// subject; the inviter's first and last name (validated) are the only words of theirs in the
// mail; a global daily cap beside the per-user one. The welcome e-mail goes only to a
// verified address. What MailDev received is read back for each case (the API answers once a
// mail is handed over, so a refused send shows at once as no mail).
import { REFERRAL_INVITES_GLOBAL_PER_DAY } from '../../functions/src/shared/limits';
import { apiCall } from '../support/api-call';
import { deleteDoc, eventually, mailsTo, patchDoc, readDoc } from '../support/firestore-rest';
import { newGuest } from '../support/proof-of-work';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const call = (path: string, token: string, body?: unknown) => apiCall(stack, path, token, body);
const FIXED_SUBJECT = 'You are invited to ClinicScribe: $100 off your first month';
const HOSTILE =
  `URGENT security notice: your account is locked, confirm your password at http://evil.example/reset ${'x'.repeat(100)}`.slice(0, 200);

/** Sets fields of the account in the Auth emulator (as its admin). */
async function updateAuth(localId: string, fields: Record<string, unknown>) {
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:update`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId, ...fields }),
  });
  expect(response.status).toBe(200);
}

/** A registered clinician (first and last name given), with a verified address when asked. */
async function clinician(label: string, verified: boolean) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  const registered = await call('/account/register', account.idToken, {
    firstName: 'Robin',
    lastName: 'Hale',
    role: 'therapist',
    country: 'Canada',
    language: 'en',
  });
  expect(registered.status).toBe(200);
  if (verified) await updateAuth(account.localId, { emailVerified: true });
  return account;
}

describe('guest mail relay', () => {
  it("refuses a guest's invitation and sends nothing", async () => {
    // A guest as the site makes one: created by the API after a proof of work.
    const guest = await newGuest(stack);
    await eventually(
      () => readDoc(stack, `users/${guest.localId}`),
      (doc) => (doc as Record<string, any> | null)?.referrals?.referralCode !== undefined,
    );
    await patchDoc(stack, `users/${guest.localId}`, {
      userInfo: { displayName: HOSTILE, firstName: 'Robin', lastName: 'Hale', email: '' },
    });
    const target = `guest-target-${Date.now()}@test.example`;
    const answer = await call('/referral/send', guest.idToken, { emails: [target] });
    expect(answer).toMatchObject({
      status: 403,
      body: { error: { key: 'referralGuest', message: 'Create an account to invite colleagues: guest accounts cannot send invitations.' } },
    });
    expect(await mailsTo(stack, target)).toHaveLength(0);
  });

  it('refuses the invitation of an account whose address is not verified', async () => {
    const inviter = await clinician('relay-unverified', false);
    const target = `unverified-target-${Date.now()}@test.example`;
    const answer = await call('/referral/send', inviter.idToken, { emails: [target] });
    expect(answer).toMatchObject({
      status: 403,
      body: { error: { key: 'referralEmailUnverified', message: 'Verify your e-mail address before sending invitations.' } },
    });
    expect(await mailsTo(stack, target)).toHaveLength(0);
  });

  it('sends a fixed subject with none of a hostile display name; a hostile first name is refused', async () => {
    const inviter = await clinician('relay-hostile', true);
    await updateAuth(inviter.localId, { displayName: HOSTILE });
    const record = (await readDoc(stack, `users/${inviter.localId}`)) as Record<string, any>;
    await patchDoc(stack, `users/${inviter.localId}`, { userInfo: { ...record.userInfo, displayName: HOSTILE } });
    const target = `hostile-target-${Date.now()}@test.example`;
    expect(await call('/referral/send', inviter.idToken, { emails: [target] })).toMatchObject({ status: 200, body: { sent: 1 } });
    const [mail] = await eventually(
      () => mailsTo(stack, target),
      (m) => m.length === 1,
    );
    expect(mail.subject).toBe(FIXED_SUBJECT);
    for (const part of ['URGENT', 'evil.example', 'password', 'locked', 'xxxxxxxxxx']) {
      expect(mail.subject).not.toContain(part);
      expect(mail.text).not.toContain(part);
    }
    expect(mail.text).toContain('Robin Hale uses ClinicScribe');

    // A first name that is not a name (a link, digits, punctuation) is refused: nothing sent.
    await patchDoc(stack, `users/${inviter.localId}`, { userInfo: { ...record.userInfo, firstName: 'Visit http://evil.example' } });
    const second = `hostile-name-${Date.now()}@test.example`;
    expect(await call('/referral/send', inviter.idToken, { emails: [second] })).toMatchObject({
      status: 400,
      body: { error: { key: 'referralNameInvalid', values: { max: '40' } } },
    });
    await patchDoc(stack, `users/${inviter.localId}`, { userInfo: { ...record.userInfo, firstName: 'R'.repeat(41) } });
    expect((await call('/referral/send', inviter.idToken, { emails: [second] })).status).toBe(400);
    expect(await mailsTo(stack, second)).toHaveLength(0);
  });

  it('stops every invitation at the global daily cap, counted with the per-user one', async () => {
    const inviter = await clinician('relay-global', true);
    const day = new Date().toISOString().slice(0, 10);
    const path = `referralInviteTotals/${day}`;
    const before = await readDoc(stack, path);
    try {
      await patchDoc(stack, path, { sent: REFERRAL_INVITES_GLOBAL_PER_DAY - 1 });
      const stamp = Date.now();
      const [a, b, c] = ['a', 'b', 'c'].map((x) => `global-${x}-${stamp}@test.example`);
      expect(await call('/referral/send', inviter.idToken, { emails: [a, b] })).toMatchObject({
        status: 429,
        body: { error: { key: 'referralGlobalDailyCap', message: 'Invitations are paused for today. Try again tomorrow.' } },
      });
      expect(await call('/referral/send', inviter.idToken, { emails: [c] })).toMatchObject({ status: 200, body: { sent: 1 } });
      expect(await readDoc(stack, path)).toMatchObject({ sent: REFERRAL_INVITES_GLOBAL_PER_DAY });
      expect((await call('/referral/send', inviter.idToken, { emails: [a] })).body).toMatchObject({
        error: { key: 'referralGlobalDailyCap' },
      });
      await eventually(
        () => mailsTo(stack, c),
        (m) => m.length === 1,
      );
      expect(await mailsTo(stack, a)).toHaveLength(0);
      expect(await mailsTo(stack, b)).toHaveLength(0);
      // The refused sends did not count on the inviter's own quota either.
      expect(await readDoc(stack, `referralInvites/${inviter.localId}`)).toMatchObject({ sent: 1 });
    } finally {
      if (before) await patchDoc(stack, path, { sent: before.sent });
      else await deleteDoc(stack, path);
    }
  });

  it('sends the welcome e-mail only to a verified address', async () => {
    const account = await clinician('welcome-unverified', false);
    const refused = await call('/send-welcome-mail', account.idToken, { email: account.email, name: 'Robin' });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { key: 'signUpWelcomeUnverified', message: 'Verify your e-mail address first.' } },
    });
    expect(await mailsTo(stack, account.email)).toHaveLength(0);
    await updateAuth(account.localId, { emailVerified: true });
    expect(await call('/send-welcome-mail', account.idToken, { email: account.email, name: 'Robin' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    const [mail] = await eventually(
      () => mailsTo(stack, account.email),
      (m) => m.length === 1,
    );
    expect(mail.subject).toBe('Welcome to ClinicScribe');
  });
});
