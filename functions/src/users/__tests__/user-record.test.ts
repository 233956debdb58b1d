import { userDocFromData } from '../../shared/user-doc';
import { newUserRecord } from '../user-record';

const input = { uid: 'u1', email: 'jane@example.test', displayName: 'Jane Roe', referralCode: 'ABC123', now: 1_700_000_000_000 };

describe('newUserRecord', () => {
  it('is read back by the shared reader field for field', () => {
    const record = newUserRecord(input);
    expect(userDocFromData(record)).toMatchObject(record);
  });

  it('gives a registered user the Free plan, the first-time flow and the unset role', () => {
    const record = newUserRecord(input);
    expect(record.subscription.plan).toBe('Free');
    expect(record.usageLimits).toEqual({ notesLeft: 10, timeLimit: 3600 });
    expect(record.isFirstTimeLogin).toBe(true);
    expect(record.userInfo.role).toBe('null');
    expect(record).not.toHaveProperty('trialSecondsLeft');
  });

  it('gives a guest the Guest plan and no first-time flow', () => {
    const record = newUserRecord({ ...input, isGuest: true });
    expect(record.subscription.plan).toBe('Guest');
    expect(record.usageLimits).toEqual({ notesLeft: 1, timeLimit: 600 });
    expect(record.isFirstTimeLogin).toBe(false);
  });
});
