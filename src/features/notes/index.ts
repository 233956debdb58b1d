// The notes feature's screens: the notes panel of the recording page.
export { NotesPanel } from './components/notes-panel';
export * from './model';
