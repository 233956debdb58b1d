import { deleteSessionsSchema, storedSessionDays, storedSessionExpiry, timeLeft } from '../saved-sessions';

describe('how long a saved session is kept', () => {
  it('is the storing duration, never past the retention period', () => {
    expect(storedSessionDays({ sessionStoringDuration: 3, retentionPeriod: '7' })).toBe(3);
    expect(storedSessionDays({ sessionStoringDuration: 14, retentionPeriod: '7' })).toBe(7);
    expect(storedSessionDays({ sessionStoringDuration: 30, retentionPeriod: '30' })).toBe(30);
  });

  it('brings values stored out of bounds back within 1 to 30 days', () => {
    expect(storedSessionDays({ sessionStoringDuration: 400, retentionPeriod: '365' })).toBe(30);
    expect(storedSessionDays({ sessionStoringDuration: 0, retentionPeriod: '7' })).toBe(1);
    expect(storedSessionDays({ sessionStoringDuration: -5, retentionPeriod: '30' })).toBe(1);
    expect(storedSessionDays({ sessionStoringDuration: Number.NaN, retentionPeriod: '1' })).toBe(1);
    expect(storedSessionDays({ sessionStoringDuration: 2.9, retentionPeriod: '30' })).toBe(2);
  });

  it('expires that many days after it was saved; the countdown reads the same value', () => {
    const savedAt = Date.UTC(2026, 10, 24, 9, 30);
    const expiresAt = storedSessionExpiry(savedAt, 3);
    expect(expiresAt - savedAt).toBe(3 * 86_400_000);
    expect(timeLeft(expiresAt, savedAt + 20 * 3_600_000)).toEqual({ days: 2, hours: 4, minutes: 0, expired: false });
    expect(timeLeft(expiresAt, expiresAt)).toEqual({ days: 0, hours: 0, minutes: 0, expired: true });
    expect(timeLeft(expiresAt, expiresAt + 1)).toMatchObject({ expired: true });
  });
});

describe('delete several', () => {
  it('takes 1 to 100 session ids', () => {
    expect(deleteSessionsSchema.safeParse({ sessionIds: ['abcdefgh12'] }).success).toBe(true);
    expect(deleteSessionsSchema.safeParse({ sessionIds: [] }).success).toBe(false);
    expect(deleteSessionsSchema.safeParse({ sessionIds: ['../etc/passwd'] }).success).toBe(false);
    expect(
      deleteSessionsSchema.safeParse({ sessionIds: Array.from({ length: 101 }, (_, i) => `session${String(i).padStart(4, '0')}`) }).success,
    ).toBe(false);
  });
});
