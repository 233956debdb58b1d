// Saved sessions: what the Saved Sessions screen lists (metadata only, never contents), how
// long a stored session is kept, the calls that read or delete one, and the access log
// (users/{uid}/sessionAccess/{id}, written by the server only, read by its owner).
import { z } from 'zod';
import { RETENTION_PERIODS, SESSION_STORING_DURATION_MAX, SESSION_STORING_DURATION_MIN } from './user-settings';
import { DAY_MS, sessionIdSchema, type SessionStatus, type SessionType } from './sessions';

/**
 * Days a session stored now is kept: the storing duration, and never longer than the
 * retention period ("delete files and transcripts after"), each brought within its bounds.
 */
export function storedSessionDays(settings: { sessionStoringDuration: number; retentionPeriod: string }): number {
  const storing = Math.min(
    SESSION_STORING_DURATION_MAX,
    Math.max(SESSION_STORING_DURATION_MIN, Math.floor(settings.sessionStoringDuration) || SESSION_STORING_DURATION_MIN),
  );
  const retention = (RETENTION_PERIODS as readonly string[]).includes(settings.retentionPeriod)
    ? Number(settings.retentionPeriod)
    : SESSION_STORING_DURATION_MAX;
  return Math.min(storing, retention);
}

/** When a session stored at `savedAt` is purged (ms since epoch): the countdown and the sweeper read this one value. */
export const storedSessionExpiry = (savedAt: number, days: number) => savedAt + days * DAY_MS;

/** One row of the Saved Sessions list: the session's metadata, no patient text besides the names. */
export interface SavedSessionSummary {
  id: string;
  name: string;
  type: SessionType;
  status: SessionStatus;
  language: string;
  createdAt: number;
  expiresAt: number;
  /** Generated notes kept with the session, and recorded audio seconds. */
  noteCount: number;
  audioSeconds: number;
}

/** The Firestore fields the list reads (a projection: the sealed contents are never read for it). */
export const SAVED_SESSION_LIST_FIELDS = [
  'name',
  'type',
  'status',
  'language',
  'createdAt',
  'expiresAt',
  'noteCount',
  'audioSeconds',
  'stored',
] as const;

/** GET /saved-sessions/{userId}: the caller's stored sessions, newest first, expired ones left out. */
export interface SavedSessionList {
  sessions: SavedSessionSummary[];
}

/** Most sessions deleted by one call of "delete several". */
export const DELETE_SESSIONS_MAX = 100;

/** POST /saved-sessions/{userId}/delete: the sessions to delete. */
export const deleteSessionsSchema = z.object({
  sessionIds: z.array(sessionIdSchema).min(1).max(DELETE_SESSIONS_MAX),
});
export type DeleteSessionsRequest = z.infer<typeof deleteSessionsSchema>;
export interface DeleteSessionsResult {
  deleted: string[];
  /** Ids that were not (or no longer) stored sessions of the caller. */
  missing: string[];
}

// ---- The access log ---------------------------------------------------------------------

/** What was done with a stored session: its contents read (opened, exported, downloaded, copied), the list asked for, or deleted. */
export const SESSION_ACCESS_ACTIONS = ['open', 'export', 'download', 'copy', 'list', 'delete'] as const;
export type SessionAccessAction = (typeof SESSION_ACCESS_ACTIONS)[number];

/** Who asked: the session's owner, another signed-in user, or an admin (admins never read contents). */
export const SESSION_ACCESS_ACTORS = ['owner', 'other-user', 'admin'] as const;
export type SessionAccessActor = (typeof SESSION_ACCESS_ACTORS)[number];

/** The subcollection of users/{uid} that holds the owner's access log. */
export const SESSION_ACCESS_COLLECTION = 'sessionAccess';
/** Entries shown on the Account screen (newest first). They are kept by time (AUDIT_RETENTION_DAYS in limits.ts), not by count. */
export const SESSION_ACCESS_SHOWN = 25;
/** Longest IP address and session name stored (characters). */
export const SESSION_ACCESS_IP_MAX = 64;
export const SESSION_ACCESS_NAME_MAX = 120;

/** One entry as stored. `sessionId` is '' for the list; `detail` says through what (e.g. the export's system). */
export const sessionAccessRecordSchema = z.object({
  at: z.number(),
  action: z.enum(SESSION_ACCESS_ACTIONS),
  sessionId: z.string(),
  sessionName: z.string(),
  actor: z.enum(SESSION_ACCESS_ACTORS),
  /** Whether it was allowed (entries written before refused attempts went to the security log may be false). */
  allowed: z.boolean(),
  ip: z.string(),
  detail: z.string().default(''),
});
export type SessionAccessRecord = z.infer<typeof sessionAccessRecordSchema>;

/** GET /account/session-access: the owner's log, newest first. */
export interface SessionAccessLog {
  entries: Array<SessionAccessRecord & { id: string }>;
}

/** POST /saved-sessions/{userId}/{sessionId}/access: the app reports a download or a copy of notes it read. */
export const sessionAccessReportSchema = z.object({
  action: z.enum(['download', 'copy']),
});
export type SessionAccessReport = z.infer<typeof sessionAccessReportSchema>;

// ---- The countdown ---------------------------------------------------------------------

/** Time left before `expiresAt`, in whole days, hours and minutes (all 0 once it has passed). */
export function timeLeft(expiresAt: number, now: number): { days: number; hours: number; minutes: number; expired: boolean } {
  const ms = Math.max(0, expiresAt - now);
  const minutesTotal = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutesTotal / (24 * 60)),
    hours: Math.floor((minutesTotal % (24 * 60)) / 60),
    minutes: minutesTotal % 60,
    expired: ms === 0,
  };
}
