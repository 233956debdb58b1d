// Connects the signed-in user's realtime socket and reports its state; disconnects on unmount.
// 'refused': the server turned the socket away because the user has too many open (the
// socket tries again by itself after a pause).
import { useEffect, useState } from 'react';

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected' | 'refused';

export function useRealtimeStatus(uid: string | null): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  useEffect(() => {
    if (!uid) return undefined;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([
      import('../../lib/realtime/socket'),
      import('../../lib/firebase/auth'),
      import('../../lib/firebase/runtime-config'),
    ]).then(async ([{ getUserSocket, disconnectUserSocket, isTooManyConnections }, { currentIdToken }, { loadRuntimeConfig }]) => {
      const config = await loadRuntimeConfig();
      if (cancelled) return;
      const socket = getUserSocket(config.realtime, uid, currentIdToken);
      const onConnect = () => setStatus('connected');
      const onDisconnect = () => setStatus('disconnected');
      const onConnectError = (error: Error) => setStatus(isTooManyConnections(error) ? 'refused' : 'disconnected');
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on('connect_error', onConnectError);
      if (socket.connected) onConnect();
      cleanup = () => {
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
        socket.off('connect_error', onConnectError);
        disconnectUserSocket();
      };
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [uid]);
  return status;
}
