// An attack of the security review: a Braintree webhook applied twice. The SDK accepts a signature for the
// payload with or without a trailing newline, so a captured webhook replayed with the
// newline stripped must not apply again; a webhook dated a year ago must be refused; a second
// charge notification for a billing cycle already reset must not reset the quotas again.
// Webhooks are signed with the real braintree SDK's test helpers, as the gateway would.
import { apiCall } from '../support/api-call';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';
import { braintree, standInGateway, type StackWithPayments } from '../support/braintree-sdk';

const stack = readStack() as StackWithPayments;
const sdk = standInGateway(stack);
const Kind = braintree.WebhookNotification.Kind;

async function postWebhook(fields: { bt_signature: string; bt_payload: string }) {
  const response = await fetch(`${stack.api}/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A notification of `kind` for `subscriptionId` dated `at`, signed as the gateway signs. */
function signedAt(kind: string, subscriptionId: string, at: Date) {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const xml = (sdk.webhookTesting.sampleXml(kind, subscriptionId) as string).replace(
    /<timestamp type="datetime">[^<]*<\/timestamp>/,
    `<timestamp type="datetime">${stamp}</timestamp>`,
  );
  const payload = `${Buffer.from(xml).toString('base64')}\n`;
  return { bt_signature: sdk.webhookTesting.sampleSignature(payload) as string, bt_payload: payload };
}

/** A new user on Bronze with a subscription; its id. */
async function subscribed(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  const paid = await apiCall(stack, '/payment/subscribe', account.idToken, {
    planName: 'Bronze',
    period: 'monthly',
    currency: 'USD',
    nonce: 'fake-valid-nonce',
    attemptId: `a-${Date.now()}-${label}`,
  });
  expect(paid.status).toBe(200);
  return { uid: account.localId, subscriptionId: paid.body.subscriptionId as string };
}

const notesLeft = async (uid: string) =>
  ((await readDoc(stack, `users/${uid}`)) as { usageLimits: { notesLeft: number } }).usageLimits.notesLeft;

describe('attack 5: a Braintree webhook applied twice', () => {
  it('applies a captured webhook once: its replay with the trailing newline stripped changes nothing', async () => {
    const { uid, subscriptionId } = await subscribed('webhook-newline');
    await patchDoc(stack, `users/${uid}`, { usageLimits: { notesLeft: 3, timeLimit: 4500 } });
    const charged = await sdk.webhookTesting.sampleNotification(Kind.SubscriptionChargedSuccessfully, subscriptionId);
    expect(charged.bt_payload.endsWith('\n')).toBe(true);
    expect(await postWebhook(charged)).toEqual({ status: 200, body: { kind: 'subscription_charged_successfully', outcome: 'applied' } });
    expect(await notesLeft(uid)).toBe(100);

    // The clinician uses notes; the captured webhook comes back without its newline (the SDK accepts that signature).
    await patchDoc(stack, `users/${uid}`, { usageLimits: { notesLeft: 7, timeLimit: 4500 } });
    const replay = await postWebhook({ bt_signature: charged.bt_signature, bt_payload: charged.bt_payload.replace(/\n$/, '') });
    expect(replay.body.outcome).not.toBe('applied');
    expect(await notesLeft(uid)).toBe(7);
  });

  it('resets the quotas once per billing cycle: a second charge notice for the same cycle does nothing', async () => {
    const { uid, subscriptionId } = await subscribed('webhook-cycle');
    await patchDoc(stack, `users/${uid}`, { usageLimits: { notesLeft: 3, timeLimit: 4500 } });
    expect(
      (await postWebhook(signedAt(Kind.SubscriptionChargedSuccessfully, subscriptionId, new Date(Date.now() - 120_000)))).body.outcome,
    ).toBe('applied');
    expect(await notesLeft(uid)).toBe(100);
    await patchDoc(stack, `users/${uid}`, { usageLimits: { notesLeft: 7, timeLimit: 4500 } });
    // Another notice (another timestamp) for the same charge: the cycle was reset already.
    const again = await postWebhook(signedAt(Kind.SubscriptionChargedSuccessfully, subscriptionId, new Date(Date.now() - 60_000)));
    expect(again.body.outcome).not.toBe('applied');
    expect(await notesLeft(uid)).toBe(7);
  });

  it('refuses a webhook dated a year ago, correctly signed: nothing written', async () => {
    const { uid, subscriptionId } = await subscribed('webhook-old');
    const yearOld = signedAt(Kind.SubscriptionCanceled, subscriptionId, new Date(Date.now() - 365 * 24 * 3600 * 1000));
    const answer = await postWebhook(yearOld);
    expect(answer.status).toBe(400);
    expect(await readDoc(stack, `users/${uid}`)).toMatchObject({ subscription: { plan: 'Bronze', subscriptionId } });
    // The same notice dated now applies (the signature check is not what refused it).
    expect((await postWebhook(signedAt(Kind.SubscriptionCanceled, subscriptionId, new Date()))).body.outcome).toBe('applied');
    expect(await readDoc(stack, `users/${uid}`)).toMatchObject({ subscription: { plan: 'Free' } });
  });
});
