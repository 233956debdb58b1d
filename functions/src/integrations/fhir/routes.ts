// /integrations/fhir: connecting a FHIR server (its base URL and authorisation, checked before
// they are sealed) and the session's notes as the FHIR Bundle an export sends, to download.
// Patient search, export, disconnect and the connection's state go through the routes every
// integration shares (api/routers/integrations.ts, which mounts these under /fhir).
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { connectFhir, downloadBundle } from './fhir-service';
import { fhirBundleSchema, fhirConnectSchema } from '../../shared/fhir';
import { clientIp, requireUser } from '../../security/auth';
import { handle } from '../../security/handle';

/** What the API does once a bundle is downloaded (the notes kept are read for the clinician's rules). */
export type BundleDownloaded = (uid: string, sessionId: string, noteIds: string[]) => Promise<void>;

export function fhirRouter(onBundleDownloaded: BundleDownloaded = async () => undefined): Router {
  const router = Router();

  /** POST /integrations/fhir/connect: reads /metadata (FHIR 4.0.1, DocumentReference create), then the authorisation. */
  router.post(
    '/connect',
    requireUser,
    handle(async (req, res) => {
      const request = fhirConnectSchema.parse(req.body);
      res.json(await connectFhir(getFirestore(), req.user.uid, request));
    }),
  );

  /** POST /integrations/fhir/bundle: the notes as the transaction Bundle an export sends (no patient: the session's name). */
  router.post(
    '/bundle',
    requireUser,
    handle(async (req, res) => {
      const request = fhirBundleSchema.parse(req.body);
      const bundle = await downloadBundle(getFirestore(), req.user.uid, request, { ip: clientIp(req) });
      // A bundle downloaded is a note the clinician kept: what they changed in its draft is read for their rules.
      await onBundleDownloaded(req.user.uid, request.sessionId, request.noteIds);
      res
        .set('cache-control', 'no-store')
        .type('application/fhir+json')
        .send(JSON.stringify(bundle, null, 2));
    }),
  );

  return router;
}
