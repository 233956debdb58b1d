// Login state the interface needs across pages (never persisted): whether the
// welcome modal is due after a first-ever login.
import { createSlice } from '@reduxjs/toolkit';

export interface AuthState {
  welcomePending: boolean;
}

const initialState: AuthState = { welcomePending: false };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginCompleted(state, action: { payload: { firstTime: boolean } }) {
      state.welcomePending = action.payload.firstTime;
    },
    welcomeDismissed(state) {
      state.welcomePending = false;
    },
    loggedOut() {
      return initialState;
    },
  },
});

export const { loginCompleted, welcomeDismissed, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
export const selectWelcomePending = (state: { auth: AuthState }) => state.auth.welcomePending;
