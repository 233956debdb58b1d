// The practice's members: an admin changes a member's role (compared with the version the
// admin saw, so of two admins changing one member at once one wins and the other is told),
// removes a member; a member leaves; the owner hands ownership to another member. Each is one
// transaction with its log entry. A member who goes is back on the Free plan at once; their
// sessions, transcripts and notes stay theirs (users/{uid}: nothing here touches them), and
// a recording under way goes on to its end.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { memberRefSchema, memberRoleSchema, type MemberRoleAnswer, type PracticeDoc, type PracticeMemberDoc } from '../shared/practices';
import { Refusal } from '../shared/refusal';
import { returnMemberToFreeIn } from './member-plan';
import {
  adminMembershipIn,
  callerMembershipIn,
  logIn,
  memberRef,
  ownerMembershipIn,
  personName,
  practiceRef,
  readMemberIn,
  readUserWithPracticeIn,
  setUserPracticeIn,
} from './practice-store';

/**
 * In `tx` (after its reads): `member` is no longer in the practice: their member document goes,
 * their record says no practice and has the Free plan, the practice counts one member less.
 * Their record is left alone when it already names another practice.
 */
export function dropMemberIn(
  tx: Transaction,
  db: Firestore,
  practiceId: string,
  practice: PracticeDoc,
  member: PracticeMemberDoc,
  recordPracticeId: string | null,
  now: number,
): void {
  tx.delete(memberRef(db, practiceId, member.uid));
  if (recordPracticeId === practiceId) {
    setUserPracticeIn(tx, db, member.uid, null);
    returnMemberToFreeIn(tx, db, member.uid, now);
  }
  tx.update(practiceRef(db, practiceId), { memberCount: Math.max(0, practice.memberCount - 1), version: practice.version + 1 });
}

/**
 * POST /practices/members/role {uid, role, version}: an admin makes a member an admin or a
 * clinician. The owner's role changes only by a transfer. `version` is the member's as the
 * admin's page showed it: another change since is refused (409 practiceRoleChanged). An admin
 * may make themself a clinician (the owner keeps every right to undo it).
 */
export async function changeRole(db: Firestore, uid: string, body: unknown, now = Date.now()): Promise<MemberRoleAnswer> {
  const request = memberRoleSchema.parse(body);
  return db.runTransaction(async (tx) => {
    const { user, practiceId, practice } = await adminMembershipIn(tx, db, uid);
    const [target, record] = await Promise.all([
      readMemberIn(tx, db, practiceId, request.uid),
      readUserWithPracticeIn(tx, db, request.uid),
    ]);
    if (!target) throw new Refusal(404, 'practiceMemberNotFound');
    if (target.role === 'owner') throw new Refusal(409, 'practiceOwnerRole');
    if (target.version !== request.version) throw new Refusal(409, 'practiceRoleChanged');
    if (target.role === request.role) return { uid: target.uid, role: request.role, version: target.version };
    const version = target.version + 1;
    tx.update(memberRef(db, practiceId, target.uid), { role: request.role, version, updatedAt: now });
    if (record?.practice?.practiceId === practiceId) setUserPracticeIn(tx, db, target.uid, { ...record.practice, role: request.role });
    tx.update(practiceRef(db, practiceId), { version: practice.version + 1 });
    logIn(tx, db, practiceId, {
      at: now,
      event: 'roleChanged',
      actorUid: uid,
      actorName: personName(user),
      subject: target.email,
      details: { from: target.role, to: request.role },
    });
    return { uid: target.uid, role: request.role, version };
  });
}

/** POST /practices/members/remove {uid}: an admin removes a member (never the owner); removing oneself is leaving. */
export async function removeMember(db: Firestore, uid: string, body: unknown, now = Date.now()): Promise<void> {
  const { uid: targetUid } = memberRefSchema.parse(body);
  if (targetUid === uid) return leavePractice(db, uid, now);
  await db.runTransaction(async (tx) => {
    const { user, practiceId, practice } = await adminMembershipIn(tx, db, uid);
    const [target, record] = await Promise.all([readMemberIn(tx, db, practiceId, targetUid), readUserWithPracticeIn(tx, db, targetUid)]);
    if (!target) throw new Refusal(404, 'practiceMemberNotFound');
    if (target.role === 'owner' || practice.ownerUid === targetUid) throw new Refusal(409, 'practiceOwnerNotRemovable');
    dropMemberIn(tx, db, practiceId, practice, target, record?.practice?.practiceId ?? null, now);
    logIn(tx, db, practiceId, {
      at: now,
      event: 'removed',
      actorUid: uid,
      actorName: personName(user),
      subject: target.email,
      details: { role: target.role },
    });
  });
}

/** POST /practices/leave: a member leaves; the owner cannot (they transfer ownership or close the practice). */
export async function leavePractice(db: Firestore, uid: string, now = Date.now()): Promise<void> {
  await db.runTransaction(async (tx) => {
    const { user, practiceId, practice, member } = await callerMembershipIn(tx, db, uid);
    if (member.role === 'owner' || practice.ownerUid === uid) throw new Refusal(409, 'practiceLastOwner');
    dropMemberIn(tx, db, practiceId, practice, member, practiceId, now);
    logIn(tx, db, practiceId, {
      at: now,
      event: 'left',
      actorUid: uid,
      actorName: personName(user),
      subject: member.email,
      details: { role: member.role },
    });
  });
}

/**
 * POST /practices/transfer {uid}: the owner makes another member the owner and becomes an
 * admin. The practice's subscription goes on as it is: the card that pays stays the one the
 * previous owner put on file until the new owner changes it.
 */
export async function transferOwnership(db: Firestore, uid: string, body: unknown, now = Date.now()): Promise<void> {
  const { uid: targetUid } = memberRefSchema.parse(body);
  if (targetUid === uid) throw new Refusal(400, 'practiceTransferToSelf');
  await db.runTransaction(async (tx) => {
    const { user, practiceId, practice, member } = await ownerMembershipIn(tx, db, uid);
    const [target, record, own] = await Promise.all([
      readMemberIn(tx, db, practiceId, targetUid),
      readUserWithPracticeIn(tx, db, targetUid),
      readUserWithPracticeIn(tx, db, uid),
    ]);
    if (!target || record?.practice?.practiceId !== practiceId) throw new Refusal(404, 'practiceMemberNotFound');
    tx.update(memberRef(db, practiceId, targetUid), { role: 'owner', version: target.version + 1, updatedAt: now });
    tx.update(memberRef(db, practiceId, uid), { role: 'admin', version: member.version + 1, updatedAt: now });
    setUserPracticeIn(tx, db, targetUid, { ...record.practice, role: 'owner' });
    if (own?.practice) setUserPracticeIn(tx, db, uid, { ...own.practice, role: 'admin' });
    tx.update(practiceRef(db, practiceId), { ownerUid: targetUid, version: practice.version + 1 });
    logIn(tx, db, practiceId, {
      at: now,
      event: 'ownershipTransferred',
      actorUid: uid,
      actorName: personName(user),
      subject: target.email,
      details: { from: member.email, to: target.email },
    });
  });
}
