// /integrations: the EHR/EMR Integration screen and the export panel. Every route takes the
// uid from the ID token, except the OAuth callback, which the provider's page redirects to
// and which stores nothing: it hands the code and state to the Integrations page, whose
// signed-in tab completes the connection (POST /integrations/{id}/complete). Connecting,
// listing patients and exporting need a plan with integrations (Starter Plus, Bronze, Silver
// and their trials), checked here.
//
// Why the connection is bound to the browser this way rather than with a cookie: the site calls
// the API cross-origin (the functions' own address, locally another port), and Firebase
// Hosting forwards only a cookie named __session through its /backend rewrite, so a cookie
// set by /auth would not come back to the callback in every setup; a nonce kept by the tab
// that pressed Connect (sessionStorage) and sent back with the user's ID token works the same
// in production and on the local stack. The state alone, sent to the provider, proves nothing:
// the completion must come from the same user (ID token) and the same tab (nonce), once, within
// 10 minutes (RFC 9700, 4.7), and the code is redeemed with the PKCE verifier kept here.
import { Router, type Request, type Response } from 'express';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ExportRefused, notesToExport, recordExport } from '../../integrations/export-notes';
import { deleteCredentials, integrationStatuses, readCredentials, saveCredentials, updateCredentials } from '../../integrations/credentials';
import { consumeOAuthState, createOAuthState, oauthStateLanguage, type OAuthStateRefusal } from '../../integrations/oauth-state';
import { ADAPTERS, exportNote, IntegrationError, searchPatients, type Credentials, type KeyCredentials, type OAuthCredentials } from '../../providers/integrations';
import type { OAuthAdapter } from '../../providers/integrations/adapter';
import { recordSessionAccess } from '../../sessions/access-log';
import {
  exportSchema,
  INTEGRATIONS,
  integrationIdSchema,
  OAUTH_RETURN_PARAM,
  oauthCompleteSchema,
  oauthStartSchema,
  patientSearchSchema,
  safeNoteLink,
  saveKeySchema,
  type ExportResult,
  type IntegrationId,
  type IntegrationsOverview,
  type OAuthStart,
} from '../../shared/integrations';
import { FALLBACK_UI_LANGUAGE, isUiLanguage, type UiLanguageCode } from '../../shared/languages';
import { planAllows } from '../../shared/plan-features';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { clientIp, requireUser, type AuthedRequest } from '../middleware/auth';
import { handle } from '../middleware/handle';
import { siteUrl } from '../../users/site-url';
import { fhirRouter } from './fhir';

const REFRESH_MARGIN_MS = 60_000;

function integrationOf(req: Request): IntegrationId {
  const parsed = integrationIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw new ApiError(404, 'not-found', 'Not found');
  return parsed.data;
}

/** The integration of the path and its adapter, when it connects with OAuth (a key-based one is refused). */
function oauthIntegrationOf(req: Request): { id: IntegrationId; adapter: OAuthAdapter } {
  const id = integrationOf(req);
  const adapter = ADAPTERS[id];
  if (adapter.auth !== 'oauth') throw new ApiError(400, 'invalid-argument', `${INTEGRATIONS[id].name} connects with an API key.`);
  return { id, adapter };
}

/** The callback address: exact, the same at authorization and at the code exchange. */
const redirectUri = (id: IntegrationId) => `${(process.env.API_PUBLIC_URL ?? '').replace(/\/$/, '')}/integrations/${id}/callback`;

export async function requirePlan(db: Firestore, uid: string): Promise<void> {
  const user = await readUserDoc(db, uid);
  if (!planAllows(user?.subscription.plan ?? '', 'emrIntegration')) {
    throw new ApiError(403, 'permission-denied', 'EMR integrations come with the Starter Plus, Bronze and Silver plans.', 'integrationPlan');
  }
}

const OAUTH_REFUSALS: Record<OAuthStateRefusal, { status: number; code: string; key: 'integrationOAuthUnknown' | 'integrationOAuthExpired' | 'integrationOAuthOtherUser' | 'integrationOAuthOtherBrowser'; text: string }> = {
  unknown: { status: 400, code: 'failed-precondition', key: 'integrationOAuthUnknown', text: 'was already used or was not started here' },
  expired: { status: 400, code: 'failed-precondition', key: 'integrationOAuthExpired', text: 'took more than 10 minutes and expired' },
  'other-user': { status: 403, code: 'permission-denied', key: 'integrationOAuthOtherUser', text: 'was started by another account' },
  'other-browser': { status: 403, code: 'permission-denied', key: 'integrationOAuthOtherBrowser', text: 'was started in another browser or tab' },
};

/**
 * Where the callback sends the browser: the Integrations page in the language it was left in,
 * the provider's answer in the fragment (kept out of servers' logs and Referer headers).
 */
const backToSite = (fields: Record<string, string>, language: UiLanguageCode | null = null) =>
  `${siteUrl()}${language && language !== FALLBACK_UI_LANGUAGE ? `/${language}` : ''}/integrations/#${new URLSearchParams(fields)}`;

/** Local stack only: the stand-ins' note links are http to this machine. */
const allowLoopbackLinks = () => process.env.FUNCTIONS_EMULATOR === 'true';

const sessionExpired = () => new ApiError(409, 'failed-precondition', 'Session expired. Please re-authorize.', 'uiSessionExpired');
const notConnected = (id: IntegrationId) => new ApiError(409, 'failed-precondition', `${INTEGRATIONS[id].name} is not connected.`, 'integrationNotConnected', { name: INTEGRATIONS[id].name });

function providerFailure(id: IntegrationId, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = error instanceof IntegrationError ? error.status : 0;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) return new ApiError(502, 'unavailable', `${INTEGRATIONS[id].name} refused the connection: ${message}`, 'integrationRefused', { name: INTEGRATIONS[id].name, message });
  return new ApiError(502, 'unavailable', `${INTEGRATIONS[id].name}: ${message}`, 'integrationFailed', { name: INTEGRATIONS[id].name, message });
}

/**
 * Runs `call` with the connection's credentials: OAuth tokens are refreshed a minute before
 * they expire, and once more when the provider says they no longer work; a refresh that
 * fails marks the connection expired ("session expired": reconnect).
 */
async function withConnection<T>(db: Firestore, uid: string, id: IntegrationId, call: (credentials: Credentials) => Promise<T>): Promise<T> {
  const held = await readCredentials(db, uid, id);
  if (!held) throw notConnected(id);
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

export function integrationsRouter(): Router {
  const router = Router();
  router.use('/fhir', fhirRouter());

  /** GET /integrations: every integration's state, and whether the plan allows them. */
  router.get(
    '/',
    requireUser,
    handle(async (req, res) => {
      const db = getFirestore();
      const user = await readUserDoc(db, req.user.uid);
      const answer: IntegrationsOverview = { allowed: planAllows(user?.subscription.plan ?? '', 'emrIntegration'), integrations: await integrationStatuses(db, req.user.uid) };
      res.json(answer);
    }),
  );

  /** POST /integrations/{id}/key {apiKey}: checked against the provider before it is saved. */
  router.post(
    '/:id/key',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const adapter = ADAPTERS[id];
      if (adapter.auth !== 'key') throw new ApiError(400, 'invalid-argument', `${INTEGRATIONS[id].name} connects with its own sign-in page.`);
      const { apiKey } = saveKeySchema.parse(req.body);
      const db = getFirestore();
      await requirePlan(db, req.user.uid);
      let account: string;
      try {
        ({ account } = await adapter.verify(apiKey));
      } catch (error) {
        const status = error instanceof IntegrationError ? error.status : 0;
        if (status === 400 || status === 401 || status === 403) {
          throw new ApiError(400, 'invalid-argument', `${INTEGRATIONS[id].name} did not accept this key. Check it and try again.`, 'integrationKeyRejected', { name: INTEGRATIONS[id].name });
        }
        throw providerFailure(id, error);
      }
      const credentials: KeyCredentials = { kind: 'key', apiKey, account };
      await saveCredentials(db, req.user.uid, id, credentials);
      res.json({ id, state: 'connected', account });
    }),
  );

  /** DELETE /integrations/{id}: disconnect (tokens revoked where the provider allows, then deleted here). */
  router.delete(
    '/:id',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const db = getFirestore();
      const held = await readCredentials(db, req.user.uid, id);
      const adapter = ADAPTERS[id];
      if (held && adapter.auth === 'oauth' && held.credentials.kind === 'oauth') await adapter.revoke(held.credentials).catch(() => undefined);
      await deleteCredentials(db, req.user.uid, id);
      res.json({ id, state: 'not-connected' });
    }),
  );

  /**
   * POST /integrations/{id}/auth: the provider's sign-in page, with a one-time state bound to the
   * caller, and the nonce the calling tab keeps to complete it (PKCE where the provider takes it).
   */
  router.post(
    '/:id/auth',
    requireUser,
    handle(async (req, res) => {
      const { id, adapter } = oauthIntegrationOf(req);
      const { language } = oauthStartSchema.parse(req.body ?? {});
      const db = getFirestore();
      await requirePlan(db, req.user.uid);
      const started = await createOAuthState(db, req.user.uid, id, language && isUiLanguage(language) ? language : FALLBACK_UI_LANGUAGE);
      const answer: OAuthStart = { url: adapter.authorizeUrl(started.state, redirectUri(id), adapter.pkce ? started.codeChallenge : null), nonce: started.nonce };
      res.set('cache-control', 'no-store').json(answer);
    }),
  );

  /**
   * GET /integrations/{id}/callback?code&state (or ?error): the provider's page sends the browser
   * back here. Nothing is decided or stored: the answer goes on to the Integrations page.
   */
  router.get('/:id/callback', async (req: Request, res: Response) => {
    res.set({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    const parsed = integrationIdSchema.safeParse(req.params.id);
    if (!parsed.success) return res.redirect(303, backToSite({ [OAUTH_RETURN_PARAM]: '', error: 'unknown' }));
    const id = parsed.data;
    const text = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);
    const state = text(req.query.state, 256);
    const code = text(req.query.code, 2048);
    if (!state) return res.redirect(303, backToSite({ [OAUTH_RETURN_PARAM]: id, error: 'state' }));
    const language = await oauthStateLanguage(getFirestore(), state).catch(() => null);
    if (typeof req.query.error === 'string' || !code) return res.redirect(303, backToSite({ [OAUTH_RETURN_PARAM]: id, error: 'denied' }, language));
    return res.redirect(303, backToSite({ [OAUTH_RETURN_PARAM]: id, code, state }, language));
  });

  /**
   * POST /integrations/{id}/complete {code, state, nonce}: the signed-in tab that pressed Connect
   * hands back what the provider sent. The state is used up whoever presents it; the code is
   * exchanged (with the PKCE verifier) and the tokens stored only for the user who started it,
   * in the tab holding its nonce, within 10 minutes. Anyone else is told why and nothing is stored.
   */
  router.post(
    '/:id/complete',
    requireUser,
    handle(async (req, res) => {
      const { id, adapter } = oauthIntegrationOf(req);
      const { code, state, nonce } = oauthCompleteSchema.parse(req.body);
      const db = getFirestore();
      const name = INTEGRATIONS[id].name;
      const consumed = await consumeOAuthState(db, state, id, req.user.uid, nonce);
      if (!consumed.ok) {
        const refusal = OAUTH_REFUSALS[consumed.reason];
        throw new ApiError(refusal.status, refusal.code, `This sign-in with ${name} ${refusal.text}. Nothing was saved.`, refusal.key, { name });
      }
      await requirePlan(db, req.user.uid);
      let credentials: OAuthCredentials;
      try {
        credentials = await adapter.exchangeCode(code, redirectUri(id), adapter.pkce ? consumed.codeVerifier : null);
      } catch (error) {
        console.error('OAuth code exchange failed', id, (error as Error).message);
        throw new ApiError(502, 'unavailable', `${name} did not complete the sign-in. Nothing was saved: try again.`, 'integrationOAuthExchange', { name });
      }
      await saveCredentials(db, req.user.uid, id, credentials);
      res.json({ id, state: 'connected', account: credentials.account });
    }),
  );

  /** GET /integrations/{id}/patients?search=&page=: patients (or contacts) of the connected account. */
  router.get(
    '/:id/patients',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const { search, page } = patientSearchSchema.parse(req.query);
      const db = getFirestore();
      await requirePlan(db, req.user.uid);
      try {
        res.json(await withConnection(db, req.user.uid, id, (credentials) => searchPatients(id, credentials, search, page)));
      } catch (error) {
        throw providerFailure(id, error);
      }
    }),
  );

  /** POST /integrations/{id}/export: the session's notes to the patient. */
  router.post(
    '/:id/export',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const request = exportSchema.parse(req.body);
      const db = getFirestore();
      await requirePlan(db, req.user.uid);
      let prepared: Awaited<ReturnType<typeof notesToExport>>;
      try {
        prepared = await notesToExport(db, req.user.uid, id, request);
      } catch (error) {
        if (error instanceof ExportRefused) throw new ApiError(error.status, error.status === 409 ? 'already-exists' : 'failed-precondition', error.message, error.key, error.values);
        throw error;
      }
      const result: ExportResult = { exported: [] };
      try {
        for (const item of prepared.outgoing) {
          const made = await withConnection(db, req.user.uid, id, (credentials) => exportNote(id, credentials, request.patientId, item.note));
          await recordExport(db, item.key, { uid: req.user.uid, integration: id, sessionId: request.sessionId, noteId: item.noteId, patientId: request.patientId, externalId: made.externalId });
          // The provider's link to the note is shown on the site: https only (http to this machine on the local stack).
          result.exported.push({ noteId: item.noteId, externalId: made.externalId, url: safeNoteLink(made.url, allowLoopbackLinks()) });
        }
      } catch (error) {
        throw providerFailure(id, error);
      } finally {
        if (prepared.session.meta.stored && result.exported.length > 0) {
          await recordSessionAccess(req.user.uid, { action: 'export', sessionId: request.sessionId, sessionName: prepared.session.meta.name, actor: 'owner', allowed: true, ip: clientIp(req as AuthedRequest), detail: INTEGRATIONS[id].name }, db);
        }
      }
      res.json(result);
    }),
  );

  return router;
}
