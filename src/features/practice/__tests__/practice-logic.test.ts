import type { MyPracticeView, PracticeInvitationView, PracticeMemberView } from '@shared/practices';
import {
  createState,
  invitationFromSearch,
  invitationPath,
  isPaidPlan,
  logDetails,
  memberActions,
  membershipOf,
  seatsBounds,
  seatsFull,
  seatsInUse,
  sortedMembers,
  usagePeriodStart,
  validSeats,
  visitorOf,
} from '../practice-logic';

const member = (uid: string, role: PracticeMemberView['role'], displayName = uid): PracticeMemberView => ({
  uid,
  email: `${uid}@clinic.example`,
  displayName,
  role,
  joinedAt: 1,
  version: 0,
  usage: null,
});
const invitation = (id: string, state: PracticeInvitationView['state']): PracticeInvitationView => ({
  id,
  email: `${id}@clinic.example`,
  role: 'clinician',
  state,
  createdAt: 1,
  expiresAt: 2,
  sentCount: 1,
});
const view = (seats: number | null, members: PracticeMemberView[], invitations: PracticeInvitationView[] = []): MyPracticeView => ({
  practice: {
    id: 'practice-1',
    name: 'North Clinic',
    ownerUid: 'owner',
    status: 'active',
    memberCount: members.length,
    version: 3,
    subscription:
      seats === null
        ? null
        : {
            planName: 'Bronze',
            period: 'monthly',
            currency: 'USD',
            seats,
            subscriptionId: 's1',
            seatPrice: 39.99,
            promoCode: '',
            updatedAt: 1,
          },
  },
  role: 'owner',
  members,
  invitations,
});

describe('who may create a practice', () => {
  it('lets a clinician on a paid plan in no practice create one, and tells Free and trial clinicians why not', () => {
    for (const plan of ['Starter', 'Bronze', 'Silver', 'YearlySilverDiscount']) {
      expect(isPaidPlan(plan)).toBe(true);
      expect(createState({ isGuest: false, plan }, false)).toBe('allowed');
    }
    for (const plan of ['Free', 'BronzeTrial', 'StarterTrial', 'Guest', 'unknown'])
      expect(createState({ isGuest: false, plan }, false)).toBe('needsPaidPlan');
  });

  it('shows a member their practice instead, and a guest nothing', () => {
    expect(createState({ isGuest: false, plan: 'Bronze' }, true)).toBe('member');
    expect(createState({ isGuest: true, plan: 'Guest' }, false)).toBe('hidden');
  });
});

describe('seats', () => {
  it('counts every member and every pending invitation, not expired, accepted or revoked ones', () => {
    const v = view(
      3,
      [member('owner', 'owner'), member('a', 'clinician')],
      [invitation('p', 'pending'), invitation('e', 'expired'), invitation('x', 'revoked'), invitation('y', 'accepted')],
    );
    expect(seatsInUse(v)).toBe(3);
    expect(seatsFull(v)).toBe(true);
    expect(seatsFull(view(4, v.members, v.invitations))).toBe(false);
  });

  it('is full before any seat is bought', () => {
    expect(seatsFull(view(null, [member('owner', 'owner')]))).toBe(true);
  });

  it('asks for at least the seats in use (and one), at most the limit', () => {
    const bounds = seatsBounds(view(2, [member('owner', 'owner'), member('a', 'clinician')], [invitation('p', 'pending')]));
    expect(bounds).toEqual({ min: 3, max: 50 });
    expect(validSeats('3', bounds)).toBe(3);
    expect(validSeats(' 12 ', bounds)).toBe(12);
    for (const typed of ['2', '51', '', '2.5', '-4', 'abc', '1e1']) expect(validSeats(typed, bounds)).toBeNull();
    expect(seatsBounds(view(null, []))).toEqual({ min: 1, max: 50 });
  });
});

describe('what may be done to a member', () => {
  it('lets the owner change roles, remove and transfer to anyone but themselves', () => {
    expect(memberActions('owner', 'owner', member('a', 'clinician'))).toEqual({ changeRole: true, remove: true, transfer: true });
    expect(memberActions('owner', 'owner', member('owner', 'owner'))).toEqual({ changeRole: false, remove: false, transfer: false });
  });

  it('lets an admin change roles (their own too) and remove others, but never transfer or touch the owner', () => {
    expect(memberActions('admin', 'me', member('a', 'admin'))).toEqual({ changeRole: true, remove: true, transfer: false });
    expect(memberActions('admin', 'me', member('owner', 'owner'))).toEqual({ changeRole: false, remove: false, transfer: false });
    expect(memberActions('admin', 'me', member('me', 'admin'))).toEqual({ changeRole: true, remove: false, transfer: false });
  });

  it('lets a clinician do nothing to anyone', () => {
    expect(memberActions('clinician', 'me', member('a', 'clinician'))).toEqual({ changeRole: false, remove: false, transfer: false });
    expect(memberActions(null, 'me', member('a', 'clinician'))).toEqual({ changeRole: false, remove: false, transfer: false });
  });

  it('lists the owner first, then admins, then clinicians, each by name', () => {
    const sorted = sortedMembers([
      member('c2', 'clinician', 'Zoe'),
      member('a1', 'admin', 'Bea'),
      member('c1', 'clinician', 'Ann'),
      member('o', 'owner', 'Yan'),
    ]);
    expect(sorted.map((m) => m.uid)).toEqual(['o', 'a1', 'c1', 'c2']);
  });
});

describe('usage and the log', () => {
  it('says since when the usage counts (the earliest period start), or nothing when no usage is shown', () => {
    const withUsage = (uid: string, periodStart: number) => ({
      ...member(uid, 'clinician'),
      usage: { notesGenerated: 1, minutesRecorded: 2, periodStart },
    });
    expect(usagePeriodStart([withUsage('a', 500), withUsage('b', 300), member('c', 'clinician')])).toBe(300);
    expect(usagePeriodStart([member('c', 'clinician')])).toBeNull();
  });

  it('lists a log entry’s details in a stable order, with the roles, plans, periods and amounts to show in the page’s language', () => {
    expect(logDetails({ to: 'admin', from: 'clinician' })).toEqual([
      { field: 'from', value: 'clinician', kind: 'role' },
      { field: 'to', value: 'admin', kind: 'role' },
    ]);
    expect(logDetails({ charged: 165, currency: 'CAD', period: 'monthly', plan: 'Bronze', seatsAfter: 3, seatsBefore: 0 })).toEqual([
      { field: 'plan', value: 'Bronze', kind: 'plan' },
      { field: 'seatsBefore', value: '0', kind: 'text' },
      { field: 'seatsAfter', value: '3', kind: 'text' },
      { field: 'period', value: 'monthly', kind: 'period' },
      { field: 'currency', value: 'CAD', kind: 'text' },
      { field: 'charged', value: '165', kind: 'money', currency: 'CAD' },
    ]);
    expect(logDetails({ sentCount: 2, charged: 5 })).toEqual([
      { field: 'charged', value: '5', kind: 'text' },
      { field: 'sentCount', value: '2', kind: 'text' },
    ]);
  });
});

describe('an invitation’s link', () => {
  const link = { practiceId: 'practice-1', invitationId: 'invite-12345', token: 'a'.repeat(43) };

  it('is read from the address, and the page’s path carries it back after signing in', () => {
    const path = invitationPath(link);
    expect(path.startsWith('/practice-invite/?')).toBe(true);
    expect(invitationFromSearch(path.slice(path.indexOf('?')))).toEqual(link);
  });

  it('is not a link when a part is missing or malformed', () => {
    expect(invitationFromSearch('')).toBeNull();
    expect(invitationFromSearch(`?practiceId=practice-1&invitationId=invite-12345`)).toBeNull();
    expect(invitationFromSearch(`?practiceId=../x&invitationId=invite-12345&token=${'a'.repeat(43)}`)).toBeNull();
    expect(invitationFromSearch(`?practiceId=practice-1&invitationId=invite-12345&token=short`)).toBeNull();
  });

  it('is accepted by the invited address only (any case), never by a guest or someone else', () => {
    expect(visitorOf(undefined, 'a@b.example')).toBe('loading');
    expect(visitorOf(null, undefined)).toBe('loading');
    expect(visitorOf(null, 'a@b.example')).toBe('signedOut');
    expect(visitorOf({ email: 'A@B.example', isGuest: false }, 'a@b.example')).toBe('invited');
    expect(visitorOf({ email: 'c@d.example', isGuest: false }, 'a@b.example')).toBe('other');
    expect(visitorOf({ email: null, isGuest: true }, 'a@b.example')).toBe('other');
  });
});

describe('the caller’s membership', () => {
  it('is the practice’s name and the role while it is active; none otherwise', () => {
    const v = view(2, [member('owner', 'owner')]);
    expect(membershipOf(v)).toEqual({ name: 'North Clinic', role: 'owner' });
    expect(membershipOf({ ...v, practice: null, role: null })).toBeNull();
    expect(membershipOf({ ...v, practice: { ...v.practice!, status: 'closed' } })).toBeNull();
  });
});
