// What the meeting bot's routes do: send the bot to the meeting, make it leave, pause or
// resume it (a provider that fails or does not answer is one refusal, virtualProviderDown;
// none configured, virtualUnavailable), the clinician's default bot name, and the provider's
// webhook deliveries, checked (Standard Webhooks, RECALL_WEBHOOK_SECRET) before anything is
// read or written.
import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config';
import { providers } from '../providers';
import type { RecallBots } from '../providers/meeting/recall';
import { verifyWebhook } from '../providers/meeting/webhook-signature';
import { ApiError } from '../shared/api-error';
import { Refusal } from '../shared/refusal';
import { BOT_CONSENT_NOTICE, DEFAULT_BOT_NAME, type CreateBotRequest, type SessionBot } from '../shared/virtual';
import { readUserDoc, setBotName } from '../users/user-store';
import { applyBotEvent, leaveBot, pauseBot, startBot, type BotEvent } from './meeting-bots';

/** Where the provider delivers webhooks: our public API address. */
export const BOT_WEBHOOK_PATH = '/meeting-bot/webhook';

/** Runs `work` with the provider; its failures (429, 5xx, unreachable) become virtualProviderDown, our refusals pass. */
async function withBots<T>(work: (bots: RecallBots) => Promise<T>): Promise<T> {
  const bots = providers.meetingBots();
  if (!bots) throw new Refusal(503, 'virtualUnavailable');
  try {
    return await work(bots);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('meeting bot provider failed', (error as { status?: number }).status ?? 0, (error as Error).message);
    throw new Refusal(502, 'virtualProviderDown');
  }
}

/** Sends the bot to the meeting of the caller's virtual session. */
export function sendBot(db: Firestore, uid: string, request: CreateBotRequest): Promise<SessionBot> {
  const { meetingLocalBase, apiPublicUrl } = config();
  return withBots((bots) =>
    startBot(db, bots, uid, request, { localBase: meetingLocalBase, webhookUrl: `${apiPublicUrl}${BOT_WEBHOOK_PATH}` }),
  );
}

/** Makes the bot of the caller's session leave; answers its last state. */
export function stopBot(db: Firestore, uid: string, sessionId: string): Promise<SessionBot | null> {
  return withBots((bots) => leaveBot(db, bots, uid, sessionId));
}

/** Pauses or resumes the bot's recording. */
export function pauseOrResumeBot(db: Firestore, uid: string, sessionId: string, pause: boolean): Promise<void> {
  return withBots((bots) => pauseBot(db, bots, uid, sessionId, pause));
}

/** The caller's default bot name. */
export async function botNameOf(db: Firestore, uid: string): Promise<string> {
  return (await readUserDoc(db, uid))?.settings.botName || DEFAULT_BOT_NAME;
}

/** Saves the caller's default bot name. */
export async function renameBot(db: Firestore, uid: string, botName: string): Promise<void> {
  await setBotName(db, uid, botName);
}

/** The headers of a webhook delivery (Standard Webhooks). */
export interface DeliveryHeaders {
  id?: string;
  timestamp?: string;
  signature?: string;
}

/** True when the delivery is signed with our secret (and a provider is configured to have sent it). */
export function isSignedDelivery(headers: DeliveryHeaders, raw: string): boolean {
  return providers.meetingBots() !== null && verifyWebhook(config().recallWebhookSecret, headers, raw);
}

/**
 * Applies a signed delivery once. On failure the delivery is forgotten, so the provider's
 * retry is applied, and the error thrown.
 */
export async function applyDelivery(db: Firestore, deliveryId: string, raw: string): Promise<Awaited<ReturnType<typeof applyBotEvent>>> {
  const bots = providers.meetingBots();
  if (!bots) throw new Refusal(503, 'virtualUnavailable');
  try {
    return await applyBotEvent(db, bots, deliveryId, JSON.parse(raw) as BotEvent, {
      timeLimitOf: async (uid) => (await readUserDoc(db, uid))?.usageLimits.timeLimit ?? 0,
      consentNotice: async (owner, bot) => {
        const user = await readUserDoc(db, owner.uid);
        const clinician =
          user?.userInfo.displayName || [user?.userInfo.firstName, user?.userInfo.lastName].filter(Boolean).join(' ') || 'the clinician';
        return BOT_CONSENT_NOTICE.replace('{{bot}}', bot).replace('{{clinician}}', clinician);
      },
    });
  } catch (error) {
    await db
      .collection('botEvents')
      .doc(deliveryId)
      .delete()
      .catch(() => undefined);
    throw error;
  }
}
