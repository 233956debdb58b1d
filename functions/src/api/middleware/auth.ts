// Identity checks for API handlers: every call carries a Firebase ID token; a
// {userId} in a payload is never trusted on its own.
import type { NextFunction, Request, Response } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { ApiError } from '../errors';
import { clientAddress } from './client-address';

export interface AuthedRequest extends Request {
  user: DecodedIdToken;
}

const verified = new WeakMap<Request, Promise<DecodedIdToken | null>>();

/**
 * The caller's decoded ID token, or null without a bearer token or with one that does not
 * verify. Verified once per request: the rate limiter and requireUser share the answer.
 */
export function verifyCaller(req: Request): Promise<DecodedIdToken | null> {
  let answer = verified.get(req);
  if (!answer) {
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    answer = match ? getAuth().verifyIdToken(match[1]).catch(() => null) : Promise.resolve(null);
    verified.set(req, answer);
  }
  return answer;
}

/**
 * The caller's IP address as our trusted front end saw it (client-address.ts: counted from the
 * right of X-Forwarded-For, never its client-written leftmost entry), or "unknown". Everything
 * that limits or records an address uses this one function.
 */
export function clientIp(req: Request): string {
  return clientAddress(req);
}

/** Verifies the bearer ID token and puts the decoded token on `req.user`. */
export async function requireUser(req: Request, _res: Response, next: NextFunction): Promise<void> {
  if (!/^Bearer (.+)$/.test(req.get('authorization') ?? '')) return next(new ApiError(401, 'unauthenticated', 'Sign in first'));
  const user = await verifyCaller(req);
  if (!user) return next(new ApiError(401, 'unauthenticated', 'Your session has expired; sign in again'));
  (req as AuthedRequest).user = user;
  next();
}

/**
 * Lets only admins through (after requireUser): the token must carry the admin claim, and the
 * account must still hold it now, so a revoked admin's older token is refused at once.
 */
export async function requireAdmin(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const user = (req as AuthedRequest).user;
  if (user?.admin !== true) return next(new ApiError(403, 'permission-denied', 'Admins only'));
  try {
    const account = await getAuth().getUser(user.uid);
    if (account.customClaims?.admin === true && !account.disabled) return next();
    next(new ApiError(403, 'permission-denied', 'Admins only'));
  } catch (error) {
    next(error);
  }
}

/** Rejects a body whose userId (or uid) names someone other than the caller. */
export function requireSelf(bodyField: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const claimed = (req.body as Record<string, unknown> | undefined)?.[bodyField];
    if (claimed !== undefined && claimed !== (req as AuthedRequest).user.uid) {
      return next(new ApiError(403, 'permission-denied', 'You may act only on your own account'));
    }
    next();
  };
}
