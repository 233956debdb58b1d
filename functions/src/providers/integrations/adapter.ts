// What every integration does, one adapter per provider (./cliniko.ts, ./healthie.ts,
// ./drchrono.ts, ./highlevel.ts): connect (a key checked against the API, or OAuth 2),
// search patients or contacts, and write a note. The credentials are kept encrypted by
// ../../integrations/credentials.ts; adapters only use them.
import type { NoteCodes } from '../../shared/codes';
import type { ExternalPatient, PatientPage } from '../../shared/integrations';
import type { FhirAdapter, FhirCredentials } from '../../integrations/fhir/types';
import { config } from '../../config';

export interface KeyCredentials {
  kind: 'key';
  apiKey: string;
  account: string;
}

export interface OAuthCredentials {
  kind: 'oauth';
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (ms). */
  expiresAt: number;
  account: string;
  /** Go HighLevel: the location chosen on the provider's page. */
  locationId?: string;
}

export type Credentials = KeyCredentials | OAuthCredentials | FhirCredentials;

/** The note as it is sent: title, plain text, and its sections (for providers that keep them apart). */
export interface OutgoingNote {
  title: string;
  text: string;
  sections: Array<{ name: string; text: string }>;
  draft: boolean;
  /** Where the note comes from, for systems that record it (FHIR: LOINC type, Provenance, the session's period). */
  source?: NoteSource;
  /** The diagnosis codes the clinician accepted (FHIR: Condition resources; the text has them as its "Diagnoses" section). */
  codes?: NoteCodes;
}

export interface NoteSource {
  templateId: string;
  generator: string;
  language: 'en' | 'fr';
  writtenAt: number;
  sessionStart: number;
  sessionEnd: number;
}

export interface ExportedAt {
  externalId: string;
  url: string | null;
}

export interface KeyAdapter {
  auth: 'key';
  /** Checks the key against the API; the account it belongs to. */
  verify(apiKey: string): Promise<{ account: string }>;
  searchPatients(credentials: KeyCredentials, search: string, page: number): Promise<PatientPage>;
  exportNote(credentials: KeyCredentials, patientId: string, note: OutgoingNote): Promise<ExportedAt>;
}

export interface OAuthAdapter {
  auth: 'oauth';
  /**
   * PKCE (RFC 7636, S256): true when the provider takes a code_challenge at authorization and
   * the code_verifier at the code exchange; the adapter is then given both.
   */
  pkce: boolean;
  authorizeUrl(state: string, redirectUri: string, codeChallenge: string | null): string;
  exchangeCode(code: string, redirectUri: string, codeVerifier: string | null): Promise<OAuthCredentials>;
  refresh(credentials: OAuthCredentials): Promise<OAuthCredentials>;
  revoke(credentials: OAuthCredentials): Promise<void>;
  searchPatients(credentials: OAuthCredentials, search: string, page: number): Promise<PatientPage>;
  exportNote(credentials: OAuthCredentials, patientId: string, note: OutgoingNote): Promise<ExportedAt>;
}

export type IntegrationAdapter = KeyAdapter | OAuthAdapter | FhirAdapter;

export const patient = (id: string | number, first: string, last: string, detail: string): ExternalPatient => ({
  id: String(id),
  name: `${first ?? ''} ${last ?? ''}`.trim() || String(id),
  detail,
});

/** The product's name and contact, as providers ask API clients to say (Cliniko's User-Agent). */
export const userAgent = () => `ClinicScribe (${config().integrations.contactEmail})`;
