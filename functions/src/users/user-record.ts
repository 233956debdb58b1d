// The user record as the server creates it. Clients never create their own record, so no
// client chooses its own plan or quotas.
import { GUEST_PLAN } from '../shared/plans';
import { NEW_USER_NOTES_LEFT, NEW_USER_TIME_LIMIT_SECONDS } from '../shared/limits';
import { UNSET_ROLE, type Role } from '../shared/roles';
import { defaultSettings, type UserDoc, type UserInfo } from '../shared/user-doc';

export interface NewUserInput {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber?: string | null;
  emailVerified?: boolean;
  isGuest?: boolean;
  role?: Role;
  referralCode: string;
  now: number;
}

/**
 * What a new record holds: every field of UserDoc except the profile details the user adds
 * later, the promotion code and the trial, which are written when they happen.
 */
export type NewUserRecord = Omit<UserDoc, 'userInfo' | 'promo' | 'trialStart'> & {
  userInfo: Omit<UserInfo, 'firstName' | 'lastName' | 'specialty' | 'organization'>;
};

/**
 * A new record: the Free plan for a registered user (notesLeft 10; timeLimit 3600 from
 * the plan table, which wins over any other figure), the Guest plan for an anonymous one.
 */
export function newUserRecord(input: NewUserInput): NewUserRecord {
  const isGuest = input.isGuest === true;
  return {
    uid: input.uid,
    userInfo: {
      displayName: input.displayName ?? '',
      email: input.email ?? '',
      location: '',
      role: input.role ?? UNSET_ROLE,
      phoneNumber: input.phoneNumber ?? '',
      ipAddress: '',
      language: 'en',
    },
    isInternalEmail: false,
    isEmailVerified: input.emailVerified === true,
    isFirstTimeLogin: !isGuest,
    isGuest,
    isEnrolled2FA: false,
    displayProductTour: true,
    leadSource: '',
    onlineStatus: 'offline',
    usageLimits: isGuest
      ? { notesLeft: GUEST_PLAN.NOTES, timeLimit: GUEST_PLAN.TIMELIMIT }
      : { notesLeft: NEW_USER_NOTES_LEFT, timeLimit: NEW_USER_TIME_LIMIT_SECONDS },
    settings: defaultSettings(),
    referrals: { referralCode: input.referralCode, referredBy: '', refList: [] },
    subscription: { plan: isGuest ? GUEST_PLAN.NAME : 'Free', option: '', discount: 0, subscriptionId: '' },
    smsMarketingConsent: false,
    accountCreatedAt: input.now,
    usage: [],
  };
}
