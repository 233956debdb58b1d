// Identity checks for API handlers: every call carries a Firebase ID token; a
// {userId} in a payload is never trusted on its own.
import type { NextFunction, Request, Response } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { tokenVerifier, TokenRefused, type RefusalReason, type TokenVerifier } from './token-verifier';
import { config } from '../config';
import { Refusal } from '../shared/refusal';
import { clientAddress } from './client-address';

export interface AuthedRequest extends Request {
  user: DecodedIdToken;
}

/** The verdict on a request's bearer token: the decoded token, or why there is none. */
type Verdict = { user: DecodedIdToken } | { user: null; reason: RefusalReason | 'missing' };

const verified = new WeakMap<Request, Promise<Verdict>>();

/** The app's token verifier (createApiApp may inject one), else the default. */
function verifierOf(req: Request): TokenVerifier {
  return (req.app?.locals?.tokenVerifier as TokenVerifier | undefined) ?? tokenVerifier();
}

function verdictOf(req: Request): Promise<Verdict> {
  let answer = verified.get(req);
  if (!answer) {
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    answer = match
      ? verifierOf(req)
          .verify(match[1])
          .then((user): Verdict => ({ user }))
          .catch((error: unknown): Verdict => ({ user: null, reason: error instanceof TokenRefused ? error.reason : 'invalid' }))
      : Promise.resolve({ user: null, reason: 'missing' });
    verified.set(req, answer);
  }
  return answer;
}

/**
 * The caller's decoded ID token, or null without a bearer token or with one that does not
 * verify: invalid, expired, revoked ("Sign out everywhere") or of a disabled account.
 * Verified once per request: the rate limiter and requireUser share the answer.
 */
export async function verifyCaller(req: Request): Promise<DecodedIdToken | null> {
  return (await verdictOf(req)).user;
}

/**
 * The caller's IP address as our trusted front end saw it (client-address.ts: counted from the
 * right of X-Forwarded-For, never its client-written leftmost entry), or "unknown". Everything
 * that limits or records an address uses this one function.
 */
export function clientIp(req: Request): string {
  return clientAddress(req, config().trustedProxyHops);
}

/** Verifies the bearer ID token (revocation and a disabled account included) and puts the decoded token on `req.user`. */
export async function requireUser(req: Request, _res: Response, next: NextFunction): Promise<void> {
  if (!/^Bearer (.+)$/.test(req.get('authorization') ?? '')) return next(new Refusal(401, 'authSignInFirst'));
  const verdict = await verdictOf(req);
  if (!verdict.user) {
    if (verdict.reason === 'revoked' || verdict.reason === 'disabled') return next(new Refusal(401, 'authRevoked'));
    return next(new Refusal(401, 'authSessionExpired'));
  }
  (req as AuthedRequest).user = verdict.user;
  next();
}

/**
 * Lets only admins through (after requireUser): the token must carry the admin claim, and the
 * account must still hold it now, so a revoked admin's older token is refused at once.
 */
export async function requireAdmin(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const user = (req as AuthedRequest).user;
  if (user?.admin !== true) return next(new Refusal(403, 'authAdminsOnly'));
  try {
    const account = await getAuth().getUser(user.uid);
    if (account.customClaims?.admin === true && !account.disabled) return next();
    next(new Refusal(403, 'authAdminsOnly'));
  } catch (error) {
    next(error);
  }
}

/** Rejects a body whose userId (or uid) names someone other than the caller. */
export function requireSelf(bodyField: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const claimed = (req.body as Record<string, unknown> | undefined)?.[bodyField];
    if (claimed !== undefined && claimed !== (req as AuthedRequest).user.uid) {
      return next(new Refusal(403, 'authOwnAccountOnly'));
    }
    next();
  };
}
