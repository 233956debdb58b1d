// The fields of the user record a client may write: the settings, the review, the profile
// fields of userInfo and the top-level writing style. For each one, the allowed keys, the
// value's type and its bounds, written once: firestore.rules enforces the same shapes on
// client writes (its tests try every value listed here), the settings form offers only
// these, and the readers below bring a value stored before the rules back within them.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, findLanguage, UI_LANGUAGES, type Language } from './languages';
import { RETENTION_PERIOD_DEFAULT, SESSION_STORING_DURATION_DEFAULT } from './limits';
import { DEFAULT_NOTE_TEMPLATE, NOTE_STYLES, NOTE_TEMPLATE_IDS } from './note-templates';
import { MAX_PARTICIPANTS, TRANSCRIPT_TYPES } from './sessions';

// ---- Settings -------------------------------------------------------------------------

/** How a session is held (settings.recordingType). */
export const RECORDING_TYPES = ['In-person', 'Video Call'] as const;
export { TRANSCRIPT_TYPES, type TranscriptType } from './sessions';
/** What the notes call the person seen (settings.patientTerm). */
export const PATIENT_TERMS = ['Patient', 'Client'] as const;
/** Note style ids (settings.noteStyle): the keys of NOTE_STYLES. */
export const NOTE_STYLE_IDS = Object.keys(NOTE_STYLES) as [keyof typeof NOTE_STYLES, ...(keyof typeof NOTE_STYLES)[]];
/** Days of the client-side retention choice (settings.retentionPeriod, a string). */
export const RETENTION_PERIODS = ['1', '7', '14', '30'] as const;
/** The two categories of the language lists. */
export const LANGUAGE_CATEGORIES = ['Common Languages', 'Other Languages'] as const;

/** Fewest days a stored session is kept (settings.sessionStoringDuration, a whole number). */
export const SESSION_STORING_DURATION_MIN = 1;
/** Most days a stored session is kept: patient data is never kept longer. */
export const SESSION_STORING_DURATION_MAX = 30;
/** Longest writing style (settings.writingStyle and the top-level writingStyle), in characters. */
export const WRITING_STYLE_MAX = 2000;
/** Longest meeting-bot name (settings.botName); the bot-name call takes the same. */
export const BOT_NAME_MAX = 64;
/** Most participants read from settings.groupParticipants: the most a group session holds. */
export const GROUP_PARTICIPANTS_MAX = MAX_PARTICIPANTS;
/** Longest participant name, and role, as the Start New Session dialog takes them. */
export const PARTICIPANT_NAME_MAX = 80;
export const PARTICIPANT_ROLE_MAX = 40;
/** A note template id (settings.defaultNoteTemplate): a built-in id or a custom template's id. */
export const TEMPLATE_ID_MAX = 64;
export const TEMPLATE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Every settings key a client may write; a stored settings map holds no more keys than this. */
export const SETTINGS_KEYS = [
  'recordingType',
  'transcriptType',
  'transcriptLanguage',
  'noteLanguage',
  'patientTerm',
  'writingStyle',
  'enableSessionStoring',
  'sessionStoringDuration',
  'defaultNote',
  'noteStyle',
  'showConsentPopup',
  'saveSessionData',
  'retentionPeriod',
  'groupSession',
  'groupParticipants',
  'botName',
  'defaultNoteTemplate',
] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

export type RecordingType = (typeof RECORDING_TYPES)[number];
export type PatientTerm = (typeof PATIENT_TERMS)[number];
export type RetentionPeriod = (typeof RETENTION_PERIODS)[number];

/** A language exactly as the shared list holds it: a listed code, with its name and category. */
export const languageSchema = z
  .object({ name: z.string(), code: z.string(), category: z.enum(LANGUAGE_CATEGORIES) })
  .strict()
  .refine((value) => {
    const listed = findLanguage(value.code);
    return listed !== undefined && listed.name === value.name && listed.category === value.category;
  }, 'Unknown language');

const participantSchema = z.object({ name: z.string().max(PARTICIPANT_NAME_MAX), role: z.string().max(PARTICIPANT_ROLE_MAX) }).strict();

/** Each setting a client may write, with its type and bounds. */
export const SETTINGS_SHAPES = {
  recordingType: z.enum(RECORDING_TYPES),
  transcriptType: z.enum(TRANSCRIPT_TYPES),
  transcriptLanguage: languageSchema,
  noteLanguage: languageSchema,
  patientTerm: z.enum(PATIENT_TERMS),
  writingStyle: z.string().max(WRITING_STYLE_MAX),
  enableSessionStoring: z.boolean(),
  sessionStoringDuration: z.number().int().min(SESSION_STORING_DURATION_MIN).max(SESSION_STORING_DURATION_MAX),
  defaultNote: z.enum(NOTE_TEMPLATE_IDS),
  noteStyle: z.enum(NOTE_STYLE_IDS),
  showConsentPopup: z.boolean(),
  saveSessionData: z.boolean(),
  retentionPeriod: z.enum(RETENTION_PERIODS),
  groupSession: z.boolean(),
  // Participants are chosen per session in the Start New Session dialog, which keeps them
  // with the session: a client only clears this list (the server may keep up to 12 here).
  groupParticipants: z.array(participantSchema).max(0),
  botName: z.string().max(BOT_NAME_MAX),
  defaultNoteTemplate: z.string().regex(TEMPLATE_ID_PATTERN),
} satisfies Record<SettingsKey, z.ZodTypeAny>;

/** Settings a client may write: any of the allowed keys, each of its shape, and no other key. */
export const clientSettingsSchema = z.object(SETTINGS_SHAPES).partial().strict();

/** A whole settings map: every setting of its shape; the default template only once one was carried over. */
export const storedSettingsSchema = z.object(SETTINGS_SHAPES).partial({ defaultNoteTemplate: true });

// ---- Review ---------------------------------------------------------------------------

/** The kinds of review: positive, neutral or negative, or none (asked and declined; how a record starts). */
export const REVIEW_TYPES = ['positive', 'neutral', 'negative', 'none'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
/** The review is asked for once, after the user's third note. */
export const REVIEW_AFTER_NOTES = 3;
/** Longest review feedback, in characters. */
export const REVIEW_FEEDBACK_MAX = 2000;
/** Every key of the review map. */
export const REVIEW_KEYS = ['reviewType', 'feedback', 'reviewTimestamp', 'googleReviewShown', 'googleReviewShownAt'] as const;

/** The review map: a review type always, the other keys as written, milliseconds as whole numbers. */
export const clientReviewSchema = z
  .object({
    reviewType: z.enum(REVIEW_TYPES),
    feedback: z.string().max(REVIEW_FEEDBACK_MAX),
    reviewTimestamp: z.number().int().min(0),
    googleReviewShown: z.boolean(),
    googleReviewShownAt: z.number().int().min(0),
  })
  .partial()
  .required({ reviewType: true })
  .strict();

// ---- Profile (userInfo) ---------------------------------------------------------------

/**
 * Longest profile texts, in characters. First and last names and the country take what
 * registration takes; the display name is first and last name with a space between.
 */
export const USER_INFO_TEXT_MAX = {
  firstName: 100,
  lastName: 100,
  displayName: 201,
  specialty: 200,
  organization: 200,
  location: 100,
  phoneNumber: 32,
} as const;
export type UserInfoTextKey = keyof typeof USER_INFO_TEXT_MAX;
/** The userInfo keys a client may write: the texts above, the interface language and the one-time role. */
export const USER_INFO_CLIENT_KEYS = [...(Object.keys(USER_INFO_TEXT_MAX) as UserInfoTextKey[]), 'language', 'role'] as const;

/** Profile fields a client may write (the role's one-time rule is the rules' own). */
export const clientUserInfoSchema = z
  .object({
    firstName: z.string().max(USER_INFO_TEXT_MAX.firstName),
    lastName: z.string().max(USER_INFO_TEXT_MAX.lastName),
    displayName: z.string().max(USER_INFO_TEXT_MAX.displayName),
    specialty: z.string().max(USER_INFO_TEXT_MAX.specialty),
    organization: z.string().max(USER_INFO_TEXT_MAX.organization),
    location: z.string().max(USER_INFO_TEXT_MAX.location),
    phoneNumber: z.string().max(USER_INFO_TEXT_MAX.phoneNumber),
    language: z.enum(UI_LANGUAGES),
    role: z.string(),
  })
  .partial()
  .strict();

// ---- Readers: a stored value brought back within its bounds ----------------------------

/** The nearest whole number of days in 1..30; the default when the value is no number. */
export function clampSessionStoringDuration(value: unknown): number {
  const days = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  if (value === '' || !Number.isFinite(days)) return SESSION_STORING_DURATION_DEFAULT;
  return Math.min(SESSION_STORING_DURATION_MAX, Math.max(SESSION_STORING_DURATION_MIN, Math.round(days)));
}

/** The retention choice nearest to the stored number of days; the default when it is no number. */
export function nearestRetentionPeriod(value: unknown): RetentionPeriod {
  const days = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  if (value === '' || !Number.isFinite(days)) return RETENTION_PERIOD_DEFAULT as RetentionPeriod;
  return RETENTION_PERIODS.reduce((best, period) => (Math.abs(Number(period) - days) < Math.abs(Number(best) - days) ? period : best));
}

/** The value as text (numbers and booleans written as text), or undefined for anything else. */
function asText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** The stored value when it is one of `choices` (a number read as its text), else `fallback`. */
export function choiceOr<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  const text = asText(value);
  return text !== undefined && (choices as readonly string[]).includes(text) ? (text as T) : fallback;
}

/** Text cut to `max` characters; `fallback` when the value is missing or not a text, number or boolean. */
export function boundedText(value: unknown, max: number, fallback = ''): string {
  return (asText(value) ?? fallback).slice(0, max);
}

/** The listed language with the stored code; the default language when the code is not listed. */
export function languageOr(value: unknown): Language {
  const code = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  return { ...((typeof code === 'string' && findLanguage(code)) || DEFAULT_LANGUAGE) };
}

/** The first 12 participants that are maps, each name and role cut to its bound. */
export function participantsFrom(value: unknown): { name: string; role: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item))
    .slice(0, GROUP_PARTICIPANTS_MAX)
    .map((item) => ({ name: boundedText(item.name, PARTICIPANT_NAME_MAX), role: boundedText(item.role, PARTICIPANT_ROLE_MAX) }));
}

/** A stored template id when it has the shape of one, else undefined. */
export function templateIdOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && TEMPLATE_ID_PATTERN.test(value) ? value : undefined;
}

/** The built-in template chosen by default; soap when the stored id is not a built-in. */
export const defaultNoteOr = (value: unknown) => choiceOr(NOTE_TEMPLATE_IDS, value, DEFAULT_NOTE_TEMPLATE);
