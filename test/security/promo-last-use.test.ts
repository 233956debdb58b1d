// Weak point found by the security review: a promo code's maximum uses was checked outside the transaction
// that counts the use, so two checkouts at once could both take its last use. A code with
// one use left, two clinicians paying with it at the same moment: exactly one gets it.
// The functions emulator serves one request at a time, which would hide the race through the
// API: the first case runs the checkout code itself twice at once in this process (the
// functions' firebase-admin against the stack's Firestore emulator, the real braintree SDK
// against the stack's gateway stand-in); the second goes through the API.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiCall } from '../support/api-call';
import { deleteDoc, eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & {
  payments: { url: string; merchantId: string; publicKey: string; privateKey: string };
};
const code = `LAST${Date.now().toString(36).toUpperCase()}`;
const functionsDir = join(__dirname, '..', '..', 'functions');

/** A code with `left` uses left (of 3), for Bronze and Silver. */
const promoWithUsesLeft = (id: string, left: number) =>
  patchDoc(stack, `promoCodes/${id}`, {
    code: id,
    discount: { kind: 'percent', value: 50 },
    plans: ['Bronze', 'Silver'],
    expiresAt: null,
    maxUses: 3,
    uses: 3 - left,
    disabled: false,
    createdAt: Date.now(),
    createdBy: 'test',
  });

async function freeUser(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  return account;
}

afterAll(async () => {
  await deleteDoc(stack, `promoCodes/${code}`);
  await deleteDoc(stack, `promoCodes/${code}P`);
});

describe('a promo code’s last use', () => {
  it('is taken by exactly one of two checkouts running at the same moment', async () => {
    const id = `${code}P`;
    await promoWithUsesLeft(id, 1);
    process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
    const load = createRequire(join(functionsDir, 'package.json'));
    const { initializeApp, getApps } = load('firebase-admin/app');
    if (getApps().length === 0) initializeApp({ projectId: stack.projectId });
    const { getFirestore } = load('firebase-admin/firestore');
    // The product's gateway adapter: the real braintree SDK, pointed at the stand-in.
    const { braintreeGateway } = await import('../../functions/src/providers/payments/braintree-gateway');
    const gateway = braintreeGateway({
      merchantId: stack.payments.merchantId,
      publicKey: stack.payments.publicKey,
      privateKey: stack.payments.privateKey,
      environment: '',
      gatewayUrl: stack.payments.url,
    });
    const { subscribe } = await import('../../functions/src/billing/subscribe');
    const [first, second] = await Promise.all([freeUser('promo-race-a'), freeUser('promo-race-b')]);
    const checkout = (uid: string, n: number) =>
      subscribe(
        getFirestore(),
        gateway,
        uid,
        { email: `${uid}@test.example`, firstName: 'Race', lastName: String(n), referredBy: '' },
        {
          planName: 'Bronze',
          period: 'monthly',
          currency: 'USD',
          nonce: 'fake-valid-nonce',
          promoCode: id,
          attemptId: `promo-race-${Date.now()}-${n}`,
        },
      ).then(
        () => 'paid',
        (error: { key?: string }) => error.key ?? 'error',
      );
    const outcomes = await Promise.all([checkout(first.localId, 1), checkout(second.localId, 2)]);
    expect(outcomes.sort()).toEqual(['paid', 'promoUsedUp']);
    expect(((await readDoc(stack, `promoCodes/${id}`)) as { uses: number }).uses).toBe(3);
  });

  it('through the API: one of two checkouts gets it, the other is refused and stays on Free', async () => {
    await promoWithUsesLeft(code, 1);
    const [first, second] = await Promise.all([freeUser('promo-last-a'), freeUser('promo-last-b')]);
    const checkout = (account: { idToken: string }, n: number) =>
      apiCall(stack, '/payment/subscribe', account.idToken, {
        planName: 'Bronze',
        period: 'monthly',
        currency: 'USD',
        nonce: 'fake-valid-nonce',
        promoCode: code,
        attemptId: `promo-last-${Date.now()}-${n}`,
      });
    const answers = await Promise.all([checkout(first, 1), checkout(second, 2)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.error.key).toBe('promoUsedUp');
    expect(((await readDoc(stack, `promoCodes/${code}`)) as { uses: number }).uses).toBe(3);
    // The refused clinician is still on Free.
    const refused = answers[0].status === 400 ? first : second;
    expect(await readDoc(stack, `users/${refused.localId}`)).toMatchObject({ subscription: { plan: 'Free' } });
  });

  it('is given back when the checkout that took it is declined', async () => {
    const declinedCode = `${code}D`;
    await patchDoc(stack, `promoCodes/${declinedCode}`, {
      code: declinedCode,
      discount: { kind: 'percent', value: 50 },
      plans: ['Bronze'],
      expiresAt: null,
      maxUses: 1,
      uses: 0,
      disabled: false,
      createdAt: Date.now(),
      createdBy: 'test',
    });
    try {
      const account = await freeUser('promo-declined');
      const declined = await apiCall(stack, '/payment/subscribe', account.idToken, {
        planName: 'Bronze',
        period: 'monthly',
        currency: 'USD',
        nonce: 'fake-processor-declined-visa-nonce',
        promoCode: declinedCode,
        attemptId: `promo-declined-${Date.now()}`,
      });
      expect(declined.status).toBe(402);
      expect(((await readDoc(stack, `promoCodes/${declinedCode}`)) as { uses: number }).uses).toBe(0);
    } finally {
      await deleteDoc(stack, `promoCodes/${declinedCode}`);
    }
  });
});
