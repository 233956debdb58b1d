// The session calls, as RTK Query endpoints: create a session from the dialog, read it back
// decrypted, open a saved one, save the clinician's edits, end it; and the live transcript
// the realtime server pushes while a session is open.
import type {
  NewSessionInput,
  SessionContents,
  SessionMeta,
  SessionPatch,
  TranscriptFinalEvent,
  TranscriptPartialEvent,
} from '@shared/sessions';
import type { CreateBotRequest, SessionBot } from '@shared/virtual';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';
import { sessionSocket } from './session-socket';
import { engineFailed, partialHeard, transcriptSaved } from './session-events';

export type NewSessionRequest = Omit<NewSessionInput, 'group' | 'participants' | 'pronoun' | 'clientName' | 'transcriptType'> &
  Partial<Pick<NewSessionInput, 'group' | 'participants' | 'pronoun' | 'clientName' | 'transcriptType'>>;

export interface SessionRecord {
  meta: SessionMeta;
  contents: SessionContents;
}

const sessionPath = (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}`;
const savedSessionPath = (uid: string, sessionId: string) => `/saved-sessions/${encodeURIComponent(uid)}/${encodeURIComponent(sessionId)}`;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `stored`: session storing was on, so this is a saved session (listed in Saved Sessions). */
    createSession: build.mutation<{ sessionId: string; provider: string; live: boolean; stored: boolean }, NewSessionRequest>({
      query: (input) => ({ path: '/sessions', body: input }),
      invalidatesTags: (result) => (result?.stored ? ['SavedSessions'] : []),
    }),
    getSession: build.query<SessionRecord, string>({
      query: (sessionId) => ({ path: sessionPath(sessionId) }),
      providesTags: (_result, _error, sessionId) => [{ type: 'Session', id: sessionId }],
    }),
    /** Decrypt session: one saved session's contents, for the recording page (never cached: patient text). */
    openSavedSession: build.query<SessionRecord, { uid: string; sessionId: string }>({
      query: ({ uid, sessionId }) => ({ path: savedSessionPath(uid, sessionId) }),
      keepUnusedDataFor: 0,
      providesTags: ['SessionAccess'],
    }),
    /** Saving any part of a session makes its note checks stale: they refetch when shown. */
    saveSession: build.mutation<SessionRecord, { sessionId: string; patch: SessionPatch }>({
      query: ({ sessionId, patch }) => ({ path: sessionPath(sessionId), body: patch, method: 'PATCH' }),
      invalidatesTags: (_result, _error, { sessionId }) => [
        { type: 'Session', id: sessionId },
        { type: 'NoteCheck', id: sessionId },
      ],
    }),
    endSession: build.mutation<{ stored: boolean }, string>({
      query: (sessionId) => ({ path: `${sessionPath(sessionId)}/end`, body: {} }),
      invalidatesTags: (_result, _error, sessionId) => [{ type: 'Session', id: sessionId }, 'SavedSessions'],
    }),
    /**
     * The session's words as the realtime server hears and saves them: partial words, the
     * saved transcript and engine failures go into the session slice while a screen subscribes.
     */
    liveTranscript: build.query<null, { uid: string; sessionId: string }>({
      queryFn: () => ({ data: null }),
      async onCacheEntryAdded({ uid, sessionId }, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        await cacheDataLoaded;
        // Loaded here: the sessions module brings the schema library, which pages without a session need not load.
        const [socket, { TRANSCRIPT_EVENTS }] = await Promise.all([sessionSocket(uid), import('@shared/sessions')]);
        const onPartial = (event: TranscriptPartialEvent) => event.sessionId === sessionId && dispatch(partialHeard(event.text));
        const onFinal = (event: TranscriptFinalEvent) => event.sessionId === sessionId && dispatch(transcriptSaved(event.transcript));
        const onError = (event: { sessionId: string; message: string }) =>
          event.sessionId === sessionId && dispatch(engineFailed(event.message));
        socket.on(TRANSCRIPT_EVENTS.partial, onPartial);
        socket.on(TRANSCRIPT_EVENTS.final, onFinal);
        socket.on(TRANSCRIPT_EVENTS.error, onError);
        await cacheEntryRemoved;
        socket.off(TRANSCRIPT_EVENTS.partial, onPartial);
        socket.off(TRANSCRIPT_EVENTS.final, onFinal);
        socket.off(TRANSCRIPT_EVENTS.error, onError);
      },
    }),
    /** A virtual session's meeting bot: sent to the meeting, made to leave, paused or resumed. */
    createBot: build.mutation<{ bot: SessionBot }, CreateBotRequest>({
      query: (body) => ({ path: '/meeting-bot/create-bot', body }),
      invalidatesTags: (_result, _error, { sessionId }) => [{ type: 'Session', id: sessionId }],
    }),
    botAction: build.mutation<{ bot?: SessionBot }, { sessionId: string; action: 'leave' | 'pause' | 'resume' }>({
      query: ({ sessionId, action }) => ({ path: `/bot/${encodeURIComponent(sessionId)}/${action}`, body: {} }),
      invalidatesTags: (_result, _error, { sessionId }) => [{ type: 'Session', id: sessionId }],
    }),
  }),
});

// These screens say in place what failed (the text the clinician typed stays on the page).
showErrorsInline('createSession', 'saveSession', 'getSession', 'openSavedSession', 'endSession', 'createBot', 'botAction');

export const {
  useCreateSessionMutation,
  useGetSessionQuery,
  useSaveSessionMutation,
  useEndSessionMutation,
  useLiveTranscriptQuery,
  useCreateBotMutation,
  useBotActionMutation,
} = sessionApi;
