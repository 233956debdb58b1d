// The current consultation as the client sees it (transcript state of spec section 3).
// Never persisted: it holds patient data. The server holds the session itself; this is
// what the screen shows of it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NoteStreamEvent, SessionNote } from '@shared/notes';
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
  /** Generated notes (one per template), and the generation under way. */
  notes: SessionNote[];
  generating: string[];
  /** Text a model has written so far, per note being generated. */
  drafts: Partial<Record<string, { text: string; label: string }>>;
  failedNotes: string[];
  /** A stretch of the transcript to show (a fact's source sentence). */
  highlight: { start: number; end: number } | null;
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
  notes: [],
  generating: [],
  drafts: {},
  failedNotes: [],
  highlight: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<CurrentSession>) {
      return { ...initialSessionState, sessionId: action.payload.sessionId, sessionName: action.payload.clientName, current: action.payload };
    },
    /** A session read back from the server (resume after a reload). */
    sessionRestored(
      state,
      action: PayloadAction<{ session: CurrentSession; transcript: string; ownNotes: string; context: string; stopped: boolean; notes?: SessionNote[] }>,
    ) {
      const { session, transcript, ownNotes, context, stopped, notes } = action.payload;
      return {
        ...initialSessionState,
        sessionId: session.sessionId,
        sessionName: session.clientName,
        current: session,
        transcriptText: transcript,
        ownNotes,
        context,
        notes: notes ?? [],
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
      if (state.transcriptText !== action.payload) state.highlight = null;
      state.transcriptText = action.payload;
      state.partialText = '';
    },
    transcriptHighlighted(state, action: PayloadAction<{ start: number; end: number } | null>) {
      state.highlight = action.payload;
    },
    ownNotesChanged(state, action: PayloadAction<string>) {
      state.ownNotes = action.payload;
    },
    contextChanged(state, action: PayloadAction<string>) {
      state.context = action.payload;
    },
    notesRequested(state, action: PayloadAction<string[]>) {
      state.generating = action.payload;
      state.failedNotes = state.failedNotes.filter((id) => !action.payload.includes(id));
      for (const id of action.payload) delete state.drafts[id];
    },
    /** One line of the generation stream. */
    noteEvent(state, action: PayloadAction<NoteStreamEvent>) {
      const event = action.payload;
      if (event.type === 'start') state.drafts[event.noteId] = { text: '', label: event.label };
      else if (event.type === 'text') {
        const draft = state.drafts[event.noteId];
        if (draft) draft.text += event.text;
      } else if (event.type === 'note') {
        state.notes = [...state.notes.filter((n) => n.noteId !== event.note.noteId), event.note];
        state.generating = state.generating.filter((id) => id !== event.note.noteId);
        delete state.drafts[event.note.noteId];
      } else if (event.type === 'error') {
        state.generating = state.generating.filter((id) => id !== event.noteId);
        state.failedNotes.push(event.noteId);
        delete state.drafts[event.noteId];
      } else if (event.type === 'done') state.generating = [];
    },
    /** The generation could not run (refused, or the connection broke). */
    notesFailed(state) {
      state.failedNotes = [...new Set([...state.failedNotes, ...state.generating])];
      state.generating = [];
      state.drafts = {};
    },
    noteItemEdited(state, action: PayloadAction<{ noteId: string; section: number; item: number; body: string }>) {
      const { noteId, section, item, body } = action.payload;
      const entry = state.notes.find((n) => n.noteId === noteId)?.noteSubheadings[section]?.content[item];
      if (entry) entry.stringBody = body;
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
  transcriptHighlighted,
  ownNotesChanged,
  contextChanged,
  notesRequested,
  noteEvent,
  notesFailed,
  noteItemEdited,
  sessionCleared,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export const selectSessionName = (state: { session: SessionState }) => state.session.sessionName;
export const selectSession = (state: { session: SessionState }) => state.session;
