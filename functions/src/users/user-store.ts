// The repository of the user record (users/{uid}) with the Admin SDK: the one module that
// names its path and its dotted fields (with users/user-queries.ts for queries across
// records). Every function reads and updates the record through the typed reference and
// the named operations here: creating a record, a plan change, spending and refunding
// notes, the bot name, a referral, the practice the user belongs to, and deleting everything
// stored for a user. `npm run
// lint` refuses `users/${...}` paths and dotted field paths elsewhere
// (scripts/eslint/user-record.mjs).
import {
  FieldValue,
  getFirestore,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { appendUsage } from '../shared/limits';
import { planChangeUpdate, quotasForPlan, type PlanQuotas } from '../shared/plan-change';
import { planAllows } from '../shared/plan-features';
import { userPracticeSchema, type UserPractice } from '../shared/practices';
import type { SESSION_ACCESS_COLLECTION } from '../shared/saved-sessions';
import type { SIGN_INS_COLLECTION } from '../shared/sign-ins';
import type { STYLE_EDITS_COLLECTION, STYLE_RULES_COLLECTION } from '../shared/note-style';
import {
  settingsUpdate,
  usageLimitsUpdate,
  USER_FIELDS,
  userDocFromData,
  userDocPath,
  type UserDoc,
  type UserDocUpdate,
} from '../shared/user-doc';
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

/** The record of `uid` read in `tx`, or null when there is none. */
export async function readUserIn(tx: Transaction, db: Firestore, uid: string): Promise<UserDoc | null> {
  return (await tx.get(userDocRef(db, uid))).data() ?? null;
}

/**
 * The reference without the typed reader: for the two callers that need the record exactly
 * as stored (the account export; login completion, which writes the settings map back as
 * it is). Everyone else reads through userDocRef.
 */
export function storedUserDocRef(db: Firestore, uid: string): DocumentReference {
  return db.doc(userDocPath(uid));
}

/** The record's sub-collections (the sessions, the sign-ins, the access log, the note templates). */
export type UserSubcollection =
  | 'sessions'
  | typeof SIGN_INS_COLLECTION
  | typeof SESSION_ACCESS_COLLECTION
  | 'noteTemplates'
  | typeof STYLE_RULES_COLLECTION
  | typeof STYLE_EDITS_COLLECTION;

/** users/{uid}/{name}. */
export function userSubcollection(db: Firestore, uid: string, name: UserSubcollection): CollectionReference {
  return storedUserDocRef(db, uid).collection(name);
}

/** The path of users/{uid}/{name}, for code that names documents by path (the realtime server). */
export function userSubcollectionPath(uid: string, name: UserSubcollection): string {
  return `${userDocPath(uid)}/${name}`;
}

/** An update of the record: its fields by name, or the SDK's sentinels (array union, increment). */
export type UserUpdate = UserDocUpdate<FieldValue>;

/** Updates fields of the record (the record must exist). */
export async function updateUser(db: Firestore, uid: string, update: UserUpdate): Promise<void> {
  await userDocRef(db, uid).update(update);
}

/** Updates fields of the record in `tx`. */
export function updateUserIn(tx: Transaction, db: Firestore, uid: string, update: UserUpdate): void {
  tx.update(userDocRef(db, uid), update);
}

/**
 * Changes the plan of `uid` in `tx`: the plan, its notes and time limit from the table, a
 * trial's start and seconds, and `extra` fields beside them. Returns the new quotas.
 */
export function changePlan(tx: Transaction, db: Firestore, uid: string, plan: string, now: number, extra: UserUpdate = {}): PlanQuotas {
  const quotas = quotasForPlan(plan, now);
  updateUserIn(tx, db, uid, { ...planChangeUpdate(quotas), ...extra });
  return quotas;
}

/** A record with the practice its user belongs to (users/{uid}.practice, written by the server only). */
export interface UserWithPractice {
  user: UserDoc;
  practice: UserPractice;
}

/** The record and its practice as the shared reader reads them (a value of another shape reads as none). */
function withPractice(snapshot: DocumentSnapshot): UserWithPractice | null {
  if (!snapshot.exists) return null;
  const user = userDocFromData(snapshot.data());
  return { user, practice: user.practice ?? null };
}

/** The record of `uid` and its practice, read in `tx`; null when there is no record. */
export async function readUserWithPracticeIn(tx: Transaction, db: Firestore, uid: string): Promise<UserWithPractice | null> {
  return withPractice(await tx.get(storedUserDocRef(db, uid)));
}

/** The record of `uid` and its practice; null when there is no record. */
export async function readUserWithPractice(db: Firestore, uid: string): Promise<UserWithPractice | null> {
  return withPractice(await storedUserDocRef(db, uid).get());
}

/** In `tx`: the practice `uid` belongs to (null: none). */
export function setUserPracticeIn(tx: Transaction, db: Firestore, uid: string, practice: UserPractice): void {
  tx.update(storedUserDocRef(db, uid), { practice: userPracticeSchema.parse(practice) });
}

/** Sets the meeting bot's name in the settings. */
export async function setBotName(db: Firestore, uid: string, botName: string): Promise<void> {
  await updateUser(db, uid, settingsUpdate({ botName }));
}

/**
 * How many times a quota's transaction is tried before it fails (Firestore's default is 5): every
 * generation of one account at once contends for its record, and one that fails for contention
 * alone would answer an internal error where the quota answers.
 */
const QUOTA_TRANSACTION_ATTEMPTS = 25;

/**
 * Takes `count` notes from the quota of `uid` in one transaction (concurrent generations never
 * overspend), counted in the day's usage. Unlimited notes (Silver) are counted, never taken.
 * Returns the notes left, or null (nothing written) when fewer than `count` are left.
 */
export async function spendNotes(db: Firestore, uid: string, count: number, localDate: string): Promise<number | null> {
  const ref = userDocRef(db, uid);
  return db.runTransaction(
    async (tx) => {
      const user = (await tx.get(ref)).data();
      const left = user?.usageLimits.notesLeft ?? 0;
      const unlimited = planAllows(user?.subscription.plan ?? '', 'unlimitedNotes');
      if (!user || (!unlimited && left < count)) return null;
      const usage = appendUsage(user.usage, { timestamp: localDate, session: 0, notes: count });
      if (unlimited) {
        tx.update(ref, { usage } satisfies UserDocUpdate);
        return left;
      }
      tx.update(ref, { ...usageLimitsUpdate({ notesLeft: left - count }), usage } satisfies UserDocUpdate);
      return left - count;
    },
    { maxAttempts: QUOTA_TRANSACTION_ATTEMPTS },
  );
}

/** Gives back `count` notes that were not generated (and takes them off the day's usage). Returns the notes left. */
export async function refundNotes(db: Firestore, uid: string, count: number, localDate: string): Promise<number> {
  if (count <= 0) return (await readUserDoc(db, uid))?.usageLimits.notesLeft ?? 0;
  const ref = userDocRef(db, uid);
  return db.runTransaction(
    async (tx) => {
      const user = (await tx.get(ref)).data();
      if (!user) return 0;
      const unlimited = planAllows(user.subscription.plan, 'unlimitedNotes');
      const left = user.usageLimits.notesLeft + (unlimited ? 0 : count);
      const usage = user.usage.map((day) => (day.timestamp === localDate ? { ...day, notes: Math.max(0, day.notes - count) } : day));
      tx.update(ref, { ...usageLimitsUpdate({ notesLeft: left }), usage } satisfies UserDocUpdate);
      return left;
    },
    { maxAttempts: QUOTA_TRANSACTION_ATTEMPTS },
  );
}

/** Adds `uid` to the referral list of `referrerUid`, in `tx`. */
export function addReferral(tx: Transaction, db: Firestore, referrerUid: string, uid: string): void {
  updateUserIn(tx, db, referrerUid, { [USER_FIELDS.refList]: FieldValue.arrayUnion(uid) });
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
  const ref = storedUserDocRef(db, account.uid);
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
