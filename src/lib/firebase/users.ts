// users/{uid}: the only module that touches the user record from the site. The rules
// let the owner write only profile, settings, tour, language, consent and review fields.
import { doc, getDoc, onSnapshot, updateDoc, type DocumentData } from 'firebase/firestore';
import { getDb } from './firestore';

/** The parts of the user record the site shows (Timestamps never leave this module). */
export interface UserProfile {
  uid: string;
  displayName: string;
  firstName: string;
  lastName: string;
  specialty: string;
  organization: string;
  email: string;
  role: string;
  language: string | null;
  location: string;
  isGuest: boolean;
  plan: string;
  notesLeft: number;
  timeLimit: number;
  referralCode: string;
  settings: Record<string, unknown>;
  smsMarketingConsent: boolean;
  displayProductTour: boolean;
}

function toProfile(uid: string, data: DocumentData): UserProfile {
  return {
    uid,
    displayName: data.userInfo?.displayName ?? '',
    firstName: data.userInfo?.firstName ?? '',
    lastName: data.userInfo?.lastName ?? '',
    specialty: data.userInfo?.specialty ?? '',
    organization: data.userInfo?.organization ?? '',
    email: data.userInfo?.email ?? '',
    role: data.userInfo?.role ?? 'null',
    language: data.userInfo?.language || null,
    location: data.userInfo?.location ?? '',
    isGuest: data.isGuest === true,
    plan: data.subscription?.plan ?? 'Free',
    notesLeft: data.usageLimits?.notesLeft ?? 0,
    timeLimit: data.usageLimits?.timeLimit ?? 0,
    referralCode: data.referrals?.referralCode ?? '',
    settings: data.settings ?? {},
    smsMarketingConsent: data.smsMarketingConsent === true,
    displayProductTour: data.displayProductTour === true,
  };
}

/** Calls back with the user's record on every change (null until it exists). */
export async function watchProfile(uid: string, callback: (profile: UserProfile | null) => void): Promise<() => void> {
  const db = await getDb();
  return onSnapshot(doc(db, 'users', uid), (snapshot) => callback(snapshot.exists() ? toProfile(uid, snapshot.data()) : null));
}

/** Saves settings fields (merged into the stored settings). */
export async function saveSettings(uid: string, settings: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  const fields: DocumentData = Object.fromEntries(Object.entries(settings).map(([key, value]) => [`settings.${key}`, value]));
  await updateDoc(doc(db, 'users', uid), fields);
}

/** Saves the interface language in the user's record. */
export async function saveLanguage(uid: string, language: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'users', uid), { 'userInfo.language': language });
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
  const fields = Object.fromEntries(Object.entries(profile).map(([key, value]) => [`userInfo.${key}`, value]));
  await updateDoc(doc(db, 'users', uid), fields);
}

export const DEFAULT_NOTE_STORAGE_KEY = 'defaultNoteTemplate';
export const PENDING_SMS_CONSENT_KEY = 'pendingSmsConsent';

/**
 * Login completion, client steps: a default note template kept in this browser moves to
 * the account if the account has none; a pending SMS consent is applied, then cleared.
 */
export async function applyBrowserLeftovers(uid: string): Promise<void> {
  const db = await getDb();
  const ref = doc(db, 'users', uid);
  const template = window.localStorage.getItem(DEFAULT_NOTE_STORAGE_KEY);
  if (template && !(await getDoc(ref)).get('settings.defaultNoteTemplate')) {
    // A failed migration is only logged (spec section 8).
    await updateDoc(ref, { 'settings.defaultNoteTemplate': template }).catch((error: unknown) => console.error(error));
  }
  const consent = window.sessionStorage.getItem(PENDING_SMS_CONSENT_KEY);
  if (consent !== null) {
    await updateDoc(ref, { smsMarketingConsent: consent === 'true' });
    window.sessionStorage.removeItem(PENDING_SMS_CONSENT_KEY);
  }
}

/** Saves the SMS marketing consent. */
export async function saveSmsConsent(uid: string, consent: boolean): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'users', uid), { smsMarketingConsent: consent });
}
