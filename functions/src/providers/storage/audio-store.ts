// Where the realtime server keeps a session's audio while it is recorded: appended
// chunk by chunk, in order, encrypted at rest, and durable across a server restart
// (the next expected sequence number is read back from what is stored). The product's
// store is object storage (./s3-audio-store.ts); the disk store here is the single-machine option.
import { mkdir, open as openFile, readdir, readFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { openBytes, sealBytes, type SealContext } from '../../security/secret-box';

/** What a put answers: stored now, a resend of a chunk already kept, or a gap; and the next number expected. */
export interface PutResult {
  status: 'stored' | 'duplicate' | 'gap';
  nextSeq: number;
}

/**
 * What a take answers at once: put's status and durable mark, the number after the last chunk
 * taken (`received`: durable or being written), and `durable`, which settles with the durable
 * mark once the chunk is durable.
 */
export interface TakeResult extends PutResult {
  received: number;
  durable: Promise<number>;
}

/** A session's audio, chunk by chunk. */
export interface AudioStore {
  /** The sequence number the next chunk must carry (0 for a new session): every chunk before it is durable. */
  nextSeq(uid: string, sessionId: string): Promise<number>;
  /**
   * Stores chunk `seq` if it is the next one (pipelined chunks of a session are taken in
   * order) and answers once it is durable: 'stored'; an earlier one is a resend: 'duplicate'
   * (answered once that chunk is durable); a later one leaves a gap: 'gap'. Always answers
   * the next expected number, every chunk before which is durable.
   */
  put(uid: string, sessionId: string, seq: number, data: Uint8Array): Promise<PutResult>;
  /** Takes chunk `seq` as put does, but answers as soon as it is taken; its `durable` settles once it is durable. */
  take(uid: string, sessionId: string, seq: number, data: Uint8Array): Promise<TakeResult>;
  /** Makes every chunk taken so far durable (a store that groups chunks writes its open group). */
  flush(uid: string, sessionId: string): Promise<void>;
  /** Bytes of audio durably stored (decrypted size). */
  size(uid: string, sessionId: string): Promise<number>;
  /** The audio recorded so far, decrypted, from byte `fromByte` on (the whole of it by default). */
  read(uid: string, sessionId: string, fromByte?: number): Promise<Buffer>;
  /** Deletes the session's audio. */
  remove(uid: string, sessionId: string): Promise<void>;
  /** Deletes every session's audio of a user (the account is deleted). */
  removeUser(uid: string): Promise<void>;
  /** Every session that has audio here. */
  list(): Promise<Array<{ uid: string; sessionId: string }>>;
}

/** A sealed record framed for storage: 4-byte big-endian length, then the record. */
export function frameRecord(sealed: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(sealed.length);
  return Buffer.concat([header, sealed]);
}

/** The complete framed records of `raw`, and the bytes they take; a record cut short is left out. */
export function parseRecords(raw: Buffer): { records: Buffer[]; bytes: number } {
  const records: Buffer[] = [];
  let offset = 0;
  while (offset + 4 <= raw.length) {
    const length = raw.readUInt32BE(offset);
    if (offset + 4 + length > raw.length) break;
    records.push(raw.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length;
  }
  return { records, bytes: offset };
}

/** The sealing context of a session's audio: a record opens only for its own user and session. */
export const audioContext = (uid: string, sessionId: string): SealContext => ({ purpose: 'audio', uid, id: sessionId });

/**
 * Local-disk store, for a single machine only (AUDIO_STORE=file): every instance and the
 * functions must see the same disk. One file per session of length-prefixed sealed chunks
 * (4-byte big-endian length, then the sealed record, bound to its uid and session). Appends to a session run
 * one at a time. A file is scanned once (after a restart), when the tail a crash may
 * have cut short is dropped; after that the count and size are kept in memory.
 */
export class FileAudioStore implements AudioStore {
  private readonly counts = new Map<string, { count: number; bytes: number }>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(readonly root: string) {}

  /** Every session that has audio here. */
  list(): Promise<Array<{ uid: string; sessionId: string }>> {
    return listStoredAudio(this.root);
  }

  private file(uid: string, sessionId: string): string {
    return join(this.root, uid, `${sessionId}.audio`);
  }

  /** Runs `task` after the previous task of the same session. */
  private serial<T>(key: string, task: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(key) ?? Promise.resolve()).then(task, task);
    this.queues.set(
      key,
      next.catch(() => undefined),
    );
    return next;
  }

  /** The complete records of a file and their total size; a record cut short is left out. */
  private async records(path: string): Promise<{ records: Buffer[]; bytes: number; fileBytes: number }> {
    let raw: Buffer;
    try {
      raw = await readFile(path);
    } catch {
      return { records: [], bytes: 0, fileBytes: 0 };
    }
    const { records, bytes } = parseRecords(raw);
    return { records, bytes, fileBytes: raw.length };
  }

  /** Count and size of a session's file, scanning it the first time. */
  private async state(uid: string, sessionId: string): Promise<{ count: number; bytes: number }> {
    const key = `${uid}/${sessionId}`;
    const cached = this.counts.get(key);
    if (cached) return cached;
    const path = this.file(uid, sessionId);
    const { records, bytes, fileBytes } = await this.records(path);
    // A record a crash cut short was never acknowledged: drop it so the file stays parseable.
    if (fileBytes > bytes) await truncate(path, bytes);
    const state = { count: records.length, bytes };
    this.counts.set(key, state);
    return state;
  }

  async nextSeq(uid: string, sessionId: string): Promise<number> {
    return this.serial(`${uid}/${sessionId}`, async () => (await this.state(uid, sessionId)).count);
  }

  async put(uid: string, sessionId: string, seq: number, data: Uint8Array) {
    return this.serial(`${uid}/${sessionId}`, async () => {
      const state = await this.state(uid, sessionId);
      if (seq < state.count) return { status: 'duplicate' as const, nextSeq: state.count };
      if (seq > state.count) return { status: 'gap' as const, nextSeq: state.count };
      await mkdir(join(this.root, uid), { recursive: true });
      const sealed = sealBytes(data, audioContext(uid, sessionId));
      const handle = await openFile(this.file(uid, sessionId), 'a');
      try {
        await handle.write(frameRecord(sealed));
        await handle.sync();
      } finally {
        await handle.close();
      }
      state.count += 1;
      state.bytes += 4 + sealed.length;
      return { status: 'stored' as const, nextSeq: state.count };
    });
  }

  /** Every chunk is durable once put: taken is durable. */
  async take(uid: string, sessionId: string, seq: number, data: Uint8Array): Promise<TakeResult> {
    const result = await this.put(uid, sessionId, seq, data);
    return { ...result, received: result.nextSeq, durable: Promise.resolve(result.nextSeq) };
  }

  /** Every chunk is durable once put. */
  async flush(): Promise<void> {}

  async size(uid: string, sessionId: string): Promise<number> {
    return (await this.read(uid, sessionId)).length;
  }

  async read(uid: string, sessionId: string, fromByte = 0): Promise<Buffer> {
    const { records } = await this.records(this.file(uid, sessionId));
    return Buffer.concat(records.map((record) => openBytes(record, audioContext(uid, sessionId)))).subarray(fromByte);
  }

  async remove(uid: string, sessionId: string): Promise<void> {
    const key = `${uid}/${sessionId}`;
    await this.serial(key, async () => {
      await rm(this.file(uid, sessionId), { force: true });
      this.counts.delete(key);
    });
  }

  async removeUser(uid: string): Promise<void> {
    await rm(join(this.root, uid), { recursive: true, force: true });
    for (const key of [...this.counts.keys()]) if (key.startsWith(`${uid}/`)) this.counts.delete(key);
  }
}

/** Every session that has audio in a FileAudioStore root, as {uid, sessionId}. */
export async function listStoredAudio(root: string): Promise<Array<{ uid: string; sessionId: string }>> {
  const found: Array<{ uid: string; sessionId: string }> = [];
  let users: string[];
  try {
    users = await readdir(root);
  } catch {
    return found;
  }
  for (const uid of users) {
    const files = await readdir(join(root, uid)).catch(() => [] as string[]);
    for (const file of files) if (file.endsWith('.audio')) found.push({ uid, sessionId: file.slice(0, -'.audio'.length) });
  }
  return found;
}
