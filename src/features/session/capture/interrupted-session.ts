// Remembers, in this browser, the session being recorded, so that a reload (or a crash)
// mid-recording offers to resume it. Only the session id and when it was marked are kept:
// no patient data.
const KEY = 'clinic:recording';

export interface InterruptedSession {
  sessionId: string;
  since: number;
  uid: string;
}

export function markRecording(uid: string, sessionId: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ uid, sessionId, since: Date.now() }));
  } catch {
    // Storage full or disabled: resuming is then offered only through the server's state.
  }
}

export function clearRecordingMark(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The session this user was recording when the page went away, if any. */
export function interruptedSession(uid: string): InterruptedSession | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const mark = JSON.parse(raw) as InterruptedSession;
    return mark.uid === uid && typeof mark.sessionId === 'string' ? mark : null;
  } catch {
    return null;
  }
}
