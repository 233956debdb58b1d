// The user record of spec section 3, as the server creates it. Clients never create
// their own record, so no client chooses its own plan or quotas.
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { GUEST_PLAN } from '../shared/plans';
import {
  NEW_USER_NOTES_LEFT,
  NEW_USER_TIME_LIMIT_SECONDS,
  RETENTION_PERIOD_DEFAULT,
  SESSION_STORING_DURATION_DEFAULT,
} from '../shared/limits';
import { UNSET_ROLE, type Role } from '../shared/roles';

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

/** Default settings of spec section 3 (server side). The first login transcribes with whisper. */
export function defaultSettings() {
  return {
    recordingType: 'In-person',
    transcriptType: 'whisper',
    transcriptLanguage: { ...DEFAULT_LANGUAGE },
    noteLanguage: { ...DEFAULT_LANGUAGE },
    patientTerm: 'Patient',
    writingStyle: '',
    enableSessionStoring: false,
    sessionStoringDuration: SESSION_STORING_DURATION_DEFAULT,
    defaultNote: 'soap',
    noteStyle: '1',
    showConsentPopup: true,
    saveSessionData: false,
    retentionPeriod: RETENTION_PERIOD_DEFAULT,
    groupSession: false,
    groupParticipants: [] as Array<{ name: string; role: string }>,
    botName: '',
  };
}

export type UserSettings = ReturnType<typeof defaultSettings>;

/**
 * A new record: the Free plan for a registered user (notesLeft 10; timeLimit 3600 from
 * the plan table, where the spec also reads 1800), the Guest plan for an anonymous one.
 */
export function newUserRecord(input: NewUserInput) {
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
    referrals: { referralCode: input.referralCode, referredBy: '', refList: [] as string[] },
    subscription: { plan: isGuest ? GUEST_PLAN.NAME : 'Free', option: '', discount: 0, subscriptionId: '' },
    smsMarketingConsent: false,
    accountCreatedAt: input.now,
    usage: [],
  };
}

export type UserRecord = ReturnType<typeof newUserRecord>;
