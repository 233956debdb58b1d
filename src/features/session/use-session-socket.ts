// The signed-in user's realtime socket for the session screens (created once per user,
// shared with the connection status), and the live transcript events of one session.
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { TRANSCRIPT_EVENTS, type TranscriptFinalEvent, type TranscriptPartialEvent } from '@shared/sessions';
import { useAppDispatch } from '../../app/hooks';
import { partialHeard, transcriptSaved } from './session-slice';

/** Resolves the user's socket (loading the realtime client on first use). */
export async function sessionSocket(uid: string): Promise<Socket> {
  const [{ getUserSocket }, { currentIdToken }, { loadRuntimeConfig }] = await Promise.all([
    import('../../lib/realtime/socket'),
    import('../../lib/firebase/auth'),
    import('../../lib/firebase/runtime-config'),
  ]);
  return getUserSocket((await loadRuntimeConfig()).realtime, uid, currentIdToken);
}

/** Puts the session's partial words and saved transcript into the store as the server sends them. */
export function useLiveTranscript(uid: string, sessionId: string | null, onEngineError: (message: string) => void): void {
  const dispatch = useAppDispatch();
  const [socket, setSocket] = useState<Socket | null>(null);
  useEffect(() => {
    if (!sessionId) return undefined;
    let cancelled = false;
    void sessionSocket(uid).then((s) => !cancelled && setSocket(s));
    return () => {
      cancelled = true;
    };
  }, [uid, sessionId]);

  useEffect(() => {
    if (!socket || !sessionId) return undefined;
    const onPartial = (event: TranscriptPartialEvent) => event.sessionId === sessionId && dispatch(partialHeard(event.text));
    const onFinal = (event: TranscriptFinalEvent) => event.sessionId === sessionId && dispatch(transcriptSaved(event.transcript));
    const onError = (event: { sessionId: string; message: string }) => event.sessionId === sessionId && onEngineError(event.message);
    socket.on(TRANSCRIPT_EVENTS.partial, onPartial);
    socket.on(TRANSCRIPT_EVENTS.final, onFinal);
    socket.on(TRANSCRIPT_EVENTS.error, onError);
    return () => {
      socket.off(TRANSCRIPT_EVENTS.partial, onPartial);
      socket.off(TRANSCRIPT_EVENTS.final, onFinal);
      socket.off(TRANSCRIPT_EVENTS.error, onError);
    };
  }, [socket, sessionId, dispatch, onEngineError]);
}
