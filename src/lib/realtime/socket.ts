// The realtime connection: one socket per signed-in user, created once and reused,
// reconnecting forever (1 s, up to 5 s, jitter 0.5), websocket transport only. A server
// that refuses the connection because the user has too many open (a connect_error with
// data.code 'too-many-connections') ends socket.io's own reconnecting: the socket tries
// again itself after 5 s, doubling up to 60 s. Other refusals are left as they were.
// The server checks the token at connect and keeps checking it: before the ID token expires
// the socket sends the refreshed one ('auth:refresh'); the server drops a socket whose token
// expired without a fresh one ('auth:ended' with 'token-expired': the socket connects again
// with a fresh token) or whose account was disabled or signed out everywhere ('auth-revoked':
// the socket stays closed and the page says so).
import { io, type Socket } from 'socket.io-client';
import { REALTIME_AUTH_REVOKED, REALTIME_TOKEN_EXPIRED, REALTIME_TOKEN_REFRESH_LEAD_MS, SOCKET } from '@shared/limits';

/** The code a server's connect_error carries when the user has too many sockets open. */
export const TOO_MANY_CONNECTIONS = 'too-many-connections';
/** First pause before connecting again after that refusal, and the longest. */
export const REFUSED_RETRY_MS = 5000;
export const REFUSED_RETRY_MAX_MS = 60000;

/** Whether a connect_error is the server refusing a socket beyond the user's limit. */
export function isTooManyConnections(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown } } | null | undefined)?.data;
  return data?.code === TOO_MANY_CONNECTIONS;
}

/** The pause before the attempt that follows `refusals` refusals in a row (1, 2, …). */
export function refusedRetryDelay(refusals: number): number {
  return Math.min(REFUSED_RETRY_MS * 2 ** Math.max(0, refusals - 1), REFUSED_RETRY_MAX_MS);
}

/** Whether a connect_error or an 'auth:ended' event says the account was signed out everywhere or disabled. */
export function isAuthRevoked(error: unknown): boolean {
  const payload = error as { data?: { code?: unknown }; code?: unknown } | null | undefined;
  return payload?.data?.code === REALTIME_AUTH_REVOKED || payload?.code === REALTIME_AUTH_REVOKED;
}

/** A pause before asking again when the refreshed token was not new yet or was not accepted. */
export const TOKEN_RETRY_MS = 30000;

/** The expiry (ms since the epoch) an ID token carries, or null when it cannot be read. */
export function tokenExpiry(token: string | null): number | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** When to send the refreshed token: REALTIME_TOKEN_REFRESH_LEAD_MS before `expiry` (ms), never in the past. */
export function refreshDelay(expiry: number, now = Date.now()): number {
  return Math.max(0, expiry - REALTIME_TOKEN_REFRESH_LEAD_MS - now);
}

let current: {
  uid: string;
  socket: Socket;
  retry: ReturnType<typeof setTimeout> | null;
  refresh: ReturnType<typeof setTimeout> | null;
} | null = null;

/** The socket of `uid`, created on first use; a different user replaces (and disconnects) the old one. */
export function getUserSocket(url: string, uid: string, getToken: () => Promise<string | null>): Socket {
  if (current?.uid === uid) return current.socket;
  disconnectUserSocket();
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET.reconnectionDelay,
    reconnectionDelayMax: SOCKET.reconnectionDelayMax,
    randomizationFactor: SOCKET.randomizationFactor,
    timeout: SOCKET.timeout,
    // A fresh ID token on every (re)connect: tokens expire after an hour.
    auth: (send) => {
      void getToken().then((token) => {
        sentToken = token;
        send({ userId: uid, token });
      });
    },
  });
  const entry: NonNullable<typeof current> = { uid, socket, retry: null, refresh: null };
  let sentToken: string | null = null;
  let refusals = 0;

  /** Sends the refreshed token before the current one expires, then plans the next. */
  const planRefresh = (delay: number) => {
    if (entry.refresh) clearTimeout(entry.refresh);
    entry.refresh = setTimeout(() => {
      entry.refresh = null;
      if (current !== entry || !socket.connected) return;
      void getToken().then((token) => {
        const expiry = tokenExpiry(token);
        // Not renewed yet (or unreadable): ask again a little later.
        if (!token || token === sentToken || expiry === null) return planRefresh(TOKEN_RETRY_MS);
        socket.emit('auth:refresh', token, (answer: { ok?: boolean } | undefined) => {
          if (!answer?.ok) return planRefresh(TOKEN_RETRY_MS);
          sentToken = token;
          planRefresh(refreshDelay(expiry));
        });
      });
    }, delay);
  };

  socket.on('connect', () => {
    refusals = 0;
    const expiry = tokenExpiry(sentToken);
    if (expiry !== null) planRefresh(refreshDelay(expiry));
  });
  socket.on('disconnect', () => {
    if (entry.refresh) clearTimeout(entry.refresh);
    entry.refresh = null;
  });
  // The server dropped the socket: its token expired without a fresh one (connect again, with a
  // fresh token), or the account was signed out everywhere or disabled (stay closed).
  socket.on('auth:ended', (ended: { code?: unknown } | undefined) => {
    if (ended?.code !== REALTIME_TOKEN_EXPIRED) return;
    socket.once('disconnect', () => {
      if (current === entry) socket.connect();
    });
  });
  socket.on('connect_error', (error) => {
    // socket.active is false once the server refused (socket.io stopped trying).
    if (socket.active || !isTooManyConnections(error) || entry.retry) return;
    refusals += 1;
    entry.retry = setTimeout(() => {
      entry.retry = null;
      if (current === entry && !socket.connected) socket.connect();
    }, refusedRetryDelay(refusals));
  });
  current = entry;
  return socket;
}

/** Disconnects the current user's socket (logout, unmount). */
export function disconnectUserSocket(): void {
  if (current?.retry) clearTimeout(current.retry);
  if (current?.refresh) clearTimeout(current.refresh);
  current?.socket.disconnect();
  current = null;
}
