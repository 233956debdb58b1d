// Which connection a clinician's call to an integration goes through: their own when they
// connected one, otherwise the one their practice shares with its members (an admin connected
// it for the practice), otherwise none. A clinician's own connection always wins, so sharing a
// connection never changes where a member who connected their own sends their notes.
import type { Firestore } from 'firebase-admin/firestore';
import type { Credentials } from './adapters';
import { practiceHolder, readCredentials, userHolder, type CredentialHolder } from './credentials';
import type { IntegrationId } from '../shared/integrations';
import { PRACTICE_CONNECTION_IDS } from '../shared/practices';
import { activePracticeOf } from '../users/practice-membership';

/** The practice whose connection a member's call goes through. */
export interface SharedBy {
  practiceId: string;
  practiceName: string;
}

export interface ConnectionRoute {
  holder: CredentialHolder;
  held: { credentials: Credentials; expired: boolean };
  /** null for the clinician's own connection. */
  sharedBy: SharedBy | null;
}

/** True for the integrations a practice may share (connected by key or to a FHIR server). */
export const isShareable = (id: IntegrationId): boolean => (PRACTICE_CONNECTION_IDS as readonly string[]).includes(id);

/** The connection `uid`'s call to `id` goes through, or null when there is none. */
export async function connectionRoute(db: Firestore, uid: string, id: IntegrationId): Promise<ConnectionRoute | null> {
  const own = await readCredentials(db, userHolder(uid), id);
  if (own) return { holder: userHolder(uid), held: own, sharedBy: null };
  if (!isShareable(id)) return null;
  const practice = await activePracticeOf(db, uid);
  if (!practice) return null;
  const holder = practiceHolder(practice.id);
  const shared = await readCredentials(db, holder, id);
  return shared ? { holder, held: shared, sharedBy: { practiceId: practice.id, practiceName: practice.name } } : null;
}
