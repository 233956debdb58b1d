// The production token verifier: every verification asks firebase-admin for the revocation
// check (which also refuses disabled accounts), refusals carry their reason, and open
// connections are re-checked in batches of at most 100 accounts.
import type { Auth } from 'firebase-admin/auth';
import { firebaseTokenVerifier, TokenRefused } from '../token-verifier';

function fakeAuth(users: Array<{ uid: string; disabled?: boolean; tokensValidAfterTime?: string }>, verifyError?: { code: string }) {
  const verifyIdToken = jest.fn(async (_token: string, _checkRevoked?: boolean) => {
    if (verifyError) throw verifyError;
    return { uid: 'u1', exp: 2, auth_time: 1 };
  });
  const getUsers = jest.fn(async (ids: Array<{ uid: string }>) => ({
    users: users.filter((u) => ids.some((id) => id.uid === u.uid)).map((u) => ({ disabled: false, ...u })),
    notFound: [],
  }));
  return { auth: { verifyIdToken, getUsers } as unknown as Auth, verifyIdToken, getUsers };
}

describe('firebaseTokenVerifier', () => {
  it('verifies with checkRevoked', async () => {
    const { auth, verifyIdToken } = fakeAuth([]);
    await expect(firebaseTokenVerifier(() => auth).verify('token')).resolves.toMatchObject({ uid: 'u1' });
    expect(verifyIdToken).toHaveBeenCalledWith('token', true);
  });

  it.each([
    ['auth/id-token-revoked', 'revoked'],
    ['auth/user-disabled', 'disabled'],
    ['auth/id-token-expired', 'expired'],
    ['auth/user-not-found', 'unknown-user'],
    ['auth/argument-error', 'invalid'],
  ])('refuses %s as %s', async (code, reason) => {
    const { auth } = fakeAuth([], { code });
    const refused = await firebaseTokenVerifier(() => auth)
      .verify('token')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TokenRefused);
    expect((refused as TokenRefused).reason).toBe(reason);
  });

  it('re-checks accounts in batches of 100: disabled, deleted, signed out everywhere after the token’s sign-in', async () => {
    const validAfter = new Date(2_000_000 * 1000).toUTCString();
    const users = Array.from({ length: 150 }, (_, i) => ({ uid: `u${i}` }));
    users[3] = { uid: 'u3', disabled: true } as (typeof users)[number];
    users[120] = { uid: 'u120', tokensValidAfterTime: validAfter } as (typeof users)[number];
    users[121] = { uid: 'u121', tokensValidAfterTime: validAfter } as (typeof users)[number];
    const { auth, getUsers } = fakeAuth(users.filter((u) => u.uid !== 'u7'));
    const accounts = users.map((u) => ({ uid: u.uid, authTime: u.uid === 'u121' ? 2_000_001 : 1_999_999 }));
    const refused = await firebaseTokenVerifier(() => auth).refusedAccounts(accounts);
    expect(Object.fromEntries(refused)).toEqual({ u3: 'disabled', u7: 'unknown-user', u120: 'revoked' });
    expect(getUsers.mock.calls.map(([ids]) => ids.length)).toEqual([100, 50]);
  });
});
