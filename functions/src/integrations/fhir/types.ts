// A FHIR server connection: its base URL, how requests are authorised (SMART Backend Services:
// client id, private key and token endpoint; or a bearer token the server issued), and the
// Practitioner the notes are written as.
import type { PatientPage } from '../../shared/integrations';
import type { FhirAuthKind, FhirConnectRequest } from '../../shared/fhir';
import type { ExportedAt, OutgoingNote } from '../../providers/integrations/adapter';

export interface FhirCredentials {
  kind: 'fhir';
  baseUrl: string;
  auth: FhirAuthKind;
  clientId: string;
  /** The private key as given (JWK or PEM): sealed with the other credentials. */
  privateKey: string;
  tokenEndpoint: string;
  bearerToken: string;
  /** The notes' author: a Practitioner on the server, or the clinician's name. */
  practitionerId: string;
  authorName: string;
  /** Whether the server takes transaction Bundles (else each resource is created on its own). */
  transactions: boolean;
  account: string;
}

export interface FhirAdapter {
  auth: 'fhir';
  /** Checks the server (FHIR 4.0.1, DocumentReference create) and the authorisation; the credentials to keep. */
  connect(request: FhirConnectRequest, clinicianName: string): Promise<FhirCredentials>;
  searchPatients(credentials: FhirCredentials, search: string, page: number): Promise<PatientPage>;
  exportNote(credentials: FhirCredentials, patientId: string, note: OutgoingNote): Promise<ExportedAt>;
}
