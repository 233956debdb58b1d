// The user record of spec section 3, as the server creates it. Clients never create
// their own record, so no client chooses its own plan or quotas.
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { NEW_USER_NOTES_LEFT, NEW_USER_TIME_LIMIT_SECONDS, SESSION_STORING_DURATION_DEFAULT } from '../shared/limits';
import { UNSET_ROLE, type Role } from '../shared/roles';

export interface NewUserInput {
  uid: string;
  email: string | null;
  displayName: string | null;
  role?: Role;
  now: number;
}

/** Default settings of spec section 3. */
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
  };
}

/** A new Free-plan record with the defaults of spec section 3 (timeLimit from the plan table: 3600 s). */
export function newUserRecord({ uid, email, displayName, role = UNSET_ROLE, now }: NewUserInput) {
  return {
    uid,
    userInfo: { displayName: displayName ?? '', email: email ?? '', location: '', role, phoneNumber: '', ipAddress: '', language: 'en' },
    isInternalEmail: false,
    isEmailVerified: false,
    isFirstTimeLogin: true,
    isGuest: false,
    isEnrolled2FA: false,
    displayProductTour: true,
    leadSource: '',
    onlineStatus: 'offline',
    usageLimits: { notesLeft: NEW_USER_NOTES_LEFT, timeLimit: NEW_USER_TIME_LIMIT_SECONDS },
    settings: defaultSettings(),
    subscription: { plan: 'Free', option: '', discount: 0, subscriptionId: '' },
    accountCreatedAt: now,
    usage: [],
  };
}

/** The record of a local demo account: a returning user who has already chosen a role. */
export function seedUserRecord(input: NewUserInput & { role: Role }) {
  return { ...newUserRecord(input), isFirstTimeLogin: false, isEmailVerified: true };
}
