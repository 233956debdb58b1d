// The current consultation as the client sees it. Never persisted: it holds patient data.
// The server holds the session itself; this is what the screen shows of it. Server calls
// go through ./api.ts; the saved transcript comes back through the events of ./session-events.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectReducer } from '../../app/root-reducer';
import type { SessionNote } from '@shared/notes';
import type { Participant, Pronoun, SessionType } from '@shared/sessions';
import { loggedOut } from '../auth/model';
import { sessionApi } from './api';
import { engineFailed, partialHeard, transcriptSaved } from './session-events';

export { partialHeard, transcriptSaved, engineFailed };

export type RecordingStatus = 'idle' | 'listening' | 'paused' | 'stopping' | 'stopped';

export interface CurrentSession {
  sessionId: string;
  type: SessionType;
  clientName: string;
  language: string;
  consent: boolean;
  group: boolean;
  participants: Participant[];
  pronoun: Pronoun;
  /** The transcription provider's id, and whether its words come while speaking. */
  provider: string;
  live: boolean;
  /** A saved session (session storing was on when it started): kept after it ends, listed in Saved Sessions. */
  stored?: boolean;
}

/** A message shown with the recording controls: a translation key (with namespace) and its values. */
export interface SessionNotice {
  variant: 'success' | 'warning' | 'danger' | 'info';
  key: string;
  values?: Record<string, string>;
  /** A message of its own, translated into the notice's {{message}} (e.g. why a call failed). */
  detail?: { key: string; values?: Record<string, string> };
  testId?: string;
}

/** Audio chunks captured in this browser, and those the server has acknowledged. */
export interface CaptureProgress {
  acknowledged: number;
  captured: number;
}

export interface SessionState {
  sessionId: string | null;
  sessionName: string;
  current: CurrentSession | null;
  status: RecordingStatus;
  /** The saved transcript, and the words being heard now (not saved yet). */
  transcriptText: string;
  partialText: string;
  ownNotes: string;
  context: string;
  progress: CaptureProgress;
  notice: SessionNotice | null;
  /** Stretches of the transcript to show (a fact's source sentence, a note sentence's passages), the first the one to scroll to. */
  highlight: TranscriptRange[] | null;
}

/** A stretch of the saved transcript, as character offsets. */
export interface TranscriptRange {
  start: number;
  end: number;
}

export const initialSessionState: SessionState = {
  sessionId: null,
  sessionName: '',
  current: null,
  status: 'idle',
  transcriptText: '',
  partialText: '',
  ownNotes: '',
  context: '',
  progress: { acknowledged: 0, captured: 0 },
  notice: null,
  highlight: null,
};

/** A session read back from the server (resume after a reload, or reopening a saved one). */
export interface RestoredSession {
  session: CurrentSession;
  transcript: string;
  ownNotes: string;
  context: string;
  stopped: boolean;
  notes?: SessionNote[];
}

function saveTranscript(state: SessionState, transcript: string) {
  if (state.transcriptText !== transcript) state.highlight = null;
  state.transcriptText = transcript;
  state.partialText = '';
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<CurrentSession>) {
      return {
        ...initialSessionState,
        sessionId: action.payload.sessionId,
        sessionName: action.payload.clientName,
        current: action.payload,
      };
    },
    sessionRestored(state, action: PayloadAction<RestoredSession>) {
      const { session, transcript, ownNotes, context, stopped } = action.payload;
      return {
        ...initialSessionState,
        sessionId: session.sessionId,
        sessionName: session.clientName,
        current: session,
        transcriptText: transcript,
        ownNotes,
        context,
        status: stopped ? 'stopped' : state.status === 'idle' ? 'idle' : state.status,
      };
    },
    sessionRenamed(state, action: PayloadAction<string>) {
      state.sessionName = action.payload;
    },
    recordingStatusChanged(state, action: PayloadAction<RecordingStatus>) {
      state.status = action.payload;
      if (action.payload === 'stopped') state.partialText = '';
    },
    captureProgressed(state, action: PayloadAction<CaptureProgress>) {
      state.progress = action.payload;
    },
    recordingNoticeChanged(state, action: PayloadAction<SessionNotice | null>) {
      state.notice = action.payload;
    },
    transcriptHighlighted(state, action: PayloadAction<TranscriptRange | readonly TranscriptRange[] | null>) {
      const shown = action.payload;
      state.highlight = shown === null ? null : 'start' in shown ? [shown] : shown.length > 0 ? [...shown] : null;
    },
    ownNotesChanged(state, action: PayloadAction<string>) {
      state.ownNotes = action.payload;
    },
    contextChanged(state, action: PayloadAction<string>) {
      state.context = action.payload;
    },
    sessionCleared() {
      return initialSessionState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(partialHeard, (state, action) => {
        state.partialText = action.payload;
      })
      .addCase(transcriptSaved, (state, action) => saveTranscript(state, action.payload))
      .addCase(engineFailed, (state, action) => {
        state.notice = {
          variant: 'warning',
          key: 'errors:transcriptionFailed',
          values: { message: action.payload },
          testId: 'transcript-error',
        };
      })
      .addCase(loggedOut, () => initialSessionState)
      // An edited transcript, once saved, is what the server holds.
      .addMatcher(sessionApi.endpoints.saveSession.matchFulfilled, (state, action) => {
        const { sessionId, patch } = action.meta.arg.originalArgs;
        if (patch.transcript !== undefined && sessionId === state.sessionId) saveTranscript(state, action.payload.contents.transcript);
      });
  },
});

export const {
  sessionStarted,
  sessionRestored,
  sessionRenamed,
  recordingStatusChanged,
  captureProgressed,
  recordingNoticeChanged,
  transcriptHighlighted,
  ownNotesChanged,
  contextChanged,
  sessionCleared,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
injectReducer('session', sessionReducer);
export const selectSession = (state: { session: SessionState }) => state.session;
export const selectCurrentSession = (state: { session: SessionState }) => state.session.current;
