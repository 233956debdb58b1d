// The Express app of the API: one router per domain, each mounted under its own prefix
// (every URL can be found from here), at the root for direct calls and under /backend (the
// hosting rewrite).
import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { TokenVerifier } from '../security/token-verifier';
import { config } from '../config';
import { Refusal } from '../shared/refusal';
import { sendError } from './errors';
import { jsonBody } from './middleware/body-limit';
import { proofOfWork, proofOfWorkRouter, type ProofOfWorkOptions } from './middleware/proof-of-work';
import { rateLimiter, type RateLimiterOptions } from '../security/rate-limit';
import { guestRouter, type GuestRouterOptions } from '../users/guest-accounts';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { contactRouter } from './routers/contact';
import { AWS_ALIAS_PATHS, readImageRouter, uploadsRouter } from './routers/uploads';
import { healthRouter } from './routers/health';
import { integrationsRouter } from './routers/integrations';
import { promoMailRouter, welcomeMailRouter } from './routers/mail';
import { customizeNotesRouter } from './routers/customize-notes';
import { notesRouter } from './routers/notes';
import { practiceTemplatesRouter } from './routers/practice-templates';
import { codesRouter } from './routers/codes';
import { noteInstructionsRouter } from './routers/note-instructions';
import { noteStyleRouter } from './routers/note-style';
import { practiceConnectionsRouter } from './routers/practice-connections';
import { botControlRouter, botNameRouter, meetingBotRouter } from './routers/meeting-bots';
import { paymentMethodsRouter, paymentRouter, promoRouter } from './routers/payments';
import { practiceSeatsRouter } from './routers/practice-seats';
import { referralRouter } from './routers/referral';
import { savedSessionsRouter } from './routers/saved-sessions';
import { sessionsRouter } from './routers/sessions';
import { CRM_ALIAS_PATHS, crmRouter } from './routers/crm';
import { practicesRouter } from './routers/practices';

/** JSON bodies: a session's edits carry its transcript and notes (up to 1 MB); every other route takes a few fields. */
const SESSION_BODY_LIMIT_BYTES = 1024 * 1024;
const SMALL_BODY_LIMIT_BYTES = 64 * 1024;

export interface ApiAppOptions {
  /** The rate limiter's store and caller check (tests pass stand-ins; default: Firestore and the ID token). */
  rateLimits?: RateLimiterOptions;
  /** The proof of work's key and store of used solutions (tests pass stand-ins; default: POW_HMAC_KEY and Firestore). */
  proofOfWork?: ProofOfWorkOptions;
  /** Guest creation's counters and limits (tests pass stand-ins). */
  guests?: GuestRouterOptions;
  /** Verifies callers' ID tokens (tests pass a double; default: firebase-admin with the revocation check). */
  tokenVerifier?: TokenVerifier;
}

/**
 * Headers on every API answer: answers carry PHI, so no cache keeps them (no-store on all of
 * them is simplest); no content sniffing; HTTPS only (HSTS, two years) on the functions' own URL.
 */
function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  next();
}

/** Builds the API app. Routers are mounted at the root (direct calls) and under /backend (hosting rewrite). */
export function createApiApp(options: ApiAppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (options.tokenVerifier) app.locals.tokenVerifier = options.tokenVerifier;
  app.use(securityHeaders);
  // Origins allowed to call the API from a browser (SITE_URL).
  const origins = config().siteOrigins;
  app.use(cors({ origin: origins.length > 0 ? origins : false }));
  // Every route is rate-limited, before any body is read.
  app.use(rateLimiter(options.rateLimits));
  // Guest creation, code checks, invitations and the failed-sign-in report need a solved
  // challenge (by path, before any body is read); GET /proof-of-work hands challenges out.
  app.use(proofOfWork(options.proofOfWork));
  app.use(['/backend/proof-of-work', '/proof-of-work'], proofOfWorkRouter(options.proofOfWork));
  // Note uploads carry up to 10 MB (as base64): their router reads its own, larger body.
  app.use(['/backend/customize-notes', '/customize-notes'], customizeNotesRouter());
  app.use(['/backend/sessions', '/sessions'], jsonBody(SESSION_BODY_LIMIT_BYTES));
  app.use(jsonBody(SMALL_BODY_LIMIT_BYTES));
  // Guests are created here only (throttled per address and in all).
  app.use(['/backend/account/guest', '/account/guest'], guestRouter(options.guests));

  const routes = express.Router();
  routes.use('/health', healthRouter());
  routes.use('/account', accountRouter());
  routes.use('/referral', referralRouter());
  routes.use('/sessions', sessionsRouter());
  routes.use('/saved-sessions', savedSessionsRouter());
  routes.use('/admin', adminRouter());
  // The practice's seats before the rest of /practices: Express tries mounts in order.
  routes.use('/practices/seats', practiceSeatsRouter());
  routes.use('/practices', practicesRouter());
  routes.use('/integrations', integrationsRouter());
  routes.use('/crm', crmRouter());
  routes.use('/uploads', uploadsRouter());
  routes.use('/notes', notesRouter());
  routes.use('/practice-templates', practiceTemplatesRouter());
  routes.use('/codes', codesRouter());
  routes.use('/note-instructions', noteInstructionsRouter());
  routes.use('/note-style', noteStyleRouter());
  routes.use('/practice-connections', practiceConnectionsRouter());
  routes.use('/send-welcome-mail', welcomeMailRouter());
  routes.use('/send-promo-mail', promoMailRouter());
  routes.use('/contact', contactRouter());
  routes.use('/payment', paymentRouter());
  routes.use('/payment-methods', paymentMethodsRouter());
  routes.use('/promo', promoRouter());
  routes.use('/meeting-bot', meetingBotRouter());
  routes.use('/bot', botControlRouter());
  routes.use('/bot-name', botNameRouter());
  // The former names, after the vendors behind them: a page loaded before the rename may call them.
  routes.use('/api/zoho', crmRouter(CRM_ALIAS_PATHS));
  routes.use('/aws', uploadsRouter(AWS_ALIAS_PATHS));
  routes.use('/gpt-image', readImageRouter());
  routes.use('/api/recall', meetingBotRouter());
  app.use(['/backend', '/'], routes);

  app.use((_req: Request, _res: Response, next: NextFunction) => next(new Refusal(404, 'fallbackNotFound')));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, error));
  return app;
}
