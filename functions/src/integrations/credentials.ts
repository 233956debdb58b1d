// Integration credentials (API keys, OAuth tokens): sealed with the server key in
// secrets/{uid} for a clinician's own connections, and in practiceSecrets/{practiceId} for the
// connections a practice shares with its members (collections no client can read), under
// integrations.<id>, with when they were connected and whether the provider's session expired.
// The seal is bound to its holder, so one holder's sealed value cannot be opened as another's.
// The practice-management key given at registration (clinikoApiKey) counts as a clinician's
// Cliniko connection until another key replaces it.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { Credentials } from './adapters';
import { open, seal } from '../security/secret-box';
import type { IntegrationId, IntegrationStatus } from '../shared/integrations';
import { INTEGRATION_IDS } from '../shared/integrations';
import { parseStored } from '../shared/stored-document';

/** Whose credentials: the document they are sealed in, and the name the seal is bound to. */
export interface CredentialHolder {
  path: string;
  sealedFor: string;
}

/** A clinician's own connections. */
export const userHolder = (uid: string): CredentialHolder => ({ path: `secrets/${uid}`, sealedFor: uid });
/** The connections a practice shares with its members (a name no Firebase uid can have). */
export const practiceHolder = (practiceId: string): CredentialHolder => ({
  path: `practiceSecrets/${practiceId}`,
  sealedFor: `practice:${practiceId}`,
});

const storedIntegrationSchema = z.object({
  sealed: z.string(),
  connectedAt: z.number(),
  expired: z.boolean().optional(),
  account: z.string().optional(),
});
type StoredIntegration = z.infer<typeof storedIntegrationSchema>;

/** The secrets document as stored: every read parses it here, once. */
const secretsDocSchema = z.object({
  integrations: z.record(z.string(), storedIntegrationSchema).optional(),
  clinikoApiKey: z.string().optional(),
});

async function secretsOf(db: Firestore, holder: CredentialHolder) {
  return parseStored(secretsDocSchema, (await db.doc(holder.path).get()).data() ?? {}, 'secrets');
}

const sealing = (holder: CredentialHolder, id: IntegrationId) => ({ purpose: 'integration', uid: holder.sealedFor, id }) as const;

/** The connection's credentials, or null when not connected. */
export async function readCredentials(
  db: Firestore,
  holder: CredentialHolder,
  id: IntegrationId,
): Promise<{ credentials: Credentials; expired: boolean } | null> {
  const secrets = await secretsOf(db, holder);
  const stored = secrets.integrations?.[id];
  if (stored)
    return {
      credentials: JSON.parse(open(stored.sealed, sealing(holder, id))) as Credentials,
      expired: stored.expired === true,
    };
  if (id === 'cliniko' && secrets.clinikoApiKey)
    return {
      credentials: { kind: 'key', apiKey: open(secrets.clinikoApiKey, sealing(holder, id)), account: '' },
      expired: false,
    };
  return null;
}

/** Saves (or replaces) the connection's credentials. */
export async function saveCredentials(
  db: Firestore,
  holder: CredentialHolder,
  id: IntegrationId,
  credentials: Credentials,
  now = Date.now(),
): Promise<void> {
  const stored: StoredIntegration = {
    sealed: seal(JSON.stringify(credentials), sealing(holder, id)),
    connectedAt: now,
    expired: false,
    account: credentials.account,
  };
  await db.doc(holder.path).set({ integrations: { [id]: stored } }, { merge: true });
}

/** Keeps refreshed tokens, or marks the provider's session expired (the clinician reconnects). */
export async function updateCredentials(
  db: Firestore,
  holder: CredentialHolder,
  id: IntegrationId,
  credentials: Credentials | null,
): Promise<void> {
  const field = `integrations.${id}`;
  if (credentials)
    await db
      .doc(holder.path)
      .update({ [`${field}.sealed`]: seal(JSON.stringify(credentials), sealing(holder, id)), [`${field}.expired`]: false });
  else await db.doc(holder.path).update({ [`${field}.expired`]: true });
}

/** Deletes the connection's credentials (and, for Cliniko, the registration key). */
export async function deleteCredentials(db: Firestore, holder: CredentialHolder, id: IntegrationId): Promise<void> {
  await db
    .doc(holder.path)
    .set(
      { integrations: { [id]: FieldValue.delete() }, ...(id === 'cliniko' ? { clinikoApiKey: FieldValue.delete() } : {}) },
      { merge: true },
    );
}

/** Every integration's state for the screen (no secret leaves the server). */
export async function integrationStatuses(db: Firestore, holder: CredentialHolder): Promise<IntegrationStatus[]> {
  const secrets = await secretsOf(db, holder);
  return INTEGRATION_IDS.map((id) => {
    const stored = secrets.integrations?.[id];
    if (stored)
      return { id, state: stored.expired ? 'expired' : 'connected', connectedAt: stored.connectedAt, account: stored.account || null };
    if (id === 'cliniko' && secrets.clinikoApiKey) return { id, state: 'connected', connectedAt: null, account: null };
    return { id, state: 'not-connected', connectedAt: null, account: null };
  });
}
