// The integration adapters by id.
import type { IntegrationId } from '../shared/integrations';
import type {
  Credentials as AnyCredentials,
  ExportedAt,
  IntegrationAdapter,
  OutgoingNote as Note,
} from '../providers/integrations/adapter';
import type { PatientPage } from '../shared/integrations';
import { cliniko } from '../providers/integrations/cliniko';
import { drchrono } from '../providers/integrations/drchrono';
import { healthie } from '../providers/integrations/healthie';
import { fhir } from './fhir/adapter';
import { highlevel } from '../providers/integrations/highlevel';
import { IntegrationError as Refused } from '../providers/integrations/provider-http';

export const ADAPTERS: Record<IntegrationId, IntegrationAdapter> = { cliniko, healthie, drchrono, highlevel, fhir };
export { IntegrationError } from '../providers/integrations/provider-http';
export type { Credentials, KeyCredentials, OAuthCredentials, OutgoingNote } from '../providers/integrations/adapter';

const mismatch = () => new Refused('The stored credentials do not fit this integration; connect it again.', 401);

/** Patients (or contacts) through the integration's adapter, with credentials of its kind. */
export function searchPatients(id: IntegrationId, credentials: AnyCredentials, search: string, page: number): Promise<PatientPage> {
  const adapter = ADAPTERS[id];
  if (adapter.auth === 'key')
    return credentials.kind === 'key' ? adapter.searchPatients(credentials, search, page) : Promise.reject(mismatch());
  if (adapter.auth === 'fhir')
    return credentials.kind === 'fhir' ? adapter.searchPatients(credentials, search, page) : Promise.reject(mismatch());
  return credentials.kind === 'oauth' ? adapter.searchPatients(credentials, search, page) : Promise.reject(mismatch());
}

/** Writes one note through the integration's adapter. */
export function exportNote(id: IntegrationId, credentials: AnyCredentials, patientId: string, note: Note): Promise<ExportedAt> {
  const adapter = ADAPTERS[id];
  if (adapter.auth === 'key')
    return credentials.kind === 'key' ? adapter.exportNote(credentials, patientId, note) : Promise.reject(mismatch());
  if (adapter.auth === 'fhir')
    return credentials.kind === 'fhir' ? adapter.exportNote(credentials, patientId, note) : Promise.reject(mismatch());
  return credentials.kind === 'oauth' ? adapter.exportNote(credentials, patientId, note) : Promise.reject(mismatch());
}
