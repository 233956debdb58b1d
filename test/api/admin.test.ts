// The admin console's API on the local stack, with real ID tokens: only a current admin
// gets through (a clinician and a revoked admin are refused, and nothing changes); plan,
// notes, time and the internal flag change the user's record and land in the audit trail
// with their values before and after; the Users view's search and paging; promo codes and
// special links (registration honours a link, and goes on without an expired one); reviews.
import { PLANS } from '../../functions/src/shared/plans';
import { apiCall } from '../support/api-call';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword, type Stack } from '../support/stack';

const stack = readStack();

const call = (path: string, token: string, body?: unknown, method?: 'DELETE' | 'PATCH') => apiCall(stack, path, token, body, method);

/** Sets an account's custom claims through the Auth emulator's admin REST API. */
async function setClaims(target: Stack, uid: string, claims: Record<string, unknown>) {
  const response = await fetch(`${target.auth}/identitytoolkit.googleapis.com/v1/projects/${target.projectId}/accounts:update`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
  });
  expect(response.ok).toBe(true);
}

async function adminLogin() {
  const admin = demoUser(stack, 'admin');
  return signInWithPassword(stack, admin.email, admin.password);
}

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
    ...extra,
  });
  expect(answer.status).toBe(200);
  return { ...account, register: answer.body };
}

const audit = async (token: string, target: string) =>
  (await call(`/admin/audit?target=${target}`, token)).body.entries as Array<Record<string, any>>;

describe('admin routes: who may call them', () => {
  it('refuses a clinician on every route, and changes nothing', async () => {
    const clinician = await registered('admin-refused');
    const target = await registered('admin-target-untouched');
    const before = await readDoc(stack, `users/${target.localId}`);
    const uid = clinician.localId;
    const attempts = [
      call('/admin/users', clinician.idToken, { uid }),
      call(`/admin/users/${target.localId}/usage`, clinician.idToken),
      call('/admin/plan', clinician.idToken, { uid, userId: target.localId, planName: 'Silver' }),
      call('/admin/notes', clinician.idToken, { uid, userId: target.localId, notesLeft: 999 }),
      call('/admin/time', clinician.idToken, { uid, userId: target.localId, timeLimit: 9999 }),
      call('/admin/internal', clinician.idToken, { uid, userId: target.localId, isInternal: true }),
      call('/admin/reviews', clinician.idToken),
      call('/admin/promo-codes', clinician.idToken),
      call('/admin/promo-codes', clinician.idToken, { code: 'HACKED', discount: { kind: 'percent', value: 100 }, plans: ['Silver'] }),
      call('/admin/promo-codes/WELCOME20', clinician.idToken, { disabled: true }, 'PATCH'),
      call('/admin/promo-codes/WELCOME20', clinician.idToken, undefined, 'DELETE'),
      call('/admin/special-links', clinician.idToken),
      call('/admin/special-links', clinician.idToken, { code: 'HACKLINK', grant: { kind: 'trial', plan: 'BronzeTrial' } }),
      call('/admin/audit', clinician.idToken),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(403);
    expect(await readDoc(stack, `users/${target.localId}`)).toEqual(before);
    expect(await readDoc(stack, 'promoCodes/HACKED')).toBeNull();
    expect(await readDoc(stack, 'promoCodes/WELCOME20')).toMatchObject({ disabled: false });
    expect((await fetch(`${stack.api}/admin/audit`)).status).toBe(401);
  });

  it('refuses a revoked admin’s older token at once', async () => {
    const staff = await registered('admin-revoked');
    await setClaims(stack, staff.localId, { admin: true });
    const withClaim = await signInWithPassword(stack, staff.email, 'secret-pass-1');
    expect((await call('/admin/users', withClaim.idToken, { uid: staff.localId })).status).toBe(200);
    await setClaims(stack, staff.localId, {});
    expect((await call('/admin/users', withClaim.idToken, { uid: staff.localId })).status).toBe(403);
  });

  it('refuses a payload naming another admin', async () => {
    const admin = await adminLogin();
    expect((await call('/admin/users', admin.idToken, { uid: 'someone-else' })).status).toBe(403);
  });
});

describe('admin actions on a user', () => {
  it('sets the plan with its quotas, notes, time and the internal flag, each in the audit trail', async () => {
    const admin = await adminLogin();
    const user = await registered('admin-plan');
    const uid = admin.localId;

    expect(await call('/admin/plan', admin.idToken, { uid, userId: user.localId, planName: 'Bronze' })).toMatchObject({
      status: 200,
      body: { plan: 'Bronze', notesLeft: 100, timeLimit: 4500 },
    });
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({
      subscription: { plan: 'Bronze' },
      usageLimits: { notesLeft: 100, timeLimit: 4500 },
    });
    await call('/admin/notes', admin.idToken, { uid, userId: user.localId, notesLeft: 42 });
    await call('/admin/time', admin.idToken, { uid, userId: user.localId, timeLimit: 5400 });
    await call('/admin/internal', admin.idToken, { uid, userId: user.localId, isInternal: true });
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({
      usageLimits: { notesLeft: 42, timeLimit: 5400 },
      isInternalEmail: true,
    });

    // A trial starts now, for 7 days.
    const before = Date.now();
    await call('/admin/plan', admin.idToken, { uid, userId: user.localId, planName: 'StarterTrial' });
    const trial = (await readDoc(stack, `users/${user.localId}`)) as Record<string, any>;
    expect(trial).toMatchObject({
      subscription: { plan: 'StarterTrial' },
      usageLimits: { notesLeft: PLANS.StarterTrial.NOTES, timeLimit: PLANS.StarterTrial.TIMELIMIT },
      trialSecondsLeft: 604800,
    });
    expect(trial.trialStart).toBeGreaterThanOrEqual(before);

    const entries = await audit(admin.idToken, user.localId);
    expect(entries.map((e) => e.action)).toEqual(['set-plan', 'set-internal', 'set-time', 'set-notes', 'set-plan']);
    expect(entries[4]).toMatchObject({
      adminUid: uid,
      adminEmail: 'admin@demo-clinic.test',
      target: user.email,
      before: { plan: 'Free', notesLeft: 10 },
      after: { plan: 'Bronze', notesLeft: 100, timeLimit: 4500 },
      ok: true,
    });
    expect(entries[3]).toMatchObject({ before: { notesLeft: 100 }, after: { notesLeft: 42 } });
    expect((await call(`/admin/audit?admin=${uid}&target=${user.localId}`, admin.idToken)).body.entries).toHaveLength(5);
  });

  it('refuses an unknown plan, absurd numbers and an unknown user', async () => {
    const admin = await adminLogin();
    const user = await registered('admin-bad-input');
    const uid = admin.localId;
    expect((await call('/admin/plan', admin.idToken, { uid, userId: user.localId, planName: 'Gold' })).status).toBe(400);
    expect((await call('/admin/notes', admin.idToken, { uid, userId: user.localId, notesLeft: -1 })).status).toBe(400);
    expect((await call('/admin/notes', admin.idToken, { uid, userId: user.localId, notesLeft: 1e9 })).status).toBe(400);
    expect((await call('/admin/time', admin.idToken, { uid, userId: user.localId, timeLimit: 1.5 })).status).toBe(400);
    expect(await call('/admin/notes', admin.idToken, { uid, userId: 'no-such-user', notesLeft: 5 })).toMatchObject({
      status: 404,
      body: { error: { message: 'User does not exist in the database' } },
    });
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({ usageLimits: { notesLeft: 10 } });
    expect(await audit(admin.idToken, user.localId)).toEqual([]);
  });

  it('finds users by e-mail or name prefix, a page at a time, and reads their usage', async () => {
    const admin = await adminLogin();
    const tag = `find${Date.now().toString(36)}`;
    const users = [await registered(`${tag}-a`), await registered(`${tag}-b`), await registered(`${tag}-c`)];
    await patchDoc(stack, `users/${users[0].localId}`, { usage: [{ timestamp: '2026-11-23', session: 1200, notes: 2 }] });
    const first = await call('/admin/users', admin.idToken, { uid: admin.localId, search: tag.toUpperCase(), limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.users.map((u: { email: string }) => u.email)).toEqual([users[0].email, users[1].email]);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await call('/admin/users', admin.idToken, { uid: admin.localId, search: tag, limit: 2, after: first.body.next });
    expect(second.body.users.map((u: { email: string }) => u.email)).toEqual([users[2].email]);
    expect(second.body.next).toBeNull();
    expect(first.body.users[0]).toMatchObject({ uid: users[0].localId, plan: 'Free', notesLeft: 10, role: 'therapist', isInternal: false });

    const byName = await call('/admin/users', admin.idToken, { uid: admin.localId, search: `robin ${tag}-b` });
    expect(byName.body.users.map((u: { uid: string }) => u.uid)).toEqual([users[1].localId]);
    const all = await call('/admin/users', admin.idToken, { uid: admin.localId });
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(all.body.users[0].createdAt).toBeGreaterThanOrEqual(all.body.users[1].createdAt);

    expect((await call(`/admin/users/${users[0].localId}/usage`, admin.idToken)).body.usage).toEqual([
      { timestamp: '2026-11-23', session: 1200, notes: 2 },
    ]);
  });
});

describe('promo codes and special links', () => {
  it('creates, lists, disables and deletes a promo code; a duplicate is refused', async () => {
    const admin = await adminLogin();
    const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
    const created = await call('/admin/promo-codes', admin.idToken, {
      code: code.toLowerCase(),
      discount: { kind: 'percent', value: 15 },
      plans: ['Bronze'],
      maxUses: 50,
    });
    expect(created).toMatchObject({ status: 201, body: { code, uses: 0, disabled: false, maxUses: 50 } });
    expect(
      (await call('/admin/promo-codes', admin.idToken, { code, discount: { kind: 'amount', value: 5 }, plans: ['Silver'] })).body.error.key,
    ).toBe('adminPromoExists');
    expect(
      (await call('/admin/promo-codes', admin.idToken, { code: 'STARTER1', discount: { kind: 'percent', value: 10 }, plans: ['Starter'] }))
        .status,
    ).toBe(400);
    const list = await call('/admin/promo-codes', admin.idToken);
    expect(list.body.promoCodes.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining([code, 'WELCOME20', 'CLINIC10']));
    await call(`/admin/promo-codes/${code}`, admin.idToken, { disabled: true }, 'PATCH');
    expect(await readDoc(stack, `promoCodes/${code}`)).toMatchObject({ disabled: true });
    expect((await call(`/admin/promo-codes/${code}`, admin.idToken, undefined, 'DELETE')).status).toBe(204);
    expect(await readDoc(stack, `promoCodes/${code}`)).toBeNull();
    const trail = (await call(`/admin/audit?admin=${admin.localId}`, admin.idToken)).body.entries.filter(
      (e: { target: string }) => e.target === code,
    );
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['promo-delete', 'promo-disable', 'promo-create']);
  });

  it('a special link grants its trial at registration and counts the sign-up; an expired one is said and registration goes on', async () => {
    const admin = await adminLogin();
    const code = `TRIAL${Date.now().toString(36).toUpperCase()}`;
    expect(
      (
        await call('/admin/special-links', admin.idToken, {
          code,
          label: 'Physio conference',
          grant: { kind: 'trial', plan: 'BronzeTrial' },
          maxUses: 2,
        })
      ).status,
    ).toBe(201);
    const user = await registered('link-trial', { link: code.toLowerCase() });
    expect(user.register.link).toEqual({ applied: true, grant: { kind: 'trial', plan: 'BronzeTrial' } });
    expect(await readDoc(stack, `users/${user.localId}`)).toMatchObject({
      subscription: { plan: 'BronzeTrial' },
      usageLimits: { notesLeft: 100, timeLimit: 4500 },
      trialSecondsLeft: 604800,
    });
    expect(await readDoc(stack, `specialLinks/${code}`)).toMatchObject({ signUps: 1 });

    const promoLink = `PROMO${Date.now().toString(36).toUpperCase()}`;
    await call('/admin/special-links', admin.idToken, { code: promoLink, grant: { kind: 'promo', promoCode: 'WELCOME20' } });
    const promoUser = await registered('link-promo', { link: promoLink });
    expect(await readDoc(stack, `users/${promoUser.localId}`)).toMatchObject({
      promo: { promoCode: 'WELCOME20' },
      subscription: { plan: 'Free' },
    });
    expect(
      (await call('/admin/special-links', admin.idToken, { code: 'BADPROMO1', grant: { kind: 'promo', promoCode: 'NOSUCHCODE' } })).body
        .error.key,
    ).toBe('promoUnknown');

    const expired = `OLD${Date.now().toString(36).toUpperCase()}`;
    await call('/admin/special-links', admin.idToken, {
      code: expired,
      grant: { kind: 'trial', plan: 'StarterTrial' },
      expiresAt: Date.now() - 1000,
    });
    const late = await registered('link-expired', { link: expired });
    expect(late.register.link).toEqual({ applied: false, reason: 'expired' });
    expect(await readDoc(stack, `users/${late.localId}`)).toMatchObject({
      subscription: { plan: 'Free' },
      userInfo: { role: 'therapist' },
    });
    const unknown = await registered('link-unknown', { link: 'NOSUCHLINK' });
    expect(unknown.register.link).toEqual({ applied: false, reason: 'unknown' });
  });

  it('lists the reviews users left, newest first, by type', async () => {
    const admin = await adminLogin();
    const happy = await registered('review-happy');
    const unhappy = await registered('review-unhappy');
    const declined = await registered('review-declined');
    const now = Date.now();
    const review = (reviewType: string, feedback: string, at: number) => ({
      review: { reviewType, feedback, reviewTimestamp: at, googleReviewShown: false, googleReviewShownAt: 0 },
    });
    await patchDoc(stack, `users/${happy.localId}`, review('positive', 'Saves me an hour a day', now - 2000));
    await patchDoc(stack, `users/${unhappy.localId}`, review('negative', 'Too slow on my laptop', now - 1000));
    await patchDoc(stack, `users/${declined.localId}`, review('none', '', now));
    const all = (await call('/admin/reviews', admin.idToken)).body.reviews as Array<Record<string, any>>;
    const mine = all.filter((r) => [happy.localId, unhappy.localId, declined.localId].includes(r.uid));
    expect(mine.map((r) => r.reviewType)).toEqual(['negative', 'positive']);
    expect(mine[1]).toMatchObject({ email: happy.email, feedback: 'Saves me an hour a day' });
    const negative = (await call('/admin/reviews?type=negative', admin.idToken)).body.reviews as Array<Record<string, any>>;
    expect(negative.every((r) => r.reviewType === 'negative')).toBe(true);
    expect(negative.map((r) => r.uid)).toContain(unhappy.localId);
  });
});
