// What the practice's screens offer, from the caller's role and the practice as the server
// answered it: who may create a practice, the seats in use and the seats the owner may ask
// for, what may be done to each member, the log's details, and an invitation's link (read from
// the address) and who may accept it. The server decides; the page only leaves out what it
// would refuse.
import { BILLING_PERIODS, CURRENCIES, PAYABLE_PLANS, type Currency } from '@shared/billing';
import {
  invitationLinkSchema,
  isPracticeAdmin,
  MAX_PRACTICE_SEATS,
  PRACTICE_PLANS,
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

/**
 * What the caller may do to `member`: the owner and admins change roles and remove members,
 * never the owner (whose role moves only by a transfer); an admin may make themself a
 * clinician, but leaves rather than removing themself; only the owner transfers ownership.
 */
export interface MemberActions {
  changeRole: boolean;
  remove: boolean;
  transfer: boolean;
}

export function memberActions(myRole: PracticeRole | null, myUid: string, member: Pick<PracticeMemberView, 'uid' | 'role'>): MemberActions {
  const notOwner = member.role !== 'owner';
  const other = member.uid !== myUid && notOwner;
  return {
    changeRole: notOwner && isPracticeAdmin(myRole),
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

/** The order a log entry's details are shown in (others after, by name). */
const DETAIL_ORDER = ['role', 'from', 'to', 'planBefore', 'plan', 'seatsBefore', 'seatsAfter', 'period', 'currency', 'charged'];

/** How a detail's value is shown: a role, plan or period in the page's language, an amount in the entry's currency, or as written. */
export type DetailKind = 'role' | 'plan' | 'period' | 'money' | 'text';

const isOneOf = (list: readonly string[], value: unknown): value is string => typeof value === 'string' && list.includes(value);

/** A log entry's details in a stable order, each with how its value is shown (the currency with an amount). */
export function logDetails(
  details: PracticeLogEntry['details'],
): Array<{ field: string; value: string; kind: DetailKind; currency?: Currency }> {
  const rank = (field: string) => (DETAIL_ORDER.includes(field) ? DETAIL_ORDER.indexOf(field) : DETAIL_ORDER.length);
  const currency = isOneOf(CURRENCIES, details.currency) ? (details.currency as Currency) : undefined;
  return Object.entries(details)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([field, value]) => {
      if (isOneOf(PRACTICE_ROLES, value)) return { field, value, kind: 'role' as const };
      if (isOneOf(PRACTICE_PLANS, value)) return { field, value, kind: 'plan' as const };
      if (isOneOf(BILLING_PERIODS, value)) return { field, value, kind: 'period' as const };
      if (field === 'charged' && typeof value === 'number' && currency)
        return { field, value: String(value), kind: 'money' as const, currency };
      return { field, value: String(value), kind: 'text' as const };
    });
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
