// A consultation session: what the Start New Session dialog sends, what a session document
// holds, and the edits a clinician makes to it.
import { z } from 'zod';
import type { SessionBot } from './virtual';
import { findLanguage } from './languages';
import type { NoteVersion } from './note-instructions';
import type { SessionNote } from './notes';
import type { ConvertedFile } from './uploads';
import type { Pronoun } from '@clinicscribe/clinical-notes';

/** Session types offered today (Virtual comes with the meeting bot); 'upload' is Convert Files to Notes. */
export const SESSION_TYPES = ['in-person', 'virtual', 'dictate', 'upload'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** Pronoun choices (the note engine's Pronoun); They/Them is the default. */
export const PRONOUNS = ['they', 'he', 'she'] as const satisfies readonly Pronoun[];
export type { Pronoun };
export const DEFAULT_PRONOUN: Pronoun = 'they';

/** A group session holds at most this many participants. */
export const MAX_PARTICIPANTS = 12;

/** The transcription engine a session records with (settings.transcriptType): Whisper, or the AWS-type streaming engine. */
export const TRANSCRIPT_TYPES = ['whisper', 'aws'] as const;
export type TranscriptType = (typeof TRANSCRIPT_TYPES)[number];
/** Longest transcript, own notes or context text accepted (characters). */
export const MAX_SESSION_TEXT = 400_000;
export const MAX_SESSION_NOTE_TEXT = 20_000;

/** A session id, in the API and in the recording protocol. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid session id');

const participantSchema = z.object({
  name: z.string().trim().min(1).max(80),
  role: z.string().trim().max(40).default(''),
});
export type Participant = z.infer<typeof participantSchema>;

/** POST /sessions: the Start New Session dialog. */
export const newSessionSchema = z
  .object({
    type: z.enum(SESSION_TYPES),
    clientName: z.string().trim().max(120).default(''),
    consent: z.boolean(),
    group: z.boolean().default(false),
    participants: z.array(participantSchema).max(MAX_PARTICIPANTS).default([]),
    pronoun: z.enum(PRONOUNS).default(DEFAULT_PRONOUN),
    language: z.string().refine((code) => findLanguage(code) !== undefined, 'Unknown language'),
    transcriptType: z.enum(TRANSCRIPT_TYPES).default('aws'),
  })
  .refine((s) => (s.type !== 'in-person' && s.type !== 'virtual') || s.consent, {
    message: 'Patient consent is required to record',
    path: ['consent'],
  });
export type NewSessionInput = z.infer<typeof newSessionSchema>;

const noteItemSchema = z.object({ title: z.string().max(200), body: z.string().max(MAX_SESSION_NOTE_TEXT) });
/** How many omissions ("Not in the note") a note keeps dismissed, and the longest text of one. */
export const MAX_DISMISSED_OMISSIONS = 200;
export const MAX_OMISSION_TEXT = 1000;
/**
 * A note's sections as the clinician edited them, and/or the omissions they dismissed (the
 * rest of the note is kept by the server). Dismissals alone do not mark the note edited.
 */
const noteEditSchema = z
  .object({
    noteId: z.string().min(1).max(64),
    sections: z
      .array(z.object({ title: z.string().max(200), items: z.array(noteItemSchema).max(200) }))
      .max(40)
      .optional(),
    dismissedOmissions: z.array(z.string().max(MAX_OMISSION_TEXT)).max(MAX_DISMISSED_OMISSIONS).optional(),
  })
  .refine((n) => n.sections !== undefined || n.dismissedOmissions !== undefined, 'Nothing to change');

/** PATCH /sessions/{id}: the clinician's edits (transcript, own notes, post-session context, notes). */
export const sessionPatchSchema = z
  .object({
    transcript: z.string().max(MAX_SESSION_TEXT).optional(),
    ownNotes: z.string().max(MAX_SESSION_NOTE_TEXT).optional(),
    context: z.string().max(MAX_SESSION_NOTE_TEXT).optional(),
    notes: z.array(noteEditSchema).max(10).optional(),
  })
  .refine(
    (p) => p.transcript !== undefined || p.ownNotes !== undefined || p.context !== undefined || p.notes !== undefined,
    'Nothing to change',
  );
export type SessionPatch = z.infer<typeof sessionPatchSchema>;

/** A local calendar date (YYYY-MM-DD): usage entries are kept per local day. */
export const localDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date');

/** Lifecycle: open (created) → recording → stopped; ended sessions are gone or stored. */
export type SessionStatus = 'open' | 'recording' | 'stopped' | 'ended';

/** The decrypted contents of a session, as GET /sessions/{id} answers them. */
export interface SessionContents {
  transcript: string;
  ownNotes: string;
  context: string;
  participants: Participant[];
  /** Generated notes, one per template (a regeneration replaces it). See ./notes.ts. */
  notes?: SessionNote[];
  /** Each note's versions made by instructions (./note-instructions.ts), by noteId. */
  noteHistory?: Record<string, NoteVersion[]>;
  /** What was read from the session's uploaded files (./uploads.ts), in upload order. */
  files?: ConvertedFile[];
}

/** Metadata the owner reads straight from Firestore (no patient text besides the name). */
export interface SessionMeta {
  name: string;
  type: SessionType;
  status: SessionStatus;
  language: string;
  transcriptType: TranscriptType;
  provider: string;
  consent: boolean;
  group: boolean;
  pronoun: Pronoun;
  createdAt: number;
  updatedAt: number;
  /** Audio seconds on the server, and how many of them were counted as usage. */
  audioSeconds: number;
  accountedSeconds: number;
  /** Milliseconds of audio whose words are in the saved transcript. */
  transcriptCoveredMs: number;
  /** When the session is purged (ms since epoch). */
  expiresAt: number;
  /**
   * Whether the session is kept after it ends (Saved Sessions). Decided when it is created,
   * from settings.enableSessionStoring: storing turned on later does not save it.
   */
  stored: boolean;
  /** Generated notes it holds (the Saved Sessions list shows whether there are any). */
  noteCount: number;
  /** A virtual session's meeting bot (./virtual.ts). */
  bot?: SessionBot;
}

/** An open session that is not stored is purged this long after its last activity. */
export const OPEN_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** A stored session is kept settings.sessionStoringDuration days. */
export { DAY_MS } from './limits';

/** How a live transcript grows: final segments joined by a space (a new paragraph after a long pause). */
export function appendToTranscript(transcript: string, segment: string, paragraph: boolean): string {
  const text = segment.trim();
  if (!text) return transcript;
  if (!transcript.trim()) return text;
  return `${transcript.replace(/\s+$/, '')}${paragraph ? '\n\n' : ' '}${text}`;
}

/** Socket events of the live transcript (server → user's sockets). */
export const TRANSCRIPT_EVENTS = {
  partial: 'transcript:partial',
  final: 'transcript:final',
  error: 'transcript:error',
} as const;

export interface TranscriptPartialEvent {
  sessionId: string;
  text: string;
  /** The session audio (ms) the engine had heard when it made these words, when it says. */
  heardMs?: number;
}
export interface TranscriptFinalEvent {
  sessionId: string;
  /** The segment just settled, and the whole saved transcript after it. */
  text: string;
  transcript: string;
  endMs: number;
}
