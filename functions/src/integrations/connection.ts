// A clinician's connection to an integration, as the services use it: the plan that allows
// integrations, the credentials of each call (OAuth tokens refreshed before they expire and
// once more when the provider refuses them), and the provider's failures as the refusals the
// clinician reads.
import type { Firestore } from 'firebase-admin/firestore';
import { ADAPTERS, IntegrationError, type Credentials, type OAuthCredentials } from './adapters';
import type { OAuthAdapter } from '../providers/integrations/adapter';
import { ApiError } from '../shared/api-error';
import { INTEGRATIONS, type IntegrationId } from '../shared/integrations';
import { planAllows } from '../shared/plan-features';
import { Refusal } from '../shared/refusal';
import { readUserDoc } from '../users/user-store';
import { readCredentials, updateCredentials } from './credentials';

const REFRESH_MARGIN_MS = 60_000;

/** Refuses (integrationPlan) a caller whose plan has no integrations. */
export async function requirePlan(db: Firestore, uid: string): Promise<void> {
  const user = await readUserDoc(db, uid);
  if (!planAllows(user?.subscription.plan ?? '', 'emrIntegration')) throw new Refusal(403, 'integrationPlan');
}

const named = (id: IntegrationId) => ({ name: INTEGRATIONS[id].name });
const sessionExpired = () => new Refusal(409, 'uiSessionExpired', { code: 'failed-precondition' });

/** A provider's failure as the refusal the clinician reads (a refusal of ours passes as it is). */
export function providerFailure(id: IntegrationId, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = error instanceof IntegrationError ? error.status : 0;
  const message = error instanceof Error ? error.message : String(error);
  return new Refusal(502, status === 401 || status === 403 ? 'integrationRefused' : 'integrationFailed', { values: { ...named(id), message } });
}

/**
 * Runs `call` with the connection's credentials: OAuth tokens are refreshed a minute before
 * they expire, and once more when the provider says they no longer work; a refresh that
 * fails marks the connection expired ("session expired": reconnect). A failure of the
 * provider is thrown as its refusal (providerFailure).
 */
export async function withConnection<T>(db: Firestore, uid: string, id: IntegrationId, call: (credentials: Credentials) => Promise<T>): Promise<T> {
  try {
    return await callConnected(db, uid, id, call);
  } catch (error) {
    throw providerFailure(id, error);
  }
}

async function callConnected<T>(db: Firestore, uid: string, id: IntegrationId, call: (credentials: Credentials) => Promise<T>): Promise<T> {
  const held = await readCredentials(db, uid, id);
  if (!held) throw new Refusal(409, 'integrationNotConnected', { values: named(id), code: 'failed-precondition' });
  if (held.expired) throw sessionExpired();
  const adapter = ADAPTERS[id];
  if (adapter.auth !== 'oauth' || held.credentials.kind !== 'oauth') return call(held.credentials);
  const refresh = async (credentials: OAuthCredentials) => {
    try {
      const fresh = await (adapter as OAuthAdapter).refresh(credentials);
      await updateCredentials(db, uid, id, fresh);
      return fresh;
    } catch {
      await updateCredentials(db, uid, id, null);
      throw sessionExpired();
    }
  };
  let credentials = held.credentials;
  if (credentials.expiresAt - REFRESH_MARGIN_MS < Date.now()) credentials = await refresh(credentials);
  try {
    return await call(credentials);
  } catch (error) {
    if (!(error instanceof IntegrationError) || error.status !== 401) throw error;
    return call(await refresh(credentials));
  }
}
