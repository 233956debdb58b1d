// A practice's one bill on the local stack: the real `braintree` SDK in the functions talks to
// the gateway stand-in, whose log (`_received`) shows what reached Braintree. The owner (a
// Bronze clinician) buys 2 seats with the card on file: one subscription on the plan's gateway
// plan with the add-on practice-seat of quantity 1, the owner's own subscription ended (its
// unused part stated as a credit) and the owner on the practice's plan. A third seat raises the
// quantity, prorated as the quote said; the same attempt twice charges once; a seat less is a
// credit. Refused and changing nothing: a declined card, a prorated charge the processor
// declines (its promo code's use given back), fewer seats than members and pending
// invitations, a caller who is not the owner, a stale version, another period. A promo code
// takes its discount off every seat; the card paying the seats is kept until another card
// pays them. Braintree's cancellation brings the members back to Free.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { apiCall } from '../support/api-call';
import { eventually, listDocs, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & {
  payments: { url: string; merchantId: string; publicKey: string; privateKey: string };
};
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- the functions' SDK: the stand-in's subscriptions and webhook signing */
const braintree = require(require.resolve('braintree', { paths: [join(__dirname, '..', '..', 'functions')] }));
const port = new URL(stack.payments.url).port;
const sdk = new braintree.BraintreeGateway({
  environment: new braintree.Environment('127.0.0.1', port, stack.payments.url, false, '127.0.0.1', port),
  merchantId: stack.payments.merchantId,
  publicKey: stack.payments.publicKey,
  privateKey: stack.payments.privateKey,
});

type Received = { method: string; path: string; body: Record<string, any> };
const received = async () => (await (await fetch(`${stack.payments.url}/_received`)).json()) as Received[];
const subscriptionCalls = async (id: string) =>
  (await received()).filter((r) => r.method === 'PUT' && r.path.endsWith(`/subscriptions/${id}`));

const attempt = () => `seats-${randomBytes(6).toString('hex')}`;
const pid = () => `pr-${randomBytes(8).toString('hex')}`;

async function clinician(label: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  return account;
}

/**
 * A practice of a Free clinician (whom POST /practices refuses), stored as the practices'
 * server stores one: the practice, its owner as member, and the owner's users/{uid}.practice.
 */
async function practiceOwnedBy(owner: { localId: string; email: string }, name: string) {
  const id = pid();
  const now = Date.now();
  await patchDoc(stack, `practices/${id}`, {
    name,
    ownerUid: owner.localId,
    createdAt: now,
    status: 'active',
    closedAt: null,
    memberCount: 1,
    subscription: null,
    version: 0,
  });
  await addMember(id, owner, 'owner');
  return id;
}

async function addMember(practiceId: string, who: { localId: string; email: string }, role: 'owner' | 'clinician') {
  const now = Date.now();
  await patchDoc(stack, `practices/${practiceId}/members/${who.localId}`, {
    uid: who.localId,
    email: who.email,
    displayName: who.email.split('@')[0],
    role,
    joinedAt: now,
    updatedAt: now,
    version: 0,
  });
  await patchDoc(stack, `users/${who.localId}`, { practice: { practiceId, role, joinedAt: now } });
}

const seats = (token: string, body: Record<string, unknown>) =>
  apiCall(stack, '/practices/seats', token, { planName: 'Bronze', period: 'monthly', currency: 'USD', attemptId: attempt(), ...body });
const quote = (token: string, query: string) => apiCall(stack, `/practices/seats/quote?${query}`, token);
const practice = async (id: string) => (await readDoc(stack, `practices/${id}`)) as Record<string, any>;

describe('practice seats', () => {
  const owner = { localId: '', email: '', idToken: '' };
  let practiceId = '';
  let subscriptionId = '';
  let ownSubscription = '';

  beforeAll(async () => {
    Object.assign(owner, await clinician('seats-owner'));
    const own = await apiCall(stack, '/payment/subscribe', owner.idToken, {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'USD',
      nonce: 'fake-valid-nonce',
      attemptId: attempt(),
    });
    expect(own.status).toBe(200);
    ownSubscription = own.body.subscriptionId as string;
    // A paid clinician makes a practice through the API.
    const made = await apiCall(stack, '/practices', owner.idToken, { name: 'Seats Clinic' });
    expect(made.status).toBe(201);
    practiceId = made.body.practiceId as string;
  });

  it('quotes and buys 2 seats with the card on file: one subscription, the add-on’s quantity 1, the owner on the practice’s plan', async () => {
    const offer = await quote(owner.idToken, 'planName=Bronze&period=monthly&currency=USD&seats=2');
    expect(offer).toMatchObject({ status: 200, body: { seatPrice: 39.99, total: 79.98, change: null } });

    const bought = await seats(owner.idToken, { seats: 2, version: 0 });
    expect(bought).toMatchObject({
      status: 200,
      body: {
        practiceId,
        version: 1,
        seatsBefore: 0,
        charged: 79.98,
        total: 79.98,
        subscription: { planName: 'Bronze', period: 'monthly', currency: 'USD', seats: 2, seatPrice: 39.99, promoCode: '' },
        ownerCredit: { currency: 'USD', amount: expect.any(Number) },
      },
    });
    // Its own subscription began moments ago: nearly all of its price is owed back.
    expect(bought.body.ownerCredit.amount).toBeGreaterThan(39);
    expect(bought.body.ownerCredit.amount).toBeLessThanOrEqual(39.99);
    subscriptionId = bought.body.subscription.subscriptionId as string;

    const made = (await received()).filter((r) => r.method === 'POST' && r.path.endsWith('/subscriptions')).at(-1);
    expect(made?.body.subscription).toMatchObject({
      plan_id: 'bronze-monthly-usd',
      price: '39.99',
      add_ons: { add: [{ inherited_from_id: 'practice-seat', quantity: 1, amount: '39.99' }] },
    });
    expect((await received()).some((r) => r.method === 'PUT' && r.path.endsWith(`/subscriptions/${ownSubscription}/cancel`))).toBe(true);
    expect(await practice(practiceId)).toMatchObject({ version: 1, subscription: { seats: 2, subscriptionId } });
    expect(await readDoc(stack, `users/${owner.localId}`)).toMatchObject({
      subscription: { plan: 'Bronze', option: 'practice', subscriptionId: '' },
      usageLimits: { notesLeft: 100 },
    });
    const log = (await listDocs(stack, `practices/${practiceId}/log`)).filter((e) => e.event !== 'created');
    expect(log).toEqual([
      expect.objectContaining({
        event: 'seatsChanged',
        actorUid: owner.localId,
        details: expect.objectContaining({ seatsBefore: 0, seatsAfter: 2, plan: 'Bronze', charged: 79.98 }),
      }),
    ]);
  });

  it('adds a seat: the add-on’s quantity rises, prorated as the quote said; the same attempt again charges once', async () => {
    const offer = await quote(owner.idToken, 'planName=Bronze&period=monthly&currency=USD&seats=3');
    expect(offer).toMatchObject({
      status: 200,
      body: { total: 119.97, change: { seatsBefore: 2, totalBefore: 79.98, daysLeft: expect.any(Number) } },
    });
    const { prorated } = offer.body.change as { prorated: number };
    expect(prorated).toBeGreaterThan(0);
    expect(prorated).toBeLessThanOrEqual(39.99);

    const request = { seats: 3, version: 1, attemptId: attempt() };
    const added = await seats(owner.idToken, request);
    expect(added).toMatchObject({ status: 200, body: { version: 2, seatsBefore: 2, charged: prorated, subscription: { seats: 3 } } });
    const update = (await subscriptionCalls(subscriptionId)).at(-1);
    expect(update?.body.subscription).toMatchObject({
      price: '39.99',
      add_ons: { update: [{ existing_id: 'practice-seat', quantity: 2, amount: '39.99' }] },
      options: { prorate_charges: true, revert_subscription_on_proration_failure: true },
    });
    const atGateway = await sdk.subscription.find(subscriptionId);
    expect(atGateway.addOns.map((a: { id: string; quantity: number }) => [a.id, a.quantity])).toEqual([['practice-seat', 2]]);
    expect(atGateway.transactions[0].amount).toBe(prorated.toFixed(2));

    // A double click or a retried request: the same answer, no second change at the gateway.
    const updates = (await subscriptionCalls(subscriptionId)).length;
    expect(await seats(owner.idToken, request)).toEqual(added);
    expect((await subscriptionCalls(subscriptionId)).length).toBe(updates);
    expect((await practice(practiceId)).version).toBe(2);
  });

  it('refuses a declined card on a change and changes nothing', async () => {
    const before = await sdk.subscription.find(subscriptionId);
    const updates = (await subscriptionCalls(subscriptionId)).length;
    const declined = await seats(owner.idToken, { seats: 4, version: 2, nonce: 'fake-processor-declined-visa-nonce' });
    expect(declined).toMatchObject({ status: 402, body: { error: { key: 'paymentDeclined', values: { reason: 'Do Not Honor' } } } });
    expect(await practice(practiceId)).toMatchObject({ version: 2, subscription: { seats: 3 } });
    expect((await subscriptionCalls(subscriptionId)).length).toBe(updates);
    const after = await sdk.subscription.find(subscriptionId);
    expect(after.addOns[0].quantity).toBe(before.addOns[0].quantity);
    expect(after.transactions.length).toBe(before.transactions.length);
  });

  it('refuses fewer seats than members and pending invitations, a stale version, another period, and anyone but the owner', async () => {
    const colleague = await clinician('seats-member');
    await addMember(practiceId, colleague, 'clinician');
    const now = Date.now();
    await patchDoc(stack, `practices/${practiceId}/invitations/inv-${randomBytes(6).toString('hex')}`, {
      email: `invited-${now}@test.example`,
      role: 'clinician',
      invitedBy: owner.localId,
      inviterName: 'Owner',
      practiceName: 'Seats Clinic',
      createdAt: now,
      expiresAt: now + 86_400_000,
      status: 'pending',
      tokenHash: 'a'.repeat(64),
      sentCount: 1,
      acceptedBy: null,
      acceptedAt: null,
      revokedAt: null,
    });
    // An expired invitation holds no seat.
    await patchDoc(stack, `practices/${practiceId}/invitations/inv-${randomBytes(6).toString('hex')}`, {
      email: `expired-${now}@test.example`,
      role: 'clinician',
      invitedBy: owner.localId,
      inviterName: 'Owner',
      practiceName: 'Seats Clinic',
      createdAt: now - 10 * 86_400_000,
      expiresAt: now - 3 * 86_400_000,
      status: 'pending',
      tokenHash: 'b'.repeat(64),
      sentCount: 1,
      acceptedBy: null,
      acceptedAt: null,
      revokedAt: null,
    });
    const updates = (await subscriptionCalls(subscriptionId)).length;
    expect(await seats(owner.idToken, { seats: 2, version: 2 })).toMatchObject({
      status: 409,
      body: { error: { key: 'practiceSeatsBelowMembers', values: { members: '3' } } },
    });
    expect(await seats(owner.idToken, { seats: 4, version: 1 })).toMatchObject({
      status: 409,
      body: { error: { key: 'practiceChanged' } },
    });
    expect(await seats(owner.idToken, { seats: 4, version: 2, period: 'yearly' })).toMatchObject({
      status: 409,
      body: { error: { key: 'practiceBillingTermsFixed' } },
    });
    expect(await seats(colleague.idToken, { seats: 4, version: 2 })).toMatchObject({
      status: 403,
      body: { error: { key: 'practiceNotOwner' } },
    });
    expect(await quote(colleague.idToken, 'planName=Bronze&period=monthly&currency=USD&seats=4')).toMatchObject({
      status: 403,
      body: { error: { key: 'practiceNotOwner' } },
    });
    const stranger = await clinician('seats-stranger');
    expect(await seats(stranger.idToken, { seats: 4, version: 2 })).toMatchObject({
      status: 404,
      body: { error: { key: 'practiceNotMember' } },
    });
    expect(await seats(owner.idToken, { seats: 0, version: 2 })).toMatchObject({ status: 400 });
    expect(await practice(practiceId)).toMatchObject({ version: 2, subscription: { seats: 3 } });
    expect((await subscriptionCalls(subscriptionId)).length).toBe(updates);
  });

  it('changes the plan for every member, and credits a seat less to the subscription’s balance', async () => {
    const colleague = (await listDocs(stack, `practices/${practiceId}/members`)).find((m) => m.role === 'clinician');
    const silver = await seats(owner.idToken, { planName: 'Silver', seats: 3, version: 2 });
    expect(silver).toMatchObject({ status: 200, body: { version: 3, subscription: { planName: 'Silver', seats: 3, seatPrice: 99.99 } } });
    expect((await subscriptionCalls(subscriptionId)).at(-1)?.body.subscription).toMatchObject({
      plan_id: 'silver-monthly-usd',
      price: '99.99',
      add_ons: { update: [{ existing_id: 'practice-seat', quantity: 2, amount: '99.99' }] },
    });
    for (const uid of [owner.localId, colleague?.id])
      expect(await readDoc(stack, `users/${uid}`)).toMatchObject({ subscription: { plan: 'Silver' }, usageLimits: { notesLeft: 160 } });

    // Back to the members and the one pending invitation: 3 seats are the fewest; revoke it first.
    const pending = (await listDocs(stack, `practices/${practiceId}/invitations`)).filter((i) => i.status === 'pending');
    for (const invitation of pending) await patchDoc(stack, `practices/${practiceId}/invitations/${invitation.id}`, { status: 'revoked' });
    const fewer = await seats(owner.idToken, { planName: 'Silver', seats: 2, version: 3 });
    expect(fewer).toMatchObject({ status: 200, body: { version: 4, seatsBefore: 3, subscription: { seats: 2 } } });
    expect(fewer.body.charged).toBeLessThan(0);
    const atGateway = await sdk.subscription.find(subscriptionId);
    expect(atGateway.addOns.map((a: { quantity: number }) => a.quantity)).toEqual([1]);
    expect(Number(atGateway.balance)).toBe(fewer.body.charged);
  });

  it('gives back a promo code’s use when the prorated charge is declined, the subscription as it was', async () => {
    const buyer = await clinician('seats-declined');
    const id = await practiceOwnedBy(buyer, 'Yearly Clinic');
    const first = await seats(buyer.idToken, { planName: 'Silver', period: 'yearly', seats: 1, version: 0, nonce: 'fake-valid-nonce' });
    expect(first).toMatchObject({ status: 200, body: { charged: 999.99, subscription: { seats: 1 } } });
    const made = (await received()).filter((r) => r.method === 'POST' && r.path.endsWith('/subscriptions')).at(-1);
    // One seat is the plan alone: no add-on of quantity 0.
    expect(made?.body.subscription.add_ons).toBeUndefined();
    const yearly = first.body.subscription.subscriptionId as string;

    // Three seats more, 20% off each, for nearly the whole year: a prorated charge the Sandbox's processor declines.
    const offer = await quote(buyer.idToken, 'planName=Silver&period=yearly&currency=USD&seats=4');
    expect(offer.body.change.prorated).toBeGreaterThanOrEqual(2000);
    const uses = ((await readDoc(stack, 'promoCodes/WELCOME20')) as Record<string, any>).uses as number;
    const before = await sdk.subscription.find(yearly);
    const declined = await seats(buyer.idToken, { planName: 'Silver', period: 'yearly', seats: 4, version: 1, promoCode: 'welcome20' });
    expect(declined).toMatchObject({ status: 402, body: { error: { key: 'paymentDeclined' } } });
    expect(((await readDoc(stack, 'promoCodes/WELCOME20')) as Record<string, any>).uses).toBe(uses);
    expect(await practice(id)).toMatchObject({ version: 1, subscription: { seats: 1, seatPrice: 999.99, promoCode: '' } });
    const after = await sdk.subscription.find(yearly);
    expect({ price: after.price, addOns: after.addOns.length }).toEqual({ price: before.price, addOns: 0 });
    expect(after.transactions[0].status).toBe('processor_declined');
  });

  it('takes a promo code’s discount off every seat and counts its use once', async () => {
    const buyer = await clinician('seats-promo');
    const id = await practiceOwnedBy(buyer, 'Promo Clinic');
    const uses = ((await readDoc(stack, 'promoCodes/WELCOME20')) as Record<string, any>).uses as number;
    const bought = await seats(buyer.idToken, {
      currency: 'CAD',
      seats: 2,
      version: 0,
      nonce: 'fake-valid-visa-nonce',
      promoCode: 'welcome20',
    });
    expect(bought).toMatchObject({
      status: 200,
      body: { charged: 88, subscription: { currency: 'CAD', seatPrice: 44, promoCode: 'WELCOME20' }, ownerCredit: null },
    });
    expect(
      (await received()).filter((r) => r.method === 'POST' && r.path.endsWith('/subscriptions')).at(-1)?.body.subscription,
    ).toMatchObject({
      plan_id: 'bronze-monthly-cad',
      price: '44.00',
      add_ons: { add: [{ inherited_from_id: 'practice-seat', quantity: 1, amount: '44.00' }] },
    });
    expect(((await readDoc(stack, 'promoCodes/WELCOME20')) as Record<string, any>).uses).toBe(uses + 1);
    // A seat more keeps the discounted price, and takes no second use.
    const more = await seats(buyer.idToken, { currency: 'CAD', seats: 3, version: 1, promoCode: 'WELCOME20' });
    expect(more).toMatchObject({ status: 200, body: { subscription: { seats: 3, seatPrice: 44, promoCode: 'WELCOME20' } } });
    expect(((await readDoc(stack, 'promoCodes/WELCOME20')) as Record<string, any>).uses).toBe(uses + 1);
    expect(await practice(id)).toMatchObject({ version: 2 });

    // The card paying the seats stays until another pays them: Braintree would cancel the seats with it.
    const [card] = (await apiCall(stack, '/payment-methods', buyer.idToken)).body.methods as Array<{ token: string }>;
    expect(await apiCall(stack, `/payment-methods/${card.token}`, buyer.idToken, undefined, 'DELETE')).toMatchObject({
      status: 409,
      body: { error: { key: 'paymentMethodInUse' } },
    });
    const added = await apiCall(stack, '/payment-methods', buyer.idToken, { nonce: 'fake-valid-mastercard-nonce', makeDefault: true });
    const other = (added.body.methods as Array<{ token: string; isDefault: boolean }>).find((m) => m.isDefault)?.token;
    expect(other).not.toBe(card.token);
    const seatsSubscription = bought.body.subscription.subscriptionId as string;
    expect((await sdk.subscription.find(seatsSubscription)).paymentMethodToken).toBe(other);
    expect((await apiCall(stack, `/payment-methods/${card.token}`, buyer.idToken, undefined, 'DELETE')).status).toBe(200);
  });

  it('brings every member back to Free when Braintree cancels the practice’s subscription', async () => {
    const canceled = await sdk.webhookTesting.sampleNotification(braintree.WebhookNotification.Kind.SubscriptionCanceled, subscriptionId);
    const answer = await fetch(`${stack.api}/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(canceled).toString(),
    });
    expect(await answer.json()).toEqual({ kind: 'subscription_canceled', outcome: 'applied' });
    expect(await practice(practiceId)).toMatchObject({ version: 5, subscription: null });
    const members = await listDocs(stack, `practices/${practiceId}/members`);
    expect(members).toHaveLength(2);
    for (const member of members)
      expect(await readDoc(stack, `users/${member.uid as string}`)).toMatchObject({
        subscription: { plan: 'Free' },
        usageLimits: { notesLeft: 10 },
      });
    expect((await listDocs(stack, `practices/${practiceId}/log`)).filter((e) => e.event === 'seatsChanged')).toHaveLength(5);
  });
});
