// The user record stored at users/{uid}, typed once for the site and the functions: its
// shape, the dotted paths of its nested fields, a pure reader that fills the defaults the
// code relies on, and builders of partial updates. No SDK here: each side wraps these in
// its own Firestore converter.
import { DEFAULT_LANGUAGE, isUiLanguage } from './languages';
import { RETENTION_PERIOD_DEFAULT, SESSION_STORING_DURATION_DEFAULT, type UsageEntry } from './limits';
import { DEFAULT_PLAN_NAME } from './plans';
import { userPracticeSchema, type UserPractice } from './practices';
import {
  boundedText,
  BOT_NAME_MAX,
  choiceOr,
  clampSessionStoringDuration,
  defaultNoteOr,
  languageOr,
  NOTE_STYLE_IDS,
  nearestRetentionPeriod,
  participantsFrom,
  PATIENT_TERMS,
  RECORDING_TYPES,
  REVIEW_FEEDBACK_MAX,
  REVIEW_TYPES,
  templateIdOrUndefined,
  TRANSCRIPT_TYPES,
  USER_INFO_TEXT_MAX,
  storedSettingsSchema,
  WRITING_STYLE_MAX,
} from './user-settings';
import type { z } from 'zod';

/** The Firestore path of a user's record. */
export const userDocPath = (uid: string) => `users/${uid}`;

/** A participant of a group session, as kept in the settings. */
export type GroupParticipant = { name: string; role: string };

/**
 * The user's settings: the shapes a client may write (user-settings.ts), so the type and the
 * rules' bounds are written once. The default template is absent until one is carried over
 * from the browser at login. A type alias (not an interface) so that it stays assignable to
 * `Record<string, unknown>` for code that reads settings generically.
 */
export type UserSettings = z.infer<typeof storedSettingsSchema>;

/** The profile part of the record. */
export type UserInfo = {
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  /**
   * The practitioner role; the string 'null' until one is chosen at sign-up. Absent only
   * in records written before roles existed: callers decide what that means.
   */
  role?: string;
  phoneNumber: string;
  ipAddress: string;
  /** Interface language code; '' when none was chosen. */
  language: string;
  specialty: string;
  organization: string;
};

export type UsageLimits = {
  notesLeft: number;
  /** Longest session, in seconds. */
  timeLimit: number;
};

export type Referrals = {
  /** The user's own code (6 of A-Z0-9); absent when none was reserved. */
  referralCode?: string;
  /** The code of whoever referred this user, or ''. */
  referredBy: string;
  /** Ids of the users this one referred. */
  refList: string[];
};

export type Subscription = {
  /** A plan name of the plan table ('Free' by default). */
  plan: string;
  option: string;
  discount: number;
  subscriptionId: string;
  /** The plan that ended last (a trial that ran out), why ('trialExpired' | 'trialTimeUsed') and when (ms); '' / 0 when none. */
  endedPlan?: string;
  endedReason?: string;
  endedAt?: number;
};

export type Promo = { promoCode: string };

export type UserReview = {
  reviewType: string;
  feedback: string;
  reviewTimestamp: number;
  googleReviewShown: boolean;
  googleReviewShownAt: number;
};

export type OnlineStatus = 'online' | 'offline';

/**
 * The user record. Functions create it with every required field; clients may change only
 * the profile, settings, tour flag, language, SMS consent, review and writing style, while
 * plan, quotas, trial, usage, flags and referrals are written by functions only.
 * Optional fields are those some records lack and whose absence the code treats apart.
 * Integration credentials are never kept here: they live in a server-only collection.
 */
export type UserDoc = {
  uid: string;
  userInfo: UserInfo;
  isInternalEmail: boolean;
  isEmailVerified: boolean;
  /** Absent (or not a boolean) in some older records: login completion then clears it without the first-time flow. */
  isFirstTimeLogin?: boolean;
  isGuest: boolean;
  isEnrolled2FA: boolean;
  displayProductTour: boolean;
  leadSource: string;
  onlineStatus: OnlineStatus;
  usageLimits: UsageLimits;
  settings: UserSettings;
  referrals: Referrals;
  subscription: Subscription;
  /** Milliseconds since the epoch. */
  lastLoginTimestamp?: number;
  smsMarketingConsent: boolean;
  /** Milliseconds since the epoch; older accounts are logged in without the first-time flow. */
  accountCreatedAt?: number;
  promo: Promo;
  review?: UserReview;
  /** Milliseconds since the epoch. */
  emailChangeCompletedAt?: number;
  /** Daily usage, oldest first, at most 30 days. */
  usage: UsageEntry[];
  /** Writing style at the top level (older records); it wins over settings.writingStyle. */
  writingStyle?: string;
  /** Trial start, milliseconds since the epoch (0 when none). */
  trialStart: number;
  /** Seconds of trial left; absent for accounts that never had a trial. */
  trialSecondsLeft?: number;
  /** The practice the user belongs to and their role; absent when none. Written by functions only. */
  practice?: NonNullable<UserPractice>;
};

/** Settings of a new record, and those login completion adds where the stored ones lack them. */
export function defaultSettings(): UserSettings {
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
    groupParticipants: [],
    botName: '',
  };
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapOf = (value: unknown): Data => (isRecord(value) ? value : {});
// Missing (or null) values take the default; others are coerced as the readers always did.
const str = (value: unknown, fallback: string): string => (value === undefined || value === null ? fallback : String(value));
const num = (value: unknown, fallback: number): number => Number(value ?? fallback);
const flag = (value: unknown): boolean => value === true;
/** `{ [key]: value }` when `value` is given, else nothing: for spreading optional fields. */
const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
/** A profile text a client may write, cut to its length. */
const profileText = (info: Data, key: keyof typeof USER_INFO_TEXT_MAX) => boundedText(info[key], USER_INFO_TEXT_MAX[key]);

/**
 * Typed settings from a stored settings map, each within the bounds of user-settings.ts
 * (the shapes the rules let a client write): defaults for what is missing, the nearest
 * allowed value (or the default) for what was stored out of bounds before the rules
 * existed, texts cut to their length, and keys this type does not know kept as they are.
 */
export function settingsFromData(value: unknown): UserSettings {
  const stored = mapOf(value);
  const { defaultNoteTemplate, ...others } = stored;
  const defaults = defaultSettings();
  return {
    ...others,
    recordingType: choiceOr(RECORDING_TYPES, stored.recordingType, defaults.recordingType),
    transcriptType: choiceOr(TRANSCRIPT_TYPES, stored.transcriptType, defaults.transcriptType),
    transcriptLanguage: languageOr(stored.transcriptLanguage),
    noteLanguage: languageOr(stored.noteLanguage),
    patientTerm: choiceOr(PATIENT_TERMS, stored.patientTerm, defaults.patientTerm),
    writingStyle: boundedText(stored.writingStyle, WRITING_STYLE_MAX, defaults.writingStyle),
    enableSessionStoring: flag(stored.enableSessionStoring),
    sessionStoringDuration: clampSessionStoringDuration(stored.sessionStoringDuration),
    defaultNote: defaultNoteOr(stored.defaultNote),
    noteStyle: choiceOr(NOTE_STYLE_IDS, stored.noteStyle, defaults.noteStyle),
    showConsentPopup: stored.showConsentPopup !== false,
    saveSessionData: flag(stored.saveSessionData),
    retentionPeriod: nearestRetentionPeriod(stored.retentionPeriod),
    groupSession: flag(stored.groupSession),
    groupParticipants: participantsFrom(stored.groupParticipants),
    botName: boundedText(stored.botName, BOT_NAME_MAX, defaults.botName),
    ...optional('defaultNoteTemplate', templateIdOrUndefined(defaultNoteTemplate)),
  };
}

/**
 * The settings map login completion writes back: the default of every setting the stored
 * map lacks, and the stored values exactly as they are (of whatever type, unknown keys
 * included), so that completing the map never rewrites what the user chose.
 */
export function completedSettings(data: unknown): Data {
  return { ...defaultSettings(), ...mapOf(mapOf(data).settings) };
}

/**
 * The typed record from stored data (or from nothing: a record that does not exist reads
 * as all defaults). Missing fields take the defaults the code has always read them with:
 * no notes and no time left, plan 'Free', '' for texts, false for flags, except
 * showConsentPopup (true) and the settings defaults. Fields whose absence matters stay
 * absent (see the optional fields of UserDoc). Timestamps are kept only as milliseconds.
 */
export function userDocFromData(data: unknown): UserDoc {
  const d = mapOf(data);
  const info = mapOf(d.userInfo);
  const limits = mapOf(d.usageLimits);
  const referrals = mapOf(d.referrals);
  const subscription = mapOf(d.subscription);
  const review = isRecord(d.review) ? d.review : undefined;
  return {
    uid: str(d.uid, ''),
    userInfo: {
      displayName: profileText(info, 'displayName'),
      firstName: profileText(info, 'firstName'),
      lastName: profileText(info, 'lastName'),
      email: str(info.email, ''),
      location: profileText(info, 'location'),
      ...optional('role', stringOrUndefined(info.role)),
      phoneNumber: profileText(info, 'phoneNumber'),
      ipAddress: str(info.ipAddress, ''),
      language: typeof info.language === 'string' && isUiLanguage(info.language) ? info.language : '',
      specialty: profileText(info, 'specialty'),
      organization: profileText(info, 'organization'),
    },
    isInternalEmail: flag(d.isInternalEmail),
    isEmailVerified: flag(d.isEmailVerified),
    ...optional('isFirstTimeLogin', typeof d.isFirstTimeLogin === 'boolean' ? d.isFirstTimeLogin : undefined),
    isGuest: flag(d.isGuest),
    isEnrolled2FA: flag(d.isEnrolled2FA),
    displayProductTour: flag(d.displayProductTour),
    leadSource: str(d.leadSource, ''),
    onlineStatus: d.onlineStatus === 'online' ? 'online' : 'offline',
    usageLimits: { notesLeft: num(limits.notesLeft, 0), timeLimit: num(limits.timeLimit, 0) },
    settings: settingsFromData(d.settings),
    referrals: {
      ...optional('referralCode', stringOrUndefined(referrals.referralCode)),
      referredBy: str(referrals.referredBy, ''),
      refList: Array.isArray(referrals.refList) ? referrals.refList.filter((id): id is string => typeof id === 'string') : [],
    },
    subscription: {
      plan: str(subscription.plan, DEFAULT_PLAN_NAME),
      option: str(subscription.option, ''),
      discount: num(subscription.discount, 0),
      subscriptionId: str(subscription.subscriptionId, ''),
      ...optional('endedPlan', stringOrUndefined(subscription.endedPlan)),
      ...optional('endedReason', stringOrUndefined(subscription.endedReason)),
      ...optional('endedAt', numberOrUndefined(subscription.endedAt)),
    },
    ...optional('lastLoginTimestamp', numberOrUndefined(d.lastLoginTimestamp)),
    smsMarketingConsent: flag(d.smsMarketingConsent),
    ...optional('accountCreatedAt', numberOrUndefined(d.accountCreatedAt)),
    promo: { promoCode: str(mapOf(d.promo).promoCode, '') },
    ...optional(
      'review',
      review && {
        reviewType: choiceOr<string>(REVIEW_TYPES, review.reviewType, 'none'),
        feedback: boundedText(review.feedback, REVIEW_FEEDBACK_MAX),
        reviewTimestamp: num(review.reviewTimestamp, 0),
        googleReviewShown: flag(review.googleReviewShown),
        googleReviewShownAt: num(review.googleReviewShownAt, 0),
      },
    ),
    ...optional('emailChangeCompletedAt', numberOrUndefined(d.emailChangeCompletedAt)),
    // Entries are kept as stored: quota changes write the list back and must not rewrite them.
    usage: Array.isArray(d.usage) ? [...(d.usage as UsageEntry[])] : [],
    ...optional('writingStyle', d.writingStyle == null ? undefined : boundedText(d.writingStyle, WRITING_STYLE_MAX)),
    trialStart: num(d.trialStart, 0),
    ...optional('trialSecondsLeft', numberOrUndefined(d.trialSecondsLeft)),
    // A value of another shape reads as no practice: the practice's member document decides anyway.
    ...optional('practice', userPracticeSchema.catch(null).parse(d.practice ?? null) ?? undefined),
  };
}

/** The nested maps of the record, updated field by field with dotted paths. */
export type UserDocGroup = 'userInfo' | 'usageLimits' | 'settings' | 'referrals' | 'subscription' | 'promo' | 'review';

type GroupFields<G extends UserDocGroup> = Required<NonNullable<UserDoc[G]>>;
type DottedFields<G extends UserDocGroup> = { [K in keyof GroupFields<G> & string as `${G}.${K}`]: GroupFields<G>[K] };

/** Every field an update may name: top-level fields and `group.field` paths. */
export type UserDocFields = Required<UserDoc> &
  DottedFields<'userInfo'> &
  DottedFields<'usageLimits'> &
  DottedFields<'settings'> &
  DottedFields<'referrals'> &
  DottedFields<'subscription'> &
  DottedFields<'promo'> &
  DottedFields<'review'>;

/** A dotted path into the record. */
export type UserFieldPath = keyof UserDocFields & `${string}.${string}`;

/**
 * A partial update of the record. `S` admits the SDK's sentinels (array union,
 * increment) where a caller needs them; this module knows no SDK.
 */
export type UserDocUpdate<S = never> = { [K in keyof UserDocFields]?: UserDocFields[K] | S };

/** The dotted path of `field` inside `group`, e.g. userFieldPath('usageLimits', 'notesLeft'). */
export function userFieldPath<G extends UserDocGroup, K extends keyof GroupFields<G> & string>(group: G, field: K): `${G}.${K}` {
  return `${group}.${field}`;
}

/** Dotted paths of the nested fields read or written one by one. */
export const USER_FIELDS = {
  notesLeft: userFieldPath('usageLimits', 'notesLeft'),
  timeLimit: userFieldPath('usageLimits', 'timeLimit'),
  referralCode: userFieldPath('referrals', 'referralCode'),
  referredBy: userFieldPath('referrals', 'referredBy'),
  refList: userFieldPath('referrals', 'refList'),
  plan: userFieldPath('subscription', 'plan'),
  promoCode: userFieldPath('promo', 'promoCode'),
  role: userFieldPath('userInfo', 'role'),
  email: userFieldPath('userInfo', 'email'),
  language: userFieldPath('userInfo', 'language'),
  ipAddress: userFieldPath('userInfo', 'ipAddress'),
  defaultNoteTemplate: userFieldPath('settings', 'defaultNoteTemplate'),
} as const satisfies Record<string, UserFieldPath>;

type GroupUpdate<G extends UserDocGroup, S> = { [K in keyof GroupFields<G> & string as `${G}.${K}`]?: GroupFields<G>[K] | S };

/**
 * `{ 'group.field': value }` for every field of `fields`, in order; nothing else of the
 * group changes. Every key given is written, even one whose value is undefined.
 */
export function groupUpdate<G extends UserDocGroup, S = never>(
  group: G,
  fields: { [K in keyof GroupFields<G>]?: GroupFields<G>[K] | S },
): GroupUpdate<G, S> {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [`${group}.${field}`, value])) as GroupUpdate<G, S>;
}

/** Updates settings fields one by one: `{ 'settings.patientTerm': 'Client' }`. */
export const settingsUpdate = (fields: Partial<UserSettings>) => groupUpdate('settings', fields);

/** Updates profile fields one by one: `{ 'userInfo.language': 'fr' }`. */
export const userInfoUpdate = (fields: Partial<UserInfo>) => groupUpdate('userInfo', fields);

/** Updates the quotas one by one: `{ 'usageLimits.notesLeft': 9 }`. */
export const usageLimitsUpdate = (fields: Partial<UsageLimits>) => groupUpdate('usageLimits', fields);

/** Updates referral fields one by one: `{ 'referrals.referredBy': 'ABC123' }`. */
export const referralsUpdate = (fields: Partial<Referrals>) => groupUpdate('referrals', fields);

/** Updates the promotion fields one by one: `{ 'promo.promoCode': 'SPRING' }`. */
export const promoUpdate = (fields: Partial<Promo>) => groupUpdate('promo', fields);

/** Updates subscription fields one by one: `{ 'subscription.subscriptionId': '' }`. */
export const subscriptionUpdate = (fields: Partial<Subscription>) => groupUpdate('subscription', fields);

/** Updates review fields one by one. */
export const reviewUpdate = (fields: Partial<UserReview>) => groupUpdate('review', fields);
