// Virtual sessions' meeting bot: POST /api/recall/create-bot sends it to the meeting of the
// caller's virtual session; /bot/{sessionId}/leave|pause|resume; GET and PUT
// /bot-name/{userId} (the caller's default bot name, settings.botName); and the provider's
// webhooks at /api/recall/webhook, whose signature (Standard Webhooks, RECALL_WEBHOOK_SECRET)
// is checked before anything is read or written.
import { Router, type Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { RecallBots, recallFromEnv } from '../../providers/meeting/recall';
import { verifyWebhook } from '../../providers/meeting/webhook-signature';
import { sessionIdSchema } from '../../shared/sessions';
import { BOT_CONSENT_NOTICE, botNameSchema, createBotSchema, DEFAULT_BOT_NAME } from '../../shared/virtual';
import { readUserDoc } from '../../users/user-store';
import { applyBotEvent, BotRefused, leaveBot, pauseBot, startBot, type BotEvent } from '../../virtual/meeting-bots';
import { ApiError } from '../errors';
import { requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';

function botsOrFail(): RecallBots {
  const config = recallFromEnv();
  if (!config) throw new ApiError(503, 'unavailable', 'The meeting bot service is not configured.', 'virtualUnavailable');
  return new RecallBots(config);
}

/** Our public API address, where the provider delivers webhooks. */
const webhookUrl = () => `${(process.env.API_PUBLIC_URL ?? '').replace(/\/$/, '')}/api/recall/webhook`;

/** A refusal as the API error the clinician reads; the provider's failure (429, 5xx, unreachable) as its own. */
async function asApiError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BotRefused) throw new ApiError(error.status, 'failed-precondition', error.message, error.key);
    if (error instanceof ApiError) throw error;
    const status = (error as { status?: number }).status ?? 0;
    console.error('meeting bot provider failed', status, (error as Error).message);
    throw new ApiError(502, 'unavailable', 'The meeting bot service did not answer. Try again in a moment.', 'virtualProviderDown');
  }
}

export function meetingBotsRouter(): Router {
  const router = Router();

  router.post(
    '/api/recall/create-bot',
    requireUser,
    handle(async (req, res) => {
      const request = createBotSchema.parse(req.body);
      const bots = botsOrFail();
      const bot = await asApiError(() => startBot(getFirestore(), bots, req.user.uid, request, { localBase: process.env.MEETING_LOCAL_BASE ?? '', webhookUrl: webhookUrl() }));
      res.status(201).json({ bot });
    }),
  );

  router.post(
    '/bot/:sessionId/:action(leave|pause|resume)',
    requireUser,
    handle(async (req, res) => {
      const sessionId = sessionIdSchema.parse(req.params.sessionId);
      const bots = botsOrFail();
      const db = getFirestore();
      if (req.params.action === 'leave') {
        const bot = await asApiError(() => leaveBot(db, bots, req.user.uid, sessionId));
        return void res.json({ bot });
      }
      await asApiError(() => pauseBot(db, bots, req.user.uid, sessionId, req.params.action === 'pause'));
      res.json({ ok: true });
    }),
  );

  router.get(
    '/bot-name/:userId',
    requireUser,
    handle(async (req, res) => {
      if (req.params.userId !== req.user.uid) throw new ApiError(403, 'permission-denied', 'You may act only on your own account');
      const user = await readUserDoc(getFirestore(), req.user.uid);
      res.json({ botName: user?.settings.botName || DEFAULT_BOT_NAME });
    }),
  );

  router.put(
    '/bot-name/:userId',
    requireUser,
    handle(async (req, res) => {
      if (req.params.userId !== req.user.uid) throw new ApiError(403, 'permission-denied', 'You may act only on your own account');
      const botName = botNameSchema.parse((req.body as { botName?: unknown } | undefined)?.botName);
      await getFirestore().doc(`users/${req.user.uid}`).update({ 'settings.botName': botName });
      res.json({ botName });
    }),
  );

  router.post('/api/recall/webhook', async (req: Request, res) => {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody?.toString('utf8') ?? JSON.stringify(req.body ?? {});
    const headers = { id: req.get('webhook-id') ?? undefined, timestamp: req.get('webhook-timestamp') ?? undefined, signature: req.get('webhook-signature') ?? undefined };
    const config = recallFromEnv();
    if (!config || !verifyWebhook(process.env.RECALL_WEBHOOK_SECRET ?? '', headers, raw)) return void res.status(401).json({ error: { message: 'Invalid signature' } });
    const db = getFirestore();
    try {
      const outcome = await applyBotEvent(db, new RecallBots(config), headers.id ?? '', JSON.parse(raw) as BotEvent, {
        timeLimitOf: async (uid) => (await readUserDoc(db, uid))?.usageLimits.timeLimit ?? 0,
        consentNotice: async (owner, bot) => {
          const user = await readUserDoc(db, owner.uid);
          const clinician = user?.userInfo.displayName || [user?.userInfo.firstName, user?.userInfo.lastName].filter(Boolean).join(' ') || 'the clinician';
          return BOT_CONSENT_NOTICE.replace('{{bot}}', bot).replace('{{clinician}}', clinician);
        },
      });
      res.json({ outcome });
    } catch (error) {
      console.error('bot webhook failed', (error as Error).message);
      // A failure here is retried by the provider; the delivery was not recorded as applied.
      await db.collection('botEvents').doc(headers.id ?? '').delete().catch(() => undefined);
      res.status(500).json({ error: { message: 'Not applied' } });
    }
  });

  return router;
}
