// The codes feature's screens: the Codes panel under a note, and the admin console's Code set view.
export { CodesPanel } from './components/codes-panel';
export { CodeSetView } from './components/code-set-view';
