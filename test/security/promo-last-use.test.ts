// Weak point of issue 28: a promo code's maximum uses was checked outside the transaction
// that counts the use, so two checkouts at once could both take its last use. A code with
// one use left, two clinicians paying with it at the same moment: exactly one gets it.
import { apiCall } from '../support/api-call';
import { deleteDoc, eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const code = `LAST${Date.now().toString(36).toUpperCase()}`;

async function freeUser(label: string) {
  const account = await newAccount(stack, label);
  await eventually(() => readDoc(stack, `users/${account.localId}`), (d) => d !== null);
  return account;
}

afterAll(async () => {
  await deleteDoc(stack, `promoCodes/${code}`);
});

describe('a promo code’s last use', () => {
  it('is taken by exactly one of two concurrent checkouts; the other is refused and not charged a discounted price', async () => {
    await patchDoc(stack, `promoCodes/${code}`, {
      code,
      discount: { kind: 'percent', value: 50 },
      plans: ['Bronze', 'Silver'],
      expiresAt: null,
      maxUses: 3,
      uses: 2,
      disabled: false,
      createdAt: Date.now(),
      createdBy: 'test',
    });
    const [first, second] = await Promise.all([freeUser('promo-last-a'), freeUser('promo-last-b')]);
    const checkout = (account: { idToken: string }, n: number) =>
      apiCall(stack, '/payment/subscribe', account.idToken, { planName: 'Bronze', period: 'monthly', currency: 'USD', nonce: 'fake-valid-nonce', promoCode: code, attemptId: `promo-last-${Date.now()}-${n}` });
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
    await patchDoc(stack, `promoCodes/${declinedCode}`, { code: declinedCode, discount: { kind: 'percent', value: 50 }, plans: ['Bronze'], expiresAt: null, maxUses: 1, uses: 0, disabled: false, createdAt: Date.now(), createdBy: 'test' });
    try {
      const account = await freeUser('promo-declined');
      const declined = await apiCall(stack, '/payment/subscribe', account.idToken, { planName: 'Bronze', period: 'monthly', currency: 'USD', nonce: 'fake-processor-declined-visa-nonce', promoCode: declinedCode, attemptId: `promo-declined-${Date.now()}` });
      expect(declined.status).toBe(402);
      expect(((await readDoc(stack, `promoCodes/${declinedCode}`)) as { uses: number }).uses).toBe(0);
    } finally {
      await deleteDoc(stack, `promoCodes/${declinedCode}`);
    }
  });
});
