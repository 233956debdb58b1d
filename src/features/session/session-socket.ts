// The signed-in user's realtime socket for the session screens (created once per user,
// shared with the connection status), loaded with the realtime client on first use.
import type { Socket } from 'socket.io-client';

/** Resolves the user's socket. */
export async function sessionSocket(uid: string): Promise<Socket> {
  const [{ getUserSocket }, { currentIdToken }, { loadRuntimeConfig }] = await Promise.all([
    import('../../lib/realtime/socket'),
    import('../../lib/firebase/auth'),
    import('../../lib/firebase/runtime-config'),
  ]);
  return getUserSocket((await loadRuntimeConfig()).realtime, uid, currentIdToken);
}
