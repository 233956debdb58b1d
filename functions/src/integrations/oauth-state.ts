// OAuth's one-time state (RFC 9700, 4.7 and 2.1.1): made when a signed-in user presses Connect,
// for that user, that integration and that browser tab, kept server-side only under the SHA-256
// of the state (oauthStates/{hash}: a leaked database holds no usable state), with the PKCE
// code_verifier and the SHA-256 of a browser nonce that only the tab that pressed Connect
// holds. It is consumed (deleted) only by its owner's completion, whatever its outcome, or once
// expired, and honoured only for the same user, the same nonce and within OAUTH_STATE_TTL_MS.
// Another account presenting it is refused and leaves it in place (deleting it let anyone who
// learned a state spoil the clinician's own completion); the code that account presented is
// remembered (hashed) and never completes the state, so a consent link sent to someone else
// never brings their code into the starter's account.
// The owner's completion from another browser (without the tab's nonce) still uses it up: only
// the owner's own session can make that completion, it means the provider's answer reached
// somewhere other than the tab that asked, and pressing Connect again costs the owner a click.
// `expiresAt` is a Timestamp so that a Firestore TTL policy can purge states never completed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { integrationIdSchema, OAUTH_STATE_TTL_MS, type IntegrationId } from '../shared/integrations';
import { UI_LANGUAGES, type UiLanguageCode } from '../shared/languages';
import { parseStored } from '../shared/stored-document';

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

/** A state as stored: every read parses it here, once. */
const storedStateSchema = z.object({
  uid: z.string(),
  integration: integrationIdSchema,
  createdAt: z.number(),
  expiresAt: z.instanceof(Timestamp),
  nonceHash: z.string(),
  codeVerifier: z.string(),
  /** The interface language of the page that pressed Connect: the callback sends the browser back to that page. */
  language: z.enum(UI_LANGUAGES).optional(),
  /** SHA-256 of each code other accounts presented with this state: never accepted from its owner. */
  foreignCodes: z.array(z.string()).optional(),
});
type StoredState = z.infer<typeof storedStateSchema>;

/**
 * Codes from other accounts remembered per state. The next other account's attempt deletes the
 * state instead: a code that could not be remembered must not be able to complete it.
 */
export const OAUTH_STATE_FOREIGN_CODES_MAX = 20;

export async function createOAuthState(
  db: Firestore,
  uid: string,
  id: IntegrationId,
  language: UiLanguageCode,
  now = Date.now(),
): Promise<StartedOAuth> {
  const state = random(32);
  const nonce = random(32);
  // 32 random bytes: a 43-character verifier, the shortest RFC 7636 allows, with 256 bits of entropy.
  const codeVerifier = random(32);
  const stored: StoredState = {
    uid,
    integration: id,
    createdAt: now,
    expiresAt: Timestamp.fromMillis(now + OAUTH_STATE_TTL_MS),
    nonceHash: sha256(nonce),
    codeVerifier,
    language,
  };
  await db.collection(COLLECTION).doc(sha256(state)).set(stored);
  await dropExpiredStates(db, uid, now).catch(() => undefined);
  return { state, nonce, codeChallenge: codeChallengeOf(codeVerifier) };
}

/** Deletes the user's states that were never completed and have expired (best effort; a TTL policy on expiresAt does the rest). */
async function dropExpiredStates(db: Firestore, uid: string, now: number): Promise<void> {
  const mine = await db.collection(COLLECTION).where('uid', '==', uid).limit(50).get();
  const expired = mine.docs.filter((doc) => now - parseStored(storedStateSchema, doc.data(), COLLECTION).createdAt > OAUTH_STATE_TTL_MS);
  if (expired.length === 0) return;
  const batch = db.batch();
  for (const doc of expired) batch.delete(doc.ref);
  await batch.commit();
}

/** The interface language the state was made in (null for an unknown state); reading it decides nothing and uses nothing up. */
export async function oauthStateLanguage(db: Firestore, state: string): Promise<UiLanguageCode | null> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(state)) return null;
  const snapshot = await db.collection(COLLECTION).doc(sha256(state)).get();
  return snapshot.exists ? (parseStored(storedStateSchema, snapshot.data(), COLLECTION).language ?? null) : null;
}

/**
 * Why a completion was refused: unknown (never made, already used, or another integration's),
 * expired, another user's, another browser's, or a code another account presented with it.
 */
export type OAuthStateRefusal = 'unknown' | 'expired' | 'other-user' | 'other-browser' | 'code-seen';

/** The verifier of a state honoured, or why not; `owner` when the state exists and is another user's. */
export type ConsumedOAuthState = { ok: true; codeVerifier: string } | { ok: false; reason: OAuthStateRefusal; owner?: string };

/** A completion as the signed-in tab hands it back. */
export interface OAuthCompletion {
  state: string;
  id: IntegrationId;
  /** The caller. */
  uid: string;
  nonce: string;
  code: string;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isExpired = (data: StoredState, now: number) => now - data.createdAt > OAUTH_STATE_TTL_MS || now < data.createdAt;

/**
 * Consumes the state of a completion: its PKCE verifier is given back only when it was made for
 * this user, in the browser holding this nonce, for this integration, less than
 * OAUTH_STATE_TTL_MS ago, and the code was never presented with it by another account. The
 * owner's completion deletes the state whatever the outcome (single use). Another user's is
 * refused ('other-user', with the owner, or 'unknown' for another integration's state) and
 * leaves it for its owner with that code remembered, unless it has expired or too many codes
 * are remembered already: then it is deleted.
 */
export async function consumeOAuthState(db: Firestore, completion: OAuthCompletion, now = Date.now()): Promise<ConsumedOAuthState> {
  const { state, id, uid, nonce, code } = completion;
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(state)) return { ok: false, reason: 'unknown' };
  const ref = db.collection(COLLECTION).doc(sha256(state));
  const codeHash = sha256(code);
  return db.runTransaction(async (tx): Promise<ConsumedOAuthState> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { ok: false, reason: 'unknown' };
    const data = parseStored(storedStateSchema, snapshot.data(), COLLECTION);
    const foreignCodes = data.foreignCodes ?? [];
    if (data.uid !== uid) {
      if (isExpired(data, now) || foreignCodes.length >= OAUTH_STATE_FOREIGN_CODES_MAX) tx.delete(ref);
      else if (!foreignCodes.includes(codeHash)) tx.update(ref, { foreignCodes: FieldValue.arrayUnion(codeHash) });
      // Another account: the one case where the person completing should be warned (not for another integration's state).
      return { ok: false, reason: data.integration === id ? 'other-user' : 'unknown', owner: data.uid };
    }
    tx.delete(ref);
    if (data.integration !== id) return { ok: false, reason: 'unknown' };
    if (!nonce || !sameHash(sha256(nonce), data.nonceHash)) return { ok: false, reason: 'other-browser' };
    if (isExpired(data, now)) return { ok: false, reason: 'expired' };
    if (foreignCodes.includes(codeHash)) return { ok: false, reason: 'code-seen' };
    return { ok: true, codeVerifier: data.codeVerifier };
  });
}
