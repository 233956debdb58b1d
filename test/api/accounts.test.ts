// Accounts on the server: records made by the auth trigger, registration, login
// completion, referral codes, logout and deletion, with real tokens and real mail.
import { eventually, mailsTo, patchDoc, readDoc } from '../support/firestore-rest';
import { newGuest, proofHeader } from '../support/proof-of-work';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();

async function call(path: string, token: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
  const response = await fetch(`${stack.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const registration = { firstName: 'Ana', lastName: 'Silva', role: 'physiotherapist', country: 'Canada' };
const recordOf = (uid: string) =>
  eventually(
    () => readDoc(stack, `users/${uid}`),
    (doc) => doc !== null,
  );

describe('user records', () => {
  it('are made on the server for a new e-mail account: Free plan, 10 notes, 3600 s, a 6-character referral code', async () => {
    const account = await newAccount(stack, 'record');
    const record = (await recordOf(account.localId)) as Record<string, any>;
    expect(record.subscription.plan).toBe('Free');
    expect(record.usageLimits).toEqual({ notesLeft: 10, timeLimit: 3600 });
    expect(record.isFirstTimeLogin).toBe(true);
    expect(record.isGuest).toBe(false);
    expect(record.userInfo.role).toBe('null');
    expect(record.settings.transcriptType).toBe('whisper');
    expect(record.referrals.referralCode).toMatch(/^[A-Z0-9]{6}$/);
    const code = await call(`/referral/code/${account.localId}`, account.idToken);
    expect(code).toEqual({ status: 200, body: { referralCode: record.referrals.referralCode } });
    const others = await call('/referral/code/someone-else', account.idToken);
    expect(others.status).toBe(403);
  });

  it('puts a guest on the Guest plan (1 note, 600 s) without the first-time flag', async () => {
    // Guests are made by the API (after a proof of work), as the site makes them.
    const guest = await newGuest(stack);
    const record = (await recordOf(guest.localId)) as Record<string, any>;
    expect(record.isGuest).toBe(true);
    expect(record.subscription.plan).toBe('Guest');
    expect(record.usageLimits).toEqual({ notesLeft: 1, timeLimit: 600 });
    expect(record.isFirstTimeLogin).toBe(false);
    const completion = await call('/account/login-complete', guest.idToken, {});
    expect(completion.body).toMatchObject({ isGuest: true, firstTime: false, needsRegistration: false });
  });
});

describe('POST /account/register', () => {
  it('validates the form with the shared schema', async () => {
    const account = await newAccount(stack, 'invalid');
    expect((await call('/account/register', account.idToken, { ...registration, role: 'admin' })).status).toBe(400);
    expect((await call('/account/register', account.idToken, { ...registration, firstName: ' ' })).status).toBe(400);
    const badCode = await call('/account/register', account.idToken, { ...registration, referredBy: 'ab!' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.message).toBe('Error verifying referral code');
  });

  it('stores the profile once, links the referrer and keeps the API key encrypted', async () => {
    const referrer = await newAccount(stack, 'referrer');
    const referrerCode = ((await recordOf(referrer.localId)) as any).referrals.referralCode as string;
    const account = await newAccount(stack, 'registered');
    // A referral code is a code check: it comes with a proof of work, as the site sends it.
    const result = await call(
      '/account/register',
      account.idToken,
      {
        ...registration,
        leadSource: 'colleague',
        promoCode: 'SPRING',
        emr: 'cliniko-key-secret-au1',
        referredBy: referrerCode.toLowerCase(),
      },
      await proofHeader(stack),
    );
    expect(result).toEqual({ status: 200, body: { ok: true, link: null, referral: { applied: true } } });
    const record = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(record.userInfo).toMatchObject({ displayName: 'Ana Silva', role: 'physiotherapist', location: 'Canada' });
    expect(record.referrals.referredBy).toBe(referrerCode);
    expect(record.promo.promoCode).toBe('SPRING');
    expect(JSON.stringify(record)).not.toContain('cliniko-key-secret');
    const secret = (await readDoc(stack, `secrets/${account.localId}`)) as Record<string, string>;
    // Sealed in the current format, naming its key id (bound to the user and the integration).
    expect(secret.clinikoApiKey).toMatch(/^v2\.[A-Za-z0-9_-]+\./);
    expect(secret.clinikoApiKey).not.toContain('cliniko-key-secret');
    expect(((await readDoc(stack, `users/${referrer.localId}`)) as any).referrals.refList).toContain(account.localId);

    const again = await call('/account/register', account.idToken, { ...registration, role: 'doctor' });
    expect(again.status).toBe(409);
  });

  it('drops the caller’s own referral code like an unknown one: the account is made without a referrer', async () => {
    const account = await newAccount(stack, 'ownref');
    const own = ((await recordOf(account.localId)) as any).referrals.referralCode as string;
    const answer = await call('/account/register', account.idToken, { ...registration, referredBy: own }, await proofHeader(stack));
    expect(answer).toEqual({ status: 200, body: { ok: true, link: null, referral: { applied: false } } });
    const record = (await readDoc(stack, `users/${account.localId}`)) as any;
    expect(record.userInfo.role).toBe('physiotherapist');
    expect(record.referrals.referredBy).toBe('');
    expect(record.referrals.refList).not.toContain(account.localId);
  });
});

describe('login completion and logout', () => {
  it('clears the first-time flag once, sends the welcome e-mail once, and records the login', async () => {
    const account = await newAccount(stack, 'firstlogin');
    await recordOf(account.localId);
    await call('/account/register', account.idToken, registration);
    const first = await call('/account/login-complete', account.idToken, {});
    expect(first.body).toMatchObject({
      uid: account.localId,
      firstTime: true,
      isAdmin: false,
      needsRegistration: false,
      role: 'physiotherapist',
    });
    const mails = await eventually(
      () => mailsTo(stack, account.email),
      (m) => m.length > 0,
    );
    expect(mails[0].subject).toBe('Welcome to ClinicScribe');
    expect(mails[0].text).toContain('Hello Ana Silva');

    // The functions emulator reaches the code over a local socket; in production the
    // front end appends who called to X-Forwarded-For (its last entry), as here.
    const second = await call('/account/login-complete', account.idToken, {}, { 'x-forwarded-for': '10.0.0.1, 203.0.113.7' });
    expect(second.body.firstTime).toBe(false);
    const record = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(record.isFirstTimeLogin).toBe(false);
    expect(record.onlineStatus).toBe('online');
    expect(typeof record.lastLoginTimestamp).toBe('number');
    expect(record.userInfo.ipAddress).toBe('203.0.113.7');
    expect(await mailsTo(stack, account.email)).toHaveLength(1);

    await call('/account/logout', account.idToken, {});
    expect(((await readDoc(stack, `users/${account.localId}`)) as any).onlineStatus).toBe('offline');
  });

  it('asks a user without a role to finish registration', async () => {
    const account = await newAccount(stack, 'norole');
    await recordOf(account.localId);
    const completion = await call('/account/login-complete', account.idToken, {});
    expect(completion.body.needsRegistration).toBe(true);
  });

  it('logs legacy accounts (before the cutoff) in directly, without the first-time flow', async () => {
    const account = await newAccount(stack, 'legacy');
    await recordOf(account.localId);
    await patchDoc(stack, `users/${account.localId}`, { accountCreatedAt: 1700000000000, isFirstTimeLogin: true });
    const completion = await call('/account/login-complete', account.idToken, {});
    expect(completion.body.firstTime).toBe(false);
    expect(await mailsTo(stack, account.email)).toHaveLength(0);
  });

  it('fills settings that are missing with the defaults', async () => {
    const account = await newAccount(stack, 'settings');
    await recordOf(account.localId);
    await patchDoc(stack, `users/${account.localId}`, { settings: { patientTerm: 'Client' } });
    await call('/account/login-complete', account.idToken, {});
    const settings = ((await readDoc(stack, `users/${account.localId}`)) as any).settings;
    expect(settings.patientTerm).toBe('Client');
    expect(settings.defaultNote).toBe('soap');
    expect(settings.transcriptLanguage).toEqual({ name: 'English', code: 'en', category: 'Common Languages' });
  });
});

describe('account deletion', () => {
  it('removes the record and the referral code with the auth account', async () => {
    const account = await newAccount(stack, 'deleted');
    const code = ((await recordOf(account.localId)) as any).referrals.referralCode as string;
    await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: account.idToken }),
    });
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (doc) => doc === null,
    );
    expect(await readDoc(stack, `referralCodes/${code}`)).toBeNull();
  });
});
