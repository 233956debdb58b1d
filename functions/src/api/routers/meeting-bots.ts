// Virtual sessions' meeting bot, three routers (see ../app.ts):
//   /meeting-bot  POST create-bot sends it to the meeting of the caller's virtual session;
//                 POST webhook takes the provider's deliveries, whose signature (Standard
//                 Webhooks, RECALL_WEBHOOK_SECRET) is checked before anything is read or written;
//   /bot          POST {sessionId}/leave|pause|resume;
//   /bot-name     GET and PUT {userId}: the caller's default bot name (settings.botName).
// /meeting-bot was /api/recall, after the provider; that path stays as an alias (a page loaded
// before the rename, and bots sent before it, whose webhooks name it).
import { Router, type Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { sessionIdSchema } from '../../shared/sessions';
import { Refusal } from '../../shared/refusal';
import { botNameSchema, createBotSchema } from '../../shared/virtual';
import { applyDelivery, botNameOf, isSignedDelivery, pauseOrResumeBot, renameBot, sendBot, stopBot } from '../../virtual/bot-service';
import { requireUser, type AuthedRequest } from '../../security/auth';
import { handle } from '../middleware/handle';

/** /meeting-bot (and its alias /api/recall): sending the bot, and the provider's webhooks. */
export function meetingBotRouter(): Router {
  const router = Router();

  router.post(
    '/create-bot',
    requireUser,
    handle(async (req, res) => {
      const request = createBotSchema.parse(req.body);
      res.status(201).json({ bot: await sendBot(getFirestore(), req.user.uid, request) });
    }),
  );

  // Answered without the API's error shape: the provider reads the status only, and retries a failure.
  router.post('/webhook', async (req: Request, res) => {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody?.toString('utf8') ?? JSON.stringify(req.body ?? {});
    const headers = {
      id: req.get('webhook-id') ?? undefined,
      timestamp: req.get('webhook-timestamp') ?? undefined,
      signature: req.get('webhook-signature') ?? undefined,
    };
    if (!isSignedDelivery(headers, raw)) return void res.status(401).json({ error: { message: 'Invalid signature' } });
    try {
      res.json({ outcome: await applyDelivery(getFirestore(), headers.id ?? '', raw) });
    } catch (error) {
      console.error('bot webhook failed', (error as Error).message);
      res.status(500).json({ error: { message: 'Not applied' } });
    }
  });

  return router;
}

/** /bot/{sessionId}/leave|pause|resume: the clinician's controls of the bot in the meeting. */
export function botControlRouter(): Router {
  const router = Router();
  router.post(
    '/:sessionId/:action(leave|pause|resume)',
    requireUser,
    handle(async (req, res) => {
      const sessionId = sessionIdSchema.parse(req.params.sessionId);
      const db = getFirestore();
      if (req.params.action === 'leave') return void res.json({ bot: await stopBot(db, req.user.uid, sessionId) });
      await pauseOrResumeBot(db, req.user.uid, sessionId, req.params.action === 'pause');
      res.json({ ok: true });
    }),
  );
  return router;
}

/** The path names the account; only the ID token's own is served. */
function ownAccount(req: AuthedRequest): string {
  if (req.params.userId !== req.user.uid) throw new Refusal(403, 'authOwnAccountOnly');
  return req.user.uid;
}

/** /bot-name/{userId}: the caller's default bot name. */
export function botNameRouter(): Router {
  const router = Router();
  router.get(
    '/:userId',
    requireUser,
    handle(async (req, res) => {
      res.json({ botName: await botNameOf(getFirestore(), ownAccount(req)) });
    }),
  );
  router.put(
    '/:userId',
    requireUser,
    handle(async (req, res) => {
      const uid = ownAccount(req);
      const botName = botNameSchema.parse((req.body as { botName?: unknown } | undefined)?.botName);
      await renameBot(getFirestore(), uid, botName);
      res.json({ botName });
    }),
  );
  return router;
}
