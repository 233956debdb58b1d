// API errors: an HTTP status, a stable code, and the user-facing text (English, from
// the shared catalogue; the site shows its translation by key). The domain's own errors are
// turned into their refusals first, in one place (./domain-refusals.ts).
import type { Response } from 'express';
import { ZodError } from 'zod';
import { logger } from 'firebase-functions/v2';
import { ApiError, type ApiErrorBody } from '../shared/api-error';
import { refusalOf } from './domain-refusals';

export { ApiError };

/** Sends `error` as JSON {error: {code, message, key?}}; unknown errors become a 500 without details. */
export function sendError(res: Response<ApiErrorBody>, thrown: unknown): void {
  const error = refusalOf(thrown);
  if (error instanceof ApiError) {
    res.status(error.status).json({ error: { code: error.code, message: error.message, key: error.key, values: error.values } });
    return;
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    res.status(400).json({ error: { code: 'invalid-argument', message: first?.message ?? 'Invalid request', path: first?.path } });
    return;
  }
  if ((error as { type?: string }).type === 'entity.too.large') {
    res.status(413).json({ error: { code: 'invalid-argument', message: 'Request too large' } });
    return;
  }
  if (error instanceof SyntaxError) {
    res.status(400).json({ error: { code: 'invalid-argument', message: 'Invalid JSON body' } });
    return;
  }
  logger.error('Unhandled API error', { error: error instanceof Error ? error.message : String(error) });
  res.status(500).json({ error: { code: 'internal', message: 'Internal error' } });
}
