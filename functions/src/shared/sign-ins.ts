// The audit of sign-ins: what the server records at each sign-in and change of second factor
// of the owner's account (users/{uid}/signIns/{id}, server-written, readable by its owner,
// kept by time: AUDIT_RETENTION_DAYS in limits.ts), the body of the unauthenticated failure
// report (which goes to the security log, never to the owner's history), and the answer of
// GET /account/sign-ins.
import { z } from 'zod';
import { EMAIL_PATTERN } from './validation';

/** What happened ('sign-in-failed' only in records written before reports went to the security log). */
export const SIGN_IN_KINDS = [
  'sign-in',
  'sign-in-failed',
  'second-factor-sign-in',
  'second-factor-enrolled',
  'second-factor-removed',
] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

/** The subcollection of users/{uid} that holds the records. */
export const SIGN_INS_COLLECTION = 'signIns';
/** Records the Account screen shows (newest first). */
export const SIGN_INS_SHOWN = 10;
/** Longest user agent stored (characters). */
export const SIGN_IN_USER_AGENT_MAX = 300;
/** Longest IP address stored (characters). */
export const SIGN_IN_IP_MAX = 64;

/** Longest sign-in method stored (Firebase's provider id: 'password', 'google.com', 'phone'...). */
export const SIGN_IN_METHOD_MAX = 40;

/** One record as stored: when (ms), what, whether it succeeded, from where, and how ('' when unknown). */
export const signInRecordSchema = z.object({
  at: z.number(),
  kind: z.enum(SIGN_IN_KINDS),
  ok: z.boolean(),
  ip: z.string(),
  userAgent: z.string(),
  /** '' in records written before the method was recorded. */
  method: z.string().default(''),
});
export type SignInRecord = z.infer<typeof signInRecordSchema>;

/** GET /account/sign-ins: the caller's last records, newest first. */
export interface SignInHistory {
  signIns: Array<SignInRecord & { id: string }>;
}

/** Firebase Auth's refusal codes the site reports (anything else is reported as 'other'). */
export const SIGN_IN_FAILURE_REASONS = [
  'wrong-password',
  'invalid-credential',
  'user-disabled',
  'too-many-requests',
  'second-factor',
  'other',
] as const;

/** POST /account/sign-in-failed: the address typed and why Firebase refused it. */
export const signInFailedSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).regex(EMAIL_PATTERN),
  reason: z.enum(SIGN_IN_FAILURE_REASONS).catch('other'),
});
export type SignInFailedReport = z.infer<typeof signInFailedSchema>;

/** A Firebase Auth error code ('auth/wrong-password') as a reason of the report. */
export function signInFailureReason(code: string | undefined): SignInFailedReport['reason'] {
  const bare = (code ?? '').replace(/^auth\//, '');
  return (SIGN_IN_FAILURE_REASONS as readonly string[]).includes(bare) ? (bare as SignInFailedReport['reason']) : 'other';
}

/** The records to add for a change of second factors, from the factor ids before and after. */
export function secondFactorChanges(before: readonly string[], after: readonly string[]): SignInKind[] {
  const added = after.filter((id) => !before.includes(id)).map((): SignInKind => 'second-factor-enrolled');
  const removed = before.filter((id) => !after.includes(id)).map((): SignInKind => 'second-factor-removed');
  return [...added, ...removed];
}
