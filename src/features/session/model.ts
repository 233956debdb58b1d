// The session feature's state, for the store and for other features' slices: the slice,
// its actions and selectors, and the session endpoints. No components (see ./index.ts).
export {
  sessionReducer,
  sessionStarted,
  sessionRestored,
  sessionRenamed,
  sessionCleared,
  recordingStatusChanged,
  transcriptHighlighted,
  selectSession,
  selectCurrentSession,
  initialSessionState,
  type CurrentSession,
  type RecordingStatus,
  type SessionState,
  type TranscriptRange,
} from './session-slice';
export { selectSessionName } from './session-name';
export { partialHeard, transcriptSaved, engineFailed } from './session-events';
export { sessionApi, useSaveSessionMutation, useGetSessionQuery, type SessionRecord } from './api';
export { savedSessionHref, SAVED_SESSION_PARAM } from './saved-session-link';

/** The signed-in user's audio buffer, for sign-out (send what waits, then delete it); loaded when needed. */
export const recordingBuffer = () => import('./capture/recording-buffer');
