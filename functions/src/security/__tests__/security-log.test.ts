import { SECURITY_EVENT_LIMITS, securityEventsQuerySchema } from '../../shared/security-events';
import { securityEventRecord } from '../security-log';

describe('the security log', () => {
  it('stores bounded fields, the caller (or none) and the account concerned', () => {
    const record = securityEventRecord(
      { kind: 'sign-in-failed-report', targetUid: 'owner-1', ip: '9'.repeat(200), userAgent: 'u'.repeat(1000), detail: 'd'.repeat(500) },
      1234,
    );
    expect(record).toEqual({
      at: 1234,
      kind: 'sign-in-failed-report',
      actorUid: '',
      actorAdmin: false,
      targetUid: 'owner-1',
      ip: '9'.repeat(SECURITY_EVENT_LIMITS.ip),
      userAgent: 'u'.repeat(SECURITY_EVENT_LIMITS.userAgent),
      detail: 'd'.repeat(SECURITY_EVENT_LIMITS.detail),
    });
  });

  it('reads the admin query with safe defaults', () => {
    expect(securityEventsQuerySchema.parse({})).toEqual({ kind: '', target: '', before: '', limit: 25 });
    expect(securityEventsQuerySchema.parse({ kind: 'session-access-refused', target: 'abc_1', before: 'xYz9', limit: '100' })).toEqual({
      kind: 'session-access-refused',
      target: 'abc_1',
      before: 'xYz9',
      limit: 100,
    });
    expect(securityEventsQuerySchema.parse({ kind: 'other', target: 'a/b', before: '../x', limit: '5000' })).toEqual({
      kind: '',
      target: '',
      before: '',
      limit: 25,
    });
  });
});
