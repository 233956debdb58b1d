// Auth trigger: every new account (e-mail, social, phone, guest) gets its user record
// on the server, so that no client ever writes its own plan or quotas. A guest the server
// did not create (the Auth service's own anonymous sign-up) is deleted instead
// (guest-accounts.ts): guests are created, and throttled, by POST /account/guest only.
import * as functionsV1 from 'firebase-functions/v1';
import { refuseUnadmittedGuest } from './guest-accounts';
import { ensureUserRecord, toAuthAccount } from './user-store';

export const onUserCreated = functionsV1.auth.user().onCreate(async (user) => {
  if (await refuseUnadmittedGuest(user)) return;
  await ensureUserRecord(toAuthAccount(user));
});
