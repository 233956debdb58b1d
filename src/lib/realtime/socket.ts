// The realtime connection: one socket per signed-in user, created once and reused,
// reconnecting forever (1 s, up to 5 s, jitter 0.5), websocket transport only. A server
// that refuses the connection because the user has too many open (a connect_error with
// data.code 'too-many-connections') ends socket.io's own reconnecting: the socket tries
// again itself after 5 s, doubling up to 60 s. Other refusals are left as they were.
import { io, type Socket } from 'socket.io-client';
import { SOCKET } from '@shared/limits';

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

let current: { uid: string; socket: Socket; retry: ReturnType<typeof setTimeout> | null } | null = null;

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
      void getToken().then((token) => send({ userId: uid, token }));
    },
  });
  const entry: NonNullable<typeof current> = { uid, socket, retry: null };
  let refusals = 0;
  socket.on('connect', () => {
    refusals = 0;
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
  current?.socket.disconnect();
  current = null;
}
