// The current consultation as the client sees it (transcript state of spec section 3).
// Never persisted: it holds patient data. The server holds the session itself; this is
// what the screen shows of it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Participant, Pronoun, SessionType } from '@shared/sessions';
import { loggedOut } from '../auth/auth-slice';

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
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<CurrentSession>) {
      return { ...initialSessionState, sessionId: action.payload.sessionId, sessionName: action.payload.clientName, current: action.payload };
    },
    /** A session read back from the server (resume after a reload). */
    sessionRestored(state, action: PayloadAction<{ session: CurrentSession; transcript: string; ownNotes: string; context: string; stopped: boolean }>) {
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
    partialHeard(state, action: PayloadAction<string>) {
      state.partialText = action.payload;
    },
    /** The server's saved transcript (after a final segment, an open, a stop or an edit). */
    transcriptSaved(state, action: PayloadAction<string>) {
      state.transcriptText = action.payload;
      state.partialText = '';
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
    builder.addCase(loggedOut, () => initialSessionState);
  },
});

export const {
  sessionStarted,
  sessionRestored,
  sessionRenamed,
  recordingStatusChanged,
  partialHeard,
  transcriptSaved,
  ownNotesChanged,
  contextChanged,
  sessionCleared,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export const selectSessionName = (state: { session: SessionState }) => state.session.sessionName;
export const selectSession = (state: { session: SessionState }) => state.session;
