// The integration adapters by id.
import type { IntegrationId } from '../../shared/integrations';
import type { Credentials as AnyCredentials, ExportedAt, IntegrationAdapter, OutgoingNote as Note } from './adapter';
import type { PatientPage } from '../../shared/integrations';
import { cliniko } from './cliniko';
import { drchrono } from './drchrono';
import { healthie } from './healthie';
import { fhir } from './fhir';
import { highlevel } from './highlevel';
import { IntegrationError as Refused } from './provider-http';

export const ADAPTERS: Record<IntegrationId, IntegrationAdapter> = { cliniko, healthie, drchrono, highlevel, fhir };
export { IntegrationError } from './provider-http';
export type { Credentials, KeyCredentials, OAuthCredentials, OutgoingNote } from './adapter';


const mismatch = () => new Refused('The stored credentials do not fit this integration; connect it again.', 401);

/** Patients (or contacts) through the integration's adapter, with credentials of its kind. */
export function searchPatients(id: IntegrationId, credentials: AnyCredentials, search: string, page: number): Promise<PatientPage> {
  const adapter = ADAPTERS[id];
  if (adapter.auth === 'key') return credentials.kind === 'key' ? adapter.searchPatients(credentials, search, page) : Promise.reject(mismatch());
  if (adapter.auth === 'fhir') return credentials.kind === 'fhir' ? adapter.searchPatients(credentials, search, page) : Promise.reject(mismatch());
  return credentials.kind === 'oauth' ? adapter.searchPatients(credentials, search, page) : Promise.reject(mismatch());
}

/** Writes one note through the integration's adapter. */
export function exportNote(id: IntegrationId, credentials: AnyCredentials, patientId: string, note: Note): Promise<ExportedAt> {
  const adapter = ADAPTERS[id];
  if (adapter.auth === 'key') return credentials.kind === 'key' ? adapter.exportNote(credentials, patientId, note) : Promise.reject(mismatch());
  if (adapter.auth === 'fhir') return credentials.kind === 'fhir' ? adapter.exportNote(credentials, patientId, note) : Promise.reject(mismatch());
  return credentials.kind === 'oauth' ? adapter.exportNote(credentials, patientId, note) : Promise.reject(mismatch());
}
