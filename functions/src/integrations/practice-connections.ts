// The connections a practice shares with its members: its owner or an admin connects Cliniko,
// Healthie (by key) or a FHIR server once for the practice, and every member without a
// connection of their own exports through it. The credentials are sealed for the practice
// (practiceSecrets/{practiceId}); each export through them is the member's: their name on the
// note, their access log, never another member's notes. Connecting and disconnecting go to the
// practice's log.
import type { Firestore } from 'firebase-admin/firestore';
import { saveCheckedKey, disconnect, type Connected } from './connect';
import { practiceHolder, integrationStatuses, saveCredentials, userHolder } from './credentials';
import { isShareable } from './connection-route';
import { fhir } from './fhir/adapter';
import type { FhirConnectRequest } from '../shared/fhir';
import { INTEGRATIONS, type IntegrationId, type IntegrationStatus } from '../shared/integrations';
import { practiceLogEntrySchema } from '../shared/practices';
import { Refusal } from '../shared/refusal';
import { activePracticeOf } from '../users/practice-membership';
import { adminMembershipIn, logOf, personName } from '../practices/practice-store';

/** The practice an admin manages, and their name as its log shows it. */
interface Managed {
  id: string;
  name: string;
  actorName: string;
}

/** The caller's practice when they manage it (owner or admin) and it has paid seats; refused otherwise. */
async function managedPractice(db: Firestore, uid: string): Promise<Managed> {
  const membership = await db.runTransaction((tx) => adminMembershipIn(tx, db, uid), { readOnly: true });
  if (!membership.practice.subscription) throw new Refusal(409, 'practiceNoSeats');
  return { id: membership.practiceId, name: membership.practice.name, actorName: personName(membership.user) };
}

function shareable(id: IntegrationId): void {
  if (!isShareable(id)) throw new Refusal(400, 'practiceConnectionNotShareable', { values: { name: INTEGRATIONS[id].name } });
}

/** The practice's shared connections, as its admins manage them. */
export async function practiceConnections(db: Firestore, uid: string): Promise<IntegrationStatus[]> {
  const practice = await managedPractice(db, uid);
  const statuses = await integrationStatuses(db, practiceHolder(practice.id));
  return statuses.filter((status) => isShareable(status.id));
}

async function logged(db: Firestore, practice: Managed, uid: string, event: 'connectionAdded' | 'connectionRemoved', id: IntegrationId) {
  const entry = { at: Date.now(), event, actorUid: uid, actorName: practice.actorName, subject: INTEGRATIONS[id].name };
  await logOf(db, practice.id).add(practiceLogEntrySchema.parse({ ...entry, details: {} }));
}

/** An admin connects Cliniko or Healthie for the practice: the key is checked with the provider first. */
export async function connectPracticeKey(db: Firestore, uid: string, id: IntegrationId, apiKey: string): Promise<Connected> {
  shareable(id);
  const practice = await managedPractice(db, uid);
  const connected = await saveCheckedKey(db, practiceHolder(practice.id), id, apiKey);
  await logged(db, practice, uid, 'connectionAdded', id);
  return connected;
}

/** An admin connects a FHIR server for the practice; the notes' author is each exporting member, not the practice. */
export async function connectPracticeFhir(db: Firestore, uid: string, request: FhirConnectRequest): Promise<Connected> {
  const practice = await managedPractice(db, uid);
  const credentials = await fhir.connect({ ...request, practitionerId: '' }, practice.name);
  await saveCredentials(db, practiceHolder(practice.id), 'fhir', credentials);
  await logged(db, practice, uid, 'connectionAdded', 'fhir');
  return { id: 'fhir', state: 'connected', account: credentials.account };
}

/** An admin disconnects one of the practice's connections (members with their own keep theirs). */
export async function disconnectPractice(db: Firestore, uid: string, id: IntegrationId): Promise<void> {
  shareable(id);
  const practice = await managedPractice(db, uid);
  await disconnect(db, uid, id, practiceHolder(practice.id));
  await logged(db, practice, uid, 'connectionRemoved', id);
}

/**
 * A clinician's integrations as the Integrations screen and the export panel list them: their
 * own, and where they have none, the one their practice shares (named by `sharedBy`).
 */
export async function clinicianIntegrations(db: Firestore, uid: string): Promise<IntegrationStatus[]> {
  const own = await integrationStatuses(db, userHolder(uid));
  const practice = await activePracticeOf(db, uid);
  if (!practice) return own;
  const shared = await integrationStatuses(db, practiceHolder(practice.id));
  return own.map((status) => {
    const theirs = shared.find((candidate) => candidate.id === status.id);
    const useShared = status.state === 'not-connected' && theirs && theirs.state !== 'not-connected' && isShareable(status.id);
    return useShared ? { ...theirs, sharedBy: practice.name } : status;
  });
}
