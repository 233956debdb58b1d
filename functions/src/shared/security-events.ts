// The server's security log (securityEvents/{id}): events that someone other than an
// account's owner caused about that account, e.g. a refused attempt at a clinician's saved
// sessions, a failed sign-in reported by an unauthenticated caller, or another account
// presenting a clinician's OAuth state. Written by the functions only, read by admins through
// the API (rules: closed), kept AUDIT_RETENTION_DAYS.
// They never go to the owner's own trails, so nothing a stranger does can evict an entry.
import { z } from 'zod';

export const SECURITY_EVENTS_COLLECTION = 'securityEvents';

/** What happened. */
export const SECURITY_EVENT_KINDS = ['session-access-refused', 'sign-in-failed-report', 'oauth-state-refused'] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** Longest values stored (characters). */
export const SECURITY_EVENT_LIMITS = { uid: 128, ip: 64, userAgent: 300, detail: 120 } as const;

/** One event as stored: when (ms), what, who asked ('' when unauthenticated), about whom, from where. */
export const securityEventRecordSchema = z.object({
  at: z.number(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  actorUid: z.string(),
  /** Whether the caller held the admin claim. */
  actorAdmin: z.boolean(),
  targetUid: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** What was tried, e.g. 'open <sessionId>' or the sign-in failure's reason. */
  detail: z.string(),
});
export type SecurityEventRecord = z.infer<typeof securityEventRecordSchema>;

/** GET /admin/security-events?kind=&target=&before=&limit=: a page, newest first. */
export const securityEventsQuerySchema = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS).or(z.literal('')).catch(''),
  target: z
    .string()
    .trim()
    .max(SECURITY_EVENT_LIMITS.uid)
    .regex(/^[A-Za-z0-9_-]*$/)
    .catch(''),
  /** The cursor of the previous page: its last event's id. */
  before: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9]*$/)
    .catch(''),
  limit: z.coerce.number().int().min(1).max(100).catch(25),
});
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;

export interface SecurityEventsPage {
  events: Array<SecurityEventRecord & { id: string }>;
  /** The cursor of the next page (the last event's id), or null on the last page. */
  next: string | null;
}
