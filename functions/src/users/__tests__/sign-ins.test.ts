import { secondFactorChanges, signInFailedSchema, signInFailureReason, SIGN_IN_USER_AGENT_MAX } from '../../shared/sign-ins';
import { signInRecord } from '../sign-ins';

describe('signInRecord', () => {
  it('bounds the strings and fills the time and missing fields', () => {
    const record = signInRecord({ kind: 'sign-in', ok: true, userAgent: 'x'.repeat(5000), ip: '1'.repeat(500) }, 42);
    expect(record).toMatchObject({ at: 42, kind: 'sign-in', ok: true, method: '' });
    expect(record.userAgent).toHaveLength(SIGN_IN_USER_AGENT_MAX);
    expect(record.ip.length).toBeLessThanOrEqual(64);
  });
});

describe('secondFactorChanges', () => {
  it('names enrolments and removals from the factors before and after', () => {
    expect(secondFactorChanges([], ['phone'])).toEqual(['second-factor-enrolled']);
    expect(secondFactorChanges(['phone'], [])).toEqual(['second-factor-removed']);
    expect(secondFactorChanges(['phone'], ['phone'])).toEqual([]);
  });
});

describe('the failure report', () => {
  it('takes an address (lower-cased) and a known reason, any other reason as other', () => {
    expect(signInFailedSchema.parse({ email: ' Jane@Example.TEST ', reason: 'wrong-password' })).toEqual({
      email: 'jane@example.test',
      reason: 'wrong-password',
    });
    expect(signInFailedSchema.parse({ email: 'jane@example.test', reason: 'made-up' }).reason).toBe('other');
    expect(signInFailedSchema.safeParse({ email: 'nope', reason: 'other' }).success).toBe(false);
  });

  it('maps Firebase error codes to reasons', () => {
    expect(signInFailureReason('auth/invalid-credential')).toBe('invalid-credential');
    expect(signInFailureReason('auth/network-request-failed')).toBe('other');
    expect(signInFailureReason(undefined)).toBe('other');
  });
});
