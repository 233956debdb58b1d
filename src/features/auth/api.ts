// The account calls: the server's half of registration, login completion and logout. (The
// signed-in user's record, live, is src/app/user-record-api.ts.)
import type { LoginCompletion } from '@shared/account';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

/** What the registration form sends to finish an account. */
export interface RegistrationRequest {
  firstName: string;
  lastName: string;
  role: string;
  country: string;
  leadSource: string;
  promoCode: string;
  emr: string;
  referredBy: string;
  language: string;
  /** The special link signed up through ('' for none). */
  link: string;
}

/** What registration answers: whether the special link and the referral code (if any) were applied, and why a link was not. */
export interface RegistrationAnswer {
  ok: boolean;
  link: { applied: true } | { applied: false; reason: string } | null;
  /** An unknown referral code (or the user's own) is dropped: the account is made without a referrer. */
  referral: { applied: boolean } | null;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegistrationAnswer, RegistrationRequest>({
      query: (request) => ({ path: '/account/register', body: request }),
    }),
    completeLogin: build.mutation<LoginCompletion, void>({
      query: () => ({ path: '/account/login-complete', body: {} }),
    }),
    logoutOnServer: build.mutation<unknown, void>({
      query: () => ({ path: '/account/logout', body: {} }),
    }),
  }),
});

// The sign-in and registration forms say what failed in place; a failed logout call
// changes nothing for the user (they are signed out either way).
showErrorsInline('register', 'completeLogin', 'logoutOnServer');
