// The auth feature's state, for the store and other features: login state, and where the
// app hands over sign-out's audio step. (Its endpoints, ./api.ts, load with the code that
// calls them, not with the store.)
export { authReducer, loggedOut, loginCompleted, welcomeDismissed, selectWelcomePending, type AuthState } from './auth-slice';
export { provideSignOutAudio, type SignOutAudio } from './login-flow';
