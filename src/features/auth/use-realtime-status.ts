// Connects the signed-in user's realtime socket and reports its state; disconnects on unmount.
// 'refused': the server turned the socket away because the user has too many open (the
// socket tries again by itself after a pause). 'revoked': the server refused or dropped it
// because the account was signed out everywhere or disabled (the socket stays closed).
import { useEffect, useState } from 'react';

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected' | 'refused' | 'revoked';

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
    ]).then(
      async ([{ getUserSocket, disconnectUserSocket, isTooManyConnections, isAuthRevoked }, { currentIdToken }, { loadRuntimeConfig }]) => {
        const config = await loadRuntimeConfig();
        if (cancelled) return;
        const socket = getUserSocket(config.realtime, uid, currentIdToken);
        let revoked = false;
        const onConnect = () => {
          revoked = false;
          setStatus('connected');
        };
        const onDisconnect = () => setStatus(revoked ? 'revoked' : 'disconnected');
        const onConnectError = (error: Error) => {
          revoked = isAuthRevoked(error);
          setStatus(revoked ? 'revoked' : isTooManyConnections(error) ? 'refused' : 'disconnected');
        };
        const onEnded = (ended: unknown) => {
          revoked = isAuthRevoked(ended);
          if (revoked) setStatus('revoked');
        };
        socket.on('connect', onConnect);
        socket.on('disconnect', onDisconnect);
        socket.on('connect_error', onConnectError);
        socket.on('auth:ended', onEnded);
        if (socket.connected) onConnect();
        cleanup = () => {
          socket.off('connect', onConnect);
          socket.off('disconnect', onDisconnect);
          socket.off('connect_error', onConnectError);
          socket.off('auth:ended', onEnded);
          disconnectUserSocket();
        };
      },
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [uid]);
  return status;
}
