// The two acknowledgements as the browser's sender sees them: chunks go out for a receipt and
// keep going as receipts come back, but stay in the buffer until the server says they are
// durable (recording:durable); at most UNDURABLE_CHUNKS go out past the durable mark.
import { RECORDING_EVENTS, type RecordingAck, type RecordingDurable } from '@shared/audio';
import { ChunkSender, UNDURABLE_CHUNKS } from '../chunk-sender';
import type { ChunkQueue } from '../chunk-queue';

const queue: Array<{ sessionId: string; seq: number; data: ArrayBuffer }> = [];
/** The user's buffer, in memory. */
const buffer: ChunkQueue = {
  put: async (chunk) => void queue.push(chunk),
  from: async (_sessionId, from, limit = 16) => queue.filter((c) => c.seq >= from).slice(0, limit),
  drop: async (_sessionId, nextSeq) => {
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].seq < nextSeq) queue.splice(i, 1);
  },
  pending: async () => ({ count: queue.length, lastSeq: queue.length ? queue[queue.length - 1].seq : -1 }),
  sessions: async () => [...new Set(queue.map((c) => c.sessionId))],
};

/** A connected socket whose server gives a receipt for every chunk and is durable up to `durable`. */
function receiptServer() {
  const sent: Array<{ seq: number; ack?: string }> = [];
  const listeners = new Map<string, (event: RecordingDurable) => void>();
  let received = 0;
  const state = { durable: 0 };
  const socket = {
    connected: true,
    on: (event: string, listener: (event: RecordingDurable) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
    timeout: () => ({
      emitWithAck: async (event: string, payload: { seq: number; ack?: string }): Promise<RecordingAck> => {
        if (event === RECORDING_EVENTS.open) return { ok: true, nextSeq: state.durable };
        sent.push({ seq: payload.seq, ack: payload.ack });
        received = Math.max(received, payload.seq + 1);
        return { ok: true, nextSeq: state.durable, received };
      },
    }),
  };
  const durableUpTo = (nextSeq: number, sessionId = 's1') => {
    if (sessionId === 's1') state.durable = nextSeq;
    listeners.get(RECORDING_EVENTS.durable)?.({ sessionId, nextSeq });
  };
  return { socket: socket as never, sent, durableUpTo };
}

const capture = (from: number, to: number) => {
  for (let seq = from; seq < to; seq++) queue.push({ sessionId: 's1', seq, data: new ArrayBuffer(2) });
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ChunkSender with receipts', () => {
  beforeEach(() => {
    queue.length = 0;
  });

  it('sends for a receipt and keeps every chunk until the server says it is durable', async () => {
    const { socket, sent, durableUpTo } = receiptServer();
    const acknowledged: number[] = [];
    const sender = new ChunkSender(socket, buffer, 's1', (next) => acknowledged.push(next));
    await sender.sync();
    capture(0, 10);
    await sender.pump();
    expect(sent.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sent.every((s) => s.ack === 'receipt')).toBe(true);
    // Every chunk has its receipt, none is durable: all ten are still here.
    expect(queue).toHaveLength(10);
    expect(sender.acknowledged).toBe(0);

    durableUpTo(6);
    await settle();
    expect(queue.map((c) => c.seq)).toEqual([6, 7, 8, 9]);
    expect(sender.acknowledged).toBe(6);
    expect(acknowledged[acknowledged.length - 1]).toBe(6);
    // Another session's durable mark changes nothing here.
    durableUpTo(9, 'other-session');
    await settle();
    expect(queue.map((c) => c.seq)).toEqual([6, 7, 8, 9]);
    sender.dispose();
  });

  it('sends at most UNDURABLE_CHUNKS past the durable mark, and the rest once more is durable', async () => {
    const { socket, sent, durableUpTo } = receiptServer();
    const sender = new ChunkSender(socket, buffer, 's1', () => undefined);
    await sender.sync();
    capture(0, UNDURABLE_CHUNKS + 40);
    for (let i = 0; i < 10; i++) await sender.pump();
    expect(sent).toHaveLength(UNDURABLE_CHUNKS);
    expect(sent[sent.length - 1].seq).toBe(UNDURABLE_CHUNKS - 1);

    durableUpTo(40);
    await settle();
    for (let i = 0; i < 5; i++) await sender.pump();
    expect(sent).toHaveLength(UNDURABLE_CHUNKS + 40);
    expect(sent.map((s) => s.seq)).toEqual(Array.from({ length: UNDURABLE_CHUNKS + 40 }, (_, seq) => seq));
    expect(queue).toHaveLength(UNDURABLE_CHUNKS);
    sender.dispose();
  });
});
