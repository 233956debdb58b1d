// The notes of the current session and their generation: the note types chosen and the
// options (style, note language, vague conversation, long summary), the notes written, the
// text a model has written so far, and the notes that failed (offered for a retry). Never
// persisted: it holds patient data. A new, restored, cleared session or a logout resets it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectReducer } from '../../app/root-reducer';
import { DEFAULT_NOTE_TEMPLATE } from '@shared/note-templates';
import type { NoteGenerationRequest, SessionNote } from '@shared/notes';
import { loggedOut } from '../auth/model';
import { codesApi } from '../codes/model';
import { sessionCleared, sessionRestored, sessionStarted } from '../session/model';
import { notesApi } from './api';
import { noteStreamed } from './note-events';

export type NoteOptions = Pick<NoteGenerationRequest, 'style' | 'language' | 'vague' | 'longSummary'>;

export interface NotesState {
  /** The clinician's default note (from Settings): generated on its own when a recording stops. */
  defaultNote: string;
  /** The note types to generate, and how. */
  chosen: string[];
  options: NoteOptions;
  /** Generated notes (one per template), and the generation under way. */
  notes: SessionNote[];
  generating: string[];
  /** Text a model has written so far, per note being generated. */
  drafts: Partial<Record<string, { text: string; label: string }>>;
  failedNotes: string[];
}

const initialState: NotesState = {
  defaultNote: DEFAULT_NOTE_TEMPLATE,
  chosen: [DEFAULT_NOTE_TEMPLATE],
  options: { style: 'bullet', language: 'en', vague: false, longSummary: false },
  notes: [],
  generating: [],
  drafts: {},
  failedNotes: [],
};

/** A new session keeps the clinician's choices and drops the previous session's notes. */
const forSession = (state: NotesState, notes: SessionNote[] = []): NotesState => ({
  ...initialState,
  defaultNote: state.defaultNote,
  chosen: state.chosen,
  options: state.options,
  notes,
});

const notesSlice = createSlice({
  name: 'notes',
  initialState,
  reducers: {
    /** The clinician's default note is known (or changed in Settings): it is chosen unless other types are. */
    defaultNoteLoaded(state, action: PayloadAction<string>) {
      const next = action.payload || DEFAULT_NOTE_TEMPLATE;
      if (state.chosen.length === 1 && state.chosen[0] === state.defaultNote) state.chosen = [next];
      state.defaultNote = next;
    },
    noteTypeToggled(state, action: PayloadAction<{ id: string; on: boolean }>) {
      const { id, on } = action.payload;
      state.chosen = on ? [...state.chosen.filter((c) => c !== id), id] : state.chosen.filter((c) => c !== id);
    },
    noteOptionsChanged(state, action: PayloadAction<Partial<NoteOptions>>) {
      state.options = { ...state.options, ...action.payload };
    },
    noteItemEdited(state, action: PayloadAction<{ noteId: string; section: number; item: number; body: string }>) {
      const { noteId, section, item, body } = action.payload;
      const entry = state.notes.find((n) => n.noteId === noteId)?.sections[section]?.items[item];
      if (entry) entry.body = body;
    },
    /** An item added at the end of a section (a statement from "Not in the note"). */
    noteItemAdded(state, action: PayloadAction<{ noteId: string; section: number; body: string }>) {
      const { noteId, section, body } = action.payload;
      state.notes.find((n) => n.noteId === noteId)?.sections[section]?.items.push({ title: '', body });
    },
    /** An omission the clinician dismissed: hidden for this note (the server keeps the list). */
    omissionDismissed(state, action: PayloadAction<{ noteId: string; text: string }>) {
      const note = state.notes.find((n) => n.noteId === action.payload.noteId);
      if (note && !note.dismissedOmissions?.includes(action.payload.text))
        note.dismissedOmissions = [...(note.dismissedOmissions ?? []), action.payload.text];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state) => forSession(state))
      .addCase(sessionRestored, (state, action) => forSession(state, action.payload.notes))
      .addCase(sessionCleared, (state) => forSession(state))
      .addCase(loggedOut, () => initialState)
      .addCase(noteStreamed, (state, action) => {
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
      })
      .addMatcher(notesApi.endpoints.generateNotes.matchPending, (state, action) => {
        const ids = action.meta.arg.originalArgs.templateIds;
        state.generating = ids;
        state.failedNotes = state.failedNotes.filter((id) => !ids.includes(id));
        for (const id of ids) delete state.drafts[id];
      })
      .addMatcher(notesApi.endpoints.generateNotes.matchRejected, (state) => {
        state.failedNotes = [...new Set([...state.failedNotes, ...state.generating])];
        state.generating = [];
        state.drafts = {};
      })
      .addMatcher(notesApi.endpoints.generateNotes.matchFulfilled, (state) => {
        state.generating = [];
      })
      // The codes the clinician accepted go with the note into copy and download.
      .addMatcher(codesApi.endpoints.saveCodes.matchFulfilled, (state, action) => {
        const note = state.notes.find((n) => n.noteId === action.meta.arg.originalArgs.noteId);
        if (note) note.codes = action.payload.saved;
      });
  },
});

export const { defaultNoteLoaded, noteTypeToggled, noteOptionsChanged, noteItemEdited, noteItemAdded, omissionDismissed } =
  notesSlice.actions;
export const notesReducer = notesSlice.reducer;
injectReducer('notes', notesReducer);
export const selectNotes = (state: { notes: NotesState }) => state.notes;
