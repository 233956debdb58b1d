// An attack of the security review: a revoked or disabled account keeps access. Every API route that
// reads or writes PHI and every socket must refuse a token whose account was disabled or
// signed out everywhere, and an open socket of such an account must be dropped.
// The Auth emulator always checks revocation, which would hide a missing check: the first
// part runs the API app in this process with a token verifier double that honours
// revocation and disabling the way production does; the rest runs against the stack.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { apiCall } from '../support/api-call';
import { newAccount, readStack, revocationCheckMs, signInWithPassword } from '../support/stack';
import { TokenRefused, type RefusalReason, type TokenVerifier } from '../../functions/src/security/token-verifier';

const stack = readStack();
const functionsDir = join(__dirname, '..', '..', 'functions');

/**
 * Tokens are opaque strings this double issues. Like firebase-admin with checkRevoked, it
 * refuses a token of a disabled or deleted account, and one signed in (auth_time) before the
 * account's tokens were revoked, comparing whole seconds.
 */
class RevocationHonouringVerifier implements TokenVerifier {
  private readonly accounts = new Map<string, { disabled: boolean; validSince: number }>();
  private readonly tokens = new Map<string, { uid: string; authTime: number; exp: number }>();
  private issued = 0;

  /** A token of `uid` signed in `ageSeconds` ago. */
  issue(uid: string, ageSeconds = 10): string {
    if (!this.accounts.has(uid)) this.accounts.set(uid, { disabled: false, validSince: 0 });
    const now = Math.floor(Date.now() / 1000);
    const token = `double-token-${uid}-${++this.issued}`;
    this.tokens.set(token, { uid, authTime: now - ageSeconds, exp: now + 3600 });
    return token;
  }
  disable(uid: string) {
    (this.accounts.get(uid) as { disabled: boolean }).disabled = true;
  }
  /** As revokeRefreshTokens: tokens signed in before this second are refused. */
  revoke(uid: string) {
    (this.accounts.get(uid) as { validSince: number }).validSince = Math.floor(Date.now() / 1000);
  }
  private refusal(uid: string, authTime: number): RefusalReason | null {
    const account = this.accounts.get(uid);
    if (!account) return 'unknown-user';
    if (account.disabled) return 'disabled';
    if (authTime < account.validSince) return 'revoked';
    return null;
  }
  async verify(token: string) {
    const found = this.tokens.get(token);
    if (!found) throw new TokenRefused('invalid');
    if (found.exp * 1000 <= Date.now()) throw new TokenRefused('expired');
    const reason = this.refusal(found.uid, found.authTime);
    if (reason) throw new TokenRefused(reason);
    return {
      uid: found.uid,
      sub: found.uid,
      auth_time: found.authTime,
      exp: found.exp,
      iat: found.authTime,
      aud: stack.projectId,
      iss: `https://securetoken.google.com/${stack.projectId}`,
      firebase: { sign_in_provider: 'password', identities: {} },
    } as unknown as Awaited<ReturnType<TokenVerifier['verify']>>;
  }
  async refusedAccounts(accounts: ReadonlyArray<{ uid: string; authTime: number }>) {
    const refused = new Map<string, RefusalReason>();
    for (const { uid, authTime } of accounts) {
      const reason = this.refusal(uid, authTime);
      if (reason) refused.set(uid, reason);
    }
    return refused;
  }
}

/** Disables (or enables) an account in the Auth emulator, as an admin would. */
async function setDisabled(uid: string, disabled: boolean) {
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/projects/${stack.projectId}/accounts:update`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: uid, disableUser: disabled }),
  });
  expect(response.status).toBe(200);
}

/** The sign-in time (seconds) a Firebase ID token carries. */
const authTimeOf = (idToken: string) =>
  Number((JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')) as { auth_time: number }).auth_time);

/** Waits until the clock has moved past `second` (revocation compares whole seconds). */
async function pastSecond(second: number) {
  while (Math.floor(Date.now() / 1000) <= second) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('attack 6: revoked or disabled accounts keep access', () => {
  describe('the API, with a token verifier that honours revocation as production does', () => {
    const double = new RevocationHonouringVerifier();
    let server: Server;
    let base: string;
    const get = async (path: string, token: string) => {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };

    beforeAll(async () => {
      // firebase-admin of the functions, against the stack's Firestore emulator (the routes read it).
      process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
      const { initializeApp, getApps } = createRequire(join(functionsDir, 'package.json'))('firebase-admin/app');
      if (getApps().length === 0) initializeApp({ projectId: stack.projectId });
      const { createApiApp } = await import('../../functions/src/api/app');
      const app = createApiApp({ tokenVerifier: double } as Parameters<typeof createApiApp>[0]);
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('refuses a disabled account’s token that has not expired', async () => {
      const uid = `double-disabled-${Date.now()}`;
      const token = double.issue(uid);
      expect(await get('/account/check', token)).toMatchObject({ status: 200, body: { uid } });
      double.disable(uid);
      expect(await get('/account/check', token)).toMatchObject({ status: 401, body: { error: { key: 'authRevoked' } } });
      expect((await get(`/saved-sessions/${uid}`, token)).status).toBe(401);
    });

    it('refuses a token signed in before the account was signed out everywhere; a new sign-in works', async () => {
      const uid = `double-revoked-${Date.now()}`;
      const token = double.issue(uid);
      expect((await get('/account/check', token)).status).toBe(200);
      double.revoke(uid);
      expect(await get('/account/check', token)).toMatchObject({ status: 401, body: { error: { key: 'authRevoked' } } });
      expect((await get('/account/check', double.issue(uid, 0))).status).toBe(200);
    });
  });

  describe('against the stack (Auth emulator)', () => {
    it('refuses a disabled account’s token at the API', async () => {
      const account = await newAccount(stack, 'revoke-disabled');
      expect((await apiCall(stack, '/account/check', account.idToken)).status).toBe(200);
      await setDisabled(account.localId, true);
      expect((await apiCall(stack, '/account/check', account.idToken)).status).toBe(401);
    });

    it('"Sign out everywhere" revokes the caller’s tokens: the old one is refused, a new sign-in works', async () => {
      const account = await newAccount(stack, 'revoke-everywhere');
      await pastSecond(authTimeOf(account.idToken));
      expect(await apiCall(stack, '/account/sign-out-everywhere', account.idToken, {})).toMatchObject({ status: 200, body: { ok: true } });
      expect(await apiCall(stack, '/account/check', account.idToken)).toMatchObject({
        status: 401,
        body: { error: { key: 'authRevoked' } },
      });
      const again = await signInWithPassword(stack, account.email, 'secret-pass-1');
      expect((await apiCall(stack, '/account/check', again.idToken)).status).toBe(200);
    });

    it('drops the open socket of an account disabled while it is connected, and refuses it at connect', async () => {
      const account = await newAccount(stack, 'revoke-socket');
      const auth = { userId: account.localId, token: account.idToken };
      const socket: Socket = io(stack.realtime, { transports: ['websocket'], auth, reconnection: false, timeout: 10000 });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const ended = new Promise<{ code: string }>((resolve) => socket.once('auth:ended', resolve));
        const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        await setDisabled(account.localId, true);
        // The server re-checks open sockets periodically (every 30 s; seconds on the test stack):
        // dropped within a round and 20 s more.
        const outcome = await Promise.race([
          Promise.all([ended, closed]),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), revocationCheckMs(stack) + 20_000).unref()),
        ]);
        expect(outcome).toEqual([{ code: 'auth-revoked' }, 'io server disconnect']);
      } finally {
        socket.disconnect();
      }
      // Connecting again with the same token is refused, saying why.
      const again: Socket = io(stack.realtime, { transports: ['websocket'], auth, reconnection: false, timeout: 10000 });
      try {
        const refusal = await new Promise<{ data?: { code?: string } } | 'connected'>((resolve) => {
          again.once('connect', () => resolve('connected'));
          again.once('connect_error', (error) => resolve(error as { data?: { code?: string } }));
        });
        expect(refusal).not.toBe('connected');
        expect((refusal as { data?: { code?: string } }).data?.code).toBe('auth-revoked');
      } finally {
        again.disconnect();
      }
    }, 70_000);
  });
});
