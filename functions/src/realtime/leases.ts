// Leases shared by every realtime instance: a named right held by one holder until it
// expires or is released. The session sweeper runs under one (one sweep at a time across
// instances), and each session being recorded is held by the browser tab recording it (a
// second tab is told the session is taken; the same tab, reconnected to any instance or
// reloaded, takes it back at once). Kept in Firestore, taken in a transaction.
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
  constructor(private readonly db: Firestore, private readonly now = () => Date.now()) {}

  acquire(name: string, holder: string, ttlMs: number): Promise<LeaseAnswer> {
    const ref = this.db.collection(LEASES_COLLECTION).doc(docId(name));
    return this.db.runTransaction(async (tx) => {
      const current = await tx.get(ref);
      const now = this.now();
      const held = current.exists && current.get('holder') !== holder && Number(current.get('expiresAt')) > now;
      if (held) return { ok: false, holder: String(current.get('holder')) };
      tx.set(ref, { holder, expiresAt: now + ttlMs });
      return { ok: true };
    });
  }

  async holder(name: string): Promise<string | null> {
    const current = await this.db.collection(LEASES_COLLECTION).doc(docId(name)).get();
    return current.exists && Number(current.get('expiresAt')) > this.now() ? String(current.get('holder')) : null;
  }

  async release(name: string, holder: string): Promise<void> {
    const ref = this.db.collection(LEASES_COLLECTION).doc(docId(name));
    await this.db.runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (current.exists && current.get('holder') === holder) tx.delete(ref);
    });
  }
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
