// /practice-connections: the connections a practice shares with its members (Cliniko and
// Healthie by key, a FHIR server), managed by the practice's owner and admins. Members export
// through them with the routes every integration shares (/integrations/{id}/...), which choose
// the member's own connection first.
import { Router, type Request } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { connectPracticeFhir, connectPracticeKey, disconnectPractice, practiceConnections } from '../../integrations/practice-connections';
import { fhirConnectSchema } from '../../shared/fhir';
import { integrationIdSchema, saveKeySchema, type IntegrationId } from '../../shared/integrations';
import { Refusal } from '../../shared/refusal';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

function integrationOf(req: Request): IntegrationId {
  const parsed = integrationIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw new Refusal(404, 'fallbackNotFound');
  return parsed.data;
}

export function practiceConnectionsRouter(): Router {
  const router = Router();

  /** GET /practice-connections: the practice's shared connections (owner and admins). */
  router.get(
    '/',
    requireUser,
    handle(async (req, res) => {
      res.json({ integrations: await practiceConnections(getFirestore(), req.user.uid) });
    }),
  );

  /** POST /practice-connections/fhir/connect: a FHIR server for the practice (its /metadata and authorisation checked first). */
  router.post(
    '/fhir/connect',
    requireUser,
    handle(async (req, res) => {
      res.json(await connectPracticeFhir(getFirestore(), req.user.uid, fhirConnectSchema.parse(req.body)));
    }),
  );

  /** POST /practice-connections/{id}/key {apiKey}: Cliniko or Healthie for the practice, the key checked first. */
  router.post(
    '/:id/key',
    requireUser,
    handle(async (req, res) => {
      const { apiKey } = saveKeySchema.parse(req.body);
      res.json(await connectPracticeKey(getFirestore(), req.user.uid, integrationOf(req), apiKey));
    }),
  );

  /** DELETE /practice-connections/{id}: the practice's connection removed (members' own stay). */
  router.delete(
    '/:id',
    requireUser,
    handle(async (req, res) => {
      const id = integrationOf(req);
      await disconnectPractice(getFirestore(), req.user.uid, id);
      res.json({ id, state: 'not-connected' });
    }),
  );

  return router;
}
