// The per-user caps (open sockets, sessions recorded at once) held across every realtime
// instance, in Firestore: one document per user lists their sockets and recordings with the
// instance serving each, taken in a transaction. Every instance keeps a heartbeat document
// alive; the entries of an instance whose heartbeat lapsed (it was killed) no longer count,
// so a crash frees its places within its time to live (REALTIME_INSTANCE_TTL_MS unless
// configured) without anyone cleaning up.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { REALTIME_INSTANCE_TTL_MS } from '../shared/limits';
import { parseStored } from '../shared/stored-document';
import type { UserCaps } from './user-limits';

export const CAPS_COLLECTION = 'realtimeCaps';
export const INSTANCES_COLLECTION = 'realtimeInstances';
/** Another instance's heartbeat is read again after this long. */
const ALIVE_CACHE_MS = 5_000;

/** A user's document as stored: every read parses it here, once. */
const capsDocSchema = z.object({
  /** socket id → instance id */
  sockets: z.record(z.string()).optional(),
  /** session id → (socket id → instance id) */
  recordings: z.record(z.record(z.string())).optional(),
});
type CapsDoc = z.infer<typeof capsDocSchema>;

export class FirestoreCaps implements UserCaps {
  private heartbeat?: NodeJS.Timeout;
  /** Other instances' heartbeats as last read. */
  private readonly seen = new Map<string, { expiresAt: number; checkedAt: number }>();

  constructor(
    private readonly db: Firestore,
    readonly instanceId: string,
    private readonly now = () => Date.now(),
    /** This instance counts as gone this long after its last heartbeat; it renews it every third of this. */
    private readonly ttlMs = REALTIME_INSTANCE_TTL_MS,
  ) {}

  /** Starts the heartbeat: written once Firestore answers (tried every second until then), then every third of its time to live. */
  async start(): Promise<void> {
    const beat = () =>
      this.db
        .collection(INSTANCES_COLLECTION)
        .doc(this.instanceId)
        .set({ expiresAt: this.now() + this.ttlMs });
    for (let tries = 1; ; tries++) {
      try {
        await beat();
        break;
      } catch (error) {
        if (tries % 10 === 1) console.error('Firestore does not answer yet; the realtime server waits for it', (error as Error).message);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    this.heartbeat = setInterval(
      () => void beat().catch((error: unknown) => console.error('instance heartbeat failed', (error as Error).message)),
      Math.floor(this.ttlMs / 3),
    );
    this.heartbeat.unref();
  }

  /** Stops the heartbeat and removes it: this instance's places are free at once. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.db.collection(INSTANCES_COLLECTION).doc(this.instanceId).delete();
  }

  /**
   * Which of `ids` are alive, from their heartbeats, read outside any transaction (a
   * transaction reading them would hold them against their own heartbeat) and cached for
   * ALIVE_CACHE_MS.
   */
  private async alive(ids: Set<string>): Promise<Set<string>> {
    const stale = [...ids].filter((id) => this.now() - (this.seen.get(id)?.checkedAt ?? 0) > ALIVE_CACHE_MS);
    if (stale.length) {
      const beats = await this.db.getAll(...stale.map((id) => this.db.collection(INSTANCES_COLLECTION).doc(id)));
      for (const beat of beats)
        this.seen.set(beat.id, { expiresAt: beat.exists ? Number(beat.get('expiresAt')) : 0, checkedAt: this.now() });
    }
    return new Set([...ids].filter((id) => (this.seen.get(id)?.expiresAt ?? 0) > this.now()));
  }

  /** The user's document with the entries of instances that are gone left out. */
  private async live(tx: Transaction, uid: string): Promise<Required<CapsDoc>> {
    const snapshot = await tx.get(this.db.collection(CAPS_COLLECTION).doc(uid));
    const doc = parseStored(capsDocSchema, snapshot.data() ?? {}, CAPS_COLLECTION);
    const instances = new Set<string>([
      ...Object.values(doc.sockets ?? {}),
      ...Object.values(doc.recordings ?? {}).flatMap((s) => Object.values(s)),
    ]);
    instances.delete(this.instanceId);
    const alive = await this.alive(instances);
    alive.add(this.instanceId);
    const keep = (entries: Record<string, string>) =>
      Object.fromEntries(Object.entries(entries).filter(([, instance]) => alive.has(instance)));
    const recordings = Object.fromEntries(
      Object.entries(doc.recordings ?? {})
        .map(([sessionId, sockets]) => [sessionId, keep(sockets)] as const)
        .filter(([, sockets]) => Object.keys(sockets).length > 0),
    );
    return { sockets: keep(doc.sockets ?? {}), recordings };
  }

  private change(uid: string, update: (doc: Required<CapsDoc>) => boolean): Promise<boolean> {
    const ref = this.db.collection(CAPS_COLLECTION).doc(uid);
    return this.db.runTransaction(async (tx) => {
      const doc = await this.live(tx, uid);
      const allowed = update(doc);
      tx.set(ref, doc);
      return allowed;
    });
  }

  admitSocket(uid: string, socketId: string, max: number): Promise<boolean> {
    return this.change(uid, (doc) => {
      if (!(socketId in doc.sockets) && Object.keys(doc.sockets).length >= max) return false;
      doc.sockets[socketId] = this.instanceId;
      return true;
    });
  }

  async releaseSocket(uid: string, socketId: string): Promise<void> {
    await this.db
      .collection(CAPS_COLLECTION)
      .doc(uid)
      .set({ sockets: { [socketId]: FieldValue.delete() } }, { merge: true });
    await this.releaseRecording(uid, socketId);
  }

  claimRecording(uid: string, sessionId: string, socketId: string, max: number): Promise<boolean> {
    return this.change(uid, (doc) => {
      const sockets = doc.recordings[sessionId];
      if (!sockets && Object.keys(doc.recordings).length >= max) return false;
      doc.recordings[sessionId] = { ...sockets, [socketId]: this.instanceId };
      return true;
    });
  }

  async releaseRecording(uid: string, socketId: string, sessionId?: string): Promise<void> {
    await this.change(uid, (doc) => {
      for (const [id, sockets] of Object.entries(doc.recordings)) {
        if (sessionId !== undefined && id !== sessionId) continue;
        delete sockets[socketId];
        if (Object.keys(sockets).length === 0) delete doc.recordings[id];
      }
      return true;
    });
  }
}
