// Payments on the local stack: the real `braintree` SDK in the functions talks to the gateway
// stand-in. A Free user subscribes to Bronze monthly in CAD with a promo code and Braintree's
// valid test nonce → the record has Bronze and 100 notes at once, the discount reached the
// subscription, the code's uses went up; the declined nonce leaves Free and makes no
// subscription; two Pay requests at once make one subscription; promo codes are checked;
// webhooks go through the SDK's own signing: applied once, a bad signature refused.
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';
import { needsProof } from '@shared/proof-of-work';
import { proofHeader } from '../support/proof-of-work';
import { braintree, standInGateway, type StackWithPayments } from '../support/braintree-sdk';

const stack = readStack() as StackWithPayments;
const sdk = standInGateway(stack);

async function call(path: string, token: string, body?: unknown) {
  // Promo checks need a proof of work, as the site sends it.
  const proof = body !== undefined && needsProof('POST', path) ? await proofHeader(stack) : {};
  const response = await fetch(`${stack.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...proof },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

const received = async () =>
  (await (await fetch(`${stack.payments.url}/_received`)).json()) as Array<{ method: string; path: string; body: Record<string, any> }>;

async function freeUser(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  return account;
}

async function postWebhook(fields: { bt_signature: string; bt_payload: string }) {
  const response = await fetch(`${stack.api}/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('payments', () => {
  it('subscribes a Free user to Bronze monthly in CAD with a promo code: the plan takes effect at once', async () => {
    const account = await freeUser('pay-bronze');
    const token = await call('/payment/client-token', account.idToken);
    expect(token).toMatchObject({ status: 200, body: { local: true, clientToken: expect.any(String) } });
    const usesBefore = ((await readDoc(stack, 'promoCodes/WELCOME20')) as Record<string, any>).uses as number;
    const paid = await call('/payment/subscribe', account.idToken, {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'CAD',
      nonce: 'fake-valid-nonce',
      promoCode: 'welcome20',
      attemptId: `a-${Date.now()}-1`,
    });
    expect(paid).toMatchObject({
      status: 200,
      body: { plan: 'Bronze', notesLeft: 100, timeLimit: 4500, price: 44, currency: 'CAD', period: 'monthly' },
    });
    const record = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(record).toMatchObject({
      subscription: { plan: 'Bronze', option: 'monthly', discount: 20, subscriptionId: paid.body.subscriptionId },
      usageLimits: { notesLeft: 100, timeLimit: 4500 },
      promo: { promoCode: 'WELCOME20' },
    });
    expect(((await readDoc(stack, 'promoCodes/WELCOME20')) as Record<string, any>).uses).toBe(usesBefore + 1);
    const subscription = (await received()).filter((r) => r.path.endsWith('/subscriptions')).at(-1);
    expect(subscription?.body.subscription).toMatchObject({ plan_id: 'bronze-monthly-cad', price: '44.00' });
    // The card was verified when stored.
    expect((await received()).filter((r) => r.path.endsWith('/customers')).at(-1)?.body.customer.credit_card).toEqual({
      options: { verify_card: true },
    });
  });

  it('leaves Free and makes no subscription when the card is declined', async () => {
    const account = await freeUser('pay-declined');
    const before = (await received()).filter((r) => r.path.endsWith('/subscriptions')).length;
    const declined = await call('/payment/subscribe', account.idToken, {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'USD',
      nonce: 'fake-processor-declined-visa-nonce',
      attemptId: `a-${Date.now()}-2`,
    });
    expect(declined).toMatchObject({
      status: 402,
      body: { error: { key: 'paymentDeclined', message: 'Error processing payment: Do Not Honor' } },
    });
    expect(await readDoc(stack, `users/${account.localId}`)).toMatchObject({
      subscription: { plan: 'Free' },
      usageLimits: { notesLeft: 10 },
    });
    expect((await received()).filter((r) => r.path.endsWith('/subscriptions')).length).toBe(before);
    // A second try with a good card goes through (the payment lock was released).
    expect(
      (
        await call('/payment/subscribe', account.idToken, {
          planName: 'Starter',
          period: 'yearly',
          currency: 'USD',
          nonce: 'fake-valid-visa-nonce',
          attemptId: `a-${Date.now()}-3`,
        })
      ).status,
    ).toBe(200);
  });

  it('makes one subscription for a double click on Pay, at once or one after the other', async () => {
    const account = await freeUser('pay-double');
    const before = (await received()).filter((r) => r.path.endsWith('/subscriptions')).length;
    const request = {
      planName: 'Silver',
      period: 'monthly',
      currency: 'USD',
      nonce: 'fake-valid-nonce',
      attemptId: `attempt-${Date.now()}`,
    };
    // At once: one pays, the other is told a payment is under way (or, served after it, gets its result).
    const together = await Promise.all([
      call('/payment/subscribe', account.idToken, request),
      call('/payment/subscribe', account.idToken, request),
    ]);
    for (const answer of together) expect([200, 409]).toContain(answer.status);
    expect(together.some((a) => a.status === 200)).toBe(true);
    const conflict = together.find((a) => a.status === 409);
    if (conflict) expect(conflict.body.error.key).toBe('paymentInProgress');
    // Again, after: the same subscription, no second charge.
    const again = await call('/payment/subscribe', account.idToken, request);
    expect(again.body.subscriptionId).toBe(together.find((a) => a.status === 200)?.body.subscriptionId);
    expect((await received()).filter((r) => r.path.endsWith('/subscriptions')).length).toBe(before + 1);
  });

  it('checks promo codes: empty, unknown, for another plan', async () => {
    const account = await freeUser('pay-promo');
    const verify = (code: string, planName?: string) =>
      call('/promo/verify', account.idToken, { userId: account.localId, code, ...(planName ? { planName } : {}) });
    expect(await verify('welcome20', 'Silver')).toMatchObject({
      status: 200,
      body: { code: 'WELCOME20', discount: { kind: 'percent', value: 20 } },
    });
    expect(await verify('WELCOME20', 'Starter')).toMatchObject({ status: 400, body: { error: { key: 'promoWrongPlan' } } });
    expect(await verify('NOPE123')).toMatchObject({ status: 400, body: { error: { key: 'promoUnknown' } } });
    expect(await verify('')).toMatchObject({ status: 400, body: { error: { message: 'Please enter a promo code' } } });
    expect(
      (
        await call('/payment/subscribe', account.idToken, {
          planName: 'Starter',
          period: 'monthly',
          currency: 'USD',
          nonce: 'fake-valid-nonce',
          promoCode: 'WELCOME20',
          attemptId: `a-${Date.now()}-4`,
        })
      ).body.error.key,
    ).toBe('promoWrongPlan');
    expect(await readDoc(stack, `users/${account.localId}`)).toMatchObject({ subscription: { plan: 'Free' } });
  });

  it('applies Braintree’s webhooks once, checked by the SDK’s signature: renewal, cancellation; a forged one is refused', async () => {
    const account = await freeUser('pay-webhooks');
    const paid = await call('/payment/subscribe', account.idToken, {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'USD',
      nonce: 'fake-valid-nonce',
      attemptId: `a-${Date.now()}-5`,
    });
    const subscriptionId = paid.body.subscriptionId as string;
    await patchDoc(stack, `users/${account.localId}`, { usageLimits: { notesLeft: 3, timeLimit: 4500 } });

    const charged = await sdk.webhookTesting.sampleNotification(
      braintree.WebhookNotification.Kind.SubscriptionChargedSuccessfully,
      subscriptionId,
    );
    expect(await postWebhook(charged)).toEqual({ status: 200, body: { kind: 'subscription_charged_successfully', outcome: 'applied' } });
    expect(await readDoc(stack, `users/${account.localId}`)).toMatchObject({ usageLimits: { notesLeft: 100 } });
    // Delivered again: applied once.
    await patchDoc(stack, `users/${account.localId}`, { usageLimits: { notesLeft: 7, timeLimit: 4500 } });
    expect((await postWebhook(charged)).body.outcome).toBe('duplicate');
    expect(await readDoc(stack, `users/${account.localId}`)).toMatchObject({ usageLimits: { notesLeft: 7 } });

    // A forged signature: refused, nothing written.
    const canceled = await sdk.webhookTesting.sampleNotification(braintree.WebhookNotification.Kind.SubscriptionCanceled, subscriptionId);
    expect(
      (
        await postWebhook({
          bt_signature: `${canceled.bt_signature.split('|')[0]}|0000000000000000000000000000000000000000`,
          bt_payload: canceled.bt_payload,
        })
      ).status,
    ).toBe(400);
    expect(await readDoc(stack, `users/${account.localId}`)).toMatchObject({ subscription: { plan: 'Bronze' } });

    expect((await postWebhook(canceled)).body.outcome).toBe('applied');
    expect(await readDoc(stack, `users/${account.localId}`)).toMatchObject({
      subscription: { plan: 'Free' },
      usageLimits: { notesLeft: 10 },
    });
  });
});
