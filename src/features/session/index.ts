// The session feature's screens: the recording controls, the live transcript and the
// clinician's own notes. Its state is in ./model.ts.
export { RecordingPanel, type RestoreSessionFiles, type SessionLimits, type SessionPreferences } from './components/recording-panel';
export { TranscriptPanel } from './components/transcript-panel';
export { SessionNotes } from './components/session-notes';
export * from './model';
