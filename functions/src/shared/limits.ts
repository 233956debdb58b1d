// Business constants and limits (quotas, sizes, timings), and the pure quota rules.
import type { ErrorKey } from './error-catalogue';
// The new-user and guest quotas are rows of the plan table: plans.ts defines them (so that a
// page reading only a timing here does not load the plan table).
export { NEW_USER_NOTES_LEFT, NEW_USER_TIME_LIMIT_SECONDS, GUEST_NOTES_LEFT, GUEST_TIME_LIMIT_SECONDS } from './plans';

/** Days of usage kept per user; older entries are dropped. */
export const USAGE_HISTORY_MAX = 30;
/** Length of a referral code. */
export const REFERRAL_CODE_LENGTH = 6;
/** The 36 characters a referral code is made of. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Free trial length: 7 days. */
export const TRIAL_LENGTH_SECONDS = 604800;
/** Total size of the files uploaded to one session (15MB). */
export const UPLOAD_TOTAL_LIMIT_BYTES = 15 * 1024 * 1024;
/** A note-prompt source file must be smaller than this (10MB). */
export const NOTE_SOURCE_FILE_LIMIT_BYTES = 10 * 1024 * 1024;
/** File types accepted as a note-prompt source. */
export const NOTE_SOURCE_FILE_TYPES = ['.txt', '.doc', '.docx', '.pdf'] as const;
/** Note types that may be selected for one generation. */
export const MAX_NOTE_TYPES_PER_GENERATION = 4;
/** Notes generation may take up to 5 minutes. */
export const NOTE_GENERATION_TIMEOUT_MS = 5 * 60 * 1000;
/** Below this viewport width the site uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 992;
/** How long the referral success toast stays up. */
export const REFERRAL_TOAST_MS = 10000;
/** i18n key of the referral success toast text. */
export const REFERRAL_TOAST_TEXT_KEY = 'header-referral-toast';
/** Addresses one referral invite may hold. */
export const REFERRAL_INVITES_PER_SEND = 20;
/** Invitation e-mails one user may send per day (UTC). */
export const REFERRAL_INVITES_PER_DAY = 50;
/** Default auto-close delay of toasts. */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Default settings.sessionStoringDuration. */
export const SESSION_STORING_DURATION_DEFAULT = 1;
/** Default client retentionPeriod (a string in the client settings). */
export const RETENTION_PERIOD_DEFAULT = '7';
/** Content waits at most this long for persisted client state to be restored. */
export const PERSIST_TIMEOUT_MS = 5000;
/** Accounts created before this instant (ms, about Dec 2024) are logged in directly. */
export const LEGACY_ACCOUNT_CUTOFF_MS = 1734066000000;
/** Retries of a page-data load before giving up. */
export const PAGE_DATA_RETRIES = 3;
/** Pages prefetched per batch. */
export const PREFETCH_BATCH_SIZE = 4;
/** Pause between prefetch batches. */
export const PREFETCH_INTERVAL_MS = 3000;
/** Delay of the delayed navigation hook. */
export const DELAYED_NAVIGATION_MS = 1000;
/** Width of the product tour. */
export const TOUR_WIDTH = 600;
/** Yearly billing gives this many months off. */
export const YEARLY_BILLING_MONTHS_OFF = 2;
/** Modal defaults: size md, static backdrop (no dismissal by clicking outside). */
export const MODAL_DEFAULTS = { size: 'md', backdrop: 'static' } as const;
/** Automatic logoff after inactivity (clinical systems handle patient data). */
export const IDLE_LOGOFF_MS = 30 * 60 * 1000;
/** The warning shown this long before the automatic logoff. */
export const IDLE_WARNING_MS = 60 * 1000;

/** The realtime socket's timings (connection timeout, ping interval, ...). */
export const SOCKET = {
  timeout: 60000,
  pingInterval: 10000,
  pingTimeout: 60000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
} as const;

/** Length of one API rate-limit window: counts start again from 0 each minute. */
export const RATE_LIMIT_WINDOW_MS = 60 * 1000;

/**
 * API requests allowed per window (a minute), counted per caller (the ID token's uid) and
 * per IP address. Every route counts towards `general`; some also towards a tighter rule:
 * `codeCheck` for referral and promo code routes (codes must not be enumerated) and
 * `mail` for routes that send e-mail. An IP address has more room than one user because
 * several clinicians may share one (a practice's network).
 */
export const API_RATE_LIMITS: RateLimits = {
  general: { perUser: 300, perIp: 600 },
  codeCheck: { perUser: 10, perIp: 30 },
  mail: { perUser: 5, perIp: 20 },
};

/** A rule of API_RATE_LIMITS. */
export type RateLimitRule = 'general' | 'codeCheck' | 'mail';
/** Requests per window of each rule, per caller and per IP address. */
export type RateLimits = Readonly<Record<RateLimitRule, Readonly<{ perUser: number; perIp: number }>>>;

/** Open realtime sockets one user may have at a time (a few windows or devices). */
export const REALTIME_MAX_SOCKETS_PER_USER = 3;
/** Sessions one user may record at the same time (a concurrent session in a second window). */
export const REALTIME_MAX_RECORDINGS_PER_USER = 2;

/** The free trial is over when no seconds are left or trial start plus 7 days is not after now. */
export function isTrialExpired(trialSecondsLeft: number, trialStartMs: number, nowMs: number): boolean {
  return trialSecondsLeft <= 0 || !(trialStartMs + TRIAL_LENGTH_SECONDS * 1000 > nowMs);
}

/** One note fewer, never below 0. */
export function decrementNotes(notesLeft: number): number {
  return Math.max(0, notesLeft - 1);
}

/** Trial seconds after a session of `usedSeconds` (negative counts as 0), never below 0. */
export function decrementTrialSeconds(secondsLeft: number, usedSeconds: number): number {
  return Math.max(0, secondsLeft - Math.max(0, usedSeconds));
}

/** One day of usage: local date string, session seconds, notes generated. */
export interface UsageEntry {
  timestamp: string;
  session: number;
  notes: number;
}

/**
 * Adds a day's usage and returns a new list: an entry with the same local date is summed
 * in place; otherwise the entry is appended and only the last 30 are kept.
 */
export function appendUsage(history: readonly UsageEntry[], entry: UsageEntry): UsageEntry[] {
  const same = history.findIndex((day) => day.timestamp === entry.timestamp);
  const next =
    same >= 0
      ? history.map((day, i) => (i === same ? { ...day, session: day.session + entry.session, notes: day.notes + entry.notes } : day))
      : [...history, entry];
  return next.slice(-USAGE_HISTORY_MAX);
}

/**
 * Why a note-prompt source file is refused (it must be .txt, .doc, .docx or .pdf, under
 * 10MB, not empty), as a catalogue key; null when it is accepted.
 */
export function noteSourceFileError(fileName: string, sizeBytes: number): ErrorKey | null {
  const extension = fileName.slice(fileName.lastIndexOf('.')).toLowerCase();
  if (!fileName.includes('.') || !(NOTE_SOURCE_FILE_TYPES as readonly string[]).includes(extension)) return 'uiInvalidFileType';
  if (sizeBytes <= 0) return 'uiEmptyFile';
  if (sizeBytes >= NOTE_SOURCE_FILE_LIMIT_BYTES) return 'uiFileTooLarge';
  return null;
}

// ---- Audit trails and invitations (trails strangers cannot erase; capped invitations, so no mail relay) ----

/**
 * How long audit records are kept, by time (never by count, so no one can evict an entry by
 * writing others): the owner's access log of saved sessions, the owner's sign-in history and
 * the server's security log. Six years, as HIPAA asks of security documentation
 * (45 CFR 164.316(b)(2)(i)); 2,192 days covers the leap days of any six years. A scheduled
 * pass of the sweeper deletes older records.
 */
/** A day in milliseconds (here, not in sessions.ts: a page that reads a limit loads no schema library). */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const AUDIT_RETENTION_DAYS = 2192;
export const AUDIT_RETENTION_MS = AUDIT_RETENTION_DAYS * DAY_MS;
/** Records one purge pass deletes at most per trail (it deletes the rest at its next pass). */
export const AUDIT_PURGE_MAX_PER_PASS = 5000;
/** Invitation e-mails all users together may send per day (UTC), beside the per-user cap. */
export const REFERRAL_INVITES_GLOBAL_PER_DAY = 1000;
// ---- Trusted client address, sliding-window rate limits, guest creation, proof of work (floods of requests) ----

/**
 * Proxies of ours that append the caller's address to X-Forwarded-For, when TRUSTED_PROXY_HOPS
 * is not set: 1, the API called at its own functions URL (Google's front end appends the
 * address it received the request from as the last entry).
 */
export const TRUSTED_PROXY_HOPS_DEFAULT = 1;

/** A rate-limit store that has not answered within this time: fail closed (mail, codes) or open (the rest). */
export const RATE_LIMIT_STORE_TIMEOUT_MS = 3000;

/**
 * Guest accounts created per address and in all, per sliding hour. A guest costs a proof of
 * work first; past either count the answer is 429 (the global cap protects the service when
 * many addresses are used at once).
 */
export const GUEST_CREATION_LIMITS = { perAddress: 5, global: 300, windowMs: 60 * 60 * 1000 } as const;

/**
 * Proof of work (ALTCHA challenges, SHA-256): the largest number a challenge hides at first
 * (the solver tries half as many on average), and how long a challenge stays valid. A solved
 * challenge is accepted once. Each refusal of an address on a route the proof guards, within
 * the last `refusalWindowMs` (a sliding window), doubles the largest number of the challenges
 * handed to that address, at most `maxDoublings` times. The site solves challenges in a Web
 * Worker (bench/proof-of-work.mjs measures how long).
 */
export const PROOF_OF_WORK = {
  maxNumber: 250_000,
  ttlMs: 10 * 60 * 1000,
  header: 'x-proof-of-work',
  refusalWindowMs: 15 * 60 * 1000,
  maxDoublings: 4,
} as const;

/** The largest number a challenge for an address with `recentRefusals` recent refusals hides. */
export function proofOfWorkMaxNumber(recentRefusals: number): number {
  const doublings = Math.min(PROOF_OF_WORK.maxDoublings, Math.max(0, Math.floor(recentRefusals)));
  return PROOF_OF_WORK.maxNumber * 2 ** doublings;
}
// Revocation: how the realtime server keeps an open socket's right to stay open.
/** Every open socket's account is re-checked this often (disabled, deleted, signed out everywhere): one batched look-up of up to 100 accounts per call. */
export const REALTIME_REVOCATION_CHECK_MS = 30 * 1000;
/** A realtime instance counts as gone this long after its last heartbeat (it renews it every third of this). */
export const REALTIME_INSTANCE_TTL_MS = 30 * 1000;
/** The site sends its refreshed ID token over the socket this long before the current one expires. */
export const REALTIME_TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;
/** The codes of the realtime server's 'auth:ended' event and of its refusals at connect. */
export const REALTIME_AUTH_REVOKED = 'auth-revoked';
export const REALTIME_TOKEN_EXPIRED = 'token-expired';
