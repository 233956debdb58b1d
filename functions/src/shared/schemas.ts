// Request schemas (zod) of the API calls that take a payload.
// The functions parse every body with these; the site validates its forms with them too.
// Unknown fields are stripped. User-facing messages come from the error catalogue.
import { z } from 'zod';
import { ERROR_CATALOGUE } from './error-catalogue';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_INVITES_PER_SEND } from './limits';
import { PLAN_NAMES } from './plans';
import { PRACTITIONER_ROLES } from './roles';
import { EMAIL_PATTERN } from './validation';

const id = z.string().trim().min(1).max(128);

const invalidEmail = ERROR_CATALOGUE.emailChangeInvalidFormat.en;
const email = z
  .string({ required_error: invalidEmail, invalid_type_error: invalidEmail })
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, invalidEmail);

const referralCodePattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** POST /referral/send: 1 to REFERRAL_INVITES_PER_SEND addresses. */
export const referralInviteSchema = z.object({ emails: z.array(email).min(1).max(REFERRAL_INVITES_PER_SEND) });

/** POST /referral/check: the code is trimmed and upper-cased, then must be 6 of A-Z0-9. */
export const referralCheckSchema = z.object({
  userId: id,
  referralCode: z.string().trim().toUpperCase().regex(referralCodePattern, ERROR_CATALOGUE.fallbackReferralCode.en),
});

const promoRequired = ERROR_CATALOGUE.uiPromoCodeRequired.en;
/** POST /promo/verify: a non-empty code ('Please enter a promo code'). */
export const promoVerifySchema = z.object({
  userId: id,
  code: z.string({ required_error: promoRequired }).trim().min(1, promoRequired),
});

/** POST /admin/plan: a plan name of the table. */
export const adminPlanSchema = z.object({ uid: id, userId: id, planName: z.enum(PLAN_NAMES) });

/** Most notes an admin may grant at once, and the longest session time limit (24 hours): anything more is a typo. */
export const ADMIN_NOTES_MAX = 100_000;
export const ADMIN_TIME_LIMIT_MAX = 24 * 60 * 60;

/** POST /admin/notes: a whole number of notes, 0 to ADMIN_NOTES_MAX. */
export const adminNotesSchema = z.object({ uid: id, userId: id, notesLeft: z.number().int().min(0).max(ADMIN_NOTES_MAX) });

/** POST /admin/time: a whole number of seconds, 0 to ADMIN_TIME_LIMIT_MAX. */
export const adminTimeSchema = z.object({ uid: id, userId: id, timeLimit: z.number().int().min(0).max(ADMIN_TIME_LIMIT_MAX) });

/** POST /admin/users: the caller, and optionally a search (e-mail or name prefix) and the page after a cursor. */
export const adminUsersSchema = z.object({
  uid: id,
  search: z.string().trim().max(120).default(''),
  after: z.string().max(400).nullable().default(null),
  limit: z.number().int().min(1).max(100).default(25),
});

/** POST /send-welcome-mail: the name may be empty (a provider may give none). */
export const sendWelcomeMailSchema = z.object({ email, name: z.string().trim().max(200) });

/** POST /send-promo-mail (admins): a promo code e-mailed to an address. */
export const sendPromoMailSchema = z.object({ email, code: z.string().trim().toUpperCase().min(1).max(32) });

/** POST /crm/send-user-to-automation. */
export const sendUserToAutomationSchema = z.object({ adminUid: id, targetUserId: id });

/** POST Cliniko-type patients. */
export const clinikoPatientsSchema = z.object({ userId: id });

/** POST Cliniko-type export: non-empty notes. */
export const clinikoExportSchema = z.object({ userId: id, notes: z.string().trim().min(1) });

/** Email change request: the new address must match the simple pattern ('Invalid email format'). */
export const emailChangeSchema = z.object({ newEmail: email });

export type ReferralInvite = z.infer<typeof referralInviteSchema>;
export type ReferralCheck = z.infer<typeof referralCheckSchema>;
export type PromoVerify = z.infer<typeof promoVerifySchema>;
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export type AdminNotes = z.infer<typeof adminNotesSchema>;
export type AdminTime = z.infer<typeof adminTimeSchema>;
export type AdminUsers = z.infer<typeof adminUsersSchema>;
export type SendWelcomeMail = z.infer<typeof sendWelcomeMailSchema>;
export type SendUserToAutomation = z.infer<typeof sendUserToAutomationSchema>;
export type ClinikoPatients = z.infer<typeof clinikoPatientsSchema>;
export type ClinikoExport = z.infer<typeof clinikoExportSchema>;
export type EmailChange = z.infer<typeof emailChangeSchema>;

/**
 * POST /account/register: what the registration form adds to the new account
 * (the registration form's input). `emr` is a practice-management API key,
 * stored encrypted on the server; `referredBy` a referral code.
 */
export const registrationSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  role: z.enum(PRACTITIONER_ROLES),
  country: z.string().trim().min(2).max(100),
  leadSource: z.string().trim().max(200).optional().default(''),
  promoCode: z.string().trim().max(64).optional().default(''),
  emr: z.string().trim().max(500).optional().default(''),
  referredBy: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || referralCodePattern.test(code), ERROR_CATALOGUE.fallbackReferralCode.en)
    .optional()
    .default(''),
  language: z.enum(['en', 'fr']).optional().default('en'),
  /** The code of the special link the user signed up through ('' for none). */
  link: z.string().trim().max(64).optional().default(''),
});
export type Registration = z.infer<typeof registrationSchema>;
