// The Saved Sessions screen, and the access log card of the Account screen.
export { SavedSessionsScreen } from './components/saved-sessions-screen';
export { SessionAccessCard } from './components/session-access-card';
export * from './model';
