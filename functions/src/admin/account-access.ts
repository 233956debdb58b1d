// Disabling an account. Firebase Auth then refuses its sign-ins and refreshes, and the API and
// the realtime server refuse its tokens at once (verifyIdToken(token, true) checks a disabled
// account), but the Firestore rules cannot see that an account is disabled: its refresh tokens
// are revoked too, with the revocation marker, so the rules refuse the tokens it still holds,
// and an account enabled again starts from a fresh sign-in.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { revokeSessions } from '../security/revocations';

/** Disables `uid` and revokes every session it has (rules included). Answers the revocation instant (seconds). */
export async function disableAccount(auth: Auth, db: Firestore, uid: string): Promise<number> {
  await auth.updateUser(uid, { disabled: true });
  return revokeSessions(auth, db, uid);
}
