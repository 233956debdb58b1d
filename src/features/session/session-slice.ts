// The current consultation as the client sees it (transcript state of spec section 3).
// Never persisted: it holds patient data. Recording fields come with the recording feature.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../auth/auth-slice';

export interface SessionState {
  sessionId: string | null;
  sessionName: string;
}

export const initialSessionState: SessionState = { sessionId: null, sessionName: '' };

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ sessionId: string; sessionName: string }>) {
      state.sessionId = action.payload.sessionId;
      state.sessionName = action.payload.sessionName;
    },
    sessionRenamed(state, action: PayloadAction<string>) {
      state.sessionName = action.payload;
    },
    sessionCleared() {
      return initialSessionState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialSessionState);
  },
});

export const { sessionStarted, sessionRenamed, sessionCleared } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export const selectSessionName = (state: { session: SessionState }) => state.session.sessionName;
