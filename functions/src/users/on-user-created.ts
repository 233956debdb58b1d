// Auth trigger: every new account (e-mail, social, phone, guest) gets its user record
// on the server, so that no client ever writes its own plan or quotas.
import * as functionsV1 from 'firebase-functions/v1';
import { ensureUserRecord, toAuthAccount } from './user-store';

export const onUserCreated = functionsV1.auth.user().onCreate(async (user) => {
  await ensureUserRecord(toAuthAccount(user));
});
