// Practices: a clinic that buys ClinicScribe once for its clinicians. One place for
// the practice's stored shapes, its roles and limits, and what the /practices calls take and
// answer; the server, the rules, the site and the tests read them from here.
//
// Firestore (functions write everything; the rules let members read what they may):
//   practices/{practiceId}                       PracticeDoc
//   practices/{practiceId}/members/{uid}         PracticeMemberDoc
//   practices/{practiceId}/invitations/{id}      PracticeInvitationDoc (the link's secret only as a hash)
//   practices/{practiceId}/templates/{id}        PracticeTemplateDoc (the shared library)
//   practices/{practiceId}/log/{id}              PracticeLogEntry (readable by the practice's admins)
//   users/{uid}.practice                         UserPractice (which practice, which role; server-written)
//   practiceConnections/{practiceId}_{provider}  server only (sealed credentials, as a clinician's)
// No one in a practice reads another member's sessions, transcripts or notes: those stay under
// users/{uid}, readable by their owner alone, owners and admins of the practice included.
import { z } from 'zod';
import { BILLING_PERIODS, CURRENCIES } from './billing';
import { templateContentSchema } from './note-library';
import { EMAIL_PATTERN } from './validation';

/** Roles in a practice: the owner pays and cannot leave last; admins manage members and shared things. */
export const PRACTICE_ROLES = ['owner', 'admin', 'clinician'] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];
/** The roles an invitation or a role change may give (ownership moves only by transfer). */
export const INVITED_ROLES = ['admin', 'clinician'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** True for the roles that manage the practice (members, invitations, shared templates and connections, the log). */
export const isPracticeAdmin = (role: PracticeRole | null | undefined): boolean => role === 'owner' || role === 'admin';

/** The plans a practice buys per seat. */
export const PRACTICE_PLANS = ['Bronze', 'Silver'] as const;
export type PracticePlan = (typeof PRACTICE_PLANS)[number];

/** Longest practice name (characters). */
export const PRACTICE_NAME_MAX = 80;
/** Most seats a practice may buy (the product is sold to practices of 2 to 20). */
export const MAX_PRACTICE_SEATS = 50;
/** An invitation's link works for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Pending invitations a practice may hold at once. */
export const MAX_PENDING_INVITATIONS = 100;
/** Entries of the practice log one call returns. */
export const PRACTICE_LOG_PAGE = 100;
/** The Braintree add-on whose quantity is the seats past the first (the plan's price is one seat). */
export const PRACTICE_SEAT_ADD_ON_ID = 'practice-seat';

const millis = z.number().int().nonnegative();
const uid = z.string().min(1).max(128);
const docId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const email = z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN);
export const practiceNameSchema = z.string().trim().min(1).max(PRACTICE_NAME_MAX);

/** The practice's subscription: plan, period, currency and the seats paid for. */
export const practiceSubscriptionSchema = z.object({
  planName: z.enum(PRACTICE_PLANS),
  period: z.enum(BILLING_PERIODS),
  currency: z.enum(CURRENCIES),
  seats: z.number().int().min(1).max(MAX_PRACTICE_SEATS),
  subscriptionId: z.string().min(1),
  /** The price of one seat for the period (after a promo code's discount). */
  seatPrice: z.number().nonnegative(),
  promoCode: z.string().max(32).default(''),
  updatedAt: millis,
});
export type PracticeSubscription = z.infer<typeof practiceSubscriptionSchema>;

/** practices/{practiceId}. `version` counts every change of members or seats (two admins at once: one wins). */
export const practiceDocSchema = z.object({
  name: practiceNameSchema,
  ownerUid: uid,
  createdAt: millis,
  status: z.enum(['active', 'closed']),
  closedAt: millis.nullable().default(null),
  memberCount: z.number().int().nonnegative(),
  /** null until the owner buys seats. */
  subscription: practiceSubscriptionSchema.nullable(),
  version: z.number().int().nonnegative(),
});
export type PracticeDoc = z.infer<typeof practiceDocSchema>;

/** practices/{practiceId}/members/{uid}. `version` counts changes of this member (role changes compare it). */
export const practiceMemberDocSchema = z.object({
  uid,
  email,
  displayName: z.string().max(201),
  role: z.enum(PRACTICE_ROLES),
  joinedAt: millis,
  updatedAt: millis,
  version: z.number().int().nonnegative(),
});
export type PracticeMemberDoc = z.infer<typeof practiceMemberDocSchema>;

export const INVITATION_STATES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** practices/{practiceId}/invitations/{id}: bound to one address; the link's secret is kept only as its SHA-256 (hex). */
export const practiceInvitationDocSchema = z.object({
  email,
  role: z.enum(INVITED_ROLES),
  invitedBy: uid,
  inviterName: z.string().max(201),
  practiceName: practiceNameSchema,
  createdAt: millis,
  /** Resending moves it: 7 days from the last send. */
  expiresAt: millis,
  status: z.enum(INVITATION_STATES),
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  sentCount: z.number().int().min(1),
  acceptedBy: uid.nullable().default(null),
  acceptedAt: millis.nullable().default(null),
  revokedAt: millis.nullable().default(null),
});
export type PracticeInvitationDoc = z.infer<typeof practiceInvitationDocSchema>;

/** An invitation as the state it shows: a pending one past its expiry reads as expired. */
export type InvitationView = InvitationState | 'expired';
export const invitationView = (doc: Pick<PracticeInvitationDoc, 'status' | 'expiresAt'>, now: number): InvitationView =>
  doc.status === 'pending' && doc.expiresAt <= now ? 'expired' : doc.status;

/** practices/{practiceId}/templates/{id}: a template published to the practice (members use or copy it; admins change it). */
export const practiceTemplateDocSchema = templateContentSchema.extend({
  /** The admin's own template it was published from (users/{uid}/noteTemplates/{sourceId}). */
  sourceId: z.string().min(1).max(64),
  publishedBy: uid,
  publishedByName: z.string().max(201),
  publishedAt: millis,
  updatedAt: millis,
});
export type PracticeTemplateDoc = z.infer<typeof practiceTemplateDocSchema>;

export const PRACTICE_EVENTS = [
  'created',
  'invited',
  'invitationResent',
  'invitationRevoked',
  'joined',
  'removed',
  'left',
  'roleChanged',
  'ownershipTransferred',
  'seatsChanged',
  'templatePublished',
  'templateUnpublished',
  'connectionAdded',
  'connectionRemoved',
  'closed',
] as const;
export type PracticeEvent = (typeof PRACTICE_EVENTS)[number];

/** practices/{practiceId}/log/{id}: who did what to whom (never a session, transcript or note). */
export const practiceLogEntrySchema = z.object({
  at: millis,
  event: z.enum(PRACTICE_EVENTS),
  actorUid: uid,
  actorName: z.string().max(201),
  /** The member, address, template or connection the event is about, as the log shows it. */
  subject: z.string().max(300).default(''),
  /** Small details: the roles before and after, the seats before and after, the provider. */
  details: z.record(z.union([z.string().max(200), z.number()])).default({}),
});
export type PracticeLogEntry = z.infer<typeof practiceLogEntrySchema>;

/** users/{uid}.practice: the practice a clinician belongs to (at most one) and their role; null when none. */
export const userPracticeSchema = z.object({ practiceId: docId, role: z.enum(PRACTICE_ROLES), joinedAt: millis }).nullable();
export type UserPractice = z.infer<typeof userPracticeSchema>;

// ---- The /practices calls (every one signed in; the server checks the caller's role).

/** POST /practices {name}: a paid clinician in no practice creates one and owns it. */
export const createPracticeSchema = z.object({ name: practiceNameSchema });
/** POST /practices/invitations {email, role}: an admin invites an address. */
export const invitePracticeSchema = z.object({ email, role: z.enum(INVITED_ROLES).default('clinician') });
/** POST /practices/invitations/resend and /revoke {invitationId}. */
export const invitationRefSchema = z.object({ invitationId: docId });
/** The link's query and POST /practices/invitations/accept: which invitation and its secret. */
export const invitationLinkSchema = z.object({
  practiceId: docId,
  invitationId: docId,
  token: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;
/** POST /practices/members/role {uid, role, version}: `version` is the member's as the admin saw it. */
export const memberRoleSchema = z.object({ uid, role: z.enum(INVITED_ROLES), version: z.number().int().nonnegative() });
/** POST /practices/members/remove {uid} and /practices/transfer {uid}. */
export const memberRefSchema = z.object({ uid });
/** POST /practices/seats: buy or change the seats (a nonce when no card is on file, or to use another card). */
export const practiceSeatsSchema = z.object({
  planName: z.enum(PRACTICE_PLANS),
  period: z.enum(BILLING_PERIODS),
  currency: z.enum(CURRENCIES),
  seats: z.number().int().min(1).max(MAX_PRACTICE_SEATS),
  nonce: z.string().trim().max(4000).default(''),
  promoCode: z.string().trim().toUpperCase().max(32).default(''),
  attemptId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** The practice's version as the owner saw it: a seat change on a stale page is refused. */
  version: z.number().int().nonnegative(),
});
export type PracticeSeatsRequest = z.infer<typeof practiceSeatsSchema>;
/** POST /practices/templates/publish {templateId} (one of the admin's own) and /unpublish, /copy {templateId}. */
export const practiceTemplateRefSchema = z.object({ templateId: z.string().min(1).max(64) });

/** A member as the Practice page lists them, with this period's usage (never their sessions). */
export interface PracticeMemberView {
  uid: string;
  email: string;
  displayName: string;
  role: PracticeRole;
  joinedAt: number;
  version: number;
  /** Shown to the practice's admins only (null for a clinician's view). */
  usage: { notesGenerated: number; minutesRecorded: number; periodStart: number } | null;
}

/** An invitation as the Practice page lists it (admins only). */
export interface PracticeInvitationView {
  id: string;
  email: string;
  role: InvitedRole;
  state: InvitationView;
  createdAt: number;
  expiresAt: number;
  sentCount: number;
}

/** GET /practices/mine: the caller's practice, or {practice: null}. */
export interface MyPracticeView {
  practice: {
    id: string;
    name: string;
    ownerUid: string;
    status: PracticeDoc['status'];
    subscription: PracticeSubscription | null;
    memberCount: number;
    version: number;
  } | null;
  role: PracticeRole | null;
  members: PracticeMemberView[];
  invitations: PracticeInvitationView[];
}

/** GET /practices/invitations/preview?practiceId&invitationId&token: what the link's page shows before accepting. */
export interface InvitationPreview {
  practiceName: string;
  inviterName: string;
  email: string;
  role: InvitedRole;
  state: InvitationView;
}

// ---- What the /practices calls answer besides GET /practices/mine (the page reloads that after a change).

/** POST /practices: the new practice. */
export interface CreatePracticeAnswer {
  practiceId: string;
}

/** POST /practices/invitations and /practices/invitations/resend: the invitation sent and until when its link works. */
export interface InvitationSentAnswer {
  invitationId: string;
  expiresAt: number;
}

/**
 * POST /practices/invitations/accept: the practice joined, the role, and the credit for the
 * unused part of the member's own subscription, ended on joining (null when they had none).
 */
export interface AcceptInvitationAnswer {
  practiceId: string;
  role: InvitedRole;
  plan: PracticePlan;
  credit: { amount: number; currency: (typeof CURRENCIES)[number] } | null;
}

/** POST /practices/members/role: the member as changed (its new version). */
export interface MemberRoleAnswer {
  uid: string;
  role: InvitedRole;
  version: number;
}

/** GET /practices/log: the newest entries first (at most PRACTICE_LOG_PAGE). */
export interface PracticeLogPage {
  entries: Array<PracticeLogEntry & { id: string }>;
}

/** GET /admin/practices: one row of the service admin console's list of practices. */
export interface AdminPracticeRow {
  id: string;
  name: string;
  ownerEmail: string;
  members: number;
  /** Seats paid for (0 before the owner buys any). */
  seats: number;
  plan: PracticePlan | null;
  status: PracticeDoc['status'];
  createdAt: number;
}

/** Practices the admin console lists at most (newest first). */
export const ADMIN_PRACTICES_LIMIT = 500;
