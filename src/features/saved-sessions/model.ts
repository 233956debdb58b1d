// The saved-sessions feature's calls, for other features (the recording page opens a saved
// session, the notes report a copy or download of one). No components (see ./index.ts).
export { savedSessionsApi, useOpenSavedSessionQuery, useReportSessionAccessMutation, type OpenedSession } from './api';
export { savedSessionHref, SAVED_SESSION_PARAM } from './open-link';
