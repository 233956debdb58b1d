// The server's 'busy' answer (the user already records as many sessions at once as
// allowed): a start is refused; while recording, the chunks wait and the sender asks again
// after a pause instead of resending at once.
import { RECORDING_EVENTS, type RecordingAck } from '@shared/audio';
import { BUSY_RETRY_MS, ChunkSender } from '../chunk-sender';
import type { ChunkQueue } from '../chunk-queue';
import { refusalAtStart } from '../recorder';

const queue: Array<{ sessionId: string; seq: number; data: ArrayBuffer }> = [];
/** The user's buffer, in memory. */
const buffer: ChunkQueue = {
  put: async (chunk) => void queue.push(chunk),
  from: async (_sessionId, from) => queue.filter((c) => c.seq >= from),
  drop: async (_sessionId, nextSeq) => {
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].seq < nextSeq) queue.splice(i, 1);
  },
  pending: async () => ({ count: queue.length, lastSeq: queue.length ? queue[queue.length - 1].seq : -1 }),
  sessions: async () => [...new Set(queue.map((c) => c.sessionId))],
};

/** A connected socket whose server answers each event with `answer`. */
function fakeSocket(answer: (event: string, payload: { seq?: number }) => RecordingAck) {
  const emitted: Array<{ event: string; seq?: number }> = [];
  const socket = {
    connected: true,
    on: jest.fn(),
    off: jest.fn(),
    timeout: () => ({
      emitWithAck: async (event: string, payload: { seq?: number }) => {
        emitted.push({ event, seq: payload.seq });
        return answer(event, payload);
      },
    }),
  };
  return { socket: socket as never, emitted };
}

const busy: RecordingAck = { ok: false, error: 'busy', message: 'Too many recordings' };

describe('refusalAtStart', () => {
  it('refuses a start the server answered busy, not-found or language', () => {
    expect(refusalAtStart(busy)).toBe('busy');
    expect(refusalAtStart({ ok: false, error: 'not-found' })).toBe('not-found');
    expect(refusalAtStart({ ok: false, error: 'language' })).toBe('language');
  });

  it('records otherwise: accepted, no answer (offline), or another refusal', () => {
    expect(refusalAtStart({ ok: true, nextSeq: 0 })).toBeNull();
    expect(refusalAtStart(null)).toBeNull();
    expect(refusalAtStart({ ok: false, error: 'storage' })).toBeNull();
  });
});

describe('ChunkSender and busy', () => {
  beforeEach(() => {
    queue.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('stops sending on a busy chunk, keeps the chunks, and resends after the pause once the server accepts', async () => {
    let refuse = true;
    const { socket, emitted } = fakeSocket((event, { seq }) =>
      refuse ? busy : event === RECORDING_EVENTS.open ? { ok: true, nextSeq: 0 } : { ok: true, nextSeq: (seq ?? 0) + 1 },
    );
    const acknowledged: number[] = [];
    const sender = new ChunkSender(socket, buffer, 's1', (next) => acknowledged.push(next));
    queue.push({ sessionId: 's1', seq: 0, data: new ArrayBuffer(2) }, { sessionId: 's1', seq: 1, data: new ArrayBuffer(2) });

    await sender.pump();
    expect(emitted).toEqual([{ event: RECORDING_EVENTS.chunk, seq: 0 }]);
    await sender.pump();
    expect(emitted).toHaveLength(1);
    expect(queue).toHaveLength(2);

    refuse = false;
    await jest.advanceTimersByTimeAsync(BUSY_RETRY_MS);
    expect(emitted.map((e) => e.event)).toEqual([
      RECORDING_EVENTS.chunk,
      RECORDING_EVENTS.open,
      RECORDING_EVENTS.chunk,
      RECORDING_EVENTS.chunk,
    ]);
    expect(queue).toHaveLength(0);
    expect(sender.acknowledged).toBe(2);
    sender.dispose();
  });

  it('asks again after the pause while the open is answered busy, and not once disposed', async () => {
    const { socket, emitted } = fakeSocket(() => busy);
    const sender = new ChunkSender(socket, buffer, 's1', () => undefined);
    expect(await sender.sync()).toEqual(busy);
    await jest.advanceTimersByTimeAsync(BUSY_RETRY_MS);
    expect(emitted.filter((e) => e.event === RECORDING_EVENTS.open)).toHaveLength(2);
    sender.dispose();
    await jest.advanceTimersByTimeAsync(BUSY_RETRY_MS * 3);
    expect(emitted.filter((e) => e.event === RECORDING_EVENTS.open)).toHaveLength(2);
  });
});
