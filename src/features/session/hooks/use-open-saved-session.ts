// The recording page opened from Saved Sessions: the address names the saved session
// (?session=ID); it is opened once, then the parameter is dropped from the address so a
// reload does not open it again over later work.
import { useEffect, useRef } from 'react';
import { SAVED_SESSION_PARAM } from '../saved-session-link';

export function useOpenSavedSession(openSaved: (sessionId: string) => Promise<void>): void {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    const url = new URL(window.location.href);
    const sessionId = url.searchParams.get(SAVED_SESSION_PARAM);
    if (!sessionId) return;
    opened.current = true;
    url.searchParams.delete(SAVED_SESSION_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    void openSaved(sessionId);
  }, [openSaved]);
}
