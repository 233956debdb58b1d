// Integration credentials (API keys, OAuth tokens): sealed with the server key in
// secrets/{uid} (a collection no client can read), under integrations.<id>, with when they were
// connected and whether the provider's session expired. The practice-management key given at
// registration (clinikoApiKey) counts as the Cliniko connection until another key replaces it.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { Credentials } from './adapters';
import { open, seal } from '../security/secret-box';
import type { IntegrationId, IntegrationStatus } from '../shared/integrations';
import { INTEGRATION_IDS } from '../shared/integrations';
import { parseStored } from '../shared/stored-document';

const secretsPath = (uid: string) => `secrets/${uid}`;

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

async function secretsOf(db: Firestore, uid: string) {
  return parseStored(secretsDocSchema, (await db.doc(secretsPath(uid)).get()).data() ?? {}, 'secrets');
}

/** The connection's credentials, or null when not connected. */
export async function readCredentials(
  db: Firestore,
  uid: string,
  id: IntegrationId,
): Promise<{ credentials: Credentials; expired: boolean } | null> {
  const secrets = await secretsOf(db, uid);
  const stored = secrets.integrations?.[id];
  if (stored)
    return {
      credentials: JSON.parse(open(stored.sealed, { purpose: 'integration', uid, id })) as Credentials,
      expired: stored.expired === true,
    };
  if (id === 'cliniko' && secrets.clinikoApiKey)
    return {
      credentials: { kind: 'key', apiKey: open(secrets.clinikoApiKey, { purpose: 'integration', uid, id }), account: '' },
      expired: false,
    };
  return null;
}

/** Saves (or replaces) the connection's credentials. */
export async function saveCredentials(
  db: Firestore,
  uid: string,
  id: IntegrationId,
  credentials: Credentials,
  now = Date.now(),
): Promise<void> {
  const stored: StoredIntegration = {
    sealed: seal(JSON.stringify(credentials), { purpose: 'integration', uid, id }),
    connectedAt: now,
    expired: false,
    account: credentials.account,
  };
  await db.doc(secretsPath(uid)).set({ integrations: { [id]: stored } }, { merge: true });
}

/** Keeps refreshed tokens, or marks the provider's session expired (the clinician reconnects). */
export async function updateCredentials(db: Firestore, uid: string, id: IntegrationId, credentials: Credentials | null): Promise<void> {
  const field = `integrations.${id}`;
  if (credentials)
    await db
      .doc(secretsPath(uid))
      .update({ [`${field}.sealed`]: seal(JSON.stringify(credentials), { purpose: 'integration', uid, id }), [`${field}.expired`]: false });
  else await db.doc(secretsPath(uid)).update({ [`${field}.expired`]: true });
}

/** Deletes the connection's credentials (and, for Cliniko, the registration key). */
export async function deleteCredentials(db: Firestore, uid: string, id: IntegrationId): Promise<void> {
  await db
    .doc(secretsPath(uid))
    .set(
      { integrations: { [id]: FieldValue.delete() }, ...(id === 'cliniko' ? { clinikoApiKey: FieldValue.delete() } : {}) },
      { merge: true },
    );
}

/** Every integration's state for the screen (no secret leaves the server). */
export async function integrationStatuses(db: Firestore, uid: string): Promise<IntegrationStatus[]> {
  const secrets = await secretsOf(db, uid);
  return INTEGRATION_IDS.map((id) => {
    const stored = secrets.integrations?.[id];
    if (stored)
      return { id, state: stored.expired ? 'expired' : 'connected', connectedAt: stored.connectedAt, account: stored.account || null };
    if (id === 'cliniko' && secrets.clinikoApiKey) return { id, state: 'connected', connectedAt: null, account: null };
    return { id, state: 'not-connected', connectedAt: null, account: null };
  });
}
