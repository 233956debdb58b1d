// The codes feature's state, for the store: its endpoints (the notes keep the codes a save returns). No components (see ./index.ts).
export { codesApi } from './api';
