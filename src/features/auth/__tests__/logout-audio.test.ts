// Sign-out and the audio still waiting in the browser: it is sent first; what cannot be sent
// is deleted only after the clinician was warned and agreed; the user's buffer is deleted
// at every completed sign-out.
import { logOut, provideSignOutAudio } from '../login-flow';

const mockCalls: string[] = [];
let mockUnsentSeconds = 0;

jest.mock('../api', () => ({ authApi: { endpoints: { logoutOnServer: { initiate: () => 'logout-on-server' } } } }));
jest.mock('../../../lib/firebase/auth', () => ({ signOut: async () => void mockCalls.push('signOut') }));
jest.mock('../../../lib/realtime/socket', () => ({ disconnectUserSocket: () => void mockCalls.push('disconnect') }));
jest.mock('../../../lib/firebase/presence', () => ({ goOffline: async () => void mockCalls.push('offline') }));
// The recording feature's buffer, as the app hands it over.
provideSignOutAudio(async () => ({
  sendWaitingAudio: async (uid: string) => {
    mockCalls.push(`send:${uid}`);
    return mockUnsentSeconds;
  },
  deleteRecordingBuffer: async (uid: string) => void mockCalls.push(`delete:${uid}`),
}));

const dispatch = (async () => undefined) as never;

beforeEach(() => {
  mockCalls.length = 0;
  mockUnsentSeconds = 0;
});

describe('logOut and the waiting audio', () => {
  it('sends what waits, then signs out and deletes the user’s buffer, without asking when everything arrived', async () => {
    const confirm = jest.fn(() => false);
    expect(await logOut(dispatch, 'alice', confirm)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(mockCalls).toEqual(['send:alice', 'offline', 'disconnect', 'signOut', 'delete:alice']);
  });

  it('warns before deleting audio that could not be sent, and stays signed in (audio kept) when the clinician declines', async () => {
    mockUnsentSeconds = 2.5;
    const confirm = jest.fn(() => false);
    expect(await logOut(dispatch, 'alice', confirm)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(3);
    expect(mockCalls).toEqual(['send:alice']);
  });

  it('deletes the unsent audio once the clinician agreed', async () => {
    mockUnsentSeconds = 4;
    const confirm = jest.fn(() => true);
    expect(await logOut(dispatch, 'alice', confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith(4);
    expect(mockCalls).toContain('delete:alice');
    expect(mockCalls).toContain('signOut');
  });
});
