// DrChrono (OAuth 2, authorization code): the clinician allows access on DrChrono's page, the
// code is exchanged here with the exact redirect URI, tokens are refreshed before they expire
// and revoked on disconnect. PKCE (S256): DrChrono's API documentation does not mention it. Its
// OAuth endpoints have the Django OAuth Toolkit's layout (/o/authorize/, /o/token/,
// /o/revoke_token/), a server that checks a code_verifier against the code_challenge the
// authorization carried (RFC 7636), and an authorization server that does not know the
// parameters ignores them (RFC 6749, 3.1), so they are sent. DRCHRONO_PKCE=off leaves them out. Patients are searched with /api/patients?search=; a note goes to
// the patient's latest appointment's notes field (PATCH /api/appointments/{id}).
import type { PatientPage } from '../../shared/integrations';
import { callProvider, form, IntegrationError, type ProviderInit } from './provider-http';
import { patient, type OAuthAdapter, type OAuthCredentials } from './adapter';
import { config } from '../../config';

const PAGE_SIZE = 25;
const base = () => config().integrations.drchrono.baseUrl;
const client = () => config().integrations.drchrono.client;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

async function tokens(fields: Record<string, string>, account: string): Promise<OAuthCredentials> {
  const answer = await callProvider<TokenAnswer>(
    `${base()}/o/token/`,
    form({ ...fields, client_id: client().id, client_secret: client().secret }),
  );
  return {
    kind: 'oauth',
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    account,
  };
}

const api = <T>(credentials: OAuthCredentials, path: string, init: ProviderInit = {}) =>
  callProvider<T>(`${base()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${credentials.accessToken}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

export const drchrono: OAuthAdapter = {
  auth: 'oauth',
  get pkce() {
    return config().integrations.drchrono.pkce;
  },

  authorizeUrl(state, redirectUri, codeChallenge) {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: client().id,
      redirect_uri: redirectUri,
      scope: 'patients:read clinical:read clinical:write user:read',
      state,
    });
    if (codeChallenge) {
      params.set('code_challenge', codeChallenge);
      params.set('code_challenge_method', 'S256');
    }
    return `${base()}/o/authorize/?${params}`;
  },

  async exchangeCode(code, redirectUri, codeVerifier) {
    const credentials = await tokens(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...(codeVerifier ? { code_verifier: codeVerifier } : {}) },
      '',
    );
    const user = await api<{ username?: string }>(credentials, '/api/users/current');
    return { ...credentials, account: user.username ?? 'DrChrono' };
  },

  refresh(credentials) {
    return tokens({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken }, credentials.account);
  },

  async revoke(credentials) {
    await callProvider(
      `${base()}/o/revoke_token/`,
      form({ token: credentials.refreshToken, client_id: client().id, client_secret: client().secret }),
    );
  },

  async searchPatients(credentials, search, page): Promise<PatientPage> {
    const answer = await api<{
      results: Array<{ id: number; first_name: string; last_name: string; date_of_birth?: string; email?: string }>;
      next: string | null;
    }>(
      credentials,
      `/api/patients?${new URLSearchParams({ search, page_size: String(PAGE_SIZE), cursor: String((page - 1) * PAGE_SIZE) })}`,
    );
    return {
      patients: answer.results.map((p) => patient(p.id, p.first_name, p.last_name, [p.date_of_birth, p.email].filter(Boolean).join(' · '))),
      nextPage: answer.next ? page + 1 : null,
    };
  },

  async exportNote(credentials, patientId, note) {
    const appointments = await api<{ results: Array<{ id: number | string; scheduled_time: string; notes?: string }> }>(
      credentials,
      `/api/appointments?${new URLSearchParams({ patient: patientId, since: '2000-01-01' })}`,
    );
    const latest = [...appointments.results].sort((a, b) => b.scheduled_time.localeCompare(a.scheduled_time))[0];
    if (!latest) throw new IntegrationError('This patient has no appointment in DrChrono to attach the note to.', 422);
    const notes = latest.notes?.trim() ? `${latest.notes.trim()}\n\n${note.text}` : note.text;
    await api(credentials, `/api/appointments/${latest.id}`, { method: 'PATCH', body: JSON.stringify({ notes }) });
    return { externalId: String(latest.id), url: `${base()}/appointments/${latest.id}/` };
  },
};
