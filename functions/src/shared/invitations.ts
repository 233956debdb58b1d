// The words of an inviter that an invitation e-mail may carry: their first and last name
// only, each of letters (any script), spaces, hyphens and apostrophes, length-limited. The
// subject is fixed; nothing else the inviter typed reaches the mail.
import { z } from 'zod';

/** Longest first or last name an invitation carries (characters). */
export const INVITER_NAME_MAX = 40;

const namePart = z
  .string()
  .trim()
  .min(1)
  .max(INVITER_NAME_MAX)
  .regex(/^\p{L}[\p{L}\p{M}' ’-]*$/u)
  .refine((value) => !/\s{2,}/.test(value));

export const inviterNameSchema = z.object({ firstName: namePart, lastName: namePart });
export type InviterName = z.infer<typeof inviterNameSchema>;
