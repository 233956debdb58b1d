// GET /practices/mine: the caller's practice as its page shows it. Everyone in it sees the
// practice, the members and their roles; the owner and admins see besides each member's usage
// this period (notes generated, minutes recorded: counts from the member's daily usage, never a
// session, transcript or note) and the pending invitations.
import type { Firestore } from 'firebase-admin/firestore';
import type { UsageEntry } from '../shared/limits';
import {
  invitationView,
  isPracticeAdmin,
  type MyPracticeView,
  type PracticeInvitationView,
  type PracticeMemberDoc,
  type PracticeMemberView,
} from '../shared/practices';
import { readUserDoc } from '../users/user-store';
import { listMembers, memberRef, parseMember, pendingInvitations, readPractice, readUserWithPractice } from './practice-store';

const NO_PRACTICE: MyPracticeView = { practice: null, role: null, members: [], invitations: [] };

/** The first moment (UTC) of the month `now` falls in: the period usage is counted over. */
export function periodStartOf(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A member's notes and minutes from `since` on: the days of their usage history (local dates)
 * from the day `since` falls in. Minutes are rounded to the nearest.
 */
export function usageSince(history: readonly UsageEntry[], since: number): { notesGenerated: number; minutesRecorded: number } {
  const first = dayOf(since);
  const days = history.filter((day) => typeof day.timestamp === 'string' && day.timestamp >= first);
  const notes = days.reduce((sum, day) => sum + (Number(day.notes) || 0), 0);
  const seconds = days.reduce((sum, day) => sum + (Number(day.session) || 0), 0);
  return { notesGenerated: notes, minutesRecorded: Math.round(seconds / 60) };
}

/** Each member's usage this period, from the month's start or their joining, whichever is later. */
async function usageOfMembers(
  db: Firestore,
  members: readonly PracticeMemberDoc[],
  now: number,
): Promise<Map<string, PracticeMemberView['usage']>> {
  const monthStart = periodStartOf(now);
  const records = await Promise.all(members.map((member) => readUserDoc(db, member.uid)));
  const usage = new Map<string, PracticeMemberView['usage']>();
  members.forEach((member, i) => {
    const periodStart = Math.max(monthStart, member.joinedAt);
    const history = records[i]?.usage ?? [];
    usage.set(member.uid, { ...usageSince(history, periodStart), periodStart });
  });
  return usage;
}

const ROLE_ORDER = { owner: 0, admin: 1, clinician: 2 } as const;

export async function myPractice(db: Firestore, uid: string, now = Date.now()): Promise<MyPracticeView> {
  const found = await readUserWithPractice(db, uid);
  if (!found?.practice) return NO_PRACTICE;
  const { practiceId } = found.practice;
  const [practice, mine] = await Promise.all([readPractice(db, practiceId), memberRef(db, practiceId, uid).get()]);
  if (!practice || practice.status !== 'active' || !mine.exists) return NO_PRACTICE;
  const me = parseMember(mine.data());
  const admin = isPracticeAdmin(me.role);
  const members = (await listMembers(db, practiceId)).sort(
    (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.displayName.localeCompare(b.displayName) || a.uid.localeCompare(b.uid),
  );
  const usage = admin ? await usageOfMembers(db, members, now) : null;
  const invitations: PracticeInvitationView[] = admin
    ? (await pendingInvitations(db, practiceId))
        .map(({ id, doc }) => ({
          id,
          email: doc.email,
          role: doc.role,
          state: invitationView(doc, now),
          createdAt: doc.createdAt,
          expiresAt: doc.expiresAt,
          sentCount: doc.sentCount,
        }))
        .sort((a, b) => b.createdAt - a.createdAt)
    : [];
  return {
    practice: {
      id: practiceId,
      name: practice.name,
      ownerUid: practice.ownerUid,
      status: practice.status,
      subscription: practice.subscription,
      memberCount: practice.memberCount,
      version: practice.version,
    },
    role: me.role,
    members: members.map((member) => ({
      uid: member.uid,
      email: member.email,
      displayName: member.displayName,
      role: member.role,
      joinedAt: member.joinedAt,
      version: member.version,
      usage: usage?.get(member.uid) ?? null,
    })),
    invitations,
  };
}
