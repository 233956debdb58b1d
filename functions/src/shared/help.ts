// Help and support: the Contact Us form (what the site sends, the topics offered) and the
// FAQ and how-to video ids the Help page lists (their texts are in locales/{en,fr}/help.json).
import { z } from 'zod';

/** What a message to support may be about. */
export const CONTACT_TOPICS = ['question', 'problem', 'billing', 'privacy', 'feedback'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /contact: the signed-in user's message to support (their plan and browser are added by the server). */
export const contactSchema = z.object({
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(10, 'Please write at least a sentence (10 characters).').max(CONTACT_MESSAGE_MAX),
  /** The page the user was on, for context. */
  page: z.string().trim().max(200).default(''),
});
export type ContactMessage = z.infer<typeof contactSchema>;

/** The FAQ, by id, in the order shown: recording, languages, privacy and retention, notes, templates, exports, billing, accounts. */
export const FAQ_IDS = [
  'startSession',
  'consent',
  'connectionLost',
  'languages',
  'noteLanguage',
  'whereStored',
  'retention',
  'whoCanSee',
  'offlineDraft',
  'checkBeforeSigning',
  'editNotes',
  'templates',
  'uploadNote',
  'export',
  'plans',
  'cancel',
  'twoStep',
  'deleteAccount',
] as const;

/** The how-to videos, by id (each has written steps; a hosted video plays where configured). */
export const HOW_TO_IDS = ['firstSession', 'uploadFiles', 'customTemplate', 'savedSessions'] as const;
