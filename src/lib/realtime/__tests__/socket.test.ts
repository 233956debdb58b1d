// The user's socket connects again by itself after the server refused it for too many
// open connections (socket.io does not); any other refusal is left as it was.
import {
  disconnectUserSocket,
  getUserSocket,
  isTooManyConnections,
  REFUSED_RETRY_MAX_MS,
  REFUSED_RETRY_MS,
  refusedRetryDelay,
} from '../socket';

type Handler = (...args: unknown[]) => void;
class MockSocket {
  active = true;
  connected = false;
  readonly handlers = new Map<string, Handler[]>();
  readonly connect = jest.fn(() => {
    this.active = true;
  });
  readonly disconnect = jest.fn(() => {
    this.active = false;
  });
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  /** What socket.io does on a refusal from the server: it stops, then reports the error. */
  refuse(message: string, data?: unknown) {
    this.active = false;
    this.emit('connect_error', Object.assign(new Error(message), { data }));
  }
}

let mockCreated: MockSocket[] = [];
jest.mock('socket.io-client', () => ({
  io: jest.fn(() => {
    const socket = new MockSocket();
    mockCreated.push(socket);
    return socket;
  }),
}));

const tooMany = { code: 'too-many-connections', limit: 3 };

describe('user socket refused for too many connections', () => {
  beforeEach(() => {
    mockCreated = [];
    jest.useFakeTimers();
  });
  afterEach(() => {
    disconnectUserSocket();
    jest.useRealTimers();
  });

  it('recognises the refusal by its code', () => {
    expect(isTooManyConnections(Object.assign(new Error('Too many connections: …'), { data: tooMany }))).toBe(true);
    expect(isTooManyConnections(new Error('unauthenticated'))).toBe(false);
    expect(isTooManyConnections(undefined)).toBe(false);
  });

  it('waits 5 s, then doubles, up to a bound', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(refusedRetryDelay)).toEqual([5000, 10000, 20000, 40000, 60000, 60000, 60000]);
    expect(refusedRetryDelay(1)).toBe(REFUSED_RETRY_MS);
    expect(refusedRetryDelay(100)).toBe(REFUSED_RETRY_MAX_MS);
  });

  it('connects again after the pause, longer after each refusal in a row, from the start after a success', () => {
    getUserSocket('http://realtime.test', 'u1', async () => 'token');
    const socket = mockCreated[0];
    socket.refuse('Too many connections', tooMany);
    jest.advanceTimersByTime(REFUSED_RETRY_MS - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    socket.refuse('Too many connections', tooMany);
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(2);

    socket.connected = true;
    socket.emit('connect');
    socket.connected = false;
    socket.refuse('Too many connections', tooMany);
    jest.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(3);
  });

  it('leaves other refusals and transport errors to socket.io as before', () => {
    getUserSocket('http://realtime.test', 'u1', async () => 'token');
    const socket = mockCreated[0];
    socket.refuse('unauthenticated');
    socket.active = true;
    socket.emit('connect_error', Object.assign(new Error('xhr poll error'), { data: tooMany }));
    jest.advanceTimersByTime(REFUSED_RETRY_MAX_MS * 2);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('does not connect again once the user socket was disconnected (logout)', () => {
    getUserSocket('http://realtime.test', 'u1', async () => 'token');
    const socket = mockCreated[0];
    socket.refuse('Too many connections', tooMany);
    disconnectUserSocket();
    jest.advanceTimersByTime(REFUSED_RETRY_MAX_MS);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
