// Messages for the user that do not belong to one component: a failed server call whose
// endpoint shows no inline error, and an unexpected failure nothing caught. They wait here
// (as translation keys, never translated text) until <ErrorNotices> shows them as toasts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Notice {
  id: number;
  /** A translation key with its namespace, e.g. `errors:sessionSaveFailed` or `common.unexpectedError`. */
  key: string;
  values?: Record<string, string>;
}

export interface NoticesState {
  queue: Notice[];
  nextId: number;
}

const initialState: NoticesState = { queue: [], nextId: 1 };

const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    noticeRaised(state, action: PayloadAction<Omit<Notice, 'id'>>) {
      state.queue.push({ id: state.nextId, ...action.payload });
      state.nextId += 1;
    },
    noticeShown(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((n) => n.id !== action.payload);
    },
  },
});

export const { noticeRaised, noticeShown } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;
export const selectNotices = (state: { notices: NoticesState }) => state.notices.queue;
