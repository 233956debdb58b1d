// Calls to a connected FHIR server: FHIR JSON, the connection's bearer token (from SMART
// Backend Services or as given), 429 and 5xx retried with Retry-After (provider-http.ts), and
// the server's refusals turned into what the clinician reads: the OperationOutcome's
// diagnostics, the size of a body the server found too large. Every call goes through the
// outbound client (vetted at connection, answers up to FHIR_MAX_BYTES); an id is put in a path
// only once it is a FHIR id (resourcePath).
import { FHIR_MAX_BYTES } from '../../security/outbound-http';
import { isFhirId } from '../../shared/fhir';
import { Refusal } from '../../shared/refusal';
import { callProvider, IntegrationError } from '../../providers/integrations/provider-http';
import { forgetToken, smartAccessToken } from './smart-auth';
import type { FhirCredentials } from './types';

export const FHIR_JSON = 'application/fhir+json';

/** `Type/id` for a path or a reference; an id that is not a FHIR id ('..', '.', a slash...) is refused. */
export function resourcePath(type: string, id: string): string {
  if (!isFhirId(id)) throw new Refusal(400, 'integrationFhirInvalidId');
  return `${type}/${id}`;
}

async function bearer(credentials: FhirCredentials): Promise<string> {
  return credentials.auth === 'bearer' ? credentials.bearerToken : smartAccessToken(credentials);
}

/** GET or POST `path` (relative to the base URL, or '' for the base itself) on the server. */
export async function fhirCall<T>(
  credentials: FhirCredentials,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const request = async () =>
    callProvider<T>(`${credentials.baseUrl}${path ? `/${path}` : ''}`, {
      method: init.method ?? 'GET',
      headers: { accept: FHIR_JSON, authorization: `Bearer ${await bearer(credentials)}`, ...(body ? { 'content-type': FHIR_JSON } : {}) },
      body,
      maxBytes: FHIR_MAX_BYTES,
    });
  try {
    try {
      return await request();
    } catch (error) {
      // A SMART token the server no longer takes: one more try with a fresh one.
      if (!(error instanceof IntegrationError) || error.status !== 401 || credentials.auth !== 'smart') throw error;
      forgetToken(credentials);
      return await request();
    }
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    if (error.status === 413)
      throw new Refusal(413, 'integrationFhirTooLarge', { values: { size: String(Buffer.byteLength(body ?? '')) } });
    if (error.status === 401 || error.status === 403)
      throw new Refusal(502, credentials.auth === 'bearer' ? 'integrationFhirTokenRefused' : 'integrationFhirAssertionRefused', {
        values: { message: error.message },
      });
    if (error.status === 0) throw new Refusal(502, 'integrationFhirUnreachable', { values: { host: new URL(credentials.baseUrl).host } });
    throw error;
  }
}
