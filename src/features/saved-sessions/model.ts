// The saved-sessions feature's calls, for other features (the notes report a copy or download
// of a saved session). No components (see ./index.ts).
export { useReportSessionAccessMutation } from './api';
