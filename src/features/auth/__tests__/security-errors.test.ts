import { ERROR_CATALOGUE } from '@shared/error-catalogue';
import { emailChangeErrorKey, phoneErrorKey, secondFactorErrorKey } from '../security-errors';
import { resetErrorKey, signUpError } from '../auth-errors';

const text = (key: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[key].en;

describe('phone, second-factor and e-mail-change error texts', () => {
  it.each([
    ['auth/email-already-in-use', 'This email address is already in use by another account'],
    ['auth/invalid-new-email', 'Invalid email address format'],
    ['auth/requires-recent-login', 'For security reasons, please log out and log back in before changing your email'],
    ['auth/too-many-requests', 'Too many requests. Please try again later'],
    ['no-user', 'No authenticated user found'],
    ['auth/network-request-failed', 'Failed to initiate email change'],
  ])('e-mail change: %s → "%s"', (code, expected) => {
    expect(text(emailChangeErrorKey({ code }))).toBe(expected);
  });

  it('phone: a wrong code and a number linked elsewhere', () => {
    expect(text(phoneErrorKey({ code: 'auth/invalid-verification-code' }))).toBe('Invalid verification code entered');
    expect(text(phoneErrorKey({ code: 'auth/credential-already-in-use' }))).toBe('Phone number is already linked to another account');
  });

  it('second factor: only phone hints are supported; other failures are an MFA sign-in error', () => {
    expect(text(secondFactorErrorKey(new Error('Unsupported factor type')))).toBe('Unsupported factor type');
    expect(text(secondFactorErrorKey({ code: 'auth/invalid-verification-code' }))).toBe('Invalid verification code entered');
    expect(text(secondFactorErrorKey({ code: 'auth/internal-error' }))).toBe('Error signing in with MFA');
  });

  it('sign-up: known codes, else "Error: " plus the message, else the generic text', () => {
    expect(text(signUpError({ code: 'auth/email-already-in-use' }).key)).toBe('Email already exists');
    expect(text(signUpError({ code: 'auth/missing-email' }).key)).toBe('Missing email');
    expect(signUpError(new Error('Password should be at least 6 characters'))).toEqual({
      key: 'signUpError',
      values: { message: 'Password should be at least 6 characters' },
    });
    expect(text(signUpError({}).key)).toBe('Error during registration');
  });

  it('password reset: known codes, else "Unknown Error"', () => {
    expect(text(resetErrorKey({ code: 'auth/user-not-found' }))).toBe('User Not Found');
    expect(text(resetErrorKey({ code: 'auth/missing-email' }))).toBe('Missing Email');
    expect(text(resetErrorKey({ code: 'auth/quota-exceeded' }))).toBe('Unknown Error');
  });
});
