// Revocation markers, revocations/{uid}: the instant (seconds since the epoch) before which
// the user's ID tokens no longer count. Firebase Auth records that instant itself
// (tokensValidAfterTime) when refresh tokens are revoked, and the API and the realtime server
// refuse older tokens through it (verifyIdToken(token, true)); the Firestore rules cannot ask
// Auth, so they read this marker instead and refuse a token whose auth_time (the time of its
// sign-in) is older (notRevoked() in firestore.rules). Server-only: no client reads or writes
// it. Written by "Sign out everywhere", by disabling an account, by revoking an admin and by
// deleting an account.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { parseStoredOrNull } from '../shared/stored-document';

/** The server-only collection of revocation markers, one per user (their uid). */
export const REVOCATIONS_COLLECTION = 'revocations';

/**
 * How long a marker is kept after its instant: an ID token lives an hour and a revoked
 * refresh token mints no new one, so after that every token it refuses has expired anyway.
 * A day leaves room for clock skew. expiresAt is the collection's TTL field (declared in
 * firestore.indexes.json): Firestore removes the marker after it.
 */
const KEEP_SECONDS = 24 * 60 * 60;

const revocationMarkerSchema = z.object({
  /** Tokens signed in (auth_time) before this second are refused; tokens signed in at it or later count. */
  validSince: z.number(),
  /** When the marker may be removed (TTL). */
  expiresAt: z.instanceof(Timestamp),
});
export type RevocationMarker = z.infer<typeof revocationMarkerSchema>;

const markerRef = (db: Firestore, uid: string) => db.collection(REVOCATIONS_COLLECTION).doc(uid);

/**
 * Records that tokens of `uid` signed in before `validSince` (seconds) are refused. A marker
 * only moves forward: of two revocations written out of order, the later instant is kept.
 */
export async function recordRevocation(db: Firestore, uid: string, validSince: number): Promise<number> {
  const ref = markerRef(db, uid);
  return db.runTransaction(async (tx) => {
    const current = parseStoredOrNull(revocationMarkerSchema, (await tx.get(ref)).data(), REVOCATIONS_COLLECTION);
    const kept = Math.max(validSince, current?.validSince ?? 0);
    tx.set(ref, { validSince: kept, expiresAt: Timestamp.fromMillis((kept + KEEP_SECONDS) * 1000) } satisfies RevocationMarker);
    return kept;
  });
}

/**
 * Revokes every refresh token of `uid` and records the same instant Firebase Auth keeps
 * (tokensValidAfterTime, whole seconds) as the marker, so the API's revocation check and the
 * rules refuse exactly the same tokens: those signed in before that second. A sign-in after
 * it counts again. Answers the instant.
 */
export async function revokeSessions(auth: Auth, db: Firestore, uid: string): Promise<number> {
  await auth.revokeRefreshTokens(uid);
  const validAfter = (await auth.getUser(uid)).tokensValidAfterTime;
  // Auth always has the instant once tokens were revoked; now (rounded down, as Auth does) otherwise.
  const validSince = validAfter ? Math.floor(Date.parse(validAfter) / 1000) : Math.floor(Date.now() / 1000);
  return recordRevocation(db, uid, validSince);
}

/**
 * Refuses every token of a deleted account: all were signed in at or before `now`, so the
 * marker's instant is the next second. Recorded before the account's data is deleted, so a
 * token of the deleted account cannot write anything back in between.
 */
export function revokeDeletedAccount(db: Firestore, uid: string, now = Date.now()): Promise<number> {
  return recordRevocation(db, uid, Math.floor(now / 1000) + 1);
}
