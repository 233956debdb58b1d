// The notes feature's state, for the store: the slice, the endpoints and the listener
// that writes the default note when a recording stops. No components (see ./index.ts).
export { defaultNoteLoaded, notesReducer, selectNotes, type NotesState } from './notes-slice';
export { notesApi } from './api';
export { registerNotesListeners } from './notes-listeners';
