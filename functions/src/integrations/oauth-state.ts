// OAuth's one-time state: made for a user and one integration when they press Connect, kept
// server-side (oauthStates/{state}, no client reads it), used once by the callback within
// OAUTH_STATE_TTL_MS. A missing, reused, expired or other integration's state is refused.
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { OAUTH_STATE_TTL_MS, type IntegrationId } from '../shared/integrations';

const COLLECTION = 'oauthStates';

export async function createOAuthState(db: Firestore, uid: string, id: IntegrationId, now = Date.now()): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db.collection(COLLECTION).doc(state).set({ uid, integration: id, createdAt: now });
  return state;
}

/** The user the state was made for, consuming it; null when it is not a valid state for `id`. */
export async function consumeOAuthState(db: Firestore, state: string, id: IntegrationId, now = Date.now()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(state)) return null;
  const ref = db.collection(COLLECTION).doc(state);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    tx.delete(ref);
    const data = snapshot.data() as { uid: string; integration: string; createdAt: number };
    if (data.integration !== id || now - data.createdAt > OAUTH_STATE_TTL_MS) return null;
    return data.uid;
  });
}
