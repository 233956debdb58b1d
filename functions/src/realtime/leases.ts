// Leases shared by every realtime instance: a named right held by one holder until it
// expires or is released. The session sweeper runs under one (one sweep at a time across
// instances), and each session being recorded is held by the browser tab recording it (a
// second tab is told the session is taken; the same tab, reconnected to any instance or
// reloaded, takes it back at once). Kept in Firestore and written with a precondition (the
// document as it was read), not in a transaction: a transaction locks the document, and an
// instance killed in the middle of one would hold that lock, and so the lease, long after its
// expiry (until the transaction itself timed out).
import type { Firestore } from 'firebase-admin/firestore';

export interface LeaseAnswer {
  ok: boolean;
  /** Who holds it when refused. */
  holder?: string;
}

export interface Leases {
  /** Takes or renews `name` for `holder` for `ttlMs`, unless someone else holds it unexpired. */
  acquire(name: string, holder: string, ttlMs: number): Promise<LeaseAnswer>;
  /** Gives it up (only its holder can). */
  release(name: string, holder: string): Promise<void>;
  /** Who holds it now (null when nobody does or the lease expired). */
  holder(name: string): Promise<string | null>;
}

/** Where leases are kept (no client reads or writes it: the rules' default). */
export const LEASES_COLLECTION = 'realtimeLeases';

/** A Firestore document id from a lease name (no slashes). */
const docId = (name: string) => name.replace(/\//g, '_');

export class FirestoreLeases implements Leases {
  constructor(
    private readonly db: Firestore,
    private readonly now = () => Date.now(),
  ) {}

  async acquire(name: string, holder: string, ttlMs: number): Promise<LeaseAnswer> {
    const ref = this.db.collection(LEASES_COLLECTION).doc(docId(name));
    const current = await ref.get();
    const now = this.now();
    if (current.exists && current.get('holder') !== holder && Number(current.get('expiresAt')) > now)
      return { ok: false, holder: String(current.get('holder')) };
    try {
      const lease = { holder, expiresAt: now + ttlMs };
      if (current.exists) await ref.update(lease, { lastUpdateTime: current.updateTime! });
      else await ref.create(lease);
      return { ok: true };
    } catch (error) {
      if (!wroteMeanwhile(error)) throw error;
      // Another instance wrote the lease between this read and this write: it holds it now.
      const winner = await ref.get();
      return { ok: false, holder: winner.exists ? String(winner.get('holder')) : undefined };
    }
  }

  async holder(name: string): Promise<string | null> {
    const current = await this.db.collection(LEASES_COLLECTION).doc(docId(name)).get();
    return current.exists && Number(current.get('expiresAt')) > this.now() ? String(current.get('holder')) : null;
  }

  async release(name: string, holder: string): Promise<void> {
    const ref = this.db.collection(LEASES_COLLECTION).doc(docId(name));
    const current = await ref.get();
    if (!current.exists || current.get('holder') !== holder) return;
    try {
      await ref.delete({ lastUpdateTime: current.updateTime! });
    } catch (error) {
      // Taken by another holder meanwhile: it is no longer ours to give up.
      if (!wroteMeanwhile(error)) throw error;
    }
  }
}

/** The write's precondition failed (the document changed since it was read) or it was created meanwhile. */
function wroteMeanwhile(error: unknown): boolean {
  const code = (error as { code?: number | string }).code;
  return code === 9 || code === 6 || code === 'failed-precondition' || code === 'already-exists';
}

/** Leases of a single process (the protocol tests, a single instance). */
export class MemoryLeases implements Leases {
  private readonly held = new Map<string, { holder: string; expiresAt: number }>();

  constructor(private readonly now = () => Date.now()) {}

  async acquire(name: string, holder: string, ttlMs: number): Promise<LeaseAnswer> {
    const current = this.held.get(name);
    if (current && current.holder !== holder && current.expiresAt > this.now()) return { ok: false, holder: current.holder };
    this.held.set(name, { holder, expiresAt: this.now() + ttlMs });
    return { ok: true };
  }

  async release(name: string, holder: string): Promise<void> {
    if (this.held.get(name)?.holder === holder) this.held.delete(name);
  }

  async holder(name: string): Promise<string | null> {
    const current = this.held.get(name);
    return current && current.expiresAt > this.now() ? current.holder : null;
  }
}
