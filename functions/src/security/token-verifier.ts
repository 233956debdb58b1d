// Who may act: the one place the API and the realtime server verify Firebase ID tokens.
// Every verification checks revocation and a disabled account (the Admin SDK's
// checkRevoked), so "Sign out everywhere", a disabled account or a revoked admin is refused
// at once instead of when the token expires. Injectable: tests pass a double that honours
// revocation and disabling the way production does (the Auth emulator always checks
// revocation, which would hide a missing check locally).
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';

/** Why a token or an account was refused. */
export type RefusalReason = 'invalid' | 'expired' | 'revoked' | 'disabled' | 'unknown-user';

export class TokenRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`token refused: ${reason}`);
  }
}

export interface TokenVerifier {
  /** The decoded token; throws TokenRefused when it is invalid or expired, its sessions revoked, or the account disabled. */
  verify(token: string): Promise<DecodedIdToken>;
  /**
   * The accounts among `accounts` that may no longer act: disabled, deleted, or signed out
   * everywhere after `authTime` (seconds since the epoch, the token's auth_time). Used to
   * re-check open connections in bulk; the answer maps uid to the reason.
   */
  refusedAccounts(accounts: ReadonlyArray<{ uid: string; authTime: number }>): Promise<Map<string, RefusalReason>>;
}

/** The Admin SDK's error codes, as refusal reasons. */
function reasonOf(error: unknown): RefusalReason {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'auth/id-token-revoked') return 'revoked';
  if (code === 'auth/user-disabled') return 'disabled';
  if (code === 'auth/id-token-expired') return 'expired';
  if (code === 'auth/user-not-found') return 'unknown-user';
  return 'invalid';
}

/** getUsers takes at most 100 identifiers per call. */
const LOOKUP_BATCH = 100;

/** The production verifier: firebase-admin, with the revocation check on every call. */
export function firebaseTokenVerifier(auth: () => Auth = () => getAuth()): TokenVerifier {
  return {
    async verify(token) {
      try {
        return await auth().verifyIdToken(token, true);
      } catch (error) {
        throw new TokenRefused(reasonOf(error));
      }
    },
    async refusedAccounts(accounts) {
      const refused = new Map<string, RefusalReason>();
      const uids = [...new Set(accounts.map((a) => a.uid))];
      for (let i = 0; i < uids.length; i += LOOKUP_BATCH) {
        const batch = uids.slice(i, i + LOOKUP_BATCH);
        const found = await auth().getUsers(batch.map((uid) => ({ uid })));
        const byUid = new Map(found.users.map((u) => [u.uid, u]));
        for (const uid of batch) {
          const user = byUid.get(uid);
          if (!user) refused.set(uid, 'unknown-user');
          else if (user.disabled) refused.set(uid, 'disabled');
        }
        for (const { uid, authTime } of accounts) {
          const validAfter = byUid.get(uid)?.tokensValidAfterTime;
          if (!refused.has(uid) && validAfter && Date.parse(validAfter) / 1000 > authTime) refused.set(uid, 'revoked');
        }
      }
      return refused;
    },
  };
}

let injected: TokenVerifier | null = null;

/** The verifier in use: the injected one, else firebase-admin's. */
export function tokenVerifier(): TokenVerifier {
  return injected ?? (injected = firebaseTokenVerifier());
}

/** Replaces the verifier (tests); null goes back to firebase-admin's. */
export function setTokenVerifier(verifier: TokenVerifier | null): void {
  injected = verifier;
}
