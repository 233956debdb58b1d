// Export to the clinic's systems: the four integrations (two by API key, two by OAuth 2),
// their connection states, the calls of the EHR/EMR Integration screen and of the export
// panel, and how a note becomes the text a system receives.
import { z } from 'zod';
import { noteText, type NoteTextLanguage, type NoteTextSection } from './note-text';
import { sessionIdSchema } from './sessions';

export const INTEGRATION_IDS = ['cliniko', 'healthie', 'drchrono', 'highlevel', 'fhir'] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

/** How each connects, and what it is. */
export const INTEGRATIONS: Record<IntegrationId, { name: string; auth: 'key' | 'oauth' | 'fhir'; kind: 'emr' | 'crm' }> = {
  cliniko: { name: 'Cliniko', auth: 'key', kind: 'emr' },
  healthie: { name: 'Healthie', auth: 'key', kind: 'emr' },
  drchrono: { name: 'DrChrono', auth: 'oauth', kind: 'emr' },
  highlevel: { name: 'Go HighLevel', auth: 'oauth', kind: 'crm' },
  fhir: { name: 'FHIR R4', auth: 'fhir', kind: 'emr' },
};

/** Systems shown as coming soon on the EHR/EMR Integration screen. */
export const COMING_SOON = ['Jane', 'SimplePractice', 'Practice Better', 'TheraNest'] as const;

export const integrationIdSchema = z.enum(INTEGRATION_IDS);

/** An integration's state on the Integrations screen: not connected, connected, or session expired (the refresh failed: reconnect). */
export type ConnectionState = 'not-connected' | 'connected' | 'expired';

export interface IntegrationStatus {
  id: IntegrationId;
  state: ConnectionState;
  /** When it was connected (ms), and the account it is connected to where the provider says (a practice, a location). */
  connectedAt: number | null;
  account: string | null;
  /** The practice whose shared connection the clinician's exports go through (their own connection wins); absent otherwise. */
  sharedBy?: string;
}

/** GET /integrations: every integration's state, and whether the plan allows connecting. */
export interface IntegrationsOverview {
  allowed: boolean;
  integrations: IntegrationStatus[];
}

/** POST /integrations/{id}/key: an API key (Cliniko keys end with their shard, e.g. -au1). */
export const saveKeySchema = z.object({ apiKey: z.string().trim().min(8, 'This key is too short.').max(500) });

/** GET /integrations/{id}/patients?search=&page=: patients (or CRM contacts) of the connected account. */
export const patientSearchSchema = z.object({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

/** A patient or contact as the export panel lists them. */
export interface ExternalPatient {
  id: string;
  name: string;
  /** A second line to tell namesakes apart (date of birth, e-mail). */
  detail: string;
}

export interface PatientPage {
  patients: ExternalPatient[];
  nextPage: number | null;
}

/** POST /integrations/{id}/export: notes of a session to a patient; the server reads the notes. */
export const exportSchema = z.object({
  sessionId: sessionIdSchema,
  noteIds: z.array(z.string().min(1).max(64)).min(1).max(10),
  patientId: z.string().trim().min(1).max(64),
  patientName: z.string().trim().max(200).default(''),
  /** Cliniko: a draft treatment note, or a final one. */
  draft: z.boolean().default(true),
  /** The same notes were exported to this patient before: send again only when confirmed. */
  confirmDuplicate: z.boolean().default(false),
});
export type ExportRequest = z.infer<typeof exportSchema>;

/** What an export made at the provider, per note. */
export interface ExportedNote {
  noteId: string;
  externalId: string;
  url: string | null;
}
export interface ExportResult {
  exported: ExportedNote[];
}

/** The longest text each provider takes in one note (characters): longer notes are refused, never cut. */
export const NOTE_LIMITS: Record<IntegrationId, number> = {
  cliniko: 60_000,
  healthie: 50_000,
  drchrono: 20_000,
  highlevel: 10_000,
  fhir: 1_000_000,
};

/** A note as the plain text a system receives: its title, then its sections (the site's copy writes it the same way). */
export function noteAsPlainText(title: string, sections: ReadonlyArray<NoteTextSection>, language: NoteTextLanguage = 'en'): string {
  return noteText(sections, { title, language });
}

/** OAuth's one-time state lives this long (ms). */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** POST /integrations/{id}/auth {language}: the interface language of the page, where the browser comes back to. */
export const oauthStartSchema = z.object({ language: z.string().max(10).optional() });

/** POST /integrations/{id}/auth: the provider's sign-in page, and the nonce the tab that asked keeps (sessionStorage). */
export interface OAuthStart {
  url: string;
  nonce: string;
}

/**
 * POST /integrations/{id}/complete: what the provider sent back (through the API's callback to
 * the Integrations page), with the nonce of the browser tab that pressed Connect.
 */
export const oauthCompleteSchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  nonce: z.string().max(256).default(''),
});

/** How the API's callback hands the provider's answer to the Integrations page: in the address's fragment, never sent to a server. */
export const OAUTH_RETURN_PARAM = 'oauth';

/** 127.0.0.0/8, ::1 and localhost: this machine. */
export const isLoopbackHost = (hostname: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname);

/**
 * The address of an exported note at the provider, as its API gave it, when it may be shown as
 * a link: https, or http to this machine when `allowLoopbackHttp` (the local stack's
 * stand-ins), without credentials in it; null otherwise (the note is still listed, unlinked).
 */
export function safeNoteLink(url: unknown, allowLoopbackHttp: boolean): string | null {
  if (typeof url !== 'string' || url.length > 2048) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:' && allowLoopbackHttp && isLoopbackHost(parsed.hostname)) return parsed.href;
  return null;
}
