// The saved-session calls: the list (metadata only), deleting one or several, reporting a
// download or copy of notes read from one, and the owner's access log. (The decrypt-session
// call that opens one is the recording page's: ../session/api.ts.) Every read of contents and
// every deletion is logged by the server.
import type { DeleteSessionsResult, SavedSessionList, SavedSessionSummary, SessionAccessLog } from '@shared/saved-sessions';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

const ownerPath = (uid: string) => `/saved-sessions/${encodeURIComponent(uid)}`;
const sessionPath = (uid: string, sessionId: string) => `${ownerPath(uid)}/${encodeURIComponent(sessionId)}`;

export const savedSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's saved sessions, newest first (read again each time the screen opens). */
    savedSessions: build.query<SavedSessionSummary[], string>({
      query: (uid) => ({ path: ownerPath(uid) }),
      transformResponse: (answer: SavedSessionList) => answer.sessions,
      providesTags: ['SavedSessions'],
    }),
    deleteSavedSessions: build.mutation<DeleteSessionsResult, { uid: string; sessionIds: string[] }>({
      query: ({ uid, sessionIds }) =>
        sessionIds.length === 1
          ? { path: sessionPath(uid, sessionIds[0]), method: 'DELETE' }
          : { path: `${ownerPath(uid)}/delete`, body: { sessionIds } },
      invalidatesTags: ['SavedSessions', 'SessionAccess'],
    }),
    /** The app copied or downloaded notes of a saved session: the server logs it. */
    reportSessionAccess: build.mutation<unknown, { uid: string; sessionId: string; action: 'download' | 'copy' }>({
      query: ({ uid, sessionId, action }) => ({ path: `${sessionPath(uid, sessionId)}/access`, body: { action } }),
      invalidatesTags: ['SessionAccess'],
    }),
    /** Who opened, exported, downloaded or deleted the caller's saved sessions, newest first. */
    sessionAccessLog: build.query<SessionAccessLog['entries'], void>({
      query: () => ({ path: '/account/session-access' }),
      transformResponse: (answer: SessionAccessLog) => answer.entries,
      providesTags: ['SessionAccess'],
      keepUnusedDataFor: 0,
    }),
  }),
});

// The screens say in place what failed; a failed access report changes nothing for the clinician.
showErrorsInline('savedSessions', 'deleteSavedSessions', 'reportSessionAccess', 'sessionAccessLog');

export const { useSavedSessionsQuery, useDeleteSavedSessionsMutation, useReportSessionAccessMutation, useSessionAccessLogQuery } =
  savedSessionsApi;
