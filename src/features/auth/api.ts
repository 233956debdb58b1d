// The signed-in user's record, live: the first snapshot answers, later changes (plan,
// notes left, settings) update every screen that reads it.
import type { UserProfile } from '../../lib/firebase/users';
import { api, snapshotEndpoint } from '../../app/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<UserProfile | null, string>({
      ...snapshotEndpoint<string, UserProfile | null>(async (uid, onData) => {
        const { watchProfile } = await import('../../lib/firebase/users');
        return watchProfile(uid, onData);
      }),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useProfileQuery } = authApi;
