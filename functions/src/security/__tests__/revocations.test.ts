// The revocation markers the Firestore rules read: the instant is the one Firebase Auth keeps
// (tokensValidAfterTime, whole seconds), a marker never moves back, and a deleted account's
// marker refuses every token it ever had.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { recordRevocation, REVOCATIONS_COLLECTION, revokeDeletedAccount, revokeSessions, type RevocationMarker } from '../revocations';

/** A Firestore of one collection, enough for the marker's transaction. */
function fakeDb() {
  const stored = new Map<string, RevocationMarker>();
  const collections: string[] = [];
  const db = {
    collection: (name: string) => {
      collections.push(name);
      return { doc: (id: string) => ({ id }) };
    },
    runTransaction: async <T>(work: (tx: unknown) => Promise<T>) =>
      work({
        get: async (ref: { id: string }) => ({ data: () => stored.get(ref.id) }),
        set: (ref: { id: string }, data: RevocationMarker) => stored.set(ref.id, data),
      }),
  } as unknown as Firestore;
  return { db, stored, collections };
}

function fakeAuth(tokensValidAfterTime: string | undefined) {
  const calls: string[] = [];
  const auth = {
    revokeRefreshTokens: jest.fn(async (uid: string) => {
      calls.push(`revoke ${uid}`);
    }),
    getUser: jest.fn(async (uid: string) => {
      calls.push(`getUser ${uid}`);
      return { uid, tokensValidAfterTime };
    }),
  } as unknown as Auth;
  return { auth, calls };
}

describe('revocation markers', () => {
  it('revokeSessions revokes first, then records the very second Auth keeps, with a TTL a day later', async () => {
    const { db, stored, collections } = fakeDb();
    const { auth, calls } = fakeAuth(new Date(1_800_000_123 * 1000).toUTCString());
    await expect(revokeSessions(auth, db, 'u1')).resolves.toBe(1_800_000_123);
    expect(calls).toEqual(['revoke u1', 'getUser u1']);
    expect(collections).toEqual([REVOCATIONS_COLLECTION]);
    const marker = stored.get('u1') as RevocationMarker;
    expect(marker.validSince).toBe(1_800_000_123);
    expect(marker.expiresAt.toMillis()).toBe((1_800_000_123 + 86400) * 1000);
  });

  it('a marker only moves forward: an earlier revocation written late keeps the later instant', async () => {
    const { db, stored } = fakeDb();
    await recordRevocation(db, 'u1', 200);
    await expect(recordRevocation(db, 'u1', 100)).resolves.toBe(200);
    expect(stored.get('u1')?.validSince).toBe(200);
    await expect(recordRevocation(db, 'u1', 300)).resolves.toBe(300);
  });

  it('a deleted account: every token signed in up to now, in this very second included, is refused', async () => {
    const { db, stored } = fakeDb();
    await revokeDeletedAccount(db, 'gone', 1_800_000_123_456);
    expect(stored.get('gone')?.validSince).toBe(1_800_000_124);
  });
});
