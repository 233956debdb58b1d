// The session's name, for the page title on every page; the session slice itself loads with
// the workspace, so before that (the sign-in pages) there is no name.
import type { SessionState } from './session-slice';

export const selectSessionName = (state: { session?: SessionState }) => state.session?.sessionName ?? '';
