// A session's audio in object storage (the S3 API: S3, Google Cloud Storage's S3
// interoperability, any compatible store; s3rver locally), so every realtime instance and
// the functions read the same audio and an instance may die without losing any of it.
// Chunks are grouped into segments, one object each, named after the chunks they hold
// (`audio/{uid}/{sessionId}/{first}-{end}-{bytes}.seg`, `end` exclusive): the names are
// the index. A chunk is taken at once (take: its receipt) and is durable only once the
// segment holding it is written (put answers then; take's `durable` settles then); the
// browser keeps every chunk not yet durable and sends it again after any failure.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { AUDIO_BYTES_PER_SECOND } from '../../shared/audio';
import { openBytes, sealBytes } from '../../security/secret-box';
import type { S3Store } from './s3-store';
import { audioContext, frameRecord, parseRecords, type AudioStore, type PutResult, type TakeResult } from './audio-store';
import type { AudioStoreSettings } from '../../config';

/**
 * How long a segment may grow (audio ms), how long its first chunk may wait to be written,
 * and after how long without a new chunk it is written anyway: a browser streaming in real
 * time sends a chunk every 250 ms, so its segments fill for `waitMs`; a client that waits
 * for each answer before sending the next gets it after `idleMs`.
 */
export interface SegmentPolicy {
  segmentMs: number;
  waitMs: number;
  idleMs: number;
  /** Chunks taken but not yet written beyond which new ones are refused (the store is down). */
  maxPendingChunks: number;
}

export const DEFAULT_SEGMENT_POLICY: SegmentPolicy = { segmentMs: 5000, waitMs: 2000, idleMs: 400, maxPendingChunks: 4 * 60 * 4 };

type SegmentSettings = Extract<AudioStoreSettings, { store: 's3' }>['segments'];

/** The segment policy from the configured lengths (AUDIO_SEGMENT_MS, AUDIO_SEGMENT_WAIT_MS, AUDIO_SEGMENT_IDLE_MS), the defaults above for those unset. */
export function segmentPolicy({ segmentMs, waitMs, idleMs }: SegmentSettings): SegmentPolicy {
  return {
    ...DEFAULT_SEGMENT_POLICY,
    segmentMs: segmentMs ?? DEFAULT_SEGMENT_POLICY.segmentMs,
    waitMs: waitMs ?? DEFAULT_SEGMENT_POLICY.waitMs,
    idleMs: idleMs ?? DEFAULT_SEGMENT_POLICY.idleMs,
  };
}

/** One stored segment, as its name describes it. */
interface SegmentRef {
  key: string;
  start: number;
  end: number;
  bytes: number;
}

/** The chunks taken for the segment being filled. */
interface OpenSegment {
  start: number;
  records: Buffer[];
  rawBytes: number;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
  written: Promise<void>;
  resolve(): void;
}

interface SessionState {
  /** Every chunk below this number is written. */
  durable: number;
  /** The number the next chunk must carry. */
  accepted: number;
  open: OpenSegment | null;
  /** Segment writes, one after the other. */
  writing: Promise<void>;
  /** Set when the session's audio is deleted: its writes stop. */
  removed: boolean;
}

const SEGMENT_NAME = /^(\d{8})-(\d{8})-(\d+)\.seg$/;
const pad = (n: number) => String(n).padStart(8, '0');
/** A segment write that has not answered in this time is abandoned and retried (a store that holds the connection and never answers). */
const WRITE_TIMEOUT_MS = 15_000;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/** The segments that make the recording from chunk 0 on, each with how many of its chunks an earlier one already holds. */
function contiguous(refs: SegmentRef[]): Array<{ ref: SegmentRef; skip: number }> {
  const sorted = [...refs].sort((a, b) => a.start - b.start || b.end - a.end);
  const chain: Array<{ ref: SegmentRef; skip: number }> = [];
  let next = 0;
  for (const ref of sorted) {
    if (ref.start > next) break;
    if (ref.end <= next) continue;
    chain.push({ ref, skip: next - ref.start });
    next = ref.end;
  }
  return chain;
}

export class S3AudioStore implements AudioStore {
  private readonly states = new Map<string, SessionState>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly s3: S3Store,
    private readonly policy: SegmentPolicy = DEFAULT_SEGMENT_POLICY,
    private readonly prefix = 'audio/',
  ) {}

  /** Where a session's segments are kept (a user's are all under `${prefix}${uid}/`). */
  sessionPrefix(uid: string, sessionId: string): string {
    return `${this.prefix}${uid}/${sessionId}/`;
  }

  private serial<T>(key: string, task: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(key) ?? Promise.resolve()).then(task, task);
    this.queues.set(
      key,
      next.catch(() => undefined),
    );
    return next;
  }

  private async segments(uid: string, sessionId: string): Promise<SegmentRef[]> {
    const prefix = this.sessionPrefix(uid, sessionId);
    const refs: SegmentRef[] = [];
    for (const object of await this.s3.list(prefix)) {
      const match = SEGMENT_NAME.exec(object.key.slice(prefix.length));
      if (match) refs.push({ key: object.key, start: Number(match[1]), end: Number(match[2]), bytes: Number(match[3]) });
    }
    return refs;
  }

  /** The number after the last chunk stored without a gap, from the segments' names. */
  private async storedEnd(uid: string, sessionId: string): Promise<number> {
    const chain = contiguous(await this.segments(uid, sessionId));
    return chain.length ? chain[chain.length - 1].ref.end : 0;
  }

  private async state(uid: string, sessionId: string): Promise<SessionState> {
    const key = `${uid}/${sessionId}`;
    let state = this.states.get(key);
    if (!state) {
      const end = await this.storedEnd(uid, sessionId);
      state = { durable: end, accepted: end, open: null, writing: Promise.resolve(), removed: false };
      this.states.set(key, state);
    }
    return state;
  }

  /** Another instance may have stored more of this session since: catch up when nothing is waiting here. */
  private async refresh(uid: string, sessionId: string, state: SessionState): Promise<void> {
    if (state.open || state.accepted !== state.durable) return;
    const end = await this.storedEnd(uid, sessionId);
    if (end > state.durable) {
      state.durable = end;
      state.accepted = end;
    }
  }

  /** Writes the open segment (after the ones before it), retrying until the store takes it. */
  private close(uid: string, sessionId: string, state: SessionState): void {
    const segment = state.open;
    if (!segment) return;
    state.open = null;
    clearTimeout(segment.timer);
    clearTimeout(segment.idle);
    const end = segment.start + segment.records.length;
    const key = `${this.sessionPrefix(uid, sessionId)}${pad(segment.start)}-${pad(end)}-${segment.rawBytes}.seg`;
    const body = Buffer.concat(segment.records);
    state.writing = state.writing.then(async () => {
      for (let wait = RETRY_FIRST_MS; !state.removed; wait = Math.min(RETRY_MAX_MS, wait * 2)) {
        try {
          await this.s3.client.send(
            new PutObjectCommand({ Bucket: this.s3.bucket, Key: key, Body: body, ContentType: 'application/octet-stream' }),
            {
              abortSignal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
            },
          );
          state.durable = Math.max(state.durable, end);
          segment.resolve();
          return;
        } catch (error) {
          console.error(`writing an audio segment failed (retrying in ${wait} ms)`, (error as Error).message);
          await new Promise((r) => setTimeout(r, wait));
        }
      }
    });
  }

  async nextSeq(uid: string, sessionId: string): Promise<number> {
    const state = await this.serial(`${uid}/${sessionId}`, async () => {
      const current = await this.state(uid, sessionId);
      this.close(uid, sessionId, current);
      return current;
    });
    await state.writing;
    await this.serial(`${uid}/${sessionId}`, () => this.refresh(uid, sessionId, state));
    return state.durable;
  }

  async put(uid: string, sessionId: string, seq: number, data: Uint8Array): Promise<PutResult> {
    const { status, durable } = await this.take(uid, sessionId, seq, data);
    return { status, nextSeq: await durable };
  }

  async take(uid: string, sessionId: string, seq: number, data: Uint8Array): Promise<TakeResult> {
    const taken = await this.serial(`${uid}/${sessionId}`, async () => {
      const state = await this.state(uid, sessionId);
      if (seq > state.accepted) await this.refresh(uid, sessionId, state);
      if (seq < state.durable) return { state, status: 'duplicate' as const };
      if (seq > state.accepted) return { state, status: 'gap' as const };
      if (seq < state.accepted) return { state, status: 'duplicate' as const, written: this.writtenBy(state, seq) };
      if (state.accepted - state.durable >= this.policy.maxPendingChunks) throw new Error('the audio store is not taking segments');
      const segment = state.open ?? this.openSegment(uid, sessionId, state);
      segment.records.push(frameRecord(sealBytes(data, audioContext(uid, sessionId))));
      segment.rawBytes += data.length;
      state.accepted += 1;
      const written = segment.written;
      if (segment.rawBytes >= (this.policy.segmentMs * AUDIO_BYTES_PER_SECOND) / 1000) this.close(uid, sessionId, state);
      else this.closeWhenIdle(uid, sessionId, state, segment);
      return { state, status: 'stored' as const, written };
    });
    const { state, status, written } = taken;
    const durable = (written ?? Promise.resolve()).then(() => state.durable);
    return { status, nextSeq: state.durable, received: state.accepted, durable };
  }

  /** The write that makes chunk `seq` (taken, not yet durable) durable. */
  private writtenBy(state: SessionState, seq: number): Promise<void> {
    if (state.open && seq >= state.open.start) return state.open.written;
    return state.writing;
  }

  /** (Re)starts the segment's idle timer: no new chunk for idleMs, and it is written. */
  private closeWhenIdle(uid: string, sessionId: string, state: SessionState, segment: OpenSegment): void {
    clearTimeout(segment.idle);
    segment.idle = setTimeout(
      () =>
        void this.serial(`${uid}/${sessionId}`, async () => {
          if (state.open === segment) this.close(uid, sessionId, state);
        }),
      this.policy.idleMs,
    );
    segment.idle.unref?.();
  }

  private openSegment(uid: string, sessionId: string, state: SessionState): OpenSegment {
    let resolve = () => undefined as void;
    const written = new Promise<void>((r) => {
      resolve = r;
    });
    const segment: OpenSegment = { start: state.accepted, records: [], rawBytes: 0, written, resolve };
    segment.timer = setTimeout(
      () =>
        void this.serial(`${uid}/${sessionId}`, async () => {
          if (state.open === segment) this.close(uid, sessionId, state);
        }),
      this.policy.waitMs,
    );
    segment.timer.unref?.();
    state.open = segment;
    return segment;
  }

  async flush(uid: string, sessionId: string): Promise<void> {
    const state = this.states.get(`${uid}/${sessionId}`);
    if (!state) return;
    await this.serial(`${uid}/${sessionId}`, async () => this.close(uid, sessionId, state));
    await state.writing;
  }

  async size(uid: string, sessionId: string): Promise<number> {
    const chain = contiguous(await this.segments(uid, sessionId));
    if (chain.every(({ skip }) => skip === 0)) return chain.reduce((sum, { ref }) => sum + ref.bytes, 0);
    return (await this.read(uid, sessionId)).length;
  }

  async read(uid: string, sessionId: string, fromByte = 0): Promise<Buffer> {
    const parts: Buffer[] = [];
    let offset = 0;
    let firstOffset: number | null = null;
    for (const { ref, skip } of contiguous(await this.segments(uid, sessionId))) {
      // A whole segment that ends before fromByte is not fetched at all.
      if (skip === 0 && offset + ref.bytes <= fromByte) {
        offset += ref.bytes;
        continue;
      }
      const raw = await this.s3.get(ref.key);
      if (!raw) break;
      const audio = Buffer.concat(
        parseRecords(raw)
          .records.slice(skip)
          .map((record) => openBytes(record, audioContext(uid, sessionId))),
      );
      firstOffset ??= offset;
      parts.push(audio);
      offset += audio.length;
    }
    return Buffer.concat(parts).subarray(Math.max(0, fromByte - (firstOffset ?? offset)));
  }

  async remove(uid: string, sessionId: string): Promise<void> {
    const key = `${uid}/${sessionId}`;
    await this.serial(key, async () => {
      const state = this.states.get(key);
      if (state) {
        state.removed = true;
        clearTimeout(state.open?.timer);
        clearTimeout(state.open?.idle);
        this.states.delete(key);
      }
      await this.s3.deletePrefix(this.sessionPrefix(uid, sessionId));
    });
  }

  /** Deletes every session's audio of a user (the account is deleted). */
  async removeUser(uid: string): Promise<void> {
    await this.s3.deletePrefix(`${this.prefix}${uid}/`);
  }

  async list(): Promise<Array<{ uid: string; sessionId: string }>> {
    const found = new Map<string, { uid: string; sessionId: string }>();
    for (const object of await this.s3.list(this.prefix)) {
      const [uid, sessionId] = object.key.slice(this.prefix.length).split('/');
      if (uid && sessionId) found.set(`${uid}/${sessionId}`, { uid, sessionId });
    }
    return [...found.values()];
  }
}
