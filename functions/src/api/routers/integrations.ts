// /integrations: the EHR/EMR Integration screen and the export panel. Every route takes the
// uid from the ID token, except the OAuth callback, which the provider's page redirects to
// and which stores nothing: it hands the code and state to the Integrations page, whose
// signed-in tab completes the connection (POST /integrations/{id}/complete). Connecting,
// listing patients and exporting need a plan with integrations (Starter Plus, Bronze, Silver
// and their trials), checked by the services (../../integrations/).
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
import { getFirestore } from 'firebase-admin/firestore';
import { completeOAuth, connectWithKey, disconnect, findPatients, startOAuth } from '../../integrations/connect';
import { clinicianIntegrations } from '../../integrations/practice-connections';
import { exportNotes } from '../../integrations/export-notes';
import { recordServerExport } from '../../notes/style/style-service';
import { oauthStateLanguage } from '../../integrations/oauth-state';
import {
  exportSchema,
  integrationIdSchema,
  OAUTH_RETURN_PARAM,
  oauthCompleteSchema,
  oauthStartSchema,
  patientSearchSchema,
  saveKeySchema,
  type IntegrationId,
  type IntegrationsOverview,
} from '../../shared/integrations';
import { FALLBACK_UI_LANGUAGE, isUiLanguage, type UiLanguageCode } from '../../shared/languages';
import { planAllows } from '../../shared/plan-features';
import { Refusal } from '../../shared/refusal';
import { readUserDoc } from '../../users/user-store';
import { siteUrl } from '../../users/site-url';
import { clientIp, requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';
import { fhirRouter } from '../../integrations/fhir/routes';

function integrationOf(req: Request): IntegrationId {
  const parsed = integrationIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw new Refusal(404, 'fallbackNotFound');
  return parsed.data;
}

/**
 * Where the callback sends the browser: the Integrations page in the language it was left in,
 * the provider's answer in the fragment (kept out of servers' logs and Referer headers).
 */
const backToSite = (fields: Record<string, string>, language: UiLanguageCode | null = null) =>
  `${siteUrl()}${language && language !== FALLBACK_UI_LANGUAGE ? `/${language}` : ''}/integrations/#${new URLSearchParams(fields)}`;

export function integrationsRouter(): Router {
  const router = Router();
  router.use(
    '/fhir',
    fhirRouter((uid, sessionId, noteIds) => recordServerExport(getFirestore(), uid, sessionId, noteIds)),
  );

  /** GET /integrations: every integration's state (a practice's shared connection where the clinician has none), and whether the plan allows them. */
  router.get(
    '/',
    requireUser,
    handle(async (req, res) => {
      const db = getFirestore();
      const user = await readUserDoc(db, req.user.uid);
      const answer: IntegrationsOverview = {
        allowed: planAllows(user?.subscription.plan ?? '', 'emrIntegration'),
        integrations: await clinicianIntegrations(db, req.user.uid),
      };
      res.json(answer);
    }),
  );

  /** POST /integrations/{id}/key {apiKey}: checked against the provider before it is saved. */
  router.post(
    '/:id/key',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const { apiKey } = saveKeySchema.parse(req.body);
      res.json(await connectWithKey(getFirestore(), req.user.uid, id, apiKey));
    }),
  );

  /** DELETE /integrations/{id}: disconnect (tokens revoked where the provider allows, then deleted here). */
  router.delete(
    '/:id',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      await disconnect(getFirestore(), req.user.uid, id);
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
      const id = integrationOf(req);
      const { language } = oauthStartSchema.parse(req.body ?? {});
      const answer = await startOAuth(
        getFirestore(),
        req.user.uid,
        id,
        language && isUiLanguage(language) ? language : FALLBACK_UI_LANGUAGE,
      );
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
    if (typeof req.query.error === 'string' || !code)
      return res.redirect(303, backToSite({ [OAUTH_RETURN_PARAM]: id, error: 'denied' }, language));
    return res.redirect(303, backToSite({ [OAUTH_RETURN_PARAM]: id, code, state }, language));
  });

  /** POST /integrations/{id}/complete {code, state, nonce}: the signed-in tab that pressed Connect hands back what the provider sent. */
  router.post(
    '/:id/complete',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const answer = oauthCompleteSchema.parse(req.body);
      res.json(
        await completeOAuth(getFirestore(), req.user.uid, id, answer, {
          ip: clientIp(req),
          userAgent: req.get('user-agent') ?? '',
          admin: req.user.admin === true,
        }),
      );
    }),
  );

  /** GET /integrations/{id}/patients?search=&page=: patients (or contacts) of the connected account. */
  router.get(
    '/:id/patients',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const { search, page } = patientSearchSchema.parse(req.query);
      res.json(await findPatients(getFirestore(), req.user.uid, id, search, page));
    }),
  );

  /** POST /integrations/{id}/export: the session's notes to the patient. */
  router.post(
    '/:id/export',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      const request = exportSchema.parse(req.body);
      const result = await exportNotes(getFirestore(), req.user.uid, id, request, { ip: clientIp(req) });
      // An export is a note the clinician kept: what they changed in its draft is read for their rules.
      await recordServerExport(
        getFirestore(),
        req.user.uid,
        request.sessionId,
        result.exported.map((e) => e.noteId),
      );
      res.json(result);
    }),
  );

  return router;
}
