// The codes feature's screens: the Codes panel under a note.
export { CodesPanel } from './components/codes-panel';
