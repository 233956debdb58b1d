// A clinician's browser as the realtime protocol sees it, in Node: 250 ms chunks captured in
// real time and kept until acknowledged, sent as captured with up to 32 in flight, and after
// any reconnect (through the balancer, to whichever instance) the session opened again under
// the same tab name and everything from the server's next expected chunk sent again.
import { io } from 'socket.io-client';

const WINDOW = 32;

export class StreamingClient {
  constructor(url, clinician, chunks) {
    Object.assign(this, { clinician, chunks, nextSeq: 0, sentUpTo: 0, captured: 0, inFlight: 0, reconnects: 0 });
    this.clientId = `soak-${clinician.sessionId}`;
    this.socket = io(url, {
      transports: ['websocket'],
      auth: { userId: clinician.uid, token: clinician.idToken },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      timeout: 10000,
    });
    this.socket.on('connect', () => void this.opened());
    this.socket.on('disconnect', () => {
      this.reconnects += 1;
      this.inFlight = 0;
      this.sentUpTo = this.nextSeq;
    });
  }

  async opened() {
    try {
      const ack = await this.socket.timeout(15000).emitWithAck('recording:open', { sessionId: this.clinician.sessionId, clientId: this.clientId });
      if (!ack.ok) return;
      this.nextSeq = Math.max(this.nextSeq, ack.nextSeq);
      this.sentUpTo = ack.nextSeq;
      this.inFlight = 0;
      this.pump();
    } catch {
      /* the next connect opens again */
    }
  }

  /** Which instance serves this socket now. */
  instance() {
    return this.socket.timeout(5000).emitWithAck('realtime:instance').then((a) => a.instance);
  }

  pump() {
    while (this.socket.connected && this.sentUpTo < this.captured && this.inFlight < WINDOW) {
      const seq = this.sentUpTo++;
      this.inFlight += 1;
      this.socket
        .timeout(10000)
        .emitWithAck('recording:chunk', { sessionId: this.clinician.sessionId, seq, data: this.chunks[seq] })
        .then(
          (ack) => {
            this.inFlight = Math.max(0, this.inFlight - 1);
            if (ack.nextSeq !== undefined) this.nextSeq = Math.max(this.nextSeq, ack.nextSeq);
            if (!ack.ok) this.sentUpTo = this.nextSeq;
            this.pump();
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
    for (let seq = 0; seq < this.chunks.length; seq++) {
      const due = started + seq * 250;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      this.captured = seq + 1;
      this.pump();
      await onTick(seq / 4);
    }
  }

  /** Waits (resending as needed) until the server holds every chunk, then stops; the stop's answer. */
  async finish(timeoutMs = 60000) {
    const deadline = Date.now() + timeoutMs;
    while (this.nextSeq < this.chunks.length && Date.now() < deadline) {
      this.pump();
      await new Promise((r) => setTimeout(r, 200));
    }
    const stopped = await this.socket.timeout(60000).emitWithAck('recording:stop', { sessionId: this.clinician.sessionId, localDate: '2026-11-27' }).catch(() => ({ ok: false }));
    this.socket.disconnect();
    return stopped;
  }
}
