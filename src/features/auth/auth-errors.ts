// Maps Firebase Auth error codes to the product's error texts (keys of the shared
// error catalogue, translated through the `errors` namespace).
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

const SIGN_UP_ERRORS: Record<string, ErrorKey> = {
  'auth/user-not-found': 'signUpUserNotFound',
  'auth/wrong-password': 'signUpWrongPassword',
  'auth/missing-password': 'signUpMissingPassword',
  'auth/invalid-email': 'signUpInvalidEmail',
  'auth/email-already-in-use': 'signUpEmailExists',
  'auth/missing-email': 'signUpMissingEmail',
};

const RESET_ERRORS: Record<string, ErrorKey> = {
  'auth/user-not-found': 'resetUserNotFound',
  'auth/wrong-password': 'resetWrongPassword',
  'auth/missing-password': 'resetMissingPassword',
  'auth/invalid-email': 'resetInvalidEmail',
  'auth/missing-email': 'resetMissingEmail',
};

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/** The catalogue key for a sign-in failure, or null for an unexpected one. */
export function signInErrorKey(error: unknown): ErrorKey | null {
  const code = codeOf(error);
  return code ? (SIGN_IN_ERRORS[code] ?? null) : null;
}

/** The catalogue key and values for a sign-up failure: a known text, else 'Error: ' plus the message. */
export function signUpError(error: unknown): { key: ErrorKey; values?: Record<string, string> } {
  const code = codeOf(error);
  if (code && SIGN_UP_ERRORS[code]) return { key: SIGN_UP_ERRORS[code] };
  const message = error instanceof Error ? error.message : '';
  return message ? { key: 'signUpError', values: { message } } : { key: 'signUpFailed' };
}

/** The catalogue key for a password reset failure ('Unknown Error' for the rest). */
export function resetErrorKey(error: unknown): ErrorKey {
  const code = codeOf(error);
  return (code && RESET_ERRORS[code]) || 'resetUnknownError';
}

/** The server's refusals of a new guest that have a text of their own (too many guests from here, the check expired, ...). */
const GUEST_REFUSALS: readonly ErrorKey[] = [
  'guestCreationTooMany',
  'guestCreationClosed',
  'proofOfWorkRequired',
  'rateLimitUnavailable',
  'emailChangeTooMany',
];

/** The catalogue key for a refused guest sign-in, or null for an unexpected failure. */
export function guestErrorKey(error: unknown): ErrorKey | null {
  const key = (error as { key?: unknown } | null)?.key;
  return GUEST_REFUSALS.find((refusal) => refusal === key) ?? null;
}
