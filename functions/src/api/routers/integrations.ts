// /integrations: the EHR/EMR Integration screen and the export panel. Every route takes the
// uid from the ID token, except the OAuth callback, which the provider's page redirects to:
// its one-time state says whose connection it is. Connecting needs a plan with integrations
// (Starter Plus, Bronze, Silver and their trials), checked here.
import { Router, type Request, type Response } from 'express';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ExportRefused, notesToExport, recordExport } from '../../integrations/export-notes';
import { deleteCredentials, integrationStatuses, readCredentials, saveCredentials, updateCredentials } from '../../integrations/credentials';
import { consumeOAuthState, createOAuthState } from '../../integrations/oauth-state';
import { ADAPTERS, exportNote, IntegrationError, searchPatients, type Credentials, type KeyCredentials, type OAuthCredentials } from '../../providers/integrations';
import type { OAuthAdapter } from '../../providers/integrations/adapter';
import { recordSessionAccess } from '../../sessions/access-log';
import {
  exportSchema,
  INTEGRATIONS,
  integrationIdSchema,
  patientSearchSchema,
  saveKeySchema,
  type ExportResult,
  type IntegrationId,
  type IntegrationsOverview,
} from '../../shared/integrations';
import { planAllows } from '../../shared/plan-features';
import { readUserDoc } from '../../users/user-store';
import { ApiError } from '../errors';
import { clientIp, requireUser, type AuthedRequest } from '../middleware/auth';
import { handle } from '../middleware/handle';
import { siteUrl } from '../../users/site-url';

const REFRESH_MARGIN_MS = 60_000;

function integrationOf(req: Request): IntegrationId {
  const parsed = integrationIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw new ApiError(404, 'not-found', 'Not found');
  return parsed.data;
}

/** The callback address: exact, the same at authorization and at the code exchange. */
const redirectUri = (id: IntegrationId) => `${(process.env.API_PUBLIC_URL ?? '').replace(/\/$/, '')}/integrations/${id}/callback`;

async function requirePlan(db: Firestore, uid: string): Promise<void> {
  const user = await readUserDoc(db, uid);
  if (!planAllows(user?.subscription.plan ?? '', 'emrIntegration')) {
    throw new ApiError(403, 'permission-denied', 'EMR integrations come with the Starter Plus, Bronze and Silver plans.', 'integrationPlan');
  }
}

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
  if (adapter.auth === 'key' || held.credentials.kind === 'key') return call(held.credentials);
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

  /** POST /integrations/{id}/auth: the provider's sign-in page, with a one-time state bound to the caller. */
  router.post(
    '/:id/auth',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const adapter = ADAPTERS[id];
      if (adapter.auth !== 'oauth') throw new ApiError(400, 'invalid-argument', `${INTEGRATIONS[id].name} connects with an API key.`);
      const db = getFirestore();
      await requirePlan(db, req.user.uid);
      const state = await createOAuthState(db, req.user.uid, id);
      res.json({ url: adapter.authorizeUrl(state, redirectUri(id)) });
    }),
  );

  /** GET /integrations/{id}/callback?code&state: the provider's page sends the browser back here. */
  router.get(
    '/:id/callback',
    async (req: Request, res: Response) => {
      const back = (outcome: string) => res.redirect(303, `${siteUrl()}/integrations/?${outcome}`);
      const parsed = integrationIdSchema.safeParse(req.params.id);
      if (!parsed.success) return back('error=unknown');
      const id = parsed.data;
      const db = getFirestore();
      const uid = await consumeOAuthState(db, String(req.query.state ?? ''), id).catch(() => null);
      if (!uid) return back(`error=state&integration=${id}`);
      if (typeof req.query.error === 'string' || typeof req.query.code !== 'string') return back(`error=denied&integration=${id}`);
      try {
        const credentials = await (ADAPTERS[id] as OAuthAdapter).exchangeCode(req.query.code, redirectUri(id));
        await saveCredentials(db, uid, id, credentials);
        back(`connected=${id}`);
      } catch (error) {
        console.error('OAuth code exchange failed', id, (error as Error).message);
        back(`error=exchange&integration=${id}`);
      }
    },
  );

  /** GET /integrations/{id}/patients?search=&page=: patients (or contacts) of the connected account. */
  router.get(
    '/:id/patients',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const { search, page } = patientSearchSchema.parse(req.query);
      const db = getFirestore();
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
          result.exported.push({ noteId: item.noteId, ...made });
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
