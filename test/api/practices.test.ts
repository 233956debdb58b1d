// Practices on the local stack, with real ID tokens, real mail in MailDev and the real
// `braintree` SDK against the gateway stand-in: a paid clinician creates a practice (two creates
// at once make one); an admin invites an address (the mail arrives, its link's preview needs no
// sign-in); accepting works once, for the invited address only, before expiry and revocation,
// ends the member's own subscription with its unused part stated as a credit, and gives them the
// practice's plan; role changes compare the member's version (two admins at once: one wins);
// removing, leaving (not the owner), transferring ownership, closing (members back to Free, the
// shared templates copied to each admin's library); the practice log for admins only; the
// service admin console's list; an owner cannot delete their account.
// Seats are bought by POST /practices/seats; these cases give a practice its seats by writing
// practices/{id}.subscription directly, as that purchase stores it.
import { join } from 'node:path';
import { apiCall, type ApiAnswer } from '../support/api-call';
import { eventually, mailsTo, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack() as ReturnType<typeof readStack> & {
  payments: { url: string; merchantId: string; publicKey: string; privateKey: string };
};
const call = (path: string, token: string, body?: unknown) => apiCall(stack, path, token, body);

/* eslint-disable-next-line @typescript-eslint/no-require-imports -- the functions' SDK, to make a practice's subscription at the stand-in */
const braintree = require(require.resolve('braintree', { paths: [join(__dirname, '..', '..', 'functions')] }));
const port = new URL(stack.payments.url).port;
const sdk = new braintree.BraintreeGateway({
  environment: new braintree.Environment('127.0.0.1', port, stack.payments.url, false, '127.0.0.1', port),
  merchantId: stack.payments.merchantId,
  publicKey: stack.payments.publicKey,
  privateKey: stack.payments.privateKey,
});
const received = async () =>
  (await (await fetch(`${stack.payments.url}/_received`)).json()) as Array<{ method: string; path: string; body: Record<string, any> }>;

type Account = Awaited<ReturnType<typeof newAccount>>;

/** A registered clinician, on `plan` when given (as a purchase leaves the record). */
async function clinician(label: string, plan?: string): Promise<Account> {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  const registered = await call('/account/register', account.idToken, {
    firstName: 'Sam',
    lastName: label,
    role: 'therapist',
    country: 'Canada',
    language: 'en',
  });
  expect(registered.status).toBe(200);
  if (plan)
    await patchDoc(stack, `users/${account.localId}`, { subscription: { plan, option: 'monthly', discount: 0, subscriptionId: '' } });
  return account;
}

/** A subscription made at the gateway stand-in (a practice's, as the seats purchase makes it). */
async function standInSubscription(): Promise<string> {
  const customer = await sdk.customer.create({ email: 'clinic@test.example', paymentMethodNonce: 'fake-valid-nonce' });
  const made = await sdk.subscription.create({
    paymentMethodToken: customer.customer.paymentMethods[0].token,
    planId: 'bronze-monthly-cad',
    price: '55.00',
  });
  return made.subscription.id as string;
}

/** The practice's paid seats, written as the seats purchase stores them. */
async function giveSeats(practiceId: string, seats: number, subscriptionId = `sub-${practiceId}`) {
  await patchDoc(stack, `practices/${practiceId}`, {
    subscription: {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'CAD',
      seats,
      subscriptionId,
      seatPrice: 55,
      promoCode: '',
      updatedAt: Date.now(),
    },
  });
}

/** A practice owned by a new Bronze clinician, with `seats` paid seats (none when 0). */
async function practiceOf(label: string, seats: number, subscriptionId?: string) {
  const owner = await clinician(`${label}-owner`, 'Bronze');
  const created = await call('/practices', owner.idToken, { name: `Clinic ${label}` });
  expect(created.status).toBe(201);
  const practiceId = created.body.practiceId as string;
  if (seats > 0) await giveSeats(practiceId, seats, subscriptionId);
  return { owner, practiceId };
}

/** The link of the newest invitation mail to `email` (waits for it), as its fields. */
async function invitationLink(email: string, sentBefore = 0) {
  const mails = await eventually(
    () => mailsTo(stack, email),
    (list) => list.length > sentBefore,
  );
  const mail = mails.at(-1)!;
  const match = /(https?:\/\/\S+\/practice-invite\/\?\S+)/.exec(mail.text);
  expect(match).not.toBeNull();
  const url = new URL(match![1]);
  return {
    mail,
    url,
    link: {
      practiceId: url.searchParams.get('practiceId') ?? '',
      invitationId: url.searchParams.get('invitationId') ?? '',
      token: url.searchParams.get('token') ?? '',
    },
  };
}

/** `inviter` invites `invitee` (its mail waited for); the link's fields. */
async function invited(inviter: Account, invitee: Account, role: 'admin' | 'clinician' = 'clinician') {
  const before = (await mailsTo(stack, invitee.email)).length;
  const sent = await call('/practices/invitations', inviter.idToken, { email: invitee.email, role });
  expect(sent.status).toBe(201);
  const { link } = await invitationLink(invitee.email, before);
  expect(link.invitationId).toBe(sent.body.invitationId);
  return link;
}

/** A member joined through an invitation. */
async function joined(inviter: Account, label: string, role: 'admin' | 'clinician' = 'clinician') {
  const member = await clinician(label);
  const accepted = await call('/practices/invitations/accept', member.idToken, await invited(inviter, member, role));
  expect(accepted.status).toBe(200);
  return member;
}

const preview = async (link: Record<string, string>): Promise<ApiAnswer> => {
  const response = await fetch(`${stack.api}/practices/invitations/preview?${new URLSearchParams(link)}`);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

const refusal = (status: number, key: string, values?: Record<string, string>) => ({
  status,
  body: { error: values ? { key, values } : { key } },
});

const logEvents = async (token: string) =>
  ((await call('/practices/log', token)).body.entries as Array<{ event: string; subject: string }>).map((entry) => entry.event);

describe('creating a practice', () => {
  it('is for paid clinicians in no practice; two creates at once make one practice', async () => {
    const free = await clinician('pr-free');
    expect(await call('/practices', free.idToken, { name: 'Free Clinic' })).toMatchObject(refusal(403, 'practiceNeedsPaidPlan'));
    const trial = await clinician('pr-trial', 'BronzeTrial');
    expect(await call('/practices', trial.idToken, { name: 'Trial Clinic' })).toMatchObject(refusal(403, 'practiceNeedsPaidPlan'));
    expect((await call('/practices', free.idToken, { name: '   ' })).status).toBe(400);

    const owner = await clinician('pr-owner', 'Silver');
    const both = await Promise.all([
      call('/practices', owner.idToken, { name: 'Harbour Clinic' }),
      call('/practices', owner.idToken, { name: 'Harbour Clinic' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)).toMatchObject(refusal(409, 'practiceAlreadyMember'));
    const practiceId = both.find((answer) => answer.status === 201)!.body.practiceId as string;

    const mine = await call('/practices/mine', owner.idToken);
    expect(mine.body).toMatchObject({
      practice: { id: practiceId, name: 'Harbour Clinic', ownerUid: owner.localId, status: 'active', subscription: null, memberCount: 1 },
      role: 'owner',
      members: [{ uid: owner.localId, email: owner.email, role: 'owner', version: 0, usage: { notesGenerated: 0, minutesRecorded: 0 } }],
      invitations: [],
    });
    expect(await readDoc(stack, `users/${owner.localId}`)).toMatchObject({ practice: { practiceId, role: 'owner' } });
    expect(await logEvents(owner.idToken)).toEqual(['created']);
    // Someone in no practice sees none.
    expect((await call('/practices/mine', free.idToken)).body).toEqual({ practice: null, role: null, members: [], invitations: [] });
  });
});

describe('invitations', () => {
  it('need paid seats, a free seat and an admin; the mail arrives and its link previews without signing in', async () => {
    const { owner, practiceId } = await practiceOf('pr-inv', 0);
    const invitee = await clinician('pr-invitee');
    expect(await call('/practices/invitations', owner.idToken, { email: invitee.email })).toMatchObject(refusal(409, 'practiceNoSeats'));
    await giveSeats(practiceId, 2);

    const link = await invited(owner, invitee);
    const { mail, url } = await invitationLink(invitee.email);
    expect(mail.subject).toBe('You are invited to join a practice on ClinicScribe');
    expect(mail.text).toContain('Sam pr-inv-owner invites you to join the practice “Clinic pr-inv” on ClinicScribe as a clinician.');
    expect(mail.text).toContain(`only for ${invitee.email}`);
    expect(url.pathname).toBe('/practice-invite/');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the secret's hash is stored.
    const stored = (await readDoc(stack, `practices/${practiceId}/invitations/${link.invitationId}`)) as Record<string, any>;
    expect(stored).toMatchObject({ email: invitee.email, role: 'clinician', status: 'pending', sentCount: 1 });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    // The preview: no token needed, exactly what the page shows.
    const shown = await preview(link);
    expect(shown).toEqual({
      status: 200,
      body: { practiceName: 'Clinic pr-inv', inviterName: 'Sam pr-inv-owner', email: invitee.email, role: 'clinician', state: 'pending' },
    });
    expect(await preview({ ...link, token: 'A'.repeat(43) })).toMatchObject(refusal(404, 'practiceInvitationNotFound'));
    expect(await preview({ practiceId: link.practiceId, invitationId: link.invitationId })).toMatchObject(
      refusal(404, 'practiceInvitationNotFound'),
    );

    // The same address twice; a member's address; the seats (owner + one pending = 2).
    expect(await call('/practices/invitations', owner.idToken, { email: invitee.email.toUpperCase() })).toMatchObject(
      refusal(409, 'practiceInvitationPending', { email: invitee.email }),
    );
    expect(await call('/practices/invitations', owner.idToken, { email: owner.email })).toMatchObject(
      refusal(409, 'practiceTheyAlreadyMember', { email: owner.email }),
    );
    expect(await call('/practices/invitations', owner.idToken, { email: 'third@test.example' })).toMatchObject(
      refusal(409, 'practiceSeatsFull', { seats: '2' }),
    );

    // Admins see the pending invitation; a clinician may not invite.
    expect((await call('/practices/mine', owner.idToken)).body.invitations).toEqual([
      expect.objectContaining({ id: link.invitationId, email: invitee.email, state: 'pending', sentCount: 1 }),
    ]);
    await call('/practices/invitations/accept', invitee.idToken, link);
    expect(await call('/practices/invitations', invitee.idToken, { email: 'fourth@test.example' })).toMatchObject(
      refusal(403, 'practiceNotAdmin'),
    );
    const outsider = await clinician('pr-outsider', 'Bronze');
    expect(await call('/practices/invitations', outsider.idToken, { email: 'x@test.example' })).toMatchObject(
      refusal(404, 'practiceNotMember'),
    );
  });

  it('accepting: once, only by the invited address, into no other practice; it gives the practice plan', async () => {
    const { owner, practiceId } = await practiceOf('pr-acc', 3);
    const invitee = await clinician('pr-acc-invitee');
    const stranger = await clinician('pr-acc-stranger');
    const link = await invited(owner, invitee);
    expect((await call('/practices/invitations', owner.idToken, { email: 'not-an-address' })).status).toBe(400);

    expect(await call('/practices/invitations/accept', stranger.idToken, link)).toMatchObject(
      refusal(403, 'practiceInvitationWrongEmail', { email: invitee.email }),
    );
    expect(await call('/practices/invitations/accept', invitee.idToken, { ...link, token: 'B'.repeat(43) })).toMatchObject(
      refusal(404, 'practiceInvitationNotFound'),
    );
    const accepted = await call('/practices/invitations/accept', invitee.idToken, link);
    expect(accepted).toEqual({ status: 200, body: { practiceId, role: 'clinician', plan: 'Bronze', credit: null } });
    expect(await call('/practices/invitations/accept', invitee.idToken, link)).toMatchObject(refusal(409, 'practiceInvitationUsed'));
    expect((await preview(link)).body.state).toBe('accepted');

    expect(await readDoc(stack, `users/${invitee.localId}`)).toMatchObject({
      practice: { practiceId, role: 'clinician' },
      subscription: { plan: 'Bronze', option: 'practice' },
      usageLimits: { notesLeft: 100, timeLimit: 4500 },
    });
    const practice = (await readDoc(stack, `practices/${practiceId}`)) as Record<string, any>;
    expect(practice).toMatchObject({ memberCount: 2, version: 1 });

    // The clinician sees the members and roles, not their usage, and no invitations.
    const seen = (await call('/practices/mine', invitee.idToken)).body;
    expect(seen.role).toBe('clinician');
    expect(seen.members.map((m: Record<string, any>) => [m.role, m.usage])).toEqual([
      ['owner', null],
      ['clinician', null],
    ]);
    expect(seen.invitations).toEqual([]);
    // The owner sees their usage this period.
    const owners = (await call('/practices/mine', owner.idToken)).body.members as Array<Record<string, any>>;
    expect(owners.find((m) => m.uid === invitee.localId)?.usage).toEqual({
      notesGenerated: 0,
      minutesRecorded: 0,
      periodStart: expect.any(Number),
    });

    // A member of one practice cannot join another.
    const other = await practiceOf('pr-acc-other', 3);
    expect(await call('/practices/invitations/accept', invitee.idToken, await invited(other.owner, invitee))).toMatchObject(
      refusal(409, 'practiceAlreadyMember'),
    );
    expect(await logEvents(owner.idToken)).toEqual(['joined', 'invited', 'created']);
  });

  it('an expired link is refused, a resent one works (the old link no longer does); a revoked one is refused', async () => {
    const { owner, practiceId } = await practiceOf('pr-exp', 3);
    const late = await clinician('pr-exp-late');
    const first = await invited(owner, late);
    // Seven days pass: the invitation's expiry is moved into the past.
    await patchDoc(stack, `practices/${practiceId}/invitations/${first.invitationId}`, { expiresAt: Date.now() - 1000 });
    expect((await preview(first)).body.state).toBe('expired');
    expect(await call('/practices/invitations/accept', late.idToken, first)).toMatchObject(refusal(409, 'practiceInvitationExpired'));
    expect((await call('/practices/mine', owner.idToken)).body.invitations).toEqual([
      expect.objectContaining({ id: first.invitationId, state: 'expired' }),
    ]);

    const before = (await mailsTo(stack, late.email)).length;
    const resent = await call('/practices/invitations/resend', owner.idToken, { invitationId: first.invitationId });
    expect(resent).toMatchObject({ status: 200, body: { invitationId: first.invitationId, expiresAt: expect.any(Number) } });
    expect(resent.body.expiresAt).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const second = (await invitationLink(late.email, before)).link;
    expect(second.token).not.toBe(first.token);
    expect(await preview(first)).toMatchObject(refusal(404, 'practiceInvitationNotFound'));
    expect(await call('/practices/invitations/accept', late.idToken, second)).toMatchObject({ status: 200 });

    const revokedOne = await clinician('pr-exp-revoked');
    const link = await invited(owner, revokedOne);
    expect(await call('/practices/invitations/revoke', owner.idToken, { invitationId: link.invitationId })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await preview(link)).body.state).toBe('revoked');
    expect(await call('/practices/invitations/accept', revokedOne.idToken, link)).toMatchObject(refusal(409, 'practiceInvitationRevoked'));
    expect(await call('/practices/invitations/resend', owner.idToken, { invitationId: link.invitationId })).toMatchObject(
      refusal(409, 'practiceInvitationRevoked'),
    );
    expect((await readDoc(stack, `users/${revokedOne.localId}`)) as Record<string, any>).toMatchObject({ subscription: { plan: 'Free' } });
    expect(await logEvents(owner.idToken)).toEqual(['invitationRevoked', 'invited', 'joined', 'invitationResent', 'invited', 'created']);
  });

  it("joining ends the member's own subscription and states its unused part as a credit", async () => {
    const { owner } = await practiceOf('pr-credit', 3);
    const member = await clinician('pr-credit-member');
    const paid = await call('/payment/subscribe', member.idToken, {
      planName: 'Bronze',
      period: 'monthly',
      currency: 'CAD',
      nonce: 'fake-valid-nonce',
      attemptId: `pr-credit-${Date.now()}`,
    });
    expect(paid.status).toBe(200);
    const ownSubscription = paid.body.subscriptionId as string;

    const accepted = await call('/practices/invitations/accept', member.idToken, await invited(owner, member));
    expect(accepted.status).toBe(200);
    // Subscribed a moment ago: nearly the whole month (55 CAD) is unused.
    expect(accepted.body.credit.currency).toBe('CAD');
    expect(accepted.body.credit.amount).toBeGreaterThan(54.9);
    expect(accepted.body.credit.amount).toBeLessThanOrEqual(55);
    expect((await received()).some((r) => r.method === 'PUT' && r.path.endsWith(`/subscriptions/${ownSubscription}/cancel`))).toBe(true);
    const billing = (await readDoc(stack, `billing/${member.localId}`)) as Record<string, any>;
    expect(billing.subscriptionId).toBeNull();
    expect(billing.credits).toEqual([
      expect.objectContaining({
        amount: accepted.body.credit.amount,
        currency: 'CAD',
        subscriptionId: ownSubscription,
        reason: 'joinedPractice',
      }),
    ]);
    expect(await readDoc(stack, `users/${member.localId}`)).toMatchObject({
      subscription: { plan: 'Bronze', option: 'practice', subscriptionId: '' },
    });
  });
});

describe('members', () => {
  it('role changes compare the version: a stale page and the second of two admins at once are told', async () => {
    const { owner, practiceId } = await practiceOf('pr-role', 4);
    const admin = await joined(owner, 'pr-role-admin', 'admin');
    const member = await joined(owner, 'pr-role-member');

    const promoted = await call('/practices/members/role', owner.idToken, { uid: member.localId, role: 'admin', version: 0 });
    expect(promoted).toEqual({ status: 200, body: { uid: member.localId, role: 'admin', version: 1 } });
    expect(await call('/practices/members/role', admin.idToken, { uid: member.localId, role: 'clinician', version: 0 })).toMatchObject(
      refusal(409, 'practiceRoleChanged'),
    );
    expect(await readDoc(stack, `users/${member.localId}`)).toMatchObject({ practice: { practiceId, role: 'admin' } });

    // Two admins at once with the same version: one wins.
    const both = await Promise.all([
      call('/practices/members/role', owner.idToken, { uid: member.localId, role: 'clinician', version: 1 }),
      call('/practices/members/role', admin.idToken, { uid: member.localId, role: 'clinician', version: 1 }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)).toMatchObject(refusal(409, 'practiceRoleChanged'));
    const stored = (await readDoc(stack, `practices/${practiceId}/members/${member.localId}`)) as Record<string, any>;
    expect(stored).toMatchObject({ role: 'clinician', version: 2 });

    expect(await call('/practices/members/role', admin.idToken, { uid: owner.localId, role: 'clinician', version: 0 })).toMatchObject(
      refusal(409, 'practiceOwnerRole'),
    );
    expect(await call('/practices/members/role', member.idToken, { uid: admin.localId, role: 'clinician', version: 0 })).toMatchObject(
      refusal(403, 'practiceNotAdmin'),
    );
    expect((await call('/practices/members/role', owner.idToken, { uid: admin.localId, role: 'owner', version: 0 })).status).toBe(400);
    // A clinician does not read the log.
    expect(await call('/practices/log', member.idToken)).toMatchObject(refusal(403, 'practiceNotAdmin'));
    const log = (await call('/practices/log', admin.idToken)).body.entries as Array<Record<string, any>>;
    expect(log.filter((entry) => entry.event === 'roleChanged').map((entry) => entry.details)).toEqual([
      { from: 'admin', to: 'clinician' },
      { from: 'clinician', to: 'admin' },
    ]);
  });

  it('removing a member returns them to Free with their sessions; the owner cannot be removed or leave', async () => {
    const { owner, practiceId } = await practiceOf('pr-rm', 4);
    const admin = await joined(owner, 'pr-rm-admin', 'admin');
    const member = await joined(owner, 'pr-rm-member');
    // A session of the member's, as the app keeps it: it stays theirs.
    await patchDoc(stack, `users/${member.localId}/sessions/pr-rm-session`, { status: 'recording', createdAt: Date.now() });

    expect(await call('/practices/members/remove', admin.idToken, { uid: owner.localId })).toMatchObject(
      refusal(409, 'practiceOwnerNotRemovable'),
    );
    expect(await call('/practices/members/remove', member.idToken, { uid: admin.localId })).toMatchObject(refusal(403, 'practiceNotAdmin'));
    expect(await call('/practices/members/remove', admin.idToken, { uid: member.localId })).toEqual({ status: 200, body: { ok: true } });
    expect(await readDoc(stack, `users/${member.localId}`)).toMatchObject({
      practice: null,
      subscription: { plan: 'Free' },
      usageLimits: { notesLeft: 10, timeLimit: 3600 },
    });
    expect(await readDoc(stack, `users/${member.localId}/sessions/pr-rm-session`)).toMatchObject({ status: 'recording' });
    expect(await readDoc(stack, `practices/${practiceId}/members/${member.localId}`)).toBeNull();
    expect((await call('/practices/mine', member.idToken)).body.practice).toBeNull();
    expect(await call('/practices/members/remove', admin.idToken, { uid: member.localId })).toMatchObject(
      refusal(404, 'practiceMemberNotFound'),
    );

    expect(await call('/practices/leave', owner.idToken, {})).toMatchObject(refusal(409, 'practiceLastOwner'));
    expect(await call('/practices/leave', admin.idToken, {})).toEqual({ status: 200, body: { ok: true } });
    expect(await readDoc(stack, `users/${admin.localId}`)).toMatchObject({ practice: null, subscription: { plan: 'Free' } });
    expect(await call('/practices/leave', admin.idToken, {})).toMatchObject(refusal(404, 'practiceNotMember'));
    expect(await readDoc(stack, `practices/${practiceId}`)).toMatchObject({ memberCount: 1 });
    expect((await logEvents(owner.idToken)).slice(0, 2)).toEqual(['left', 'removed']);
  });

  it('transferring ownership: the new owner owns, the old one is an admin who may now leave', async () => {
    const { owner, practiceId } = await practiceOf('pr-tr', 3);
    const member = await joined(owner, 'pr-tr-member');
    expect(await call('/practices/transfer', member.idToken, { uid: member.localId })).toMatchObject(
      refusal(400, 'practiceTransferToSelf'),
    );
    expect(await call('/practices/transfer', member.idToken, { uid: owner.localId })).toMatchObject(refusal(403, 'practiceNotOwner'));
    expect(await call('/practices/transfer', owner.idToken, { uid: 'nobody-here' })).toMatchObject(refusal(404, 'practiceMemberNotFound'));

    expect(await call('/practices/transfer', owner.idToken, { uid: member.localId })).toEqual({ status: 200, body: { ok: true } });
    expect(await readDoc(stack, `practices/${practiceId}`)).toMatchObject({ ownerUid: member.localId });
    expect(await readDoc(stack, `users/${member.localId}`)).toMatchObject({ practice: { role: 'owner' } });
    expect(await readDoc(stack, `users/${owner.localId}`)).toMatchObject({ practice: { role: 'admin' } });
    expect((await call('/practices/mine', member.idToken)).body).toMatchObject({ role: 'owner', practice: { ownerUid: member.localId } });
    expect(await call('/practices/leave', member.idToken, {})).toMatchObject(refusal(409, 'practiceLastOwner'));
    expect(await call('/practices/leave', owner.idToken, {})).toEqual({ status: 200, body: { ok: true } });
    expect((await logEvents(member.idToken)).slice(0, 2)).toEqual(['left', 'ownershipTransferred']);
  });
});

describe('closing, the admin console and account deletion', () => {
  it('closing: the subscription is cancelled, members go back to Free, shared templates become copies in admins’ libraries', async () => {
    const subscriptionId = await standInSubscription();
    const { owner, practiceId } = await practiceOf('pr-close', 4, subscriptionId);
    const admin = await joined(owner, 'pr-close-admin', 'admin');
    const member = await joined(owner, 'pr-close-member');
    const pendingOne = await clinician('pr-close-pending');
    const pending = await invited(owner, pendingOne);
    await patchDoc(stack, `practices/${practiceId}/templates/shared-intake`, {
      title: 'Clinic intake',
      sections: ['Reason for visit', 'Plan'],
      prompt: 'Write the intake note.',
      sourceId: 'own-intake-1',
      publishedBy: owner.localId,
      publishedByName: 'Sam pr-close-owner',
      publishedAt: Date.now(),
      updatedAt: Date.now(),
    });

    expect(await call('/practices/close', admin.idToken, {})).toMatchObject(refusal(403, 'practiceNotOwner'));
    const closed = await call('/practices/close', owner.idToken, {});
    expect(closed).toEqual({ status: 200, body: { members: 3, templatesCopied: 2 } });
    expect((await received()).some((r) => r.method === 'PUT' && r.path.endsWith(`/subscriptions/${subscriptionId}/cancel`))).toBe(true);
    expect(await readDoc(stack, `practices/${practiceId}`)).toMatchObject({
      status: 'closed',
      closedAt: expect.any(Number),
      memberCount: 0,
    });
    for (const person of [owner, admin, member])
      expect(await readDoc(stack, `users/${person.localId}`)).toMatchObject({ practice: null, subscription: { plan: 'Free' } });
    expect(await readDoc(stack, `practices/${practiceId}/invitations/${pending.invitationId}`)).toMatchObject({ status: 'revoked' });
    expect(await call('/practices/invitations/accept', pendingOne.idToken, pending)).toMatchObject(refusal(404, 'practiceNotFound'));

    // The owner and the admin each have the shared template as their own; the clinician has not.
    const copyOf = async (uid: string) => {
      const response = await fetch(
        `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/users/${uid}/noteTemplates?pageSize=50`,
        { headers: { authorization: 'Bearer owner' } },
      );
      const listed = (await response.json()) as { documents?: Array<{ fields: Record<string, any> }> };
      return (listed.documents ?? []).map((doc) => doc.fields.title?.stringValue);
    };
    expect(await copyOf(owner.localId)).toEqual(['Clinic intake']);
    expect(await copyOf(admin.localId)).toEqual(['Clinic intake']);
    expect(await copyOf(member.localId)).toEqual([]);
    // Closing again finishes nothing twice; the owner is in no practice any more.
    expect(await call('/practices/close', owner.idToken, {})).toMatchObject(refusal(404, 'practiceNotMember'));
    expect((await call('/practices/mine', owner.idToken)).body.practice).toBeNull();
  });

  it('the service admin console lists practices with their owner, members, seats, plan and status', async () => {
    const { owner, practiceId } = await practiceOf('pr-console', 5);
    const adminAccount = demoUser(stack, 'admin');
    const admin = await signInWithPassword(stack, adminAccount.email, adminAccount.password);
    const listed = await call('/admin/practices', admin.idToken);
    expect(listed.status).toBe(200);
    expect((listed.body.practices as Array<Record<string, any>>).find((row) => row.id === practiceId)).toEqual({
      id: practiceId,
      name: 'Clinic pr-console',
      ownerEmail: owner.email,
      members: 1,
      seats: 5,
      plan: 'Bronze',
      status: 'active',
      createdAt: expect.any(Number),
    });
    expect(await call('/admin/practices', owner.idToken)).toMatchObject(refusal(403, 'authAdminsOnly'));
  });

  it("an owner cannot delete their account; a member's deletion leaves the practice", async () => {
    const { owner, practiceId } = await practiceOf('pr-del', 3);
    const member = await joined(owner, 'pr-del-member');
    expect(await call('/account/delete', owner.idToken, {})).toMatchObject(refusal(409, 'practiceOwnerDeletingAccount'));
    expect((await call('/account/check', owner.idToken)).status).toBe(200);

    expect(await call('/account/delete', member.idToken, {})).toEqual({ status: 200, body: { ok: true } });
    expect(await readDoc(stack, `practices/${practiceId}`)).toMatchObject({ memberCount: 1 });
    expect(await readDoc(stack, `practices/${practiceId}/members/${member.localId}`)).toBeNull();
    // The account is gone: its record follows (the deletion trigger).
    await eventually(
      () => readDoc(stack, `users/${member.localId}`),
      (doc) => doc === null,
    );
    expect((await logEvents(owner.idToken))[0]).toBe('left');
  });
});
