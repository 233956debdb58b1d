// Queries across user records (the users collection): the other half of the user record's
// repository (users/user-store.ts holds one record's reads and writes). The field paths the
// queries filter and order on are named here only.
import { FieldPath, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { USER_FIELDS, userFieldPath, type UserDoc } from '../shared/user-doc';
import { userDocConverter } from './user-store';

const USERS = 'users';

/** The user with this e-mail address (as stored, lower case), or null. */
export async function findUserByEmail(db: Firestore, email: string): Promise<{ uid: string; user: UserDoc } | null> {
  const found = await db.collection(USERS).where(USER_FIELDS.email, '==', email).limit(1).withConverter(userDocConverter).get();
  const first = found.docs[0];
  return first ? { uid: first.id, user: first.data() } : null;
}

/** The ids of the users on one of `plans`. */
export async function userIdsOnPlans(db: Firestore, plans: readonly string[]): Promise<string[]> {
  const found = await db
    .collection(USERS)
    .where(USER_FIELDS.plan, 'in', [...plans])
    .select()
    .get();
  return found.docs.map((doc) => doc.id);
}

const REVIEW_TIME = userFieldPath('review', 'reviewTimestamp');

/** The users who left a review (of `type` unless 'all'), newest first: their id and record. */
export async function reviewers(db: Firestore, type: string, limit: number): Promise<Array<{ uid: string; user: UserDoc }>> {
  let query = db.collection(USERS).where(REVIEW_TIME, '>', 0).orderBy(REVIEW_TIME, 'desc');
  if (type !== 'all') query = query.where(userFieldPath('review', 'reviewType'), '==', type);
  const snapshot = await query.select('userInfo', 'review').limit(limit).withConverter(userDocConverter).get();
  return snapshot.docs.map((doc) => ({ uid: doc.id, user: doc.data() }));
}

/** The fields of the records the admin's user directory reads (and no more). */
const DIRECTORY_FIELDS = [
  'userInfo',
  'usageLimits',
  'subscription',
  'isInternalEmail',
  'isGuest',
  'onlineStatus',
  'user_status',
  'lastLoginTimestamp',
  'accountCreatedAt',
];

/** A cursor in a directory listing: the last row's sort value and id. */
export type DirectoryCursor = [string | number, string];

/** The text fields the directory searches by prefix. */
export const DIRECTORY_SEARCH_FIELDS = { email: USER_FIELDS.email, displayName: userFieldPath('userInfo', 'displayName') } as const;
export type DirectorySearchField = keyof typeof DIRECTORY_SEARCH_FIELDS;

/** Records whose `field` starts with `prefix`, in that field's order, after `after`. */
export async function usersByPrefix(
  db: Firestore,
  field: DirectorySearchField,
  prefix: string,
  after: DirectoryCursor | null,
  limit: number,
): Promise<QueryDocumentSnapshot[]> {
  const path = DIRECTORY_SEARCH_FIELDS[field];
  let query: Query = db
    .collection(USERS)
    .where(path, '>=', prefix)
    .where(path, '<', `${prefix}\uf8ff`)
    .orderBy(path)
    .orderBy(FieldPath.documentId())
    .select(...DIRECTORY_FIELDS);
  if (after) query = query.startAfter(after[0], after[1]);
  return (await query.limit(limit).get()).docs;
}

/** The newest accounts first, after `after`, and the number of records in all. */
export async function newestUsers(
  db: Firestore,
  after: DirectoryCursor | null,
  limit: number,
): Promise<{ docs: QueryDocumentSnapshot[]; total: number }> {
  let query: Query = db
    .collection(USERS)
    .orderBy('accountCreatedAt', 'desc')
    .orderBy(FieldPath.documentId())
    .select(...DIRECTORY_FIELDS);
  if (after) query = query.startAfter(after[0], after[1]);
  const [page, count] = await Promise.all([query.limit(limit).get(), db.collection(USERS).count().get()]);
  return { docs: page.docs, total: count.data().count };
}

/** The value a directory row sorts on for `field` (the cursor of the next page). */
export function directorySortValue(doc: QueryDocumentSnapshot, field: DirectorySearchField | 'createdAt'): string | number {
  const value: unknown = doc.get(field === 'createdAt' ? 'accountCreatedAt' : DIRECTORY_SEARCH_FIELDS[field]);
  if (field === 'createdAt') return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return typeof value === 'string' ? value : '';
}
