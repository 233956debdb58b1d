// What a server says it is (GET [base]/metadata, its CapabilityStatement): FHIR 4.0.1, a
// DocumentReference create, and whether it takes transaction Bundles. A refusal says which is missing.
import type { CapabilityStatement } from '@medplum/fhirtypes';
import { FHIR_VERSION } from '../../../shared/fhir';
import { Refusal } from '../../../shared/refusal';
import { callProvider, IntegrationError } from '../provider-http';
import { FHIR_JSON } from './fhir-client';

export interface ServerCapabilities {
  /** The server's own name for itself (software or statement name), shown as the connection's account. */
  name: string;
  transactions: boolean;
}

export async function readCapabilities(baseUrl: string): Promise<ServerCapabilities> {
  let statement: CapabilityStatement | null;
  try {
    statement = await callProvider<CapabilityStatement>(`${baseUrl}/metadata`, { headers: { accept: FHIR_JSON } });
  } catch (error) {
    // The values are language-neutral (a host, an HTTP status): the catalogue's text says the rest in each language.
    if (error instanceof IntegrationError && error.status === 0) throw new Refusal(502, 'integrationFhirUnreachable', { values: { host: new URL(baseUrl).host } });
    throw new Refusal(400, 'integrationFhirNotAServer', { values: { answer: `HTTP ${error instanceof IntegrationError ? error.status : '?'}` } });
  }
  if (statement?.resourceType !== 'CapabilityStatement') throw new Refusal(400, 'integrationFhirNotAServer', { values: { answer: String(statement?.resourceType ?? 'nothing') } });
  if (statement.fhirVersion !== FHIR_VERSION) throw new Refusal(400, 'integrationFhirWrongVersion', { values: { version: statement.fhirVersion ?? '?' } });
  const rest = statement.rest?.find((r) => r.mode === 'server');
  const documents = rest?.resource?.find((r) => r.type === 'DocumentReference');
  if (!documents?.interaction?.some((i) => i.code === 'create')) throw new Refusal(400, 'integrationFhirNoDocumentReference');
  return {
    name: statement.software?.name ?? statement.title ?? statement.name ?? new URL(baseUrl).host,
    transactions: rest?.interaction?.some((i) => i.code === 'transaction') ?? false,
  };
}
