// Opening a saved session is a link to the recording page naming the session: the page
// reads it, opens the session through the decrypt-session call, then drops it from the
// address. Saved Sessions builds these links; the recording page reads them.
export const SAVED_SESSION_PARAM = 'session';

/** The recording page's address that opens `sessionId`. */
export const savedSessionHref = (sessionId: string) => `/?${SAVED_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
