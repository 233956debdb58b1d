/**
 * Roles stored in userInfo.role. 'null' (the string) until a role is
 * chosen at sign-up; 'admin' is granted only by functions (custom claim plus record).
 */
export const PRACTITIONER_ROLES = [
  'doctor',
  'therapist',
  'psychologist',
  'psychiatrist',
  'physiotherapist',
  'nurse',
  'dietitian',
  'other',
] as const;

export type PractitionerRole = (typeof PRACTITIONER_ROLES)[number];
export type Role = PractitionerRole | 'admin' | 'null';

/** The role value of a user who has not chosen one yet. */
export const UNSET_ROLE = 'null' as const;

/** True for practitioner roles (they see the product tour); false for 'admin' and 'null'. */
export function isPractitionerRole(role: string): role is PractitionerRole {
  return (PRACTITIONER_ROLES as readonly string[]).includes(role);
}
