// Maps Firebase Auth error codes to the sign-in texts of spec section 8 (keys of the
// shared error catalogue, translated through the `errors` namespace).
import type { ErrorKey } from '@shared/error-catalogue';

const SIGN_IN_ERRORS: Record<string, ErrorKey> = {
  'auth/user-not-found': 'signInUserNotFound',
  'auth/wrong-password': 'signInWrongPassword',
  // With e-mail enumeration protection the SDK no longer says which of the two was wrong.
  'auth/invalid-credential': 'signInWrongPassword',
  'auth/invalid-login-credentials': 'signInWrongPassword',
  'auth/missing-email': 'signInMissingEmail',
  'auth/missing-password': 'signInMissingPassword',
  'auth/invalid-email': 'signInInvalidEmail',
};

/** The catalogue key for a sign-in failure, or null for an unexpected one. */
export function signInErrorKey(error: unknown): ErrorKey | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (SIGN_IN_ERRORS[code] ?? null) : null;
}
