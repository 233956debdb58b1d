// users/{uid}, the user record: the only site module that reaches its document (the path,
// the converter, the reads and writes). Screens do not call it: they use the record's RTK
// Query endpoints (src/app/user-record-api.ts), which load it on first use, with the
// Firestore SDK. The rules let the owner write only profile, settings, tour, language,
// consent and review fields. The record's shape, its defaults and its update paths come
// from the shared user-doc module; this module only wraps them for the web SDK.
import {
  doc,
  getDoc,
  onSnapshot,
  updateDoc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import {
  settingsUpdate,
  userDocFromData,
  userDocPath,
  userInfoUpdate,
  type UserDoc,
  type UserDocUpdate,
  type UserInfo,
  type UserReview,
  type UserSettings,
} from '@shared/user-doc';
import { UNSET_ROLE } from '@shared/roles';
import { getDb } from './firestore';
import { reportError } from '../report-error';

/** Reads the record as a UserDoc (defaults filled); a UserDoc is written as given. */
const userDocConverter: FirestoreDataConverter<UserDoc> = {
  toFirestore: (user) => user as DocumentData,
  fromFirestore: (snapshot, options) => userDocFromData(snapshot.data(options)),
};

function userRef(db: Firestore, uid: string): DocumentReference<UserDoc> {
  return doc(db, userDocPath(uid)).withConverter(userDocConverter);
}

/** The parts of the user record the site shows (Timestamps never leave this module). */
export interface UserProfile {
  uid: string;
  displayName: UserInfo['displayName'];
  firstName: UserInfo['firstName'];
  lastName: UserInfo['lastName'];
  specialty: UserInfo['specialty'];
  organization: UserInfo['organization'];
  email: UserInfo['email'];
  /** The string 'null' until a role is chosen. */
  role: string;
  /** The interface language, or null when none was chosen. */
  language: string | null;
  location: UserInfo['location'];
  isGuest: UserDoc['isGuest'];
  plan: UserDoc['subscription']['plan'];
  notesLeft: UserDoc['usageLimits']['notesLeft'];
  timeLimit: UserDoc['usageLimits']['timeLimit'];
  /** Trial start (ms; 0 when the account never had a trial) and seconds left. */
  trialStart: UserDoc['trialStart'];
  trialSecondsLeft: number | null;
  /** The plan that ended last (a trial), why and when; null when none. */
  planEnded: { plan: string; reason: string; at: number } | null;
  /** '' when the account has no code. */
  referralCode: string;
  /** Every setting, a default in place of each one not stored. */
  settings: UserSettings;
  smsMarketingConsent: UserDoc['smsMarketingConsent'];
  displayProductTour: UserDoc['displayProductTour'];
  /** Notes written in the last 30 days (the usage entries). */
  notesWritten: number;
  /** The review the user left (or declined), null when never asked. */
  review: UserReview | null;
  /** The practice the user belongs to and their role there; null when none. */
  practice: UserDoc['practice'] | null;
}

function toProfile(uid: string, user: UserDoc): UserProfile {
  const { userInfo } = user;
  return {
    uid,
    displayName: userInfo.displayName,
    firstName: userInfo.firstName,
    lastName: userInfo.lastName,
    specialty: userInfo.specialty,
    organization: userInfo.organization,
    email: userInfo.email,
    role: userInfo.role ?? UNSET_ROLE,
    language: userInfo.language || null,
    location: userInfo.location,
    isGuest: user.isGuest,
    plan: user.subscription.plan,
    notesLeft: user.usageLimits.notesLeft,
    timeLimit: user.usageLimits.timeLimit,
    trialStart: user.trialStart,
    trialSecondsLeft: user.trialSecondsLeft ?? null,
    planEnded: user.subscription.endedPlan
      ? { plan: user.subscription.endedPlan, reason: user.subscription.endedReason ?? '', at: user.subscription.endedAt ?? 0 }
      : null,
    referralCode: user.referrals.referralCode ?? '',
    settings: user.settings,
    smsMarketingConsent: user.smsMarketingConsent,
    displayProductTour: user.displayProductTour,
    notesWritten: user.usage.reduce((sum, day) => sum + (Number.isFinite(day.notes) ? day.notes : 0), 0),
    review: user.review ?? null,
    practice: user.practice ?? null,
  };
}

/** The product tour was finished or skipped: it is not shown again. */
export async function saveTourSeen(uid: string): Promise<void> {
  const db = await getDb();
  const update: UserDocUpdate = { displayProductTour: false };
  await updateDoc(userRef(db, uid), update);
}

/** Saves the user's review (the whole map: rules check each key). */
export async function saveReview(uid: string, review: UserReview): Promise<void> {
  const db = await getDb();
  const update: UserDocUpdate = { review };
  await updateDoc(userRef(db, uid), update);
}

/** Calls back with the user's record on every change (null until it exists). */
export async function watchProfile(
  uid: string,
  callback: (profile: UserProfile | null) => void,
  onError?: (error: Error) => void,
): Promise<() => void> {
  const db = await getDb();
  return onSnapshot(userRef(db, uid), (snapshot) => callback(snapshot.exists() ? toProfile(uid, snapshot.data()) : null), onError);
}

/** Saves settings fields (merged into the stored settings: each given key is written, no other). */
export async function saveSettings(uid: string, settings: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  // The form may hand over keys the type does not list: they are written as given.
  await updateDoc(userRef(db, uid), settingsUpdate(settings as Partial<UserSettings>));
}

/** Saves the interface language in the user's record. */
export async function saveLanguage(uid: string, language: string): Promise<void> {
  const db = await getDb();
  await updateDoc(userRef(db, uid), userInfoUpdate({ language }));
}

/** Profile fields of userInfo the owner may change. */
export interface ProfileFields {
  displayName?: string;
  firstName?: string;
  lastName?: string;
  specialty?: string;
  organization?: string;
  location?: string;
}

/** Saves profile fields of userInfo. */
export async function saveProfile(uid: string, profile: ProfileFields): Promise<void> {
  const db = await getDb();
  await updateDoc(userRef(db, uid), userInfoUpdate(profile));
}

const smsConsentUpdate = (consent: boolean): UserDocUpdate => ({ smsMarketingConsent: consent });

export const DEFAULT_NOTE_STORAGE_KEY = 'defaultNoteTemplate';
export const PENDING_SMS_CONSENT_KEY = 'pendingSmsConsent';

/**
 * Login completion, client steps: a default note template kept in this browser moves to
 * the account if the account has none; a pending SMS consent is applied, then cleared.
 */
export async function applyBrowserLeftovers(uid: string): Promise<void> {
  const db = await getDb();
  const ref = userRef(db, uid);
  const template = window.localStorage.getItem(DEFAULT_NOTE_STORAGE_KEY);
  if (template && !(await getDoc(ref)).data()?.settings.defaultNoteTemplate) {
    // A failed move is only logged: the template stays in the browser and login goes on.
    await updateDoc(ref, settingsUpdate({ defaultNoteTemplate: template })).catch((error: unknown) => reportError(error));
  }
  const consent = window.sessionStorage.getItem(PENDING_SMS_CONSENT_KEY);
  if (consent !== null) {
    await updateDoc(ref, smsConsentUpdate(consent === 'true'));
    window.sessionStorage.removeItem(PENDING_SMS_CONSENT_KEY);
  }
}

/** Saves the SMS marketing consent. */
export async function saveSmsConsent(uid: string, consent: boolean): Promise<void> {
  const db = await getDb();
  await updateDoc(userRef(db, uid), smsConsentUpdate(consent));
}
