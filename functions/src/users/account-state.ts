// The account's state kept in the record beside the auth account: the second factor, a
// completed e-mail change, being online, and signing out everywhere.
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { revokeSessions } from '../security/revocations';
import { Refusal } from '../shared/refusal';
import { secondFactorChanges } from '../shared/sign-ins';
import { userInfoUpdate } from '../shared/user-doc';
import { recordSignIn } from './sign-ins';
import { readUserDoc, updateUser } from './user-store';

/** isEnrolled2FA follows the second factors the auth account really has; each change goes to the sign-in history. */
export async function syncSecondFactor(db: Firestore, uid: string, context: { ip: string; userAgent: string }): Promise<boolean> {
  const account = await getAuth().getUser(uid);
  const enrolled = (account.multiFactor?.enrolledFactors ?? []).some((f) => f.factorId === 'phone');
  // Before: what the record said at the last sync; after: what the auth account has now.
  const before = (await readUserDoc(db, uid))?.isEnrolled2FA === true;
  await updateUser(db, uid, { isEnrolled2FA: enrolled });
  for (const kind of secondFactorChanges(before ? ['phone'] : [], enrolled ? ['phone'] : [])) {
    await recordSignIn(uid, { kind, ok: true, ip: context.ip, userAgent: context.userAgent, method: 'phone' });
  }
  return enrolled;
}

/** Completes a requested e-mail change in the record once the new address is verified on the auth account. */
export async function emailChangeStatus(db: Firestore, uid: string): Promise<{ status: 'completed' | 'pending'; email: string }> {
  const account = await getAuth().getUser(uid);
  const record = await readUserDoc(db, uid);
  if (!record) throw new Refusal(404, 'emailChangeNoDocument');
  const stored = record.userInfo.email;
  if (account.email && account.emailVerified && account.email !== stored) {
    await updateUser(db, uid, { ...userInfoUpdate({ email: account.email }), isEmailVerified: true, emailChangeCompletedAt: Date.now() });
    return { status: 'completed', email: account.email };
  }
  return { status: 'pending', email: stored };
}

/** Marks the user offline (a record that is gone is left alone). */
export async function markOffline(db: Firestore, uid: string): Promise<void> {
  await updateUser(db, uid, { onlineStatus: 'offline' }).catch(() => undefined);
}

/**
 * Revokes every refresh token of the user: every ID token signed in before now is refused
 * from then on (API, realtime server at its next check, Firestore rules through the
 * revocation marker). Then marks them offline. Refused (503) when either the revocation or
 * its marker could not be written, so the user does not believe the rules refuse the old tokens.
 */
export async function signOutEverywhere(db: Firestore, uid: string): Promise<void> {
  try {
    await revokeSessions(getAuth(), db, uid);
  } catch (error) {
    console.error('revoke failed', (error as Error).name);
    throw new Refusal(503, 'signOutEverywhereFailed');
  }
  await markOffline(db, uid);
}
