// Go HighLevel (CRM, OAuth 2 v2, LeadConnector API): the clinician picks the location on the
// provider's page; tokens come from /oauth/token (user_type Location) and are refreshed before
// they expire. Every API call carries the `Version` header. Contacts are searched in the
// connected location; a note is added to the chosen contact (POST /contacts/{id}/notes).
// PKCE: Go HighLevel documents no code_challenge at /oauth/chooselocation and no code_verifier
// in its token request (its token body lists client_id, client_secret, grant_type, code,
// refresh_token, user_type, redirect_uri), so none is sent: the state, bound to the user and
// the browser, and the client secret protect the code.
import type { PatientPage } from '../../shared/integrations';
import { callProvider, form, IntegrationError, type ProviderInit } from './provider-http';
import { patient, type OAuthAdapter, type OAuthCredentials } from './adapter';
import { config } from '../../config';

const VERSION = '2021-07-28';
const PAGE_SIZE = 20;
const authBase = () => config().integrations.highlevel.authUrl;
const apiBase = () => config().integrations.highlevel.apiUrl;
const client = () => config().integrations.highlevel.client;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  locationId?: string;
}

async function tokens(fields: Record<string, string>): Promise<OAuthCredentials> {
  const answer = await callProvider<TokenAnswer>(
    `${apiBase()}/oauth/token`,
    form({ ...fields, client_id: client().id, client_secret: client().secret, user_type: 'Location' }),
  );
  if (!answer.locationId) throw new IntegrationError('Go HighLevel did not say which location was chosen', 502);
  return {
    kind: 'oauth',
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    account: answer.locationId,
    locationId: answer.locationId,
  };
}

const api = <T>(credentials: OAuthCredentials, path: string, init: ProviderInit = {}) =>
  callProvider<T>(`${apiBase()}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${credentials.accessToken}`,
      version: VERSION,
      accept: 'application/json',
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });

/** Page cursors: Go HighLevel pages contacts after an id; the page number keeps them. */
const cursors = new Map<string, string>();

export const highlevel: OAuthAdapter = {
  auth: 'oauth',
  pkce: false,

  authorizeUrl(state, redirectUri) {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: client().id,
      redirect_uri: redirectUri,
      scope: 'contacts.readonly contacts.write',
      state,
    });
    return `${authBase()}/oauth/chooselocation?${params}`;
  },

  exchangeCode(code, redirectUri) {
    return tokens({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  },

  async refresh(credentials) {
    const next = await tokens({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken });
    return { ...next, account: credentials.account };
  },

  // Go HighLevel has no revocation call: disconnecting deletes the tokens here (and the app can be uninstalled there).
  async revoke() {},

  async searchPatients(credentials, search, page): Promise<PatientPage> {
    const params = new URLSearchParams({ locationId: credentials.locationId ?? '', query: search, limit: String(PAGE_SIZE) });
    const key = `${credentials.locationId}|${search}|${page}`;
    if (page > 1 && cursors.has(key)) params.set('startAfterId', cursors.get(key) ?? '');
    const answer = await api<{
      contacts: Array<{ id: string; firstName?: string; lastName?: string; email?: string }>;
      meta?: { startAfterId?: string | null };
    }>(credentials, `/contacts/?${params}`);
    const after = answer.meta?.startAfterId ?? null;
    if (after) cursors.set(`${credentials.locationId}|${search}|${page + 1}`, after);
    return {
      patients: answer.contacts.map((c) => patient(c.id, c.firstName ?? '', c.lastName ?? '', c.email ?? '')),
      nextPage: after ? page + 1 : null,
    };
  },

  async exportNote(credentials, patientId, note) {
    const created = await api<{ note: { id: string } }>(credentials, `/contacts/${encodeURIComponent(patientId)}/notes`, {
      method: 'POST',
      body: JSON.stringify({ body: note.text }),
    });
    return { externalId: created.note.id, url: null };
  },
};
