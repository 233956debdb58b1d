// The user's socket keeps the server's trust: it sends the refreshed ID token before the
// current one expires, connects again with a fresh token when the server dropped it for an
// expired one, and stays closed when the account was signed out everywhere or disabled.
import { REALTIME_TOKEN_REFRESH_LEAD_MS } from '@shared/limits';
import { disconnectUserSocket, getUserSocket, isAuthRevoked, refreshDelay, TOKEN_RETRY_MS, tokenExpiry } from '../socket';

type Handler = (...args: unknown[]) => void;
class MockSocket {
  active = true;
  connected = false;
  readonly handlers = new Map<string, Handler[]>();
  readonly sent: unknown[][] = [];
  readonly connect = jest.fn();
  readonly disconnect = jest.fn();
  /** The auth callback socket.io calls on each (re)connect. */
  auth: (send: (data: unknown) => void) => void = () => undefined;
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  once(event: string, handler: Handler) {
    const wrapped: Handler = (...args) => {
      this.handlers.set(
        event,
        (this.handlers.get(event) ?? []).filter((h) => h !== wrapped),
      );
      handler(...args);
    };
    return this.on(event, wrapped);
  }
  /** The client's emit: recorded (the server's answer is given by the test). */
  emit(event: string, ...args: unknown[]) {
    this.sent.push([event, ...args]);
  }
  /** An event from the server. */
  receive(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

let mockCreated: MockSocket[] = [];
jest.mock('socket.io-client', () => ({
  io: jest.fn((_url: string, options: { auth: (send: (data: unknown) => void) => void }) => {
    const socket = new MockSocket();
    socket.auth = options.auth;
    mockCreated.push(socket);
    return socket;
  }),
}));

/** An unsigned JWT-shaped token expiring at `expMs` (the client only reads exp). */
const tokenExpiring = (expMs: number, n = 0) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(expMs / 1000), n })).toString('base64url')}.s`;

/** Lets pending promise callbacks run (fake timers do not). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('the socket’s ID token', () => {
  beforeEach(() => {
    mockCreated = [];
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
  });
  afterEach(() => {
    disconnectUserSocket();
    jest.useRealTimers();
  });

  it('reads the expiry and plans the refresh before it', () => {
    const exp = Date.now() + 3600_000;
    expect(tokenExpiry(tokenExpiring(exp))).toBe(Math.floor(exp / 1000) * 1000);
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry(null)).toBeNull();
    expect(refreshDelay(Date.now() + 3600_000)).toBe(3600_000 - REALTIME_TOKEN_REFRESH_LEAD_MS);
    expect(refreshDelay(Date.now() + 1000)).toBe(0);
  });

  it('recognises the revoked account by its code, at connect or when dropped', () => {
    expect(isAuthRevoked(Object.assign(new Error('unauthenticated'), { data: { code: 'auth-revoked' } }))).toBe(true);
    expect(isAuthRevoked({ code: 'auth-revoked' })).toBe(true);
    expect(isAuthRevoked({ code: 'token-expired' })).toBe(false);
    expect(isAuthRevoked(new Error('unauthenticated'))).toBe(false);
  });

  it('sends the refreshed token over the socket before the current one expires, then plans the next', async () => {
    const first = tokenExpiring(Date.now() + 3600_000, 1);
    let token = first;
    getUserSocket('http://realtime.test', 'u1', async () => token);
    const socket = mockCreated[0];
    socket.auth(() => undefined);
    await settle();
    socket.connected = true;
    socket.receive('connect');
    jest.advanceTimersByTime(3600_000 - REALTIME_TOKEN_REFRESH_LEAD_MS - 1);
    await settle();
    expect(socket.sent).toEqual([]);
    // The SDK has a new token by then.
    const second = tokenExpiring(Date.now() + 3600_000, 2);
    token = second;
    jest.advanceTimersByTime(1);
    await settle();
    expect(socket.sent.map(([event, sent]) => [event, sent])).toEqual([['auth:refresh', second]]);
    (socket.sent[0][2] as (answer: { ok: boolean }) => void)({ ok: true });
    // The next one comes before the new token expires.
    token = tokenExpiring(Date.now() + 7200_000, 3);
    jest.advanceTimersByTime(3600_000 - REALTIME_TOKEN_REFRESH_LEAD_MS);
    await settle();
    expect(socket.sent.map(([event]) => event)).toEqual(['auth:refresh', 'auth:refresh']);
  });

  it('asks again later when the token was not renewed yet', async () => {
    const token = tokenExpiring(Date.now() + 3600_000);
    getUserSocket('http://realtime.test', 'u1', async () => token);
    const socket = mockCreated[0];
    socket.auth(() => undefined);
    await settle();
    socket.connected = true;
    socket.receive('connect');
    jest.advanceTimersByTime(3600_000 - REALTIME_TOKEN_REFRESH_LEAD_MS);
    await settle();
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(TOKEN_RETRY_MS);
    await settle();
    expect(socket.sent).toEqual([]);
  });

  it('connects again (with a fresh token) when dropped for an expired token; stays closed when the account was revoked', () => {
    getUserSocket('http://realtime.test', 'u1', async () => 'token');
    const socket = mockCreated[0];
    socket.receive('auth:ended', { code: 'token-expired' });
    socket.receive('disconnect', 'io server disconnect');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    socket.receive('auth:ended', { code: 'auth-revoked' });
    socket.receive('disconnect', 'io server disconnect');
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });
});
