// Virtual sessions: a meeting bot joins the clinician's video call, transcribes it into the
// session and leaves. What the site and the functions share: which meeting links are
// accepted, the bot's states as the clinician sees them, the provider's status codes mapped
// onto them, and the calls' payloads.
import { z } from 'zod';
import { sessionIdSchema } from './sessions';
import { BOT_NAME_MAX } from './user-settings';

/** Meeting platforms the bot joins (and the local meeting stand-in). */
export type MeetingPlatform = 'zoom' | 'meet' | 'teams' | 'local';

const PLATFORM_PATTERNS: ReadonlyArray<[MeetingPlatform, RegExp]> = [
  ['zoom', /^https:\/\/([a-z0-9-]+\.)?zoom\.us\/(j|my|w)\/[A-Za-z0-9._-]+(\?[^\s#]*)?$/i],
  ['meet', /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}(\?[^\s#]*)?$/i],
  ['teams', /^https:\/\/teams\.(microsoft|live)\.com\/(l\/meetup-join|meet)\/[^\s#]+$/i],
];

/**
 * The platform of a meeting link, or null when it is not one the bot can join. `localBase`
 * (the meeting stand-in's URL, on the local stack only) adds its own `<base>/meet/<id>` links.
 */
export function meetingPlatform(url: string, localBase = ''): MeetingPlatform | null {
  const link = url.trim();
  const base = localBase.replace(/\/$/, '');
  if (base && link.startsWith(`${base}/meet/`) && /^[A-Za-z0-9_-]{1,64}$/.test(link.slice(base.length + 6))) return 'local';
  return PLATFORM_PATTERNS.find(([, pattern]) => pattern.test(link))?.[0] ?? null;
}

/** The bot's state as the recording page shows it. */
export const BOT_STATES = ['joining', 'waiting', 'recording', 'paused', 'left', 'failed'] as const;
export type BotState = (typeof BOT_STATES)[number];

/** The provider's status codes (Recall.ai's bot.* events) as our states; null for codes that change nothing. */
export function botStateOf(code: string): BotState | null {
  switch (code) {
    case 'ready':
    case 'joining_call':
      return 'joining';
    case 'in_waiting_room':
      return 'waiting';
    case 'in_call_recording':
    case 'recording_permission_allowed':
      return 'recording';
    case 'in_call_not_recording':
      return 'paused';
    case 'call_ended':
    case 'done':
    case 'recording_done':
      return 'left';
    case 'fatal':
    case 'recording_permission_denied':
      return 'failed';
    default:
      return null;
  }
}

/** A state after which the bot does nothing more. */
export const isFinalBotState = (state: BotState) => state === 'left' || state === 'failed';

/** The bot of a virtual session, kept in the session's metadata (no patient text). */
export interface SessionBot {
  id: string;
  name: string;
  platform: MeetingPlatform;
  state: BotState;
  /** The provider's reason when the bot failed or left on its own ('' otherwise). */
  reason: string;
  /** When recording started (ms), 0 before; the seconds recorded so far are counted from it. */
  recordingSince: number;
  recordedSeconds: number;
  updatedAt: number;
}

/** Who was in the meeting and when (the consent record of a virtual session). */
export interface MeetingAttendance {
  name: string;
  joinedAt: number;
  leftAt: number | null;
}

export const DEFAULT_BOT_NAME = 'ClinicScribe Notetaker';
export const botNameSchema = z.string().trim().min(1, 'Enter a name for the bot').max(BOT_NAME_MAX);

/** POST /meeting-bot/create-bot. */
export const createBotSchema = z.object({
  sessionId: sessionIdSchema,
  meetingUrl: z.string().trim().min(1).max(2000),
  botName: botNameSchema,
});
export type CreateBotRequest = z.infer<typeof createBotSchema>;

/** The consent notice the bot posts in the meeting chat when it starts recording. */
export const BOT_CONSENT_NOTICE =
  '{{bot}} is taking notes for {{clinician}} with ClinicScribe. The conversation is transcribed to write the clinical note. Say so now if you do not agree.';
