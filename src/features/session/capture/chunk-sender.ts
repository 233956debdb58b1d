// Sends a session's waiting chunks in order over the user's socket, a window at a time, each
// removed from the browser only once the server acknowledged it (it is then durable). After a reconnect it asks the
// server which chunk it expects and resends from there. While the server answers 'busy'
// (the user records as many other sessions as allowed) or 'taken' (another tab records this
// session), the chunks wait here and the
// sender asks again after a pause instead of resending at once.
import type { Socket } from 'socket.io-client';
import { RECORDING_EVENTS, type RecordingAck } from '@shared/audio';
import type { ChunkQueue } from './chunk-queue';
import { recordingTabId } from './recording-tab';

const ACK_TIMEOUT_MS = 10000;
/** Chunks sent before their answers are awaited (8 s of audio). */
const WINDOW_CHUNKS = 32;
/** Pause before asking again after a 'busy' answer. */
export const BUSY_RETRY_MS = 5000;

/** Answers after which the chunks wait here and the sender asks again later: the user records too many sessions, or another tab holds this one. */
const waitsAndRetries = (ack: RecordingAck) => !ack.ok && (ack.error === 'busy' || ack.error === 'taken');

export class ChunkSender {
  private nextSeq = 0;
  private pumping = false;
  private again = false;
  /** Set while the server answers 'busy': nothing is sent until the retry's open is accepted. */
  private busy = false;
  /** The server took the last chunk or open: the next chunks go a window at a time. */
  private accepting = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private readonly onConnect = () => void this.sync();

  constructor(
    private readonly socket: Socket,
    /** The signed-in user's buffer (./chunk-queue.ts). */
    private readonly queue: ChunkQueue,
    private readonly sessionId: string,
    private readonly onAcknowledged: (nextSeq: number) => void,
    /** Every answer to open (the first, and after each reconnect): it carries the saved transcript. */
    private readonly onOpened: (ack: RecordingAck) => void = () => undefined,
  ) {
    socket.on('connect', this.onConnect);
  }

  /** Asks the server for the next chunk it expects and sends the rest; returns the server's answer. */
  async sync(): Promise<RecordingAck | null> {
    if (!this.socket.connected) return null;
    let ack: RecordingAck;
    try {
      ack = (await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(RECORDING_EVENTS.open, { sessionId: this.sessionId, clientId: recordingTabId() })) as RecordingAck;
    } catch {
      return null;
    }
    this.onOpened(ack);
    this.busy = waitsAndRetries(ack);
    if (this.busy) this.retryLater();
    this.accepting = ack.ok;
    if (ack.ok) {
      this.nextSeq = ack.nextSeq;
      await this.queue.drop(this.sessionId, ack.nextSeq);
      this.onAcknowledged(ack.nextSeq);
      void this.pump();
    }
    return ack;
  }

  /** Sends every waiting chunk, in order, while connected. */
  async pump(): Promise<void> {
    if (this.busy) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        while (this.socket.connected) {
          // Until the server has taken a chunk (or the session's open) since the last refusal, one
          // chunk goes alone; then a window at once: the server answers each chunk once it is
          // durable, which may be a segment (a few seconds) later, so one at a time would fall behind.
          const size = this.accepting ? WINDOW_CHUNKS : 1;
          const batch = (await this.queue.from(this.sessionId, this.nextSeq, size)).slice(0, size);
          if (batch.length === 0) break;
          const acks = (await Promise.all(
            batch.map((chunk) =>
              this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(RECORDING_EVENTS.chunk, { sessionId: this.sessionId, seq: chunk.seq, data: chunk.data }),
            ),
          )) as RecordingAck[];
          let refused = false;
          for (const ack of acks) {
            if (ack.nextSeq !== undefined) this.nextSeq = Math.max(this.nextSeq, ack.nextSeq);
            if (waitsAndRetries(ack)) {
              this.busy = true;
              this.retryLater();
              return;
            }
            refused ||= !ack.ok;
            this.accepting = ack.ok;
          }
          await this.queue.drop(this.sessionId, this.nextSeq);
          this.onAcknowledged(this.nextSeq);
          if (refused) break;
        }
      } while (this.again && this.socket.connected);
    } catch {
      // A lost connection or a late ack: the chunks stay queued; the next connect resends them.
    } finally {
      this.pumping = false;
    }
  }

  /** The server's next expected chunk, as last heard. */
  get acknowledged(): number {
    return this.nextSeq;
  }

  /** Asks the server again (open, then the waiting chunks) after BUSY_RETRY_MS. */
  private retryLater(): void {
    if (this.retry || this.disposed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.disposed) void this.sync();
    }, BUSY_RETRY_MS);
  }

  dispose(): void {
    this.disposed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.socket.off('connect', this.onConnect);
  }
}
