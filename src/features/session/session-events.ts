// What the realtime server says about the open session. Declared apart from the slice so
// the endpoints that receive them and the slice that stores them do not import each other.
import { createAction } from '@reduxjs/toolkit';

/** Words being heard now (not saved yet). */
export const partialHeard = createAction<string>('session/partialHeard');
/** The server's saved transcript (after a final segment, an open, a stop or an edit). */
export const transcriptSaved = createAction<string>('session/transcriptSaved');
/** The speech engine failed; its message is shown with the recording controls. */
export const engineFailed = createAction<string>('session/engineFailed');
