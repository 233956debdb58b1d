// Creating and completing user records with the Admin SDK.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { newUserRecord } from './user-record';
import { reserveReferralCode } from './referral-codes';

/** What ensureUserRecord needs of an auth account. */
export type AuthAccount = Pick<AuthUser, 'uid' | 'email' | 'displayName' | 'phoneNumber' | 'emailVerified'> & {
  isAnonymous: boolean;
};

/** The auth account as ensureUserRecord sees it (anonymous: no provider at all). */
export function toAuthAccount(user: AuthUser): AuthAccount {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerified,
    isAnonymous: user.providerData.length === 0,
  };
}

/**
 * Creates users/{uid} with the defaults and a unique referral code unless it exists.
 * Idempotent: the auth trigger and the first API call may both run it. Returns true if it created the record.
 */
export async function ensureUserRecord(account: AuthAccount, db: Firestore = getFirestore(), now = Date.now()): Promise<boolean> {
  const ref = db.doc(`users/${account.uid}`);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    const referralCode = await reserveReferralCode(db, tx, account.uid);
    tx.create(
      ref,
      newUserRecord({
        uid: account.uid,
        email: account.email ?? null,
        displayName: account.displayName ?? null,
        phoneNumber: account.phoneNumber ?? null,
        emailVerified: account.emailVerified,
        isGuest: account.isAnonymous,
        referralCode,
        now,
      }),
    );
    return true;
  });
}

/** Deletes everything stored for `uid`: the record and its sessions, secrets, referral code. */
export async function deleteUserData(db: Firestore, uid: string): Promise<void> {
  const ref = db.doc(`users/${uid}`);
  const code = (await ref.get()).get('referrals.referralCode');
  await db.recursiveDelete(ref);
  await db.doc(`secrets/${uid}`).delete();
  if (typeof code === 'string') await db.doc(`referralCodes/${code}`).delete();
}
