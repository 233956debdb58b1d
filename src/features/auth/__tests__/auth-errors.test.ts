import { signInErrorKey } from '../auth-errors';
import { ERROR_CATALOGUE } from '@shared/error-catalogue';

describe('signInErrorKey', () => {
  it.each([
    ['auth/user-not-found', 'No user found with this email.'],
    ['auth/wrong-password', 'Wrong password.'],
    ['auth/missing-email', 'Missing email.'],
    ['auth/missing-password', 'Missing password.'],
    ['auth/invalid-email', 'Invalid email.'],
  ])('maps %s to the catalogue text "%s"', (code, text) => {
    const key = signInErrorKey({ code });
    expect(key).not.toBeNull();
    expect(ERROR_CATALOGUE[key as keyof typeof ERROR_CATALOGUE].en).toBe(text);
  });

  it('returns null for errors it does not know', () => {
    expect(signInErrorKey({ code: 'auth/network-request-failed' })).toBeNull();
    expect(signInErrorKey(new Error('boom'))).toBeNull();
    expect(signInErrorKey(null)).toBeNull();
  });
});
