// The Note Library feature as pages and other features use it: the library screen, and
// the templates a note can be written with (live, from the same cache as the screen).
export { NoteLibraryScreen } from './components/note-library-screen';
export { useVisibleTemplates } from './use-note-library';
