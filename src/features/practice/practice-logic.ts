// What the practice's screens offer, from the caller's role and the practice as the server
// answered it: who may create a practice, the seats in use and the seats the owner may ask
// for, what may be done to each member, the log's details, and an invitation's link (read from
// the address) and who may accept it. The server decides; the page only leaves out what it
// would refuse.
import { PAYABLE_PLANS } from '@shared/billing';
import {
  invitationLinkSchema,
  isPracticeAdmin,
  MAX_PRACTICE_SEATS,
  PRACTICE_ROLES,
  type InvitationLink,
  type MyPracticeView,
  type PracticeLogEntry,
  type PracticeMemberView,
  type PracticeRole,
} from '@shared/practices';

/** Why the Account page's "Create a practice" card shows what it shows. */
export type CreateState = 'allowed' | 'needsPaidPlan' | 'member' | 'hidden';

/** Plans that let a clinician create a practice: the paid ones (a trial or Free does not). */
const PAID_PLANS: readonly string[] = [...PAYABLE_PLANS, 'YearlySilverDiscount'];

export const isPaidPlan = (plan: string): boolean => PAID_PLANS.includes(plan);

/** A guest sees no card; a member sees theirs; a paid clinician in no practice may create one; others are told why not. */
export function createState(user: { isGuest: boolean; plan: string }, inPractice: boolean): CreateState {
  if (user.isGuest) return 'hidden';
  if (inPractice) return 'member';
  return isPaidPlan(user.plan) ? 'allowed' : 'needsPaidPlan';
}

/** Seats taken: every member and every pending invitation (each will be a member). */
export function seatsInUse(view: Pick<MyPracticeView, 'members' | 'invitations'>): number {
  return view.members.length + view.invitations.filter((invitation) => invitation.state === 'pending').length;
}

/** True when no one else can be invited: no seats bought, or every paid seat taken. */
export function seatsFull(view: Pick<MyPracticeView, 'practice' | 'members' | 'invitations'>): boolean {
  const seats = view.practice?.subscription?.seats ?? 0;
  return seatsInUse(view) >= seats;
}

/** What the caller may do to `member` (the owner is changed only by a transfer; no one acts on themselves here). */
export interface MemberActions {
  changeRole: boolean;
  remove: boolean;
  transfer: boolean;
}

export function memberActions(myRole: PracticeRole | null, myUid: string, member: Pick<PracticeMemberView, 'uid' | 'role'>): MemberActions {
  const other = member.uid !== myUid && member.role !== 'owner';
  return {
    changeRole: other && isPracticeAdmin(myRole),
    // An admin removes clinicians and other admins; only the owner's place is beyond reach.
    remove: other && isPracticeAdmin(myRole),
    transfer: other && myRole === 'owner',
  };
}

/** The invitation a link's address names (?practiceId&invitationId&token), or null when it is not one. */
export function invitationFromSearch(search: string): InvitationLink | null {
  const params = new URLSearchParams(search);
  const parsed = invitationLinkSchema.safeParse({
    practiceId: params.get('practiceId') ?? '',
    invitationId: params.get('invitationId') ?? '',
    token: params.get('token') ?? '',
  });
  return parsed.success ? parsed.data : null;
}

/** The invitation page's own path with its link, to come back to after signing in. */
export const invitationPath = (link: InvitationLink): string => `/practice-invite/?${new URLSearchParams({ ...link }).toString()}`;

/** When the usage shown began (the earliest start among the members'), or null when no usage is shown. */
export function usagePeriodStart(members: readonly Pick<PracticeMemberView, 'usage'>[]): number | null {
  const starts = members.flatMap((member) => (member.usage ? [member.usage.periodStart] : []));
  return starts.length ? Math.min(...starts) : null;
}

/** The members in the order the page lists them: the owner, then admins, then clinicians, each by name. */
export function sortedMembers(members: readonly PracticeMemberView[]): PracticeMemberView[] {
  const rank: Record<PracticeRole, number> = { owner: 0, admin: 1, clinician: 2 };
  return [...members].sort((a, b) => rank[a.role] - rank[b.role] || (a.displayName || a.email).localeCompare(b.displayName || b.email));
}

/** A log entry's details in a stable order, each marked when its value is a role (the page translates those). */
export function logDetails(details: PracticeLogEntry['details']): Array<{ field: string; value: string; role: boolean }> {
  return Object.entries(details)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, value]) => ({ field, value: String(value), role: (PRACTICE_ROLES as readonly string[]).includes(String(value)) }));
}

/** The seats the form may ask for: at least those in use (and one), at most the limit. */
export function seatsBounds(view: Pick<MyPracticeView, 'members' | 'invitations'>): { min: number; max: number } {
  return { min: Math.max(1, seatsInUse(view)), max: MAX_PRACTICE_SEATS };
}

/** The seats typed, as a number the form may ask for, or null. */
export function validSeats(typed: string, bounds: { min: number; max: number }): number | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const seats = Number(typed);
  return seats >= bounds.min && seats <= bounds.max ? seats : null;
}

/** Who may accept: the invited address signed in ('invited'), someone else ('other'), no one ('signedOut'). */
export type Visitor = 'loading' | 'signedOut' | 'invited' | 'other';

export function visitorOf(user: { email: string | null; isGuest: boolean } | null | undefined, invited: string | undefined): Visitor {
  if (user === undefined || invited === undefined) return 'loading';
  if (user === null) return 'signedOut';
  return !user.isGuest && user.email?.toLowerCase() === invited.toLowerCase() ? 'invited' : 'other';
}

/** The caller's practice (its name and their role) while it is active, or null. */
export function membershipOf(view: MyPracticeView): { name: string; role: PracticeRole } | null {
  if (!view.practice || !view.role || view.practice.status !== 'active') return null;
  return { name: view.practice.name, role: view.role };
}
