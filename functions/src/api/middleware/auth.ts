// Identity checks for API handlers: every call carries a Firebase ID token; a
// {userId} in a payload is never trusted on its own.
import type { NextFunction, Request, Response } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { ApiError } from '../errors';

export interface AuthedRequest extends Request {
  user: DecodedIdToken;
}

/** Verifies the bearer ID token and puts the decoded token on `req.user`. */
export async function requireUser(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return next(new ApiError(401, 'unauthenticated', 'Sign in first'));
  try {
    (req as AuthedRequest).user = await getAuth().verifyIdToken(match[1]);
    next();
  } catch {
    next(new ApiError(401, 'unauthenticated', 'Your session has expired; sign in again'));
  }
}

/** Lets only callers whose token carries the admin custom claim through (after requireUser). */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if ((req as AuthedRequest).user?.admin === true) return next();
  next(new ApiError(403, 'permission-denied', 'Admins only'));
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
