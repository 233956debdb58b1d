// Async route handlers for authenticated routes: errors reach the error middleware.
import type { NextFunction, Request, Response } from 'express';
import type { AuthedRequest } from './auth';

type Handler = (req: AuthedRequest, res: Response) => Promise<void>;

/** Wraps an async handler (behind requireUser) so a rejection becomes next(error). */
export const handle = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => fn(req as AuthedRequest, res).catch(next);
