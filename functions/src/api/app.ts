// The Express app of the API: one router per domain, mounted at the paths the site calls.
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError, sendError } from './errors';
import { accountRouter } from './routers/account';
import { awsRouter, gptImageRouter } from './routers/aws';
import { healthRouter } from './routers/health';
import { mailRouter } from './routers/mail';
import { customizeNotesRouter } from './routers/customize-notes';
import { notesRouter } from './routers/notes';
import { referralRouter } from './routers/referral';
import { sessionsRouter } from './routers/sessions';

/** Origins allowed to call the API from a browser; SITE_URL in the local stack. */
function allowedOrigins(): string[] {
  return (process.env.SITE_URL ?? '').split(',').map((o) => o.trim()).filter(Boolean);
}

/** Builds the API app. Routers are mounted at the root (direct calls) and under /backend (hosting rewrite). */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const origins = allowedOrigins();
  app.use(cors({ origin: origins.length > 0 ? origins : false }));
  // Note uploads carry up to 10 MB (as base64): their router reads its own, larger body.
  app.use(['/backend/customize-notes', '/customize-notes'], customizeNotesRouter());
  app.use(express.json({ limit: '1mb' }));

  const routes = express.Router();
  routes.use(healthRouter());
  routes.use('/account', accountRouter());
  routes.use('/referral', referralRouter());
  routes.use('/sessions', sessionsRouter());
  routes.use('/aws', awsRouter());
  routes.use('/gpt-image', gptImageRouter());
  routes.use('/notes', notesRouter());
  routes.use(mailRouter());
  app.use(['/backend', '/'], routes);

  app.use((_req: Request, _res: Response, next: NextFunction) => next(new ApiError(404, 'not-found', 'Not found')));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, error));
  return app;
}
