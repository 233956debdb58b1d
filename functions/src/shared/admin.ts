// The admin console's calls: the Users view (a page of users, server-side search), a user's
// usage, the internal flag, the Reviews view, Special Links, and the audit trail of every
// admin action (adminAudit/{id}, written by the server only). Plan, notes and time changes
// use ./schemas.ts (adminPlanSchema, adminNotesSchema, adminTimeSchema).
import { z } from 'zod';
import type { UsageEntry } from './limits';
import { PLANS, type PlanName } from './plans';
import { promoCodeSchema } from './promo-codes';
import type { ReviewType } from './user-settings';

const id = z.string().trim().min(1).max(128);

/** One row of the Users view: what an admin needs to support a user, never session contents. */
export interface AdminUserRow {
  uid: string;
  displayName: string;
  email: string;
  role: string;
  plan: string;
  notesLeft: number;
  timeLimit: number;
  isInternal: boolean;
  isGuest: boolean;
  onlineStatus: string;
  /** Milliseconds since the epoch; 0 when unknown. */
  lastLogin: number;
  createdAt: number;
}

/** POST /admin/users: a page of users, and the cursor of the next page (null at the end). */
export interface AdminUsersPage {
  users: AdminUserRow[];
  next: string | null;
  /** Every user (the count, not read one by one); null for a search. */
  total: number | null;
}

/** GET /admin/users/{userId}/usage: the daily entries, oldest first (at most 30). */
export interface AdminUserUsage {
  usage: UsageEntry[];
}

/** POST /admin/internal: mark a user internal (staff, tests) or external. */
export const adminInternalSchema = z.object({ uid: id, userId: id, isInternal: z.boolean() });

// ---- Reviews -----------------------------------------------------------------------------

export interface AdminReviewRow {
  uid: string;
  displayName: string;
  email: string;
  reviewType: ReviewType;
  feedback: string;
  reviewTimestamp: number;
}

/** GET /admin/reviews?type=: reviews newest first, of one type or all (declined ones are not reviews). */
export const ADMIN_REVIEW_FILTERS = ['all', 'positive', 'neutral', 'negative'] as const;
export const adminReviewsQuerySchema = z.object({ type: z.enum(ADMIN_REVIEW_FILTERS).catch('all') });

// ---- Special links -----------------------------------------------------------------------

/** The server-only collection of sign-up links; a link's document id is its code. */
export const SPECIAL_LINKS_COLLECTION = 'specialLinks';
/** Trials a link may grant. */
export const LINK_TRIAL_PLANS = [PLANS.StarterTrial.NAME, PLANS.BronzeTrial.NAME] as [PlanName, ...PlanName[]];

/** What signing up through the link gives: a trial of a plan, or a promo code for the first subscription. */
export const specialLinkGrantSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trial'), plan: z.enum(LINK_TRIAL_PLANS) }),
  z.object({ kind: z.literal('promo'), promoCode: promoCodeSchema }),
]);
export type SpecialLinkGrant = z.infer<typeof specialLinkGrantSchema>;

/** POST /admin/special-links: the admin's form. */
export const specialLinkCreateSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{4,32}$/, 'A link code is 4 to 32 letters, digits, - or _'),
  label: z.string().trim().max(120).default(''),
  grant: specialLinkGrantSchema,
  expiresAt: z.number().int().positive().nullable().default(null),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
});
export type SpecialLinkInput = z.infer<typeof specialLinkCreateSchema>;

/** A special link as stored (specialLinks/{code}): the admin's form, its sign-ups and state. */
export const specialLinkDocSchema = specialLinkCreateSchema.extend({
  signUps: z.number(),
  disabled: z.boolean(),
  createdAt: z.number(),
  createdBy: z.string(),
});
export type SpecialLinkDoc = z.infer<typeof specialLinkDocSchema>;

/** Why a link was not applied at registration (registration goes on without it). */
export type SpecialLinkRefusal = 'unknown' | 'disabled' | 'expired' | 'usedUp';

/** The verdict on signing up through `link` (its stored document, or null) at `now`. */
export function checkSpecialLink(
  link: SpecialLinkDoc | null,
  now: number,
): { ok: true; grant: SpecialLinkGrant } | { ok: false; reason: SpecialLinkRefusal } {
  if (!link) return { ok: false, reason: 'unknown' };
  if (link.disabled) return { ok: false, reason: 'disabled' };
  if (link.expiresAt !== null && link.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (link.maxUses !== null && link.signUps >= link.maxUses) return { ok: false, reason: 'usedUp' };
  return { ok: true, grant: link.grant };
}

/** The registration page's address for a link code. */
export const specialLinkPath = (code: string) => `/login/register/?link=${encodeURIComponent(code)}`;

// ---- Audit trail -------------------------------------------------------------------------

/** The server-only collection of the audit trail. */
export const ADMIN_AUDIT_COLLECTION = 'adminAudit';

export const ADMIN_ACTIONS = [
  'set-plan',
  'set-notes',
  'set-time',
  'set-internal',
  'send-to-automation',
  'promo-create',
  'promo-disable',
  'promo-enable',
  'promo-delete',
  'link-create',
  'link-disable',
  'link-enable',
  'link-delete',
  'promo-mail',
  'code-set-import',
  'code-set-reset',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** One admin action as recorded: who, what, on whom (or which code), the values before and after, when, from where. */
export const adminAuditEntrySchema = z.object({
  at: z.number(),
  adminUid: z.string(),
  adminEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  /** The user acted on, or '' for a code or link. */
  targetUid: z.string(),
  /** What is shown for the target: the user's e-mail, or the code. */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  /** Whether it was done (false: the outside service refused, e.g. the automation). */
  ok: z.boolean(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /admin/audit?admin=&target=: the newest entries, filtered by admin uid or target uid. */
export const adminAuditQuerySchema = z.object({
  admin: z.string().trim().max(128).default(''),
  target: z.string().trim().max(128).default(''),
  limit: z.coerce.number().int().min(1).max(200).catch(50),
});
export interface AdminAuditPage {
  entries: Array<AdminAuditEntry & { id: string }>;
}
