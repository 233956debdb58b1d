// What a server says it is (GET [base]/metadata, its CapabilityStatement): FHIR 4.0.1, a
// DocumentReference create, and whether it takes transaction Bundles. A refusal says which is missing;
// a refusal of the outbound client (a redirect to an address it does not call, an answer over
// FHIR_MAX_BYTES) is said as it is.
import type { CapabilityStatement } from '@medplum/fhirtypes';
import { FHIR_VERSION } from '../../shared/fhir';
import { FHIR_MAX_BYTES, OutboundRefusal, remoteExcerpt } from '../../security/outbound-http';
import { Refusal } from '../../shared/refusal';
import { callProvider, IntegrationError } from '../../providers/integrations/provider-http';
import { FHIR_JSON } from './fhir-client';

export interface ServerCapabilities {
  /** The server's own name for itself (software or statement name), shown as the connection's account. */
  name: string;
  transactions: boolean;
}

/** A list the server sent, or none when it sent something else (a remote answer is not trusted to have the shape it should). */
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

export async function readCapabilities(baseUrl: string): Promise<ServerCapabilities> {
  let statement: CapabilityStatement | null;
  try {
    statement = await callProvider<CapabilityStatement>(`${baseUrl}/metadata`, {
      headers: { accept: FHIR_JSON },
      maxBytes: FHIR_MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof OutboundRefusal) throw error;
    // The values are language-neutral (a host, an HTTP status): the catalogue's text says the rest in each language.
    if (error instanceof IntegrationError && error.status === 0)
      throw new Refusal(502, 'integrationFhirUnreachable', { values: { host: new URL(baseUrl).host } });
    throw new Refusal(400, 'integrationFhirNotAServer', {
      values: { answer: `HTTP ${error instanceof IntegrationError ? error.status : '?'}` },
    });
  }
  if (statement?.resourceType !== 'CapabilityStatement')
    throw new Refusal(400, 'integrationFhirNotAServer', {
      values: { answer: typeof statement?.resourceType === 'string' ? remoteExcerpt(statement.resourceType, 40) : 'nothing' },
    });
  if (statement.fhirVersion !== FHIR_VERSION)
    throw new Refusal(400, 'integrationFhirWrongVersion', {
      values: { version: typeof statement.fhirVersion === 'string' ? remoteExcerpt(statement.fhirVersion, 20) : '?' },
    });
  const rest = list(statement.rest).find((r) => r?.mode === 'server');
  const documents = list(rest?.resource).find((r) => r?.type === 'DocumentReference');
  if (!list(documents?.interaction).some((i) => i?.code === 'create')) throw new Refusal(400, 'integrationFhirNoDocumentReference');
  return {
    name: remoteExcerpt(String(statement.software?.name ?? statement.title ?? statement.name ?? ''), 100) || new URL(baseUrl).host,
    transactions: list(rest?.interaction).some((i) => i?.code === 'transaction'),
  };
}
