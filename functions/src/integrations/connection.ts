// A clinician's connection to an integration, as the services use it: the plan that allows
// integrations, the credentials of each call (OAuth tokens refreshed before they expire and
// once more when the provider refuses them), and the provider's failures thrown with the
// integration they come from (IntegrationFailed), which the API answers as the refusal the
// clinician reads.
import type { Firestore } from 'firebase-admin/firestore';
import { ADAPTERS, IntegrationError, type Credentials, type OAuthCredentials } from './adapters';
import type { OAuthAdapter } from '../providers/integrations/adapter';
import { INTEGRATIONS, type IntegrationId } from '../shared/integrations';
import { planAllows } from '../shared/plan-features';
import { Refusal } from '../shared/refusal';
import { readUserDoc } from '../users/user-store';
import { updateCredentials } from './credentials';
import { connectionRoute, type ConnectionRoute } from './connection-route';

const REFRESH_MARGIN_MS = 60_000;

/** Refuses (integrationPlan) a caller whose plan has no integrations. */
export async function requirePlan(db: Firestore, uid: string): Promise<void> {
  const user = await readUserDoc(db, uid);
  if (!planAllows(user?.subscription.plan ?? '', 'emrIntegration')) throw new Refusal(403, 'integrationPlan');
}

const named = (id: IntegrationId) => ({ name: INTEGRATIONS[id].name });
const sessionExpired = () => new Refusal(409, 'uiSessionExpired', { code: 'failed-precondition' });

/** A call to the integration `integration` failed with `cause` (the provider's failure, or a refusal of ours). */
export class IntegrationFailed extends Error {
  override readonly name = 'IntegrationFailed';
  constructor(
    readonly integration: IntegrationId,
    override readonly cause: unknown,
  ) {
    super(`${integration}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * Runs `call` with the connection's credentials (the clinician's own, or the one their
 * practice shares: `call` is told which): OAuth tokens are refreshed a minute before they
 * expire, and once more when the provider says they no longer work; a refresh that fails
 * marks the connection expired ("session expired": reconnect). A failure of the provider is
 * thrown as an IntegrationFailed.
 */
export async function withConnection<T>(
  db: Firestore,
  uid: string,
  id: IntegrationId,
  call: (credentials: Credentials, route: ConnectionRoute) => Promise<T>,
): Promise<T> {
  try {
    return await callConnected(db, uid, id, call);
  } catch (error) {
    throw new IntegrationFailed(id, error);
  }
}

async function callConnected<T>(
  db: Firestore,
  uid: string,
  id: IntegrationId,
  call: (credentials: Credentials, route: ConnectionRoute) => Promise<T>,
): Promise<T> {
  const route = await connectionRoute(db, uid, id);
  if (!route) throw new Refusal(409, 'integrationNotConnected', { values: named(id), code: 'failed-precondition' });
  const { held, holder } = route;
  if (held.expired) throw sessionExpired();
  const adapter = ADAPTERS[id];
  if (adapter.auth !== 'oauth' || held.credentials.kind !== 'oauth') return call(held.credentials, route);
  const refresh = async (credentials: OAuthCredentials) => {
    try {
      const fresh = await (adapter as OAuthAdapter).refresh(credentials);
      await updateCredentials(db, holder, id, fresh);
      return fresh;
    } catch {
      await updateCredentials(db, holder, id, null);
      throw sessionExpired();
    }
  };
  let credentials = held.credentials;
  if (credentials.expiresAt - REFRESH_MARGIN_MS < Date.now()) credentials = await refresh(credentials);
  try {
    return await call(credentials, route);
  } catch (error) {
    if (!(error instanceof IntegrationError) || error.status !== 401) throw error;
    return call(await refresh(credentials), route);
  }
}
