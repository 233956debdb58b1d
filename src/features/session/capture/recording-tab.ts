// The name of this browser tab as a recorder: kept for the tab's life (a reload keeps it), so
// the tab that was recording a session takes it back at once on any realtime instance, while
// another tab or browser is told the session is taken.
const KEY = 'clinic-recording-tab';

export function recordingTabId(): string {
  try {
    const known = sessionStorage.getItem(KEY);
    if (known) return known;
    const made = `tab-${crypto.randomUUID()}`;
    sessionStorage.setItem(KEY, made);
    return made;
  } catch {
    // No storage (a private mode that refuses it): one name for this page's life.
    return fallback;
  }
}

const fallback = `tab-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
