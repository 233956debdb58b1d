// Attack: code oracles beside the code checks. /referral/check and /promo/verify need a proof
// of work and count under the code-check limit, but two other routes told a real code from an
// unknown one without either: POST /account/register refused an unknown referral code before
// saving anything (one account guessed 15 codes, then the right one), and POST
// /payment/subscribe with a declined card answered promoUnknown for a bad promo code and
// paymentDeclined for a real one.
// Now registration accepts the form and drops an unknown referral code with one notice (the
// account is made without a referrer), and a registration that names a code (a referral code
// or a special link) needs a proof of work and counts as a code check, so guessing there gets
// no further than through the check itself. A checkout verifies the card before it looks at the promo code (a declined card is
// declined whatever the code), and one that names a code counts as a code check too.
import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET } from '@shared/limits';
import { deleteDoc, eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { proofHeader } from '../support/proof-of-work';
import { roomInWindow } from '../support/rate-window';
import { newAccount, readStack } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & { payments: { url: string } };
type Account = Awaited<ReturnType<typeof newAccount>>;

/** A documentation-range address of its own for each test (198.18.0.0/15), so no other suite shares its counters. */
const freshIp = () => `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function post(path: string, account: Account, ip: string, body: unknown, proof: Record<string, string> = {}) {
  const response = await fetch(`${stack.api}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json', 'x-forwarded-for': ip, ...proof },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function freshAccount(label: string): Promise<Account> {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  return account;
}

const recordOf = async (account: Account) => (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;

/** A well-formed referral code that no account has. */
async function unknownReferralCode(): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = Array.from({ length: 6 }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join('');
    if (!(await readDoc(stack, `referralCodes/${code}`))) return code;
  }
  throw new Error('no unused referral code found in 20 tries');
}

const form = { firstName: 'Ana', lastName: 'Guess', role: 'physiotherapist', country: 'Canada', language: 'en' };

describe('registration is not a referral-code oracle', () => {
  jest.setTimeout(120_000);

  it('accepts the form with an unknown code, drops the code and says so once; a real code is applied', async () => {
    const referrer = await freshAccount('oracle-referrer');
    const realCode = (await recordOf(referrer)).referrals.referralCode as string;
    const [guesser, referred] = await Promise.all([freshAccount('oracle-guesser'), freshAccount('oracle-referred')]);
    const ip = freshIp();

    const unknown = await post(
      '/account/register',
      guesser,
      ip,
      { ...form, referredBy: await unknownReferralCode() },
      await proofHeader(stack),
    );
    expect(unknown).toEqual({ status: 200, body: { ok: true, link: null, referral: { applied: false } } });
    // The account is made, without a referrer.
    expect(await recordOf(guesser)).toMatchObject({ userInfo: { role: 'physiotherapist' }, referrals: { referredBy: '' } });
    // One guess per account: a second registration is refused before any code is looked at.
    expect((await post('/account/register', guesser, ip, { ...form, referredBy: realCode }, await proofHeader(stack))).status).toBe(409);

    const applied = await post(
      '/account/register',
      referred,
      ip,
      { ...form, referredBy: realCode.toLowerCase() },
      await proofHeader(stack),
    );
    expect(applied).toEqual({ status: 200, body: { ok: true, link: null, referral: { applied: true } } });
    expect((await recordOf(referred)).referrals.referredBy).toBe(realCode);
    expect((await recordOf(referrer)).referrals.refList).toContain(referred.localId);
  });

  it('looks at a code only with a proof of work and within the code-check limit', async () => {
    const referrer = await freshAccount('oracle-limit-referrer');
    const realCode = (await recordOf(referrer)).referrals.referralCode as string;
    const [noProof, limited] = await Promise.all([freshAccount('oracle-no-proof'), freshAccount('oracle-limited')]);

    // Without a proof of work: refused like /referral/check, nothing saved, nothing said about the code.
    const unproved = await post('/account/register', noProof, freshIp(), { ...form, referredBy: realCode });
    expect(unproved).toMatchObject({ status: 403, body: { error: { key: 'proofOfWorkRequired' } } });
    // A special link's code is a code of the same kind.
    expect(await post('/account/register', noProof, freshIp(), { ...form, link: 'SOME-LINK' })).toMatchObject({
      status: 403,
      body: { error: { key: 'proofOfWorkRequired' } },
    });
    expect((await recordOf(noProof)).userInfo.role).toBe('null');

    // A caller who used up the minute's code checks cannot check one more through registration.
    const ip = freshIp();
    await roomInWindow(stack, 1 / 3);
    for (let i = 0; i < 10; i++)
      expect((await post('/referral/check', limited, ip, { userId: limited.localId, referralCode: 'ZZZZZZ' })).status).not.toBe(429);
    const refused = await post('/account/register', limited, ip, { ...form, referredBy: realCode }, await proofHeader(stack));
    expect(refused).toMatchObject({ status: 429, body: { error: { key: 'emailChangeTooMany' } } });
    expect(await recordOf(limited)).toMatchObject({ userInfo: { role: 'null' }, referrals: { referredBy: '' } });
    expect((await recordOf(referrer)).referrals.refList).not.toContain(limited.localId);
    // Without a code, registration is no code check: it goes through.
    expect((await post('/account/register', limited, ip, form)).status).toBe(200);
  });
});

describe('a checkout is not a promo-code oracle', () => {
  jest.setTimeout(120_000);
  const usedUp = `USEDUP${Date.now().toString(36).toUpperCase()}`;
  afterAll(() => deleteDoc(stack, `promoCodes/${usedUp}`));

  const checkout = (account: Account, ip: string, promoCode: string, nonce: string) =>
    post('/payment/subscribe', account, ip, {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'USD',
      nonce,
      promoCode,
      attemptId: `oracle-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    });
  const subscriptionsMade = async () =>
    ((await (await fetch(`${stack.payments.url}/_received`)).json()) as Array<{ path: string }>).filter((r) =>
      r.path.endsWith('/subscriptions'),
    ).length;

  it('answers a declined card the same for an unknown, a used-up and a real promo code; with a good card, says a mistyped code is unknown and charges nothing', async () => {
    await patchDoc(stack, `promoCodes/${usedUp}`, {
      code: usedUp,
      discount: { kind: 'percent', value: 50 },
      plans: ['Bronze'],
      expiresAt: null,
      maxUses: 1,
      uses: 1,
      disabled: false,
      createdAt: Date.now(),
      createdBy: 'test',
    });
    const account = await freshAccount('oracle-declined');
    const ip = freshIp();
    const declined = 'fake-processor-declined-visa-nonce';
    const unknown = await checkout(account, ip, 'NOSUCHCODE42', declined);
    const real = await checkout(account, ip, 'WELCOME20', declined);
    const spent = await checkout(account, ip, usedUp, declined);
    expect(real).toMatchObject({ status: 402, body: { error: { key: 'paymentDeclined' } } });
    expect(unknown).toEqual(real);
    expect(spent).toEqual(real);
    expect(await recordOf(account)).toMatchObject({ subscription: { plan: 'Free' } });

    // A clinician with a good card and a typo learns the code is unknown, and is not charged at the wrong price.
    const before = await subscriptionsMade();
    const typo = await checkout(account, ip, 'WELCOME02', 'fake-valid-visa-nonce');
    expect(typo).toMatchObject({ status: 400, body: { error: { key: 'promoUnknown' } } });
    expect(await subscriptionsMade()).toBe(before);
    expect(await recordOf(account)).toMatchObject({ subscription: { plan: 'Free' } });
  });

  it('counts a checkout that names a code as a code check', async () => {
    const account = await freshAccount('oracle-checkout-limit');
    const ip = freshIp();
    await roomInWindow(stack, 1 / 3);
    for (let i = 0; i < 10; i++)
      expect((await post('/promo/verify', account, ip, { userId: account.localId, code: 'NOPE' })).status).not.toBe(429);
    const before = await subscriptionsMade();
    expect(await checkout(account, ip, 'WELCOME20', 'fake-valid-visa-nonce')).toMatchObject({
      status: 429,
      body: { error: { key: 'emailChangeTooMany' } },
    });
    expect(await subscriptionsMade()).toBe(before);
    // Without a code, the checkout is no code check.
    expect((await checkout(account, ip, '', 'fake-valid-visa-nonce')).status).toBe(200);
  });
});
