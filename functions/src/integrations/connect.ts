// Connecting and disconnecting an integration: an API key checked against the provider
// before it is saved, or OAuth 2. For OAuth, the state handed to the provider is bound to the
// caller and to the tab that pressed Connect (its nonce); the completion is refused, and
// nothing is stored, unless the same user in the same tab hands it back, once, within 10
// minutes (RFC 9700, 4.7). The code is redeemed with the PKCE verifier kept here. Another
// account presenting someone's state is refused, leaves the state to its owner and goes to
// the server's security log.
import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config';
import { ADAPTERS, IntegrationError, searchPatients, type KeyCredentials, type OAuthCredentials } from './adapters';
import type { KeyAdapter, OAuthAdapter } from '../providers/integrations/adapter';
import { INTEGRATIONS, type IntegrationId, type OAuthStart, type PatientPage } from '../shared/integrations';
import type { ErrorKey } from '../shared/error-catalogue';
import type { UiLanguageCode } from '../shared/languages';
import { Refusal, type RefusalStatus } from '../shared/refusal';
import { IntegrationFailed, withConnection, requirePlan } from './connection';
import { deleteCredentials, readCredentials, saveCredentials, userHolder, type CredentialHolder } from './credentials';
import { recordSecurityEvent } from '../security/security-log';
import { consumeOAuthState, createOAuthState, type OAuthStateRefusal } from './oauth-state';

/** What the Integrations screen shows of a connection made. */
export interface Connected {
  id: IntegrationId;
  state: 'connected';
  account: string;
}

const named = (id: IntegrationId) => ({ name: INTEGRATIONS[id].name });

/** The callback address: exact, the same at authorization and at the code exchange. */
const redirectUri = (id: IntegrationId) => `${config().apiPublicUrl}/integrations/${id}/callback`;

/** The adapter of `id` when it connects with OAuth; an integration connected by key is refused. */
export function oauthAdapterOf(id: IntegrationId): OAuthAdapter {
  const adapter = ADAPTERS[id];
  if (adapter.auth !== 'oauth') throw new Refusal(400, 'integrationConnectsWithKey', { values: named(id) });
  return adapter;
}

function keyAdapterOf(id: IntegrationId): KeyAdapter {
  const adapter = ADAPTERS[id];
  if (adapter.auth !== 'key') throw new Refusal(400, 'integrationConnectsWithSignIn', { values: named(id) });
  return adapter;
}

/** Checks `apiKey` with the provider, then saves it. */
export async function connectWithKey(db: Firestore, uid: string, id: IntegrationId, apiKey: string): Promise<Connected> {
  keyAdapterOf(id);
  await requirePlan(db, uid);
  return saveCheckedKey(db, userHolder(uid), id, apiKey);
}

/** Checks `apiKey` with the provider (a key it refuses is said so), then saves it for `holder`. */
export async function saveCheckedKey(db: Firestore, holder: CredentialHolder, id: IntegrationId, apiKey: string): Promise<Connected> {
  const adapter = keyAdapterOf(id);
  let account: string;
  try {
    ({ account } = await adapter.verify(apiKey));
  } catch (error) {
    const status = error instanceof IntegrationError ? error.status : 0;
    if (status === 400 || status === 401 || status === 403) throw new Refusal(400, 'integrationKeyRejected', { values: named(id) });
    throw new IntegrationFailed(id, error);
  }
  const credentials: KeyCredentials = { kind: 'key', apiKey, account };
  await saveCredentials(db, holder, id, credentials);
  return { id, state: 'connected', account };
}

/** Disconnects (the clinician's own connection, or `holder`'s): tokens revoked where the provider allows, then deleted here. */
export async function disconnect(db: Firestore, uid: string, id: IntegrationId, holder = userHolder(uid)): Promise<void> {
  const held = await readCredentials(db, holder, id);
  const adapter = ADAPTERS[id];
  if (held && adapter.auth === 'oauth' && held.credentials.kind === 'oauth') await adapter.revoke(held.credentials).catch(() => undefined);
  await deleteCredentials(db, holder, id);
}

/** The provider's sign-in page with a one-time state bound to the caller, and the nonce the calling tab keeps. */
export async function startOAuth(db: Firestore, uid: string, id: IntegrationId, language: UiLanguageCode): Promise<OAuthStart> {
  const adapter = oauthAdapterOf(id);
  await requirePlan(db, uid);
  const started = await createOAuthState(db, uid, id, language);
  return { url: adapter.authorizeUrl(started.state, redirectUri(id), adapter.pkce ? started.codeChallenge : null), nonce: started.nonce };
}

/** Why a completion was refused: the status, the key the site shows and the API's shorter message. */
const OAUTH_REFUSALS: Record<OAuthStateRefusal, { status: RefusalStatus; key: ErrorKey; messageKey: ErrorKey }> = {
  unknown: { status: 400, key: 'integrationOAuthUnknown', messageKey: 'integrationOAuthUnknownBrief' },
  expired: { status: 400, key: 'integrationOAuthExpired', messageKey: 'integrationOAuthExpiredBrief' },
  'other-user': { status: 403, key: 'integrationOAuthOtherUser', messageKey: 'integrationOAuthOtherUserBrief' },
  'other-browser': { status: 403, key: 'integrationOAuthOtherBrowser', messageKey: 'integrationOAuthOtherBrowserBrief' },
  // The owner with a code another account presented: spent, and told to start again.
  'code-seen': { status: 400, key: 'integrationOAuthUnknown', messageKey: 'integrationOAuthUnknownBrief' },
};

/** Who completes, for the security log. */
export interface CompletionContext {
  ip: string;
  userAgent: string;
  admin: boolean;
}

/**
 * The signed-in tab hands back what the provider sent. The code is exchanged and the tokens
 * stored only for the user who started it, in the tab holding its nonce, within 10 minutes;
 * the owner's completion uses the state up whatever its outcome. Anyone else is told why,
 * nothing is stored, the state stays its owner's, and the attempt goes to the security log.
 */
export async function completeOAuth(
  db: Firestore,
  uid: string,
  id: IntegrationId,
  answer: { code: string; state: string; nonce?: string },
  context: CompletionContext,
): Promise<Connected> {
  const adapter = oauthAdapterOf(id);
  const consumed = await consumeOAuthState(db, { state: answer.state, id, uid, nonce: answer.nonce ?? '', code: answer.code });
  if (!consumed.ok) {
    if (consumed.owner) {
      const event = {
        kind: 'oauth-state-refused',
        actorUid: uid,
        actorAdmin: context.admin,
        targetUid: consumed.owner,
        ip: context.ip,
        userAgent: context.userAgent,
        detail: `complete ${id}`,
      } as const;
      // The refusal stands even when the log cannot be written.
      await recordSecurityEvent(event, db).catch((error: unknown) =>
        console.error('security event not recorded', (error as Error).message),
      );
    }
    const { status, key, messageKey } = OAUTH_REFUSALS[consumed.reason];
    throw new Refusal(status, key, { values: named(id), messageKey, code: status === 400 ? 'failed-precondition' : 'permission-denied' });
  }
  await requirePlan(db, uid);
  let credentials: OAuthCredentials;
  try {
    credentials = await adapter.exchangeCode(answer.code, redirectUri(id), adapter.pkce ? consumed.codeVerifier : null);
  } catch (error) {
    console.error('OAuth code exchange failed', id, (error as Error).message);
    throw new Refusal(502, 'integrationOAuthExchange', { values: named(id) });
  }
  await saveCredentials(db, userHolder(uid), id, credentials);
  return { id, state: 'connected', account: credentials.account };
}

/** Patients (or contacts) of the connected account. */
export async function findPatients(db: Firestore, uid: string, id: IntegrationId, search: string, page: number): Promise<PatientPage> {
  await requirePlan(db, uid);
  return withConnection(db, uid, id, (credentials) => searchPatients(id, credentials, search, page));
}
