// The service admin console's list of practices (GET /admin/practices): each practice's name,
// its owner's address, members, seats, plan and status, newest first. Nothing of a member's
// sessions, and no member list: the counts only.
import type { Firestore } from 'firebase-admin/firestore';
import { ADMIN_PRACTICES_LIMIT, type AdminPracticeRow } from '../shared/practices';
import { readUserDoc } from '../users/user-store';
import { memberRef, parseMember, parsePractice, PRACTICES } from './practice-store';

export async function listPractices(db: Firestore, limit = ADMIN_PRACTICES_LIMIT): Promise<AdminPracticeRow[]> {
  const snapshot = await db.collection(PRACTICES).orderBy('createdAt', 'desc').limit(limit).get();
  const practices = snapshot.docs.map((doc) => ({ id: doc.id, practice: parsePractice(doc.data()) }));
  const owners = practices.length > 0 ? await db.getAll(...practices.map(({ id, practice }) => memberRef(db, id, practice.ownerUid))) : [];
  // A closed practice has no members left: its owner's address is then their record's.
  const gone = practices.filter((_, i) => !owners[i]?.exists);
  const records = await Promise.all(gone.map(({ practice }) => readUserDoc(db, practice.ownerUid)));
  const recordedEmail = new Map(gone.map(({ id }, i) => [id, records[i]?.userInfo.email ?? '']));
  return practices.map(({ id, practice }, i) => ({
    id,
    name: practice.name,
    ownerEmail: owners[i]?.exists ? parseMember(owners[i].data()).email : (recordedEmail.get(id) ?? ''),
    members: practice.memberCount,
    seats: practice.subscription?.seats ?? 0,
    plan: practice.subscription?.planName ?? null,
    status: practice.status,
    createdAt: practice.createdAt,
  }));
}
