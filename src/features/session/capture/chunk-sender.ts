// Sends a session's waiting chunks in order over the user's socket, as they are captured and
// without waiting for each answer. Two acknowledgements: the server answers each chunk as
// soon as it has taken it (the receipt, which paces the sending), and says separately
// (recording:durable) up to which chunk the session is durable in the audio store; a chunk
// leaves the browser only then. After a reconnect it asks the
// server which chunk it expects (its durable mark) and resends from there. While the server answers 'busy'
// (the user records as many other sessions as allowed) or 'taken' (another tab records this
// session), the chunks wait here and the
// sender asks again after a pause instead of resending at once.
import type { Socket } from 'socket.io-client';
import { RECORDING_EVENTS, type RecordingAck, type RecordingDurable } from '@shared/audio';
import type { ChunkQueue } from './chunk-queue';
import { recordingTabId } from './recording-tab';

const ACK_TIMEOUT_MS = 10000;
/** Chunks sent and not yet received at most (8 s of audio). */
const WINDOW_CHUNKS = 32;
/** Chunks received and not yet durable at most (30 s of audio): past it, the rest waits here until the store takes more. */
export const UNDURABLE_CHUNKS = 120;
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
  /** Chunks sent and not answered yet. */
  private readonly inFlight = new Set<number>();
  /** The next chunk to send (chunks from nextSeq up to it are in flight). */
  private sentUpTo = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private readonly onConnect = () => void this.sync();
  private readonly onDurable = (event: RecordingDurable) => {
    if (event?.sessionId === this.sessionId && event.nextSeq > this.nextSeq) void this.durableUpTo(event.nextSeq);
  };

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
    socket.on(RECORDING_EVENTS.durable, this.onDurable);
  }

  /** Asks the server for the next chunk it expects and sends the rest; returns the server's answer. */
  async sync(): Promise<RecordingAck | null> {
    if (!this.socket.connected) return null;
    let ack: RecordingAck;
    try {
      ack = (await this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck(RECORDING_EVENTS.open, { sessionId: this.sessionId, clientId: recordingTabId() })) as RecordingAck;
    } catch {
      return null;
    }
    this.onOpened(ack);
    this.busy = waitsAndRetries(ack);
    if (this.busy) this.retryLater();
    this.accepting = ack.ok;
    this.inFlight.clear();
    if (ack.ok) {
      this.nextSeq = ack.nextSeq;
      this.sentUpTo = ack.nextSeq;
      await this.queue.drop(this.sessionId, ack.nextSeq);
      this.onAcknowledged(ack.nextSeq);
      void this.pump();
    }
    return ack;
  }

  /**
   * Sends the waiting chunks in order while connected, without waiting for each answer: up to
   * WINDOW_CHUNKS are in flight (one alone until the server has taken one since the last
   * refusal), and at most UNDURABLE_CHUNKS past the durable mark. The server answers a chunk
   * (its receipt) as soon as it has taken it; it is durable once its segment is written, a few
   * seconds later (recording:durable). Resolves once the answers to what this call sent are in.
   */
  async pump(): Promise<void> {
    if (this.busy) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    const answers: Array<Promise<void>> = [];
    try {
      do {
        this.again = false;
        while (this.socket.connected && !this.busy) {
          const undurableRoom = this.nextSeq + UNDURABLE_CHUNKS - Math.max(this.nextSeq, this.sentUpTo);
          const room = Math.min(undurableRoom, this.accepting ? WINDOW_CHUNKS - this.inFlight.size : this.inFlight.size === 0 ? 1 : 0);
          if (room <= 0) break;
          const batch = (await this.queue.from(this.sessionId, Math.max(this.nextSeq, this.sentUpTo), room)).slice(0, room);
          if (batch.length === 0) break;
          for (const chunk of batch) {
            this.sentUpTo = chunk.seq + 1;
            this.inFlight.add(chunk.seq);
            const sent = this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(RECORDING_EVENTS.chunk, {
              sessionId: this.sessionId,
              seq: chunk.seq,
              data: chunk.data,
              ack: 'receipt',
            }) as Promise<RecordingAck>;
            answers.push(
              sent.then(
                (ack) => this.answered(chunk.seq, ack),
                () => this.unanswered(chunk.seq),
              ),
            );
          }
        }
      } while (this.again && this.socket.connected);
    } catch {
      // The buffer could not be read: the chunks stay queued; the next capture or connect sends them.
    } finally {
      this.pumping = false;
    }
    await Promise.all(answers);
  }

  /** A chunk's answer (its receipt): the next one may go; what the server says is durable leaves the browser. */
  private async answered(seq: number, ack: RecordingAck): Promise<void> {
    this.inFlight.delete(seq);
    if (ack.nextSeq !== undefined) this.nextSeq = Math.max(this.nextSeq, ack.nextSeq);
    if (waitsAndRetries(ack)) {
      this.busy = true;
      this.sentUpTo = this.nextSeq;
      this.retryLater();
      return;
    }
    this.accepting = ack.ok;
    // Refused (out of order, storage): send again from the chunk the server expects.
    if (!ack.ok) this.sentUpTo = this.nextSeq;
    await this.forgetDurable();
    if (!ack.ok || this.inFlight.size === 0) void this.pump();
  }

  /** The server says every chunk below `nextSeq` is durable: they leave the browser, and more may be sent. */
  private async durableUpTo(nextSeq: number): Promise<void> {
    this.nextSeq = Math.max(this.nextSeq, nextSeq);
    await this.forgetDurable();
    void this.pump();
  }

  private async forgetDurable(): Promise<void> {
    try {
      await this.queue.drop(this.sessionId, this.nextSeq);
    } catch {
      /* dropped at the next answer */
    }
    this.onAcknowledged(this.nextSeq);
  }

  /** No answer in time (the connection dropped, or the store is slow): sent again from what the server expects. */
  private unanswered(seq: number): void {
    this.inFlight.delete(seq);
    this.sentUpTo = this.nextSeq;
    this.accepting = false;
  }

  /** The server's durable mark (every chunk below it is durable), as last heard. */
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
    this.socket.off(RECORDING_EVENTS.durable, this.onDurable);
  }
}
