// OAuth's one-time state (RFC 9700, 4.7 and 2.1.1): made when a signed-in user presses Connect,
// for that user, that integration and that browser tab, kept server-side only under the SHA-256
// of the state (oauthStates/{hash}: a leaked database holds no usable state), with the PKCE
// code_verifier and the SHA-256 of a browser nonce that only the tab that pressed Connect
// holds. It is consumed (deleted) by the first completion that presents it, whoever that is,
// and honoured only for the same user, the same nonce and within OAUTH_STATE_TTL_MS.
// `expiresAt` is a Timestamp so that a Firestore TTL policy can purge states never completed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { OAUTH_STATE_TTL_MS, type IntegrationId } from '../shared/integrations';
import type { UiLanguageCode } from '../shared/languages';

const COLLECTION = 'oauthStates';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** S256 (RFC 7636, 4.2): BASE64URL(SHA256(ASCII(code_verifier))). */
export const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export interface StartedOAuth {
  /** Goes to the provider in the authorization request, and comes back in the redirect. */
  state: string;
  /** Stays in the browser tab that pressed Connect (sessionStorage) and comes back with the code. */
  nonce: string;
  /** PKCE: the S256 challenge sent in the authorization request (the verifier stays here). */
  codeChallenge: string;
}

interface StoredState {
  uid: string;
  integration: IntegrationId;
  createdAt: number;
  expiresAt: Timestamp;
  nonceHash: string;
  codeVerifier: string;
  /** The interface language of the page that pressed Connect: the callback sends the browser back to that page. */
  language: UiLanguageCode;
}

export async function createOAuthState(db: Firestore, uid: string, id: IntegrationId, language: UiLanguageCode, now = Date.now()): Promise<StartedOAuth> {
  const state = random(32);
  const nonce = random(32);
  // 32 random bytes: a 43-character verifier, the shortest RFC 7636 allows, with 256 bits of entropy.
  const codeVerifier = random(32);
  const stored: StoredState = { uid, integration: id, createdAt: now, expiresAt: Timestamp.fromMillis(now + OAUTH_STATE_TTL_MS), nonceHash: sha256(nonce), codeVerifier, language };
  await db.collection(COLLECTION).doc(sha256(state)).set(stored);
  await dropExpiredStates(db, uid, now).catch(() => undefined);
  return { state, nonce, codeChallenge: codeChallengeOf(codeVerifier) };
}

/** Deletes the user's states that were never completed and have expired (best effort; a TTL policy on expiresAt does the rest). */
async function dropExpiredStates(db: Firestore, uid: string, now: number): Promise<void> {
  const mine = await db.collection(COLLECTION).where('uid', '==', uid).limit(50).get();
  const expired = mine.docs.filter((doc) => now - (doc.get('createdAt') as number) > OAUTH_STATE_TTL_MS);
  if (expired.length === 0) return;
  const batch = db.batch();
  for (const doc of expired) batch.delete(doc.ref);
  await batch.commit();
}

/** The interface language the state was made in (null for an unknown state); reading it decides nothing and uses nothing up. */
export async function oauthStateLanguage(db: Firestore, state: string): Promise<UiLanguageCode | null> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(state)) return null;
  const snapshot = await db.collection(COLLECTION).doc(sha256(state)).get();
  return snapshot.exists ? ((snapshot.data() as StoredState).language ?? null) : null;
}

/** Why a completion was refused: unknown (never made, already used, or another integration's), expired, another user's, another browser's. */
export type OAuthStateRefusal = 'unknown' | 'expired' | 'other-user' | 'other-browser';

export type ConsumedOAuthState = { ok: true; codeVerifier: string } | { ok: false; reason: OAuthStateRefusal };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Consumes the state presented by `uid` with `nonce` for integration `id`: the state is deleted
 * whatever the outcome (single use), and its PKCE verifier is given back only when it was made
 * for this user, in the browser holding this nonce, for this integration, less than
 * OAUTH_STATE_TTL_MS ago.
 */
export async function consumeOAuthState(db: Firestore, state: string, id: IntegrationId, uid: string, nonce: string, now = Date.now()): Promise<ConsumedOAuthState> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(state)) return { ok: false, reason: 'unknown' };
  const ref = db.collection(COLLECTION).doc(sha256(state));
  return db.runTransaction(async (tx): Promise<ConsumedOAuthState> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { ok: false, reason: 'unknown' };
    tx.delete(ref);
    const data = snapshot.data() as StoredState;
    if (data.integration !== id) return { ok: false, reason: 'unknown' };
    // Another account first: the one case where the person completing should be warned.
    if (data.uid !== uid) return { ok: false, reason: 'other-user' };
    if (!nonce || !sameHash(sha256(nonce), data.nonceHash)) return { ok: false, reason: 'other-browser' };
    if (now - data.createdAt > OAUTH_STATE_TTL_MS || now < data.createdAt) return { ok: false, reason: 'expired' };
    return { ok: true, codeVerifier: data.codeVerifier };
  });
}
