// The meeting bot of a virtual session: sent to the clinician's meeting, followed through the
// provider's webhooks (each delivery applied once, botEvents/{delivery id}), its transcript
// stored as it arrives (one line per utterance, with the speaker's name from the meeting), the
// attendance kept as the consent record, its recorded seconds counted as usage against the
// plan's time limit (it leaves at the limit), and, when it leaves, the transcript completed
// from the provider's own (so a delivery missed while our server was down is not lost).
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { RecallBots, RecallUtterance } from '../providers/meeting/recall';
import {
  botStateOf,
  isFinalBotState,
  meetingPlatform,
  type BotState,
  type CreateBotRequest,
  type MeetingAttendance,
  type SessionBot,
} from '../shared/virtual';
import { appendToTranscript, type SessionContents, type SessionMeta } from '../shared/sessions';
import type { ErrorKey } from '../shared/error-catalogue';
import { Refusal, type RefusalStatus } from '../shared/refusal';
import { parseStoredOrNull } from '../shared/stored-document';
import { readSessionMeta, readSessionMetaIn, sessionRef, updateContents, type StoredBot } from '../sessions/session-store';
import { accountSessionSeconds } from '../sessions/usage';

/** The bot cannot do what was asked (the catalogue says why). */
const refused = (status: RefusalStatus, key: ErrorKey) => new Refusal(status, key, { code: 'failed-precondition' });

type VirtualMeta = SessionMeta & { bot?: StoredBot };
type VirtualContents = SessionContents & { attendance?: MeetingAttendance[] };

const botIndex = (db: Firestore, botId: string) => db.collection('meetingBots').doc(botId);
const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** One utterance as a transcript line: "Speaker: words". */
export function utteranceLine(utterance: RecallUtterance): string {
  const words = utterance.words
    .map((w) => w.text.trim())
    .filter(Boolean)
    .join(' ');
  const name = (utterance.participant.name ?? '').trim() || 'Speaker';
  return words ? `${name}: ${words}` : '';
}

/** Sends the bot to the meeting of the caller's virtual session. */
export async function startBot(
  db: Firestore,
  bots: RecallBots,
  uid: string,
  request: CreateBotRequest,
  options: { localBase: string; webhookUrl: string; now?: number },
): Promise<SessionBot> {
  const now = options.now ?? Date.now();
  const platform = meetingPlatform(request.meetingUrl, options.localBase);
  if (!platform) throw refused(400, 'virtualMeetingUrl');
  const ref = sessionRef(db, uid, request.sessionId);
  const meta = await readSessionMeta(db, uid, request.sessionId);
  if (!meta) throw refused(404, 'sessionNotFound');
  if (meta.type !== 'virtual') throw refused(409, 'virtualNotVirtual');
  if (meta.bot && !isFinalBotState(meta.bot.state)) throw refused(409, 'virtualBotActive');
  const bot = await bots.create({
    meetingUrl: request.meetingUrl.trim(),
    botName: request.botName,
    webhookUrl: options.webhookUrl,
    metadata: { uid, sessionId: request.sessionId },
  });
  const state: SessionBot = {
    id: bot.id,
    name: request.botName,
    platform,
    state: 'joining',
    reason: '',
    recordingSince: 0,
    recordedSeconds: 0,
    updatedAt: now,
  };
  await botIndex(db, bot.id).set({ uid, sessionId: request.sessionId, createdAt: now });
  await ref.update({ bot: { ...state, delivered: 0, noticePosted: false }, status: 'recording', updatedAt: now });
  return state;
}

/** Recorded seconds of the bot at `now` (the running stretch included). */
const recordedAt = (bot: SessionBot, now: number) =>
  bot.recordedSeconds + (bot.recordingSince ? Math.max(0, Math.round((now - bot.recordingSince) / 1000)) : 0);

/** The bot moves to `state` (with the provider's reason): recording time is kept, usage counted at the end. */
function moved(bot: NonNullable<VirtualMeta['bot']>, state: BotState, reason: string, now: number): NonNullable<VirtualMeta['bot']> {
  const recording = state === 'recording';
  return {
    ...bot,
    state,
    reason: reason || bot.reason,
    recordedSeconds: recording ? bot.recordedSeconds : recordedAt(bot, now),
    recordingSince: recording ? bot.recordingSince || now : 0,
    updatedAt: now,
  };
}

/** The owner of a bot (meetingBots/{botId}): which user's session it serves. */
const botOwnerSchema = z.object({ uid: z.string(), sessionId: z.string() });
type BotOwner = z.infer<typeof botOwnerSchema>;

async function ownerOf(db: Firestore, botId: string): Promise<BotOwner | null> {
  return parseStoredOrNull(botOwnerSchema, (await botIndex(db, botId).get()).data(), 'meetingBots');
}

/** Replaces the transcript with the provider's whole one when it holds utterances we never received. */
async function completeTranscript(db: Firestore, bots: RecallBots, owner: BotOwner, botId: string): Promise<void> {
  const full = await bots.transcript(botId).catch((error: unknown) => {
    console.error('bot transcript fetch failed', (error as Error).message);
    return null;
  });
  if (!full) return;
  await updateContents(db, owner.uid, owner.sessionId, (contents, meta) => {
    const bot = (meta as VirtualMeta).bot;
    if (!bot || full.length <= (bot.delivered ?? 0)) return null;
    const transcript = full
      .map(utteranceLine)
      .filter(Boolean)
      .reduce((text, line) => appendToTranscript(text, line, true), '');
    return { contents: { ...contents, transcript }, meta: { bot: { ...bot, delivered: full.length } } as Partial<SessionMeta> };
  });
}

/** The bot has left or failed: its seconds are counted and the transcript completed. */
async function settle(db: Firestore, bots: RecallBots, owner: BotOwner, botId: string, now: number): Promise<void> {
  const meta = await readSessionMeta(db, owner.uid, owner.sessionId);
  if (!meta?.bot) return;
  await accountSessionSeconds(db, owner.uid, owner.sessionId, meta.bot.recordedSeconds, today(now));
  await completeTranscript(db, bots, owner, botId);
}

/** Sets the bot's state; returns the bot before and after (null when the session is gone). */
async function changeBot(
  db: Firestore,
  owner: BotOwner,
  change: (bot: NonNullable<VirtualMeta['bot']>) => NonNullable<VirtualMeta['bot']> | null,
) {
  const ref = sessionRef(db, owner.uid, owner.sessionId);
  return db.runTransaction(async (tx) => {
    const meta = await readSessionMetaIn(tx, ref);
    if (!meta?.bot) return null;
    const next = change(meta.bot);
    if (!next) return { before: meta.bot, after: meta.bot };
    tx.update(ref, {
      bot: next,
      updatedAt: next.updatedAt,
      ...(isFinalBotState(next.state) ? { status: 'stopped', audioSeconds: next.recordedSeconds } : {}),
    });
    return { before: meta.bot, after: next };
  });
}

export interface BotEvent {
  event: string;
  data: {
    data?: {
      code?: string;
      sub_code?: string | null;
      words?: RecallUtterance['words'];
      participant?: RecallUtterance['participant'];
      timestamp?: { absolute?: string };
    };
    bot?: { id?: string };
  };
}

/** Applies one webhook delivery once; `deliveryId` is the provider's id of the delivery. */
export async function applyBotEvent(
  db: Firestore,
  bots: RecallBots,
  deliveryId: string,
  payload: BotEvent,
  options: {
    timeLimitOf: (uid: string) => Promise<number>;
    consentNotice: (owner: BotOwner, botName: string) => Promise<string>;
    now?: number;
  },
): Promise<'applied' | 'duplicate' | 'unknown-bot' | 'ignored'> {
  const now = options.now ?? Date.now();
  const botId = payload.data?.bot?.id ?? '';
  const owner = botId ? await ownerOf(db, botId) : null;
  if (!owner) return 'unknown-bot';
  try {
    await db.collection('botEvents').doc(deliveryId).create({ botId, event: payload.event, at: now });
  } catch {
    return 'duplicate';
  }
  if (payload.event.startsWith('bot.')) {
    const state = botStateOf(payload.data.data?.code ?? payload.event.slice(4));
    if (!state) return 'ignored';
    const reason = payload.data.data?.sub_code ?? '';
    const changed = await changeBot(db, owner, (bot) =>
      isFinalBotState(bot.state) || bot.state === state
        ? null
        : moved(bot, state, state === 'failed' || state === 'left' ? reason : '', now),
    );
    if (!changed || changed.before === changed.after) return 'ignored';
    if (state === 'recording' && !changed.before.noticePosted) {
      await bots
        .sendChat(botId, await options.consentNotice(owner, changed.after.name))
        .catch((error: unknown) => console.error('consent notice failed', (error as Error).message));
      await changeBot(db, owner, (bot) => ({ ...bot, noticePosted: true }));
    }
    if (isFinalBotState(state)) await settle(db, bots, owner, botId, now);
    return 'applied';
  }
  if (payload.event === 'transcript.data') {
    const line = utteranceLine({ participant: payload.data.data?.participant ?? {}, words: payload.data.data?.words ?? [] });
    if (!line) return 'ignored';
    let overLimit = false;
    const timeLimit = await options.timeLimitOf(owner.uid);
    await updateContents(db, owner.uid, owner.sessionId, (contents, meta) => {
      const bot = (meta as VirtualMeta).bot;
      if (!bot || isFinalBotState(bot.state)) return null;
      overLimit = timeLimit > 0 && recordedAt(bot, now) >= timeLimit;
      return {
        contents: { ...contents, transcript: appendToTranscript(contents.transcript, line, true) },
        meta: { bot: { ...bot, delivered: (bot.delivered ?? 0) + 1 } } as Partial<SessionMeta>,
      };
    });
    if (overLimit) await leaveBot(db, bots, owner.uid, owner.sessionId, 'timeLimit', now);
    return 'applied';
  }
  if (payload.event === 'participant_events.join' || payload.event === 'participant_events.leave') {
    const name = (payload.data.data?.participant?.name ?? '').trim();
    if (!name) return 'ignored';
    const joined = payload.event.endsWith('join');
    await updateContents(db, owner.uid, owner.sessionId, (contents) => {
      const attendance = [...((contents as VirtualContents).attendance ?? [])];
      if (joined) attendance.push({ name, joinedAt: now, leftAt: null });
      else {
        const open = attendance
          .map((a, i) => [a, i] as const)
          .reverse()
          .find(([a]) => a.name === name && a.leftAt === null);
        if (open) attendance[open[1]] = { ...open[0], leftAt: now };
      }
      return { contents: { ...contents, attendance } as SessionContents };
    });
    return 'applied';
  }
  return 'ignored';
}

/** Makes the bot leave (Stop, or the time limit): settled at once; the provider's later events change nothing. */
export async function leaveBot(
  db: Firestore,
  bots: RecallBots,
  uid: string,
  sessionId: string,
  reason = 'bot_received_leave_call',
  now = Date.now(),
): Promise<SessionBot | null> {
  const meta = await readSessionMeta(db, uid, sessionId);
  if (!meta?.bot) throw refused(404, 'virtualNoBot');
  if (isFinalBotState(meta.bot.state)) return meta.bot;
  await bots.leave(meta.bot.id).catch((error: unknown) => {
    // A bot that already left (or never joined) cannot leave again: it is settled all the same.
    console.error('bot leave failed', (error as Error).message);
  });
  const owner = { uid, sessionId };
  const changed = await changeBot(db, owner, (bot) => (isFinalBotState(bot.state) ? null : moved(bot, 'left', reason, now)));
  await settle(db, bots, owner, meta.bot.id, now);
  return changed?.after ?? null;
}

/** Pauses or resumes the bot's recording (the provider's status events then move its state). */
export async function pauseBot(db: Firestore, bots: RecallBots, uid: string, sessionId: string, pause: boolean): Promise<void> {
  const meta = await readSessionMeta(db, uid, sessionId);
  if (!meta?.bot || isFinalBotState(meta.bot.state)) throw refused(404, 'virtualNoBot');
  await (pause ? bots.pause(meta.bot.id) : bots.resume(meta.bot.id));
}
