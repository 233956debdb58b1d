// The realtime connection: one socket per signed-in user, created once and reused,
// reconnecting forever (1 s, up to 5 s, jitter 0.5), websocket transport only.
import { io, type Socket } from 'socket.io-client';
import { SOCKET } from '@shared/limits';

let current: { uid: string; socket: Socket } | null = null;

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
  current = { uid, socket };
  return socket;
}

/** Disconnects the current user's socket (logout, unmount). */
export function disconnectUserSocket(): void {
  current?.socket.disconnect();
  current = null;
}
