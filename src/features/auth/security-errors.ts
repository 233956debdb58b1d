// Maps phone, second-factor and e-mail-change failures to the product's error texts.
import type { ErrorKey } from '@shared/error-catalogue';

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

/** Phone sign-in and enrolment. */
export function phoneErrorKey(error: unknown): ErrorKey {
  const code = codeOf(error);
  if (code === 'auth/invalid-verification-code' || code === 'auth/missing-verification-code') return 'phoneInvalidCode';
  if (code === 'auth/credential-already-in-use' || code === 'auth/account-exists-with-different-credential') return 'phoneAlreadyLinked';
  return 'mfaSignInError';
}

/** Sign-in with a second factor. */
export function secondFactorErrorKey(error: unknown): ErrorKey {
  if (error instanceof Error && error.message === 'Unsupported factor type') return 'mfaUnsupportedFactor';
  if (codeOf(error) === 'auth/invalid-verification-code') return 'phoneInvalidCode';
  return 'mfaSignInError';
}

/** E-mail change. */
export function emailChangeErrorKey(error: unknown): ErrorKey {
  switch (codeOf(error)) {
    case 'auth/email-already-in-use':
      return 'emailChangeInUse';
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return 'emailChangeInvalidAddress';
    case 'auth/requires-recent-login':
      return 'emailChangeRecentLogin';
    case 'auth/too-many-requests':
      return 'emailChangeTooMany';
    case 'no-user':
      return 'emailChangeNoUser';
    default:
      return 'emailChangeFailed';
  }
}
