// A clinician's browser as the realtime protocol sees it, in Node: 250 ms chunks captured in
// real time and kept until durable, sent as captured for a receipt (up to 32 without one, up
// to 120 past the durable mark), forgotten only when the server says they are durable
// (recording:durable), and after any reconnect (through the balancer, to whichever instance)
// the session opened again under the same tab name and everything from the server's durable
// mark sent again. It times both acknowledgements of each chunk: the receipt (from its last
// sending) and durability (from its first sending).
import { io } from 'socket.io-client';

const WINDOW = 32;
const UNDURABLE = 120;

export class StreamingClient {
  constructor(url, clinician, chunks, { reconnection = true } = {}) {
    Object.assign(this, { clinician, chunks, nextSeq: 0, sentUpTo: 0, captured: 0, inFlight: 0, reconnects: 0 });
    this.clientId = `soak-${clinician.sessionId}`;
    /** Milliseconds from sending to receipt, one per receipt; from first sending to durable, one per chunk. */
    this.receiptMs = [];
    this.durableMs = [];
    this.firstSentAt = new Map();
    /** Final transcript segments as they arrive: the audio time they cover (endMs) and when they came. */
    this.finals = [];
    this.socket = io(url, {
      transports: ['websocket'],
      auth: { userId: clinician.uid, token: clinician.idToken },
      reconnection,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      timeout: 20000,
    });
    this.socket.on('connect', () => void this.opened());
    this.socket.on(
      'transcript:final',
      (event) => event.sessionId === clinician.sessionId && this.finals.push({ endMs: event.endMs, at: Date.now() }),
    );
    this.socket.on('recording:durable', (event) => event.sessionId === clinician.sessionId && this.durableUpTo(event.nextSeq));
    this.socket.on('disconnect', () => {
      this.reconnects += 1;
      this.inFlight = 0;
      this.sentUpTo = this.nextSeq;
    });
  }

  /** Resolves once the socket is connected and the session opened (rejects on a refusal, an unanswered open or a failed connection). */
  ready() {
    return (this.openedOnce ??= new Promise((resolve, reject) => {
      this.onOpen = resolve;
      this.socket.once('connect_error', reject);
      this.onRefused = reject;
    }));
  }

  async opened() {
    try {
      const ack = await this.socket
        .timeout(60000)
        .emitWithAck('recording:open', { sessionId: this.clinician.sessionId, clientId: this.clientId });
      if (!ack.ok) return this.onRefused?.(new Error(`open refused: ${JSON.stringify(ack)}`));
      this.durableUpTo(ack.nextSeq);
      this.sentUpTo = ack.nextSeq;
      this.inFlight = 0;
      this.onOpen?.();
      this.pump();
    } catch (error) {
      // Reconnecting, the next connect opens again; a client that waits for ready() hears of it.
      this.onRefused?.(error);
    }
  }

  /** Every chunk below `nextSeq` is durable: timed, forgotten, and room for more. */
  durableUpTo(nextSeq) {
    const now = Date.now();
    for (let seq = this.nextSeq; seq < nextSeq; seq++) {
      const sentAt = this.firstSentAt.get(seq);
      if (sentAt !== undefined) this.durableMs.push(now - sentAt);
      this.firstSentAt.delete(seq);
    }
    this.nextSeq = Math.max(this.nextSeq, nextSeq);
    this.pump();
  }

  /** Which instance serves this socket now. */
  instance() {
    return this.socket
      .timeout(5000)
      .emitWithAck('realtime:instance')
      .then((a) => a.instance);
  }

  pump() {
    while (this.socket.connected && this.sentUpTo < this.captured && this.inFlight < WINDOW && this.sentUpTo < this.nextSeq + UNDURABLE) {
      const seq = this.sentUpTo++;
      this.inFlight += 1;
      const sentAt = Date.now();
      if (!this.firstSentAt.has(seq)) this.firstSentAt.set(seq, sentAt);
      this.socket
        .timeout(10000)
        .emitWithAck('recording:chunk', { sessionId: this.clinician.sessionId, seq, data: this.chunks[seq], ack: 'receipt' })
        .then(
          (ack) => {
            this.inFlight = Math.max(0, this.inFlight - 1);
            if (ack.ok) this.receiptMs.push(Date.now() - sentAt);
            // Refused (out of order, taken, storage): sent again from the durable mark.
            else this.sentUpTo = Math.max(this.nextSeq, ack.nextSeq ?? 0);
            this.durableUpTo(ack.nextSeq ?? 0);
          },
          () => {
            this.inFlight = Math.max(0, this.inFlight - 1);
            this.sentUpTo = this.nextSeq;
          },
        );
    }
  }

  /** Captures every chunk in real time (one each 250 ms), calling `onTick(seconds)` as it goes. */
  async record(onTick = () => undefined) {
    const started = Date.now();
    this.startedAt = started;
    for (let seq = 0; seq < this.chunks.length; seq++) {
      const due = started + seq * 250;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      this.captured = seq + 1;
      this.pump();
      await onTick(seq / 4);
    }
  }

  /** Waits (resending as needed) until every chunk is durable, then stops; the stop's answer. */
  async finish(timeoutMs = 60000) {
    const deadline = Date.now() + timeoutMs;
    while (this.nextSeq < this.chunks.length && Date.now() < deadline) {
      this.pump();
      await new Promise((r) => setTimeout(r, 200));
    }
    const stopped = await this.socket
      .timeout(60000)
      .emitWithAck('recording:stop', { sessionId: this.clinician.sessionId, localDate: '2026-11-27' })
      .catch(() => ({ ok: false }));
    this.socket.disconnect();
    return stopped;
  }
}
