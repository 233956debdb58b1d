// Request body size limits. In Cloud Functions (and its emulator) the body is already read
// and parsed before the app runs, so express.json's own limit never applies there: this
// checks the size of the body as received (rawBody) or announced (Content-Length).
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ApiError } from '../errors';

/** Requests whose size a jsonBody already checked: the first one mounted on a path wins. */
const checked = new WeakSet<Request>();

/**
 * Refuses a body over `maxBytes` with 413, then parses JSON (where the platform has not
 * already). A request that an earlier jsonBody (a more specific path) checked passes.
 */
export function jsonBody(maxBytes: number): RequestHandler[] {
  const tooLarge = (req: Request, _res: Response, next: NextFunction) => {
    if (checked.has(req)) return next();
    checked.add(req);
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    const size = raw?.length ?? Number(req.get('content-length') ?? 0);
    // A transport error, answered as sendError answers the parser's own: no catalogue key.
    if (size > maxBytes) return next(new ApiError(413, 'invalid-argument', 'Request too large'));
    next();
  };
  return [tooLarge, express.json({ limit: maxBytes })];
}
