// Granting and revoking the admin role. Admin is a custom claim on the account (the API's
// requireAdmin reads it live) plus a server-only marker document, admins/{uid}, that the
// Firestore rules require beside the claim: revoking deletes the marker at once, so a
// revoked admin's still-valid token lists no user records through the rules, and their
// refresh tokens are revoked so the claim goes with the next token too (with the revocation
// marker, so the rules also refuse the old token on the user's own documents).
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { revokeSessions } from '../security/revocations';

/** The server-only collection of admin markers (no client may read or write it). */
export const ADMINS_COLLECTION = 'admins';

/** Makes `uid` an admin: the claim (other claims kept) and the marker. */
export async function grantAdmin(auth: Auth, db: Firestore, uid: string, grantedBy = 'server'): Promise<void> {
  const account = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...(account.customClaims ?? {}), admin: true });
  await db.collection(ADMINS_COLLECTION).doc(uid).set({ grantedAt: Date.now(), grantedBy });
}

/** Takes the admin role from `uid`: the marker first (the rules refuse at once), then the claim, then every session. */
export async function revokeAdmin(auth: Auth, db: Firestore, uid: string): Promise<void> {
  await db.collection(ADMINS_COLLECTION).doc(uid).delete();
  const account = await auth.getUser(uid);
  const { admin: _admin, ...claims } = account.customClaims ?? {};
  await auth.setCustomUserClaims(uid, claims);
  await revokeSessions(auth, db, uid);
}
