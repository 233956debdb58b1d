// The repository of practices (practices/{practiceId} and its members, invitations, shared
// templates and log); the user record's `practice` field (which practice a clinician belongs
// to, with their role) is read and written by the user record's repository (user-store.ts).
// Every read parses the stored shape with the schemas of shared/practices.ts. Transactions read everything first,
// then write, as Firestore requires.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CollectionReference, DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { Refusal } from '../shared/refusal';
import {
  isPracticeAdmin,
  practiceDocSchema,
  practiceInvitationDocSchema,
  practiceLogEntrySchema,
  practiceMemberDocSchema,
  practiceTemplateDocSchema,
  type PracticeDoc,
  type PracticeInvitationDoc,
  type PracticeLogEntry,
  type PracticeMemberDoc,
  type PracticeTemplateDoc,
} from '../shared/practices';
import { parseStored } from '../shared/stored-document';
import type { UserDoc } from '../shared/user-doc';
import { readUserWithPracticeIn } from '../users/user-store';

export { readUserWithPractice, readUserWithPracticeIn, setUserPracticeIn } from '../users/user-store';

export const PRACTICES = 'practices';

/** A new random document id (22 characters of base64url: the ids practices and invitations get). */
export const newDocId = (): string => randomBytes(16).toString('base64url');

/** A new invitation link secret: 32 random bytes, base64url (43 characters). */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 (hex) of a link secret: all that is stored of it. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** True when `token` is the secret whose hash is `storedHash` (compared in constant time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const practiceRef = (db: Firestore, practiceId: string): DocumentReference => db.collection(PRACTICES).doc(practiceId);
export const membersOf = (db: Firestore, practiceId: string): CollectionReference => practiceRef(db, practiceId).collection('members');
export const memberRef = (db: Firestore, practiceId: string, uid: string): DocumentReference => membersOf(db, practiceId).doc(uid);
export const invitationsOf = (db: Firestore, practiceId: string): CollectionReference =>
  practiceRef(db, practiceId).collection('invitations');
export const invitationRef = (db: Firestore, practiceId: string, invitationId: string): DocumentReference =>
  invitationsOf(db, practiceId).doc(invitationId);
export const templatesOf = (db: Firestore, practiceId: string): CollectionReference => practiceRef(db, practiceId).collection('templates');
export const logOf = (db: Firestore, practiceId: string): CollectionReference => practiceRef(db, practiceId).collection('log');

/** A document's data parsed by `schema`, or null when it does not exist. */
type Snapshot = { exists: boolean; data(): unknown };
const parsedOrNull = <T>(parse: (data: unknown) => T, snapshot: Snapshot): T | null => (snapshot.exists ? parse(snapshot.data()) : null);

export const parsePractice = (data: unknown): PracticeDoc => parseStored(practiceDocSchema, data, PRACTICES);
export const parseMember = (data: unknown): PracticeMemberDoc => parseStored(practiceMemberDocSchema, data, 'practice members');
export const parseInvitation = (data: unknown): PracticeInvitationDoc =>
  parseStored(practiceInvitationDocSchema, data, 'practice invitations');
export const parseTemplate = (data: unknown): PracticeTemplateDoc => parseStored(practiceTemplateDocSchema, data, 'practice templates');
export const parseLogEntry = (data: unknown): PracticeLogEntry => parseStored(practiceLogEntrySchema, data, 'practice log');

export async function readPracticeIn(tx: Transaction, db: Firestore, practiceId: string): Promise<PracticeDoc | null> {
  return parsedOrNull(parsePractice, await tx.get(practiceRef(db, practiceId)));
}

export async function readPractice(db: Firestore, practiceId: string): Promise<PracticeDoc | null> {
  return parsedOrNull(parsePractice, await practiceRef(db, practiceId).get());
}

export async function readMemberIn(tx: Transaction, db: Firestore, practiceId: string, uid: string): Promise<PracticeMemberDoc | null> {
  return parsedOrNull(parseMember, await tx.get(memberRef(db, practiceId, uid)));
}

export async function readInvitationIn(
  tx: Transaction,
  db: Firestore,
  practiceId: string,
  invitationId: string,
): Promise<PracticeInvitationDoc | null> {
  return parsedOrNull(parseInvitation, await tx.get(invitationRef(db, practiceId, invitationId)));
}

export async function readInvitation(db: Firestore, practiceId: string, invitationId: string): Promise<PracticeInvitationDoc | null> {
  return parsedOrNull(parseInvitation, await invitationRef(db, practiceId, invitationId).get());
}

/** Every member of a practice (at most the seats a practice may buy). */
export async function listMembers(db: Firestore, practiceId: string, tx?: Transaction): Promise<PracticeMemberDoc[]> {
  const query = membersOf(db, practiceId);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map((doc) => parseMember(doc.data()));
}

/** Every invitation of a practice with its id (pending, accepted and revoked). */
export async function listInvitations(
  db: Firestore,
  practiceId: string,
  tx?: Transaction,
): Promise<Array<{ id: string; doc: PracticeInvitationDoc }>> {
  const query = invitationsOf(db, practiceId);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map((doc) => ({ id: doc.id, doc: parseInvitation(doc.data()) }));
}

/** The pending invitations of a practice with their ids. */
export async function pendingInvitations(
  db: Firestore,
  practiceId: string,
  tx?: Transaction,
): Promise<Array<{ id: string; doc: PracticeInvitationDoc }>> {
  const query = invitationsOf(db, practiceId).where('status', '==', 'pending');
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map((doc) => ({ id: doc.id, doc: parseInvitation(doc.data()) }));
}

/** In `tx`: a new entry of the practice's log. */
export function logIn(tx: Transaction, db: Firestore, practiceId: string, entry: PracticeLogEntry): void {
  tx.set(logOf(db, practiceId).doc(), practiceLogEntrySchema.parse(entry));
}

/** The name a member or an actor is shown with: their first and last name, else their display name, else their address. */
export function personName(user: UserDoc): string {
  const full = `${user.userInfo.firstName} ${user.userInfo.lastName}`.trim();
  return (full || user.userInfo.displayName || user.userInfo.email).slice(0, 201);
}

/**
 * The caller's membership, read in `tx`: their record, the practice (active) and their member
 * document. Refused when they belong to no practice (or to one that was closed).
 */
export async function callerMembershipIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<{ user: UserDoc; practiceId: string; practice: PracticeDoc; member: PracticeMemberDoc }> {
  const found = await readUserWithPracticeIn(tx, db, uid);
  if (!found?.practice) throw new Refusal(404, 'practiceNotMember');
  const { practiceId } = found.practice;
  const [practice, member] = await Promise.all([readPracticeIn(tx, db, practiceId), readMemberIn(tx, db, practiceId, uid)]);
  if (!practice || practice.status !== 'active' || !member) throw new Refusal(404, 'practiceNotMember');
  return { user: found.user, practiceId, practice, member };
}

/** The caller's membership as callerMembershipIn reads it, refused unless they are the practice's owner or an admin. */
export async function adminMembershipIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<{ user: UserDoc; practiceId: string; practice: PracticeDoc; member: PracticeMemberDoc }> {
  const membership = await callerMembershipIn(tx, db, uid);
  if (!isPracticeAdmin(membership.member.role)) throw new Refusal(403, 'practiceNotAdmin');
  return membership;
}

/** The caller's membership, refused unless they own the practice. */
export async function ownerMembershipIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<{ user: UserDoc; practiceId: string; practice: PracticeDoc; member: PracticeMemberDoc }> {
  const membership = await callerMembershipIn(tx, db, uid);
  if (membership.member.role !== 'owner' || membership.practice.ownerUid !== uid) throw new Refusal(403, 'practiceNotOwner');
  return membership;
}
