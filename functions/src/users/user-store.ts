// users/{uid} with the Admin SDK: the typed reference every function reads and updates the
// record through, creating a record, and deleting everything stored for a user.
import {
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { userDocFromData, userDocPath, type UserDoc } from '../shared/user-doc';
import { newUserRecord } from './user-record';
import { reserveReferralCode } from './referral-codes';

/**
 * Reads the record as a UserDoc (defaults filled by the shared reader). Writing a UserDoc
 * stores it as given: its fields are the stored field names.
 */
export const userDocConverter: FirestoreDataConverter<UserDoc> = {
  toFirestore: (user) => user as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => userDocFromData(snapshot.data()),
};

/** The typed reference of users/{uid}; updates take UserDocUpdate objects. */
export function userDocRef(db: Firestore, uid: string): DocumentReference<UserDoc> {
  return db.doc(userDocPath(uid)).withConverter(userDocConverter);
}

/** The record of `uid`, or null when there is none. */
export async function readUserDoc(db: Firestore, uid: string): Promise<UserDoc | null> {
  return (await userDocRef(db, uid).get()).data() ?? null;
}

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
  const ref = db.doc(userDocPath(account.uid));
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

/**
 * Deletes everything stored for `uid`: secrets, referral code, then the record and its
 * sessions. The record goes last, so once it is gone nothing else of the user is left.
 */
export async function deleteUserData(db: Firestore, uid: string): Promise<void> {
  const ref = userDocRef(db, uid);
  const code = (await ref.get()).data()?.referrals.referralCode;
  await db.doc(`secrets/${uid}`).delete();
  if (code !== undefined) await db.doc(`referralCodes/${code}`).delete();
  await db.recursiveDelete(ref);
}
