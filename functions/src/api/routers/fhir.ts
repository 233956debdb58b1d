// /integrations/fhir: connecting a FHIR server (its base URL and authorisation, checked before
// they are sealed) and the session's notes as the FHIR Bundle an export sends, to download.
// Patient search, export, disconnect and the connection's state go through the routes every
// integration shares (./integrations.ts).
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { noteBundle } from '../../integrations/fhir/note-bundle';
import { assertValidBundle } from '../../integrations/fhir/validate';
import { ExportRefused, notesToExport } from '../../integrations/export-notes';
import { saveCredentials } from '../../integrations/credentials';
import { fhir } from '../../providers/integrations/fhir';
import { recordSessionAccess } from '../../sessions/access-log';
import type { ErrorKey } from '../../shared/error-catalogue';
import { fhirBundleSchema, fhirConnectSchema } from '../../shared/fhir';
import { Refusal, type RefusalStatus } from '../../shared/refusal';
import { readUserDoc } from '../../users/user-store';
import { clientIp, requireUser } from '../middleware/auth';
import { handle } from '../middleware/handle';
import { requirePlan } from './integrations';

const clinicianName = (info: { displayName?: string; firstName?: string; lastName?: string; email?: string } | undefined) =>
  info?.displayName || [info?.firstName, info?.lastName].filter(Boolean).join(' ') || info?.email || 'Clinician';

export function fhirRouter(): Router {
  const router = Router();

  /** POST /integrations/fhir/connect: reads /metadata (FHIR 4.0.1, DocumentReference create), then the authorisation. */
  router.post(
    '/connect',
    requireUser,
    handle(async (req, res) => {
      const request = fhirConnectSchema.parse(req.body);
      const db = getFirestore();
      await requirePlan(db, req.user.uid);
      const user = await readUserDoc(db, req.user.uid);
      const credentials = await fhir.connect(request, clinicianName(user?.userInfo));
      await saveCredentials(db, req.user.uid, 'fhir', credentials);
      res.json({ id: 'fhir', state: 'connected', account: credentials.account });
    }),
  );

  /** POST /integrations/fhir/bundle: the notes as the transaction Bundle an export sends (no patient: the session's name). */
  router.post(
    '/bundle',
    requireUser,
    handle(async (req, res) => {
      const request = fhirBundleSchema.parse(req.body);
      const db = getFirestore();
      const user = await readUserDoc(db, req.user.uid);
      const { session, outgoing } = await notesToExport(db, req.user.uid, 'fhir', { ...request, patientId: '-', patientName: '', confirmDuplicate: true }).catch((error: unknown) => {
        throw error instanceof ExportRefused ? new Refusal(error.status as RefusalStatus, error.key as ErrorKey, { values: error.values }) : error;
      });
      const author = { display: clinicianName(user?.userInfo) };
      const bundle = noteBundle(
        outgoing.map(({ note }) => ({ ...(note.source as NonNullable<typeof note.source>), title: note.title, text: note.text, final: !request.draft, subject: { display: session.meta.name || 'Patient' }, author })),
      );
      assertValidBundle(bundle);
      if (session.meta.stored) {
        await recordSessionAccess(req.user.uid, { action: 'download', sessionId: request.sessionId, sessionName: session.meta.name, actor: 'owner', allowed: true, ip: clientIp(req), detail: 'FHIR' }, db);
      }
      res.set('cache-control', 'no-store').type('application/fhir+json').send(JSON.stringify(bundle, null, 2));
    }),
  );

  return router;
}
