// The account calls that go to our API: the export of everything stored about the user,
// and the last sign-ins. Failures are shown as toasts by the api error middleware.
import type { SignInHistory } from '@shared/sign-ins';
import { api } from '../../app/api';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Everything stored about the caller (record and saved sessions), secrets excepted. */
    exportAccountData: build.mutation<unknown, void>({
      query: () => ({ path: '/account/export' }),
    }),
    /** The caller's last sign-ins and second-factor changes, newest first (read each time the screen opens). */
    signIns: build.query<SignInHistory['signIns'], void>({
      query: () => ({ path: '/account/sign-ins' }),
      transformResponse: (answer: SignInHistory) => answer.signIns,
      keepUnusedDataFor: 0,
    }),
    /** Revokes every refresh token of the caller: every device is signed out (this one too, by the caller). */
    signOutEverywhere: build.mutation<{ ok: boolean }, void>({
      query: () => ({ path: '/account/sign-out-everywhere', body: {} }),
    }),
  }),
});

export const { useExportAccountDataMutation, useSignInsQuery, useSignOutEverywhereMutation } = accountApi;
